#if canImport(SwiftUI)
import SwiftUI

extension Color {
    /// A SwiftUI colour with the same sRGB components and opacity.
    public init(_ color: ThemeColor) {
        self.init(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
    }
}

extension Font {
    /// The font a descriptor describes, built through the platform font so that weight, traits
    /// and the missing-family fallback follow the same rules as UIKit and AppKit.
    public static func palette(_ descriptor: FontDescriptor) -> Font {
        #if canImport(UIKit)
        Font(UIFont.palette(descriptor) as CTFont)
        #else
        Font(NSFont.palette(descriptor) as CTFont)
        #endif
    }
}
#endif
