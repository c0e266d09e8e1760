import Palette
import Testing

@testable import PaletteFormats

/// What Tokens Studio's files write that DTCG has no form for, as a sweep over real files found
/// it: math with `^` and `pow()`, multi-value lengths, names with dots, loosely typed tokens and
/// value idioms. Each is read where its meaning is certain, with a warning the file's summary
/// counts, or left out as an unreadable token that `palette import` refuses.
struct TokensStudioValueTests {
    private func importing(_ json: String) -> DecodingReport<ThemeDocument> {
        DTCGImporter().decode(Array(json.utf8), file: "tokens.json", options: ImportOptions(conformance: .lenient))
    }

    private func summary(_ report: DecodingReport<ThemeDocument>) -> String? {
        report.warnings.first { $0.problem.message.contains("the file's tokens read as far as they go") }?.problem
            .message
    }

    // MARK: Tokens left out are counted

    /// WESCO's font sizes (`{base} / {scale}^3`) and Donno's were dropped with a plain warning:
    /// `palette import` exited 0 and the summary said "0 skipped".
    @Test func mathThatCannotBeEvaluatedIsAnUnreadableTokenTheSummaryCounts() throws {
        let report = importing(
            ##"""
            {"size": {"a": {"value": "4px", "type": "sizing"}, "b": {"value": "1rem", "type": "sizing"},
              "mixed": {"value": "{size.a} + {size.b}", "type": "sizing"},
              "odd": {"value": "sqrt({size.a})", "type": "sizing"},
              "uses": {"value": "{size.odd}", "type": "sizing"}}}
            """##
        )
        let paths = report.unreadableTokens.map(\.problem.message)
        #expect(paths.count == 3, "\(paths)")
        #expect(
            paths.contains { $0.contains("it adds 'px' to 'rem'") && $0.hasSuffix("'size.mixed' was not imported") }
        )
        #expect(
            paths.contains { $0.contains("'sqrt()' is not a function") && $0.hasSuffix("'size.odd' was not imported") }
        )
        #expect(paths.contains { $0.hasSuffix("'size.uses' was not imported") })
        #expect(summary(report)?.contains("; 3 skipped") == true, "\(summary(report) ?? "no summary")")
        #expect(try report.get().tokens[Dimension.self, "size.a"] == 4)
    }

    /// Text case, decoration and paragraph spacing change what the text looks like; Palette's
    /// fonts cannot hold them, and they were dropped without a word.
    @Test func typographyPartsAFontCannotHoldAreWarnedAboutUnlessTheySayNothing() throws {
        let report = importing(
            ##"""
            {"case": {"value": "uppercase", "type": "textCase"},
             "type": {"caps": {"type": "typography", "value": {"fontFamily": "Inter", "fontSize": "14",
               "textCase": "{case}", "textDecoration": "underline", "paragraphSpacing": "8", "paragraphIndent": "0px"}},
               "plain": {"type": "typography", "value": {"fontFamily": "Inter", "fontSize": "14",
               "textCase": "none", "textDecoration": "none", "paragraphSpacing": "0"}}}}
            """##
        )
        let messages = report.warnings.map(\.problem.message).filter { $0.contains("typography part") }
        #expect(messages.count == 3, "\(messages)")
        #expect(messages.contains { $0.contains("'textCase'") && $0.contains("'uppercase' was left out") })
        #expect(messages.contains { $0.contains("no text decoration; 'underline'") })
        #expect(messages.contains { $0.contains("no paragraph spacing; '8'") })
        #expect(try report.get().tokens.values(of: FontDescriptor.self)["type.caps"]?.size == 14)
    }

    /// CrowdStrike's `{ref.font-size.base} * 1.5rem` (a base of `1rem`) was refused as rem times rem;
    /// Tokens Studio evaluates it as numbers in that unit.
    @Test func lengthsInOneUnitMultiplyAsNumbersInThatUnit() throws {
        let report = importing(
            ##"""
            {"size": {"base": {"value": "1rem", "type": "fontSizes"},
              "lg": {"value": "{size.base} * 1.5rem", "type": "fontSizes"},
              "px": {"value": "8px * 2px", "type": "spacing"},
              "mixed": {"value": "{size.base} * 2px", "type": "spacing"}}}
            """##
        )
        let lengths = try report.get().tokens.values(of: Dimension.self)
        #expect(lengths["size.lg"] == Dimension(1.5, .rem))
        #expect(lengths["size.px"] == 16)
        #expect(
            report.unreadableTokens.map(\.problem.message).contains {
                $0.contains("it multiplies 'rem' by 'px'") && $0.hasSuffix("'size.mixed' was not imported")
            }
        )
    }

    /// A sweep found a CSS declaration pasted whole as a family, read as the family `font-family: -apple-system`.
    @Test func aFontFamilyWrittenAsACSSDeclarationIsItsValue() throws {
        let report = importing(
            ##"""
            {"font": {"system": {"value": "font-family: -apple-system, 'Segoe UI', sans-serif;", "type": "fontFamilies"}}}
            """##
        )
        let stack = try report.get().tokens.values(of: FontStack.self)["font.system"]
        #expect(stack?.names == ["-apple-system", "Segoe UI", "sans-serif"])
        #expect(summary(report)?.contains("1 font family written as a CSS declaration read as its value") == true)
    }

    /// PB UX's `line-heights.auto` stopped `palette import` as an unreadable token.
    @Test func anAutoLineHeightTokenIsATextTokenAndTypographyLeavesItToTheFont() throws {
        let report = importing(
            ##"""
            {"lineHeights": {"auto": {"value": "AUTO", "type": "lineHeights"}},
             "type": {"body": {"type": "typography", "value": {"fontFamily": "Inter", "fontSize": "16",
               "lineHeight": "{lineHeights.auto}"}}},
             "text": {"type": "composition", "value": {"lineHeights": "{lineHeights.auto}"}}}
            """##
        )
        #expect(report.unreadableTokens.isEmpty, "\(report.unreadableTokens.map(\.problem.message))")
        let document = try report.get()
        #expect(document.tokens.values(of: String.self)["lineHeights.auto"] == "AUTO")
        #expect(document.tokens.values(of: FontDescriptor.self)["type.body"]?.lineHeight == nil)
        #expect(document.styles.first?.properties.first?.value == .token(.text, "lineHeights.auto"))
        #expect(
            summary(report)?.contains("1 'AUTO' line height read as a text token") == true,
            "\(summary(report) ?? "")"
        )
    }

    /// Luis's file names every token `"primary.azul-profundo"`: all were dropped.
    @Test func namesWithDotsAreReadAsNestedNames() throws {
        let report = importing(
            ##"""
            {"colors": {"primary.azul": {"value": "#0D2137", "type": "color"},
              "primary": {"verde": {"value": "#00AA00", "type": "color"}}}}
            """##
        )
        let colors = try report.get().tokens.values(of: ThemeColor.self)
        #expect(colors["colors.primary.azul"]?.hex == "#0D2137")
        #expect(colors["colors.primary.verde"]?.hex == "#00AA00")
        #expect(report.unreadableTokens.isEmpty)
        #expect(report.warnings.contains { $0.problem.message.contains("the name 'primary.azul' read as the path") })
        #expect(summary(report)?.contains("1 name with dots read as nested names") == true)
    }

    @Test func aFileThatDeclaresDTCG2025StillRefusesNamesWithDots() {
        let report = DTCGImporter().decode(
            Array(
                ##"""
                {"$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
                 "a.b": {"$type": "number", "$value": 1}}
                """##.utf8
            ),
            file: "tokens.json",
            options: .asDeclared
        )
        #expect(report.errors.first?.message.contains("cannot contain '.'") == true)
    }

    // MARK: Math

    @Test(arguments: [
        ("{a} * 1.25^2", 25.0, "px" as String?), ("2^3^2", 512, nil), ("-2^2", -4, nil), ("2^-1", 0.5, nil),
        ("pow(2, 3) * {a}", 128, "px"), ("{a} / 2^2 * 3", 12, "px"), ("roundTo({a} / 3)", 5, "px"),
        ("{a}*1.2^0", 16, "px"), ("{a} ^ 1", 16, "px"),
    ])
    func powersAreEvaluatedAsTokensStudioReadsThem(text: String, value: Double, unit: String?) throws {
        guard case .expression(let expression) = TokenMath.read(text, limits: .default) else {
            Issue.record("\(text) read as \(TokenMath.read(text, limits: .default))")
            return
        }
        let result = try TokenMath.evaluate(expression) { _, _ throws(TokenMath.MathProblem) in
            TokenMath.Quantity(value: 16, unit: "px")
        }
        #expect(result == TokenMath.Quantity(value: value, unit: unit))
    }

    @Test(arguments: [
        ("sqrt({a})", "'sqrt()' is not a function Palette evaluates"),
        ("{a} % 2", "'%' is not an operator Palette evaluates"),
        ("{a} mod 2", "'mod' is neither a number, a reference nor a function call"),
    ])
    func mathNotEvaluatedNamesWhatWasNotUnderstood(text: String, reason: String) {
        guard case .unsupported(let said) = TokenMath.read(text, limits: .default) else {
            Issue.record("\(text) read as \(TokenMath.read(text, limits: .default))")
            return
        }
        #expect(said.hasPrefix(reason), "\(said)")
        if !text.contains("sqrt") { #expect(!said.contains("roundTo()")) }
    }

    @Test func aPowerOfALengthIsNoLength() {
        let report = importing(
            ##"{"s": {"a": {"value": "4px", "type": "sizing"}, "sq": {"value": "{s.a} ^ 2", "type": "sizing"}}}"##
        )
        #expect(report.unreadableTokens.first?.problem.message.contains("raises a length in 'px' to a power") == true)
    }

    // MARK: Multi-value lengths

    @Test func multiValueSpacingIsATextTokenHoldingTheShorthand() throws {
        let report = importing(
            ##"""
            {"dimension": {"sm": {"$type": "dimension", "$value": "8"}, "xl": {"$type": "dimension", "$value": "2rem"}},
             "spacing": {"multi": {"$type": "spacing", "$value": "{dimension.sm} {dimension.xl}"},
               "plain": {"$type": "spacing", "$value": "8px 16px 0 4px"}}}
            """##
        )
        let tokens = try report.get().tokens
        #expect(tokens[.text, "spacing.multi"] == .text("8px 2rem"))
        #expect(tokens[.text, "spacing.plain"] == .text("8px 16px 0px 4px"))
        #expect(report.unreadableTokens.isEmpty)
        #expect(summary(report)?.contains("2 multi-value lengths read as text tokens") == true)
    }

    @Test func aMultiValueLengthWithABrokenPartIsLeftOutWithItsProblem() throws {
        let report = importing(
            ##"""
            {"a": {"$type": "dimension", "$value": "4px"}, "multi": {"$type": "spacing", "$value": "{a} {nothing}"},
             "self": {"$type": "spacing", "$value": "{self} {a}"}}
            """##
        )
        #expect(try report.get().tokens[Dimension.self, "a"] == 4)
        let refused = report.unreadableTokens.map(\.problem.message)
        #expect(refused.count == 2, "\(refused)")
        #expect(refused.contains { $0.contains("'{nothing}'") && $0.hasSuffix("'multi' was not imported") })
    }

    // MARK: Loose typing

    /// Workday's typography names `text` tokens as its family and weight.
    @Test func textTokensNamedAsAFontFamilyOrWeightAreRead() throws {
        let report = importing(
            ##"""
            {"family": {"value": "Roboto", "type": "text"}, "weight": {"value": "Bold", "type": "text"},
             "odd": {"value": "Heavyish", "type": "text"},
             "type": {"body": {"type": "typography", "value": {"fontFamily": "{family}", "fontSize": "16",
               "fontWeight": "{weight}"}},
               "bad": {"type": "typography", "value": {"fontFamily": "{family}", "fontWeight": "{odd}"}}}}
            """##
        )
        let font = try #require(try report.get().tokens[FontDescriptor.self, "type.body"])
        #expect(font.family == .named("Roboto"))
        #expect(font.weight == .bold)
        #expect(summary(report)?.contains("text tokens read as a font family or weight") == true)
        let refused = report.unreadableTokens.map(\.problem.message)
        #expect(refused.count == 1 && refused[0].contains("Heavyish"), "\(refused)")
    }

    /// kespeee/ids writes `"base": "16px"` typed `number`, and `{base} * 0.125` for its lengths.
    @Test func numberTokensWithALengthAreDimensions() throws {
        let report = importing(
            ##"""
            {"base": {"value": "16px", "type": "number"}, "half": {"value": "{base} * 0.5", "type": "number"},
             "lh": {"value": "1rem", "type": "lineHeights"}, "ratio": {"value": "1.5", "type": "number"},
             "space": {"value": "{half}", "type": "spacing"}}
            """##
        )
        let tokens = try report.get().tokens
        #expect(tokens[Dimension.self, "base"] == 16)
        #expect(tokens[Dimension.self, "half"] == 8)
        #expect(tokens[Dimension.self, "space"] == 8, "a dimension referring to it")
        #expect(tokens[Dimension.self, "lh"] == Dimension(1, .rem))
        #expect(tokens[Double.self, "ratio"] == 1.5)
        #expect(report.unreadableTokens.isEmpty, "\(report.unreadableTokens)")
        #expect(summary(report)?.contains("number tokens with a unit read as a dimension") == true)
    }

    /// A percentage of whatever holds it has no one length: refused, showing the value.
    @Test func aPercentageSizingIsRefusedShowingItsValue() {
        let report = importing(##"{"w": {"value": "125%", "type": "sizing"}}"##)
        let refused = report.unreadableTokens.map(\.problem.message)
        #expect(refused.count == 1 && refused[0].contains("'125%'"), "\(refused)")
    }

    // MARK: Value idioms

    @Test func anAliasFollowedByHexAlphaIsThatColourWithThatAlpha() throws {
        let report = importing(
            ##"""
            {"input": {"border": {"value": "#7B61FF", "type": "color"}},
             "faint": {"value": "{input.border}61", "type": "color"},
             "tint": {"value": "rgba(#7B61FF, 0.15)", "type": "color"}}
            """##
        )
        let colors = try report.get().tokens.values(of: ThemeColor.self)
        #expect(colors["faint"]?.hex == "#7B61FF61")
        #expect(colors["tint"]?.hex == "#7B61FF26")
        #expect(report.unreadableTokens.isEmpty)
    }

    @Test func aDecimalCommaInOneLengthIsADecimalPoint() throws {
        let report = importing(
            ##"""
            {"a": {"value": "2,5px", "type": "sizing"}, "b": {"value": "-0,75rem", "type": "spacing"},
             "list": {"value": "2,5", "type": "sizing"}}
            """##
        )
        let tokens = try report.get().tokens
        #expect(tokens[Dimension.self, "a"] == 2.5)
        #expect(tokens[Dimension.self, "b"] == Dimension(-0.75, .rem))
        #expect(tokens[Dimension.self, "list"] == nil, "no unit: it may be a list of two numbers")
        let refused = report.unreadableTokens.map(\.problem.message)
        #expect(refused.count == 1 && refused[0].contains("'2,5'"), "\(refused)")
        #expect(summary(report)?.contains("2 lengths with a decimal comma") == true)
    }

    @Test func emptyTypographyMembersAreAbsent() throws {
        let report = importing(
            ##"""
            {"nav": {"type": "typography", "value": {"fontFamily": "Inter", "fontSize": "14", "letterSpacing": "",
              "lineHeight": ""}},
             "title": {"type": "typography", "value": {"fontFamily": "Inter", "fontSize": "20", "letterSpacing": "Auto"}}}
            """##
        )
        let font = try #require(try report.get().tokens[FontDescriptor.self, "nav"])
        #expect(font.letterSpacing == nil)
        #expect(font.size == 14)
        #expect(try report.get().tokens[FontDescriptor.self, "title"]?.letterSpacing == nil)
        #expect(report.unreadableTokens.isEmpty)
        #expect(summary(report)?.contains("3 empty or 'Auto' typography members read as absent") == true)
    }

    @Test func aCommaJoinedListOfAliasesIsAFallbackStack() throws {
        let report = importing(
            ##"""
            {"font": {"brand": {"value": "Inter", "type": "fontFamilies"},
              "system": {"value": "-apple-system, Segoe UI", "type": "fontFamilies"},
              "stack": {"value": "{font.brand},{font.system}, sans-serif", "type": "fontFamilies"}}}
            """##
        )
        let tokens = try report.get().tokens
        #expect(tokens[.fontFamily, "font.stack"] == .fontFamily(["Inter", "-apple-system", "Segoe UI", "sans-serif"]))
        #expect(report.unreadableTokens.isEmpty, "\(report.unreadableTokens)")
    }
}
