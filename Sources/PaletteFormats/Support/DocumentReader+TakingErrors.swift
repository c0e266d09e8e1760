import Palette

// Only the DTCG importer skips what it cannot read: here, not in Palette, which every app links.
extension DocumentReader {
    /// Removes the errors recorded since there were `count`, and returns them: for a reader that
    /// skips, with one warning, a part of its input whose errors it does not let stop the rest.
    mutating func takeErrors(from count: Int) -> [ThemeError] {
        guard count >= 0, count < errors.count else { return [] }
        let taken = Array(errors[count...])
        errors.removeSubrange(count...)
        return taken
    }
}
