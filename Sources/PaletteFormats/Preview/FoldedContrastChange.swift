internal import InternalPaletteUtilities
import Palette
import PaletteDesign

/// A contrast change shown with the text styles that changed with it: every text style set in
/// `onBackground` on `background` has that pair's colours, so when its figures are the pair's, it
/// is one line (`onBackground on background, and 8 text styles`), not nine.
package struct FoldedContrastChange {
    /// The change shown.
    package let change: ThemeDiff.ContrastChange
    /// The text styles whose pairs changed in the same figures, folded into this one.
    package let textStyles: [FontStyle]

    /// `onBackground on background`, or with folded styles `onBackground on background and its 8
    /// text styles`.
    package var name: String {
        guard !textStyles.isEmpty else { return change.name }
        return "\(change.name) and its \(textStyles.count) text style\(textStyles.count == 1 ? "" : "s")"
    }

    /// The changes, in order, each text style's pair folded into its roles' pair when both show
    /// the same ratios, levels and verdict.
    package static func folding(_ changes: [ThemeDiff.ContrastChange]) -> [FoldedContrastChange] {
        var folded: [(change: ThemeDiff.ContrastChange, styles: [FontStyle])] = []
        for change in changes {
            let pair = change.after.pair
            if let style = pair.fontStyle,
                let index = folded.firstIndex(where: {
                    Self.sameFigures($0.change, change) && $0.change.after.pair.fontStyle == nil
                })
            {
                folded[index].styles.append(style)
            } else {
                folded.append((change, []))
            }
        }
        return folded.map { FoldedContrastChange(change: $0.change, textStyles: $0.styles) }
    }

    /// Whether two changes are of the same two roles and read the same: ratios to two decimals,
    /// levels and whether they regressed.
    private static func sameFigures(_ first: ThemeDiff.ContrastChange, _ second: ThemeDiff.ContrastChange) -> Bool {
        let (a, b) = (first.after.pair, second.after.pair)
        return a.foregroundRole != nil && a.foregroundRole == b.foregroundRole && a.backgroundRole == b.backgroundRole
            && NumberText.ratio(first.before.ratio) == NumberText.ratio(second.before.ratio)
            && NumberText.ratio(first.after.ratio) == NumberText.ratio(second.after.ratio)
            && first.before.level == second.before.level && first.after.level == second.after.level
            && first.isRegression == second.isRegression
    }
}
