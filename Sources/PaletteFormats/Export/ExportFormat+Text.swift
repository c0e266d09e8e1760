import Palette

extension ExportFormat {
    /// `theme` in this format: an adaptive theme with every variant it has (DTCG as one resolver
    /// document, CSS with a rule per variant, Swift as an adaptive type).
    ///
    /// - Parameters:
    ///   - theme: The theme.
    ///   - swiftTypeName: The Swift type's name; by default made from the identifier (`acme`
    ///     gives `AcmeTheme`). Other formats ignore it.
    ///   - command: What makes the Swift source again, for its header (`palette export acme
    ///     --format swift`); the type name is added to it.
    ///   - report: Counts the styles written and names what the format cannot hold.
    /// - Throws: ``/Palette/ThemeError/invalidValue(value:reason:location:)`` for a Swift type name that
    ///   is not an identifier, is a keyword, or would hide a Palette type.
    public func text(
        of theme: ResolvedTheme,
        swiftTypeName: String? = nil,
        command: String? = nil,
        report: inout ExportReport
    ) throws(ThemeError) -> String {
        switch self {
        case .json:
            let document = theme.document ?? ThemeDocument(theme)
            report.stylesWritten = document.styles.count
            return document.jsonString
        case .dtcg:
            guard let adaptive = theme.adaptiveTheme else { return DTCGExporter().export(theme, report: &report) }
            return DTCGExporter().resolver(adaptive, report: &report)
        case .css:
            return CSSExporter().export([theme], report: &report)
        case .swift:
            let typeName = swiftTypeName ?? SwiftSourceExporter.typeName(for: theme.id)
            let exporter = try SwiftSourceExporter(typeName: typeName)
            return exporter.export(theme, command: command.map { "\($0) --type-name \(typeName)" }, report: &report)
        }
    }
}
