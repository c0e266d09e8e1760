import Foundation

extension CGRect {
    /// `radius` limited to what a rounded rectangle of this size can have (half its shorter side),
    /// and never negative: `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)` refuses more.
    func fittingCornerRadius(_ radius: Double) -> Double {
        guard radius.isFinite else { return 0 }
        return max(min(radius, Double(width) / 2, Double(height) / 2), 0)
    }
}
