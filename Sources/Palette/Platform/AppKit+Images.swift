#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

extension NSImage {
    /// The image a theme names: from the bundle, from a file in the theme's folder, or a 1×1
    /// image of a solid colour.
    ///
    /// Remote images, and images that cannot be made, give `nil`; see
    /// ``ThemeImage/source(limits:)`` for why.
    ///
    /// - Parameters:
    ///   - image: The theme's answer for an image token.
    ///   - bundle: Where bundled images are looked up; the main bundle when `nil`.
    public static func palette(_ image: ThemeImage, in bundle: Bundle? = nil) -> NSImage? {
        switch try? image.source() {
        case .named(let name): (bundle ?? .main).image(forResource: name)
        case .data(let bytes): NSImage(data: bytes)
        case .color(let color):
            NSImage(size: NSSize(width: 1, height: 1), flipped: false) { rect in
                NSColor(color).setFill()
                NSBezierPath(rect: rect).fill()
                return true
            }
        case .remote, nil: nil
        }
    }
}
#endif
