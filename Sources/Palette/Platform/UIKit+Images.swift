#if canImport(UIKit)
import UIKit

extension UIImage {
    /// The image a theme names: from the bundle, from a file in the theme's folder, or a 1×1
    /// image of a solid colour (stretch it, or use it as a background).
    ///
    /// Remote images, and images that cannot be made (a missing name, a file outside the theme's
    /// folder, too large, or not an image), give `nil`: load remote ones with a
    /// ``ThemeImageLoader``, and call ``ThemeImage/source(limits:)`` to learn why.
    ///
    /// - Parameters:
    ///   - image: The theme's answer for an image token.
    ///   - bundle: Where bundled images are looked up; the main bundle when `nil`.
    public static func palette(_ image: ThemeImage, in bundle: Bundle? = nil) -> UIImage? {
        switch try? image.source() {
        case .named(let name): UIImage(named: name, in: bundle, with: nil)
        case .data(let bytes): UIImage(data: bytes)
        case .color(let color): pixel(of: UIColor(color).cgColor)
        case .remote, nil: nil
        }
    }

    /// A 1×1 image of one colour, drawn with Core Graphics: watchOS has no
    /// `UIGraphicsImageRenderer`, and one code path is one that the iOS and tvOS checks compile.
    private static func pixel(of color: CGColor) -> UIImage? {
        let alpha = CGImageAlphaInfo.premultipliedLast.rawValue
        guard let space = CGColorSpace(name: CGColorSpace.sRGB),
            let context = CGContext(
                data: nil,
                width: 1,
                height: 1,
                bitsPerComponent: 8,
                bytesPerRow: 0,
                space: space,
                bitmapInfo: alpha
            )
        else { return nil }
        context.setFillColor(color)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        return context.makeImage().map { UIImage(cgImage: $0) }
    }
}
#endif
