import Palette

extension ContrastAudit {
    /// Whether roles that must be told apart stay distinguishable under colour-vision
    /// deficiencies, with ``ColorVisionCheck``'s default pairs and distance.
    ///
    /// The contrast audit checks pairs that are read together; this checks that roles which must
    /// be told apart (`error` and `primary`, …) stay apart for viewers with a colour-vision
    /// deficiency. It is computed from the audited palette each time it is read.
    public var colorVision: ColorVisionCheck {
        ColorVisionCheck(palette: palette)
    }
}
