internal import InternalPaletteUtilities
import Palette

/// One value of a SwiftTheme theme, told from how it is written and the key it is under, as
/// SwiftTheme's pickers read it.
enum SwiftThemeValue: Equatable {
    case color(ThemeColor)
    case font(FontDescriptor)
    case number(Double)
    /// An image's name or its path in the theme's folder.
    case image(String)
    /// Text that is none of the above (`UIStatusBarStyle`'s `LightContent`).
    case text(String)
    /// A value no picker reads, and why.
    case unreadable(String)

    /// The value of a node under `key`.
    init(_ node: JSONNode, key: String) {
        switch node.value {
        case .number(let number):
            self = number.isFinite ? .number(number) : .unreadable("'\(number)' is not a finite number")
        case .string(let text): self = Self.read(text, key: key)
        case .bool: self = .unreadable("SwiftTheme's pickers read no true or false value")
        case .array: self = .unreadable("SwiftTheme's pickers read no list by key path")
        case .null: self = .unreadable("it is empty")
        case .object: self = .unreadable("it is a group")
        }
    }

    /// A string: a colour (`#…`), a font (`NAME,SIZE`), an image (under a key naming one, or a
    /// path), or text.
    static func read(_ text: String, key: String) -> SwiftThemeValue {
        let trimmed = text.trimmingSpaces
        if trimmed.hasPrefix("#") {
            guard let color = ThemeColor.parseHex(trimmed) else {
                return .unreadable(
                    "'\(text.clippedForMessage)' is no colour: SwiftTheme's colours are #RGB, #RGBA, #RRGGBB or #RRGGBBAA"
                )
            }
            return .color(color)
        }
        if let font = font(trimmed) { return .font(font) }
        if isImage(key: key, value: trimmed) {
            return trimmed.isEmpty ? .unreadable("an image needs a name or a path") : .image(trimmed)
        }
        return .text(text)
    }

    /// `"PingFangSC-Medium,16"`: a font name and a size in points, as SwiftTheme's
    /// `ThemeFontPicker` reads them; `nil` for text of another form.
    static func font(_ text: String) -> FontDescriptor? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let size = Double(parts[1].trimmingSpaces), size.isFinite, size > 0 else { return nil }
        let name = parts[0].trimmingSpaces
        guard !name.isEmpty else { return FontDescriptor(size: size) }
        if let postScript = PostScriptFontName(name) {
            return FontDescriptor(
                family: postScript.family,
                size: size,
                weight: postScript.weight,
                traits: postScript.traits
            )
        }
        return FontDescriptor(family: (try? FontFamily(string: name)) ?? .named(name), size: size)
    }

    /// The extensions of image files, for values that are paths.
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "pdf", "heic", "webp"]

    /// Whether a string is an image: its key names one (`iconImage`, `backImage`, `tabIcon`), or
    /// it is a path or a file name with an image's extension.
    static func isImage(key: String, value: String) -> Bool {
        let folded = key.asciiCaseFolded
        if folded.contains("image") || folded.contains("icon") { return true }
        return value.contains("/") || imageExtensions.contains(extensionOf(value))
    }

    /// The image a name stands for: a file in the theme's folder for a path or a file name
    /// (refused when it would leave the folder), else an image bundled with the app.
    static func image(_ name: String) throws(ThemeError) -> ImageAsset {
        guard name.contains("/") || imageExtensions.contains(extensionOf(name)) else { return .bundled(name: name) }
        return try .file(relativePath: name)
    }

    private static func extensionOf(_ name: String) -> String {
        guard let dot = name.lastIndex(of: ".") else { return "" }
        return String(name[name.index(after: dot)...]).asciiCaseFolded
    }
}
