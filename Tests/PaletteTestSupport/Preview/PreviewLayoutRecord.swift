import Foundation

/// The layout record a preview page carries in `<script type="application/json"
/// id="palette-layout">`: the page's size, and where each swatch and colour-vision cell is
/// painted, with its colour, in CSS pixels from the page's top left corner.
package struct PreviewLayoutRecord: Decodable {
    /// A painted rectangle.
    package struct Rect: Decodable, Equatable {
        package var x: Int
        package var y: Int
        package var width: Int
        package var height: Int

        package init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        /// Whether the two share any pixel.
        package func intersects(_ other: Rect) -> Bool {
            x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
        }
    }

    package struct Swatch: Decodable {
        package var variant: String
        package var role: String
        package var color: String
        package var rect: Rect
    }

    package struct VisionCell: Decodable {
        package var variant: String
        package var deficiency: String
        package var role: String
        package var color: String
        package var rect: Rect
    }

    package var width: Int
    package var height: Int
    package var variants: [String]
    package var swatches: [Swatch]
    package var colorVision: [VisionCell]

    /// The record in `html`, or `nil` when it has none or it does not decode.
    package init?(html: String) {
        let opening = #"<script type="application/json" id="palette-layout">"#
        guard let start = html.range(of: opening),
            let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex)
        else { return nil }
        guard
            let record = try? JSONDecoder().decode(Self.self, from: Data(html[start.upperBound..<end.lowerBound].utf8))
        else { return nil }
        self = record
    }
}
