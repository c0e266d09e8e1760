#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UIImage {
    /// The image a theme names: from the bundle, from a file in the theme's folder, or a 1×1
    /// image of a solid colour (stretch it, or use it as a background).
    ///
    /// Remote images, and images that cannot be made (a missing name, a file outside the theme's
    /// folder, too large, or not an image), give `nil`: load remote ones with a
    /// ``ThemeImageLoader``, and call ``ThemeImage/source(maximumFileSize:)`` to learn why.
    ///
    /// - Parameters:
    ///   - image: The theme's answer for an image token.
    ///   - bundle: Where bundled images are looked up; the main bundle when `nil`.
    public static func palette(_ image: ThemeImage, in bundle: Bundle? = nil) -> UIImage? {
        switch try? image.source() {
        case .named(let name): UIImage(named: name, in: bundle, compatibleWith: nil)
        case .data(let bytes): UIImage(data: bytes)
        case .color(let color):
            UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { context in
                UIColor(color).setFill()
                context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            }
        case .remote, nil: nil
        }
    }
}
#endif
