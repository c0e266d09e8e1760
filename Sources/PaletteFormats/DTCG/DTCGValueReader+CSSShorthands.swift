internal import InternalPaletteUtilities
import Palette

/// Composite values written as CSS, in files not held to DTCG 2025.10: shadows as `box-shadow`,
/// borders as `border`, transitions as `transition`, cubic Bézier curves as CSS's easing
/// functions. Each part is read as a value of its type written as a string is (a colour as any
/// colour string, a length as `"2px"`, a reference as the token it names), and each token read so
/// is counted for the file's one warning.
extension DTCGValueReader {
    /// Whether text may be a CSS shorthand of several words for a value of `type` at `site`, which
    /// may start with a reference (`{size.line} solid {color.line}`) without being a malformed alias.
    static func isCSSShorthand(_ text: String, of type: DTCGType, at site: Site) -> Bool {
        !site.isStrict && [.shadow, .border, .transition].contains(type) && text.contains(where: \.isWhitespace)
    }

    /// The type of the token a reference names, as declared on it or its group (`nil` when the
    /// text is no reference, or the token has no type Palette knows): how a shorthand tells a
    /// reference to a length from one to a colour.
    static func type(referencedBy text: String, in tree: DTCGTokenTree) -> DTCGType? {
        guard case .path(let names) = AliasSyntax.alias(in: text),
            let declared = tree.token(at: names.joined(separator: "."))?.type
        else { return nil }
        return DTCGType(rawValue: declared) ?? DTCGType.legacyNames[declared]
    }

    /// A shadow written as CSS's `box-shadow` (``CSSShadow``).
    mutating func cssShadow(_ text: String, at site: Site, reader: inout DocumentReader) -> [DTCGShadow]? {
        // CSS's `none`, a flat elevation's shadow: no layers, ``/Palette/ThemeShadow/none``.
        if text.trimmingSpaces.asciiCaseFolded == "none" {
            tally.convert(OffSpecTally.cssShadow, file: site.file)
            return []
        }
        let tree = tree
        let layers: [CSSShadow.Layer]
        do throws(CSSShorthand.Problem) {
            layers = try CSSShadow.layers(text) { Self.type(referencedBy: $0, in: tree) }
        } catch {
            Self.invalid(site, text, "a shadow written as CSS: " + error.reason, &reader)
            return nil
        }
        var shadows: [DTCGShadow] = []
        var valid = true
        for layer in layers {
            let color = color(part: site.holding(layer.color), reader: &reader)
            var lengths: [DTCGDimension] = []
            for length in layer.lengths {
                guard let dimension = dimension(part: site.holding(length), reader: &reader) else { continue }
                lengths.append(dimension)
            }
            guard let color, lengths.count == layer.lengths.count else {
                valid = false
                continue
            }
            let zero = DTCGDimension(value: 0, unit: "px")
            shadows.append(
                DTCGShadow(
                    color: color,
                    offsetX: lengths[0],
                    offsetY: lengths[1],
                    blur: lengths.count > 2 ? lengths[2] : zero,
                    spread: lengths.count > 3 ? lengths[3] : zero,
                    inset: layer.inset
                )
            )
        }
        guard valid else { return nil }
        tally.convert(OffSpecTally.cssShadow, file: site.file)
        return shadows
    }

    /// A border written as CSS's `border` (``CSSBorder``).
    mutating func cssBorder(_ text: String, at site: Site, reader: inout DocumentReader) -> DTCGValue? {
        let tree = tree
        let parts: CSSBorder.Parts
        do throws(CSSShorthand.Problem) {
            parts = try CSSBorder.parts(text) { Self.type(referencedBy: $0, in: tree) }
        } catch {
            Self.invalid(site, text, "a border written as CSS: " + error.reason, &reader)
            return nil
        }
        let color = color(part: site.holding(parts.color), reader: &reader)
        let width = dimension(part: site.holding(parts.width), reader: &reader)
        let style = part(.strokeStyle, site.holding(parts.style), reader: &reader) {
            if case .strokeStyle(let style) = $0 { style } else { nil }
        }
        guard let color, let width, let style else { return nil }
        tally.convert(OffSpecTally.cssBorder, file: site.file)
        return .border(color: color, width: width, style: style)
    }

    /// A transition written as CSS's `transition` (``CSSTransition``): without a delay it has none,
    /// without a timing function CSS's `ease`; the property it names is dropped and counted.
    mutating func cssTransition(_ text: String, at site: Site, reader: inout DocumentReader) -> DTCGValue? {
        let tree = tree
        let parts: CSSTransition.Parts
        do throws(CSSShorthand.Problem) {
            parts = try CSSTransition.parts(text) { Self.type(referencedBy: $0, in: tree) }
        } catch {
            Self.invalid(site, text, "a transition written as CSS: " + error.reason, &reader)
            return nil
        }
        let length = duration(part: site.holding(parts.duration), reader: &reader)
        var delay: DTCGDuration? = DTCGDuration(value: 0, unit: "ms")
        if let written = parts.delay { delay = duration(part: site.holding(written), reader: &reader) }
        var curve: [Double]? = CubicBezier.ease.points
        if let written = parts.timingFunction {
            // A curve written out is read here, not counted again as a timing function of its own.
            curve =
                if case .path = AliasSyntax.alias(in: written) {
                    part(.cubicBezier, site.holding(written), reader: &reader) {
                        if case .cubicBezier(let points) = $0 { points } else { nil }
                    }
                } else {
                    cssCurve(written, at: site, reader: &reader)
                }
        }
        guard let length, let delay, let curve else { return nil }
        tally.convert(OffSpecTally.cssTransition, file: site.file)
        if parts.property != nil { tally.convert(OffSpecTally.transitionProperty, file: site.file) }
        return .transition(duration: length, delay: delay, timingFunction: curve)
    }

    /// A cubic Bézier curve written as CSS's easing function (``CSSTimingFunction``), not counted.
    mutating func cssCurve(_ text: String, at site: Site, reader: inout DocumentReader) -> [Double]? {
        do throws(CSSShorthand.Problem) {
            return try CSSTimingFunction.points(text)
        } catch {
            Self.invalid(site, text, "a timing function written as CSS: " + error.reason, &reader)
            return nil
        }
    }
}

extension DTCGValueReader.Site {
    /// The same place holding `text`: a part of a value written as one string (a shorthand's
    /// colour, a gradient stop's), read as a value of its own.
    func holding(_ text: String) -> Self {
        Self(
            node: JSONNode(.string(text), line: node.line, column: node.column),
            path: path,
            source: source,
            file: file,
            isStrict: isStrict
        )
    }
}
