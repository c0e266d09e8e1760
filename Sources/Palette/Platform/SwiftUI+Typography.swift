#if canImport(SwiftUI)
import SwiftUI

extension View {
    /// Sets text in a descriptor's typography as designed: its font, its letter spacing as
    /// `tracking`, its line height as `lineSpacing` between lines and half the extra space above the
    /// first line and below the last (as CSS centres a line in its line height).
    ///
    /// With a text style, the font follows Dynamic Type and the line height and letter spacing
    /// follow it (`@ScaledMetric` gives the factor, ``FontDescriptor/scaled(by:maximumSize:)`` the
    /// rest); `maximumSize` caps the font, and then the font is made at its capped size. On iOS 15,
    /// tvOS 15 and watchOS 8, where `tracking` is a modifier of `Text` only, and on macOS, letter
    /// spacing is applied by `Text.themeTracking(_:)` instead.
    ///
    /// - Parameters:
    ///   - descriptor: The typography.
    ///   - maximumSize: The largest the font may grow to with Dynamic Type; `nil` for no limit.
    public func themeTextStyle(_ descriptor: FontDescriptor, maximumSize: CGFloat? = nil) -> some View {
        modifier(ThemeTextStyleModifier(descriptor: descriptor, maximumSize: maximumSize.map(Double.init)))
    }
}

extension Text {
    /// The text with a descriptor's letter spacing as `tracking`, at the descriptor's size (for
    /// systems before iOS 16 and macOS 13, where ``SwiftUI/View/themeTextStyle(_:maximumSize:)`` cannot).
    public func themeTracking(_ descriptor: FontDescriptor) -> Text {
        tracking(CGFloat(descriptor.letterSpacingPoints))
    }
}

/// Applies a descriptor's font, letter spacing and line height, scaled for Dynamic Type.
struct ThemeTextStyleModifier: ViewModifier {
    let descriptor: FontDescriptor
    let maximumSize: Double?
    /// 1000 points scaled as the descriptor's text style scales (body when it has none, unused then).
    @ScaledMetric private var scaledThousand: CGFloat

    init(descriptor: FontDescriptor, maximumSize: Double?) {
        self.descriptor = descriptor
        self.maximumSize = maximumSize
        _scaledThousand = ScaledMetric(wrappedValue: 1000, relativeTo: Font.TextStyle(descriptor.textStyle ?? .body))
    }

    func body(content: Content) -> some View {
        let factor = descriptor.textStyle == nil ? 1 : Double(scaledThousand) / 1000
        let scaled = descriptor.scaled(by: factor, maximumSize: maximumSize)
        let layout = scaled.textLayout(metrics: Self.metrics(scaled))
        let font = maximumSize == nil ? Font.palette(descriptor) : Font.palette(scaled)
        let styled = content.font(font)
            .lineSpacing(CGFloat(layout.lineSpacing))
            .padding(.vertical, CGFloat(max(layout.halfLeading, 0)))
        // `View.tracking` is iOS 16, tvOS 16 and watchOS 9; on macOS it is left to `Text.themeTracking`,
        // as the macOS SDK Palette is checked against predates it.
        #if !os(macOS)
        if #available(iOS 16, tvOS 16, watchOS 9, *) {
            return AnyView(styled.tracking(CGFloat(layout.kern)))
        }
        #endif
        return AnyView(styled)
    }

    static func metrics(_ descriptor: FontDescriptor) -> FontLineMetrics {
        #if canImport(UIKit)
        FontLineMetrics(UIFont.palette(descriptor))
        #else
        FontLineMetrics(NSFont.palette(descriptor))
        #endif
    }
}
#endif
