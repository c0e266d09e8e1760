/// The elements of an HTML or SVG document as a browser's tokenizer sees them, read without a
/// browser: each start tag's name and attributes, in order.
///
/// The text of `<style>` and `<script>` elements is not markup (a `<` in it starts no tag), as in
/// HTML; everything else is scanned for tags. Tests use it to prove what a page holds: which
/// elements, and that no attribute or style rule fetches anything.
package struct MarkupScan {
    /// A start tag.
    package struct Tag: Equatable {
        /// The element's name, lowercased.
        package var name: String
        /// Its attributes by lowercased name, values as written (character references kept).
        package var attributes: [String: String]
    }

    /// The start tags, in document order.
    package private(set) var tags: [Tag] = []
    /// The text of the `<style>` elements.
    package private(set) var styleText = ""

    /// Scans `markup`.
    package init(_ markup: String) {
        let characters = Array(markup.unicodeScalars)
        var index = 0
        while index < characters.count {
            guard characters[index] == "<", index + 1 < characters.count else {
                index += 1
                continue
            }
            let next = characters[index + 1]
            guard next.properties.isAlphabetic else {
                index += 1
                continue
            }
            var position = index + 1
            var name = ""
            while position < characters.count, !Self.endsName(characters[position]) {
                name.unicodeScalars.append(characters[position])
                position += 1
            }
            var attributes: [String: String] = [:]
            while position < characters.count, characters[position] != ">" {
                if characters[position] == " " || characters[position] == "/" || characters[position] == "\n" {
                    position += 1
                    continue
                }
                var attribute = ""
                while position < characters.count, !Self.endsName(characters[position]), characters[position] != "=" {
                    attribute.unicodeScalars.append(characters[position])
                    position += 1
                }
                var value = ""
                if position < characters.count, characters[position] == "=" {
                    position += 1
                    let quote = position < characters.count ? characters[position] : " "
                    if quote == "\"" || quote == "'" {
                        position += 1
                        while position < characters.count, characters[position] != quote {
                            value.unicodeScalars.append(characters[position])
                            position += 1
                        }
                        position += 1
                    } else {
                        while position < characters.count, !Self.endsName(characters[position]) {
                            value.unicodeScalars.append(characters[position])
                            position += 1
                        }
                    }
                }
                if !attribute.isEmpty { attributes[attribute.lowercased()] = value }
            }
            let tag = Tag(name: name.lowercased(), attributes: attributes)
            tags.append(tag)
            index = position + 1
            // Raw text: the element's content runs to its end tag.
            if tag.name == "style" || tag.name == "script" {
                let end = Array("</\(tag.name)".unicodeScalars)
                var close = index
                while close + end.count <= characters.count, Array(characters[close..<close + end.count]) != end {
                    close += 1
                }
                if tag.name == "style" {
                    styleText += String(String.UnicodeScalarView(characters[index..<min(close, characters.count)]))
                }
                index = close
            }
        }
    }

    private static func endsName(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == ">" || scalar == "/" || scalar == "\n" || scalar == "\t"
    }

    /// The names of the elements, each once, sorted.
    package var elementNames: Set<String> {
        Set(tags.map(\.name))
    }

    /// Everything that could make a browser fetch something: attributes that name a resource
    /// (`src`, `href`, `srcset`, `action`, `poster`, `data`, `background`, `xlink:href`), `<link>`,
    /// `<img>`, `<iframe>`, `<object>`, `<embed>` and `<image>` elements, `<meta http-equiv="refresh">`,
    /// and `url(` or `@import` in a style sheet or a `style` attribute.
    package var fetches: [String] {
        var found: [String] = []
        let resourceAttributes = ["src", "href", "srcset", "action", "poster", "data", "background", "xlink:href"]
        let resourceElements: Set = ["link", "img", "iframe", "object", "embed", "image", "audio", "video", "source"]
        for tag in tags {
            if resourceElements.contains(tag.name) { found.append("<\(tag.name)>") }
            for attribute in resourceAttributes where tag.attributes[attribute] != nil {
                found.append("<\(tag.name) \(attribute)=…>")
            }
            if tag.name == "meta", tag.attributes["http-equiv"]?.lowercased() == "refresh" {
                found.append("<meta refresh>")
            }
            if let style = tag.attributes["style"]?.lowercased(), style.contains("url(") || style.contains("@import") {
                found.append("<\(tag.name) style=\(style)>")
            }
        }
        let sheet = styleText.lowercased()
        if sheet.contains("url(") { found.append("url( in a style sheet") }
        if sheet.contains("@import") { found.append("@import in a style sheet") }
        return found
    }
}
