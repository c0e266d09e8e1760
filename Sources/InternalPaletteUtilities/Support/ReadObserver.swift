/// What is told of every file Palette's modules read and every text their parsers parse, while it
/// is bound to a task (``ReadObservation/observer``).
package protocol ReadObserver: Sendable {
    /// `path` was read.
    func didRead(_ path: String)
    /// A text with these bytes was parsed (as JSON or a property list).
    func didParse(_ bytes: some Sequence<UInt8>)
}
