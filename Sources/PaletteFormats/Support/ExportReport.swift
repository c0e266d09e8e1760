package import InternalPaletteUtilities
import Palette

/// What an export wrote, and everything the target format could not hold: nothing a theme says
/// is dropped without being counted and named here.
///
/// Every exporter fills one (`export(_:report:)`); `palette export` prints its ``summary`` on
/// standard error, and with `--json` gives it as data.
///
/// ```swift
/// var report = ExportReport(format: .css)
/// let css = CSSExporter().export([theme], report: &report)
/// print(report.summary)
/// // 227 styles written; 3 properties not representable in CSS: shadowOffset (12 styles), …
/// ```
public struct ExportReport: Hashable, Sendable {
    /// The formats Palette writes as text (``ExportFormat``).
    public typealias Format = ExportFormat

    /// One thing the format cannot hold, and where the theme had it.
    public struct Omission: Hashable, Sendable {
        /// What kind of thing it is, in the plural: `properties`, `tokens`, `extensions`.
        public var category: String
        /// Its name: a style property (`shadowOffset`), or what a token has that the format lacks
        /// (`bundled image`).
        public var name: String
        /// The styles or tokens that had it, in the order met.
        public var places: [String]
        /// What the places are, in the singular: `style`, `token`, `group`.
        public var placeNoun: String

        /// Creates an omission.
        public init(category: String, name: String, places: [String], placeNoun: String) {
            self.category = category
            self.name = name
            self.places = places
            self.placeNoun = placeNoun
        }
    }

    /// The format written.
    public var format: Format
    /// How many styles were written.
    public var stylesWritten = 0
    /// What was not written, by category and name, in the order first met.
    public private(set) var omissions: [Omission] = []

    /// An empty report for a format.
    public init(format: Format) {
        self.format = format
    }

    /// Whether everything was written.
    public var isComplete: Bool { omissions.isEmpty }

    /// Counts one thing the format cannot hold, at one place.
    mutating func omit(_ name: String, category: String, at place: String, placeNoun: String) {
        if let index = omissions.firstIndex(where: { $0.category == category && $0.name == name }) {
            if !omissions[index].places.contains(place) { omissions[index].places.append(place) }
        } else {
            omissions.append(Omission(category: category, name: name, places: [place], placeNoun: placeNoun))
        }
    }

    /// How many names beside a category the summary lists before `…`.
    static let namesListed = 5

    /// The report in one line: `227 styles written; 3 properties not representable in CSS:
    /// shadowOffset (12 styles), selected:titleColor (1 style), textAlignment (1 style)`. Empty
    /// when no style was written and nothing was left out.
    public var summary: String {
        var parts: [String] = []
        if stylesWritten > 0 { parts.append(Self.counted(stylesWritten, "style", "styles") + " written") }
        var categories: [String] = []
        for omission in omissions where !categories.contains(omission.category) { categories.append(omission.category) }
        for category in categories {
            // The most frequent first, so the line leads with what matters most.
            let entries = Self.mergingValues(omissions.filter { $0.category == category }).enumerated()
                .sorted { ($1.element.places.count, $0.offset) < ($0.element.places.count, $1.offset) }.map(\.element)
            let listed = entries.prefix(Self.namesListed).map { entry in
                "\(entry.name) (\(Self.counted(entry.places.count, entry.placeNoun, entry.placeNoun + "s")))"
            }
            let more = entries.count > Self.namesListed ? ", …" : ""
            let noun = entries.count == 1 ? Self.singular(category) : category
            parts.append(
                "\(entries.count) \(noun) not representable in \(format.displayName): "
                    + listed.joined(separator: ", ") + more
            )
        }
        return parts.joined(separator: "; ")
    }

    /// The report as JSON: `{"format", "stylesWritten", "omissions": [{"category", "name",
    /// "count", "places"}]}`.
    package var jsonValue: JSONValue {
        .orderedObject([
            ("format", .string(format.rawValue)), ("stylesWritten", .number(Double(stylesWritten))),
            (
                "omissions",
                .array(
                    omissions.map { omission in
                        JSONNode(
                            .orderedObject([
                                ("category", .string(omission.category)), ("name", .string(omission.name)),
                                ("count", .number(Double(omission.places.count))),
                                ("places", .array(omission.places.map { JSONNode(.string($0)) })),
                            ])
                        )
                    }
                )
            ),
            ("summary", .string(summary)),
        ])
    }

    /// Omissions of one value under several properties (`titleColor: undefined color token 'X'`
    /// and `tintColor: undefined color token 'X'`) as one, the properties listed before the value
    /// (`titleColor, tintColor: undefined color token 'X'`), so the summary says the value once.
    private static func mergingValues(_ omissions: [Omission]) -> [Omission] {
        var merged: [Omission] = []
        var indexByValue: [String: Int] = [:]
        for omission in omissions {
            guard let colon = omission.name.range(of: ": "),
                !omission.name[..<colon.lowerBound].contains(" ")
            else {
                merged.append(omission)
                continue
            }
            let property = String(omission.name[..<colon.lowerBound])
            let value = String(omission.name[colon.upperBound...])
            guard let index = indexByValue[value] else {
                indexByValue[value] = merged.count
                merged.append(omission)
                continue
            }
            let name = merged[index].name
            let properties = name[..<(name.range(of: ": ")?.lowerBound ?? name.endIndex)]
            merged[index].name = "\(properties), \(property): \(value)"
            for place in omission.places where !merged[index].places.contains(place) {
                merged[index].places.append(place)
            }
        }
        return merged
    }

    private static func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
        "\(count) \(count == 1 ? singular : plural)"
    }

    /// A category's singular: `properties` gives `property`, `tokens` gives `token`.
    private static func singular(_ category: String) -> String {
        if category.hasSuffix("ies") { return String(category.dropLast(3)) + "y" }
        return category.hasSuffix("s") ? String(category.dropLast()) : category
    }
}
