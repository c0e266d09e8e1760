internal import InternalPaletteUtilities
import Palette
import PaletteDesign

/// Where the preview puts things, in CSS pixels: fixed sizes, so that a screenshot taken at a
/// known window size has every swatch where the page's layout record says it is.
///
/// The page has a header, then the columns side by side, each starting with a region of fixed
/// height (title, swatches, colour-vision strips) whose parts are placed absolutely; what varies
/// in length (components, fonts, contrast, tables) comes after it.
enum PreviewLayout {
    /// The roles, row by row: each colour beside the colour read on it.
    static let roleRows: [[ColorRole]] = [
        [.primary, .onPrimary], [.secondary, .onSecondary], [.background, .onBackground], [.surface, .onSurface],
        [.error, .onError], [.neutral, .highlight], [.outline],
    ]

    static let pagePadding = 24
    static let headerHeight = 64
    static let headerGap = 16
    static let columnWidth = 392
    static let columnGap = 24
    static let columnPadding = 16

    static let titleHeight = 40
    static let swatchWidth = 172
    static let swatchGap = 16
    static let blockHeight = 40
    static let captionHeight = 40
    static let rowPitch = blockHeight + captionHeight + 10

    static let visionTop = titleHeight + roleRows.count * rowPitch + 8
    static let visionHeadingHeight = 22
    static let visionLabelWidth = 96
    static let visionCell = 18
    static let visionCellPitch = 20
    static let visionRowPitch = 22

    /// The height of each column's fixed region.
    static let fixedHeight = visionTop + visionHeadingHeight + ColorVisionDeficiency.allCases.count * visionRowPitch + 8

    /// The top of the columns on the page.
    static let columnsTop = pagePadding + headerHeight + headerGap

    /// The page's width for `columns` columns side by side: room for two at least, so that the
    /// tables under a plain theme's one column are not squeezed into it.
    static func pageWidth(columns: Int) -> Int {
        let shown = max(columns, 2)
        return 2 * pagePadding + shown * columnWidth + (shown - 1) * columnGap
    }

    /// The left edge of column `index` on the page.
    static func columnLeft(_ index: Int) -> Int {
        pagePadding + index * (columnWidth + columnGap)
    }

    /// A rectangle in CSS pixels.
    struct Rect: Equatable {
        var x: Int
        var y: Int
        var width: Int
        var height: Int

        /// The rectangle moved by `dx`, `dy`.
        func offset(_ dx: Int, _ dy: Int) -> Rect {
            Rect(x: x + dx, y: y + dy, width: width, height: height)
        }

        /// The rectangle shrunk by `inset` on every side.
        func inset(_ inset: Int) -> Rect {
            Rect(x: x + inset, y: y + inset, width: width - 2 * inset, height: height - 2 * inset)
        }

        /// `left:…px;top:…px;width:…px;height:…px`, for an absolutely placed element.
        var css: String {
            "left:\(x)px;top:\(y)px;width:\(width)px;height:\(height)px"
        }

        var jsonValue: JSONValue {
            .orderedObject([
                ("x", .number(Double(x))), ("y", .number(Double(y))), ("width", .number(Double(width))),
                ("height", .number(Double(height))),
            ])
        }
    }

    /// Swatch `index` (in ``roleRows`` order) within the column's fixed region: the whole cell.
    static func swatch(_ index: Int) -> Rect {
        let (row, column) = position(of: index)
        return Rect(
            x: column * (swatchWidth + swatchGap),
            y: titleHeight + row * rowPitch,
            width: swatchWidth,
            height: blockHeight + captionHeight
        )
    }

    /// The part of swatch `index`'s colour block with nothing drawn on it (the "Aa" is at its
    /// left), within the column's fixed region.
    static func swatchSample(_ index: Int) -> Rect {
        let cell = swatch(index)
        return Rect(x: cell.x + 64, y: cell.y + 6, width: swatchWidth - 72, height: blockHeight - 12)
    }

    /// The cell of role `roleIndex` (in ``ColorRole`` order) in the strip of deficiency
    /// `deficiencyIndex`, within the column's fixed region.
    static func visionCell(deficiency deficiencyIndex: Int, role roleIndex: Int) -> Rect {
        Rect(
            x: visionLabelWidth + roleIndex * visionCellPitch,
            y: visionTop + visionHeadingHeight + deficiencyIndex * visionRowPitch,
            width: visionCell,
            height: visionCell
        )
    }

    /// The row and column of swatch `index` in ``roleRows``.
    private static func position(of index: Int) -> (row: Int, column: Int) {
        var remaining = index
        for (row, roles) in roleRows.enumerated() {
            if remaining < roles.count { return (row, remaining) }
            remaining -= roles.count
        }
        return (roleRows.count, 0)
    }

    /// The origin of column `index`'s fixed region on the page.
    static func fixedOrigin(column index: Int) -> (x: Int, y: Int) {
        (columnLeft(index) + columnPadding, columnsTop + columnPadding)
    }
}
