import Palette
import Testing

/// `tokens[Kind.self, path]`, the one typed read of a token set, as an app or another module
/// calls it: this file imports Palette without `@testable`.
struct TokenSetTypedReadTests {
    /// One token of every kind, each at a path of its own.
    private let tokens: TokenSet = [
        "kind.color": .color(.white),
        "kind.dimension": .dimension(Dimension(0.75, .rem)),
        "kind.font": .font(FontDescriptor(size: 20, weight: .bold, traits: .monospace)),
        "kind.number": .number(0.4),
        "kind.image": .image(.bundled(name: "logo")),
        "kind.fontFamily": .fontFamily(["Avenir Next", "sans-serif"]),
        "kind.fontWeight": .fontWeight(.semiBold),
        "kind.duration": .duration(ThemeDuration(250, .milliseconds)),
        "kind.cubicBezier": .cubicBezier(.easeOut),
        "kind.shadow": .shadow(ThemeShadow([.init(color: .black, offsetY: 2, blur: 4)])),
        "kind.gradient": .gradient(
            ThemeGradient([.init(color: .white, position: 0), .init(color: .black, position: 1)])
        ),
        "kind.border": .border(ThemeBorder(color: .black, width: 1)),
        "kind.strokeStyle": .strokeStyle(.keyword(.dashed)),
        "kind.transition": .transition(ThemeTransition(duration: ThemeDuration(1, .seconds))),
        "kind.text": .text("Welcome"),
        "kind.boolean": .boolean(true),
    ]

    /// Whether `tokens[Kind.self, path]` is `expected` at `path` and `nil` at every path of
    /// another kind, and agrees with `values(of:)` everywhere.
    private func readsOnly<Kind: CustomTokenValue>(_ type: Kind.Type, _ expected: Kind, at path: TokenPath) -> Bool {
        let table = tokens.values(of: type)
        let elsewhere = tokens.all.map(\.path).filter { $0 != path && table[$0] == nil }
        return tokens[type, path] == expected && !elsewhere.isEmpty
            && elsewhere.allSatisfy { tokens[type, $0] == nil }
            && tokens.all.allSatisfy { tokens[type, $0.path] == table[$0.path] }
    }

    @Test func everyKindReadsItsTokenAndNothingAtAnotherKindsPath() {
        #expect(readsOnly(ThemeColor.self, .white, at: "kind.color"))
        #expect(readsOnly(Dimension.self, Dimension(0.75, .rem), at: "kind.dimension"))
        #expect(
            readsOnly(FontDescriptor.self, FontDescriptor(size: 20, weight: .bold, traits: .monospace), at: "kind.font")
        )
        #expect(readsOnly(Double.self, 0.4, at: "kind.number"))
        #expect(readsOnly(ImageAsset.self, .bundled(name: "logo"), at: "kind.image"))
        #expect(readsOnly(FontStack.self, ["Avenir Next", "sans-serif"], at: "kind.fontFamily"))
        #expect(readsOnly(FontWeight.self, .semiBold, at: "kind.fontWeight"))
        #expect(readsOnly(ThemeDuration.self, ThemeDuration(250, .milliseconds), at: "kind.duration"))
        #expect(readsOnly(CubicBezier.self, .easeOut, at: "kind.cubicBezier"))
        #expect(
            readsOnly(ThemeShadow.self, ThemeShadow([.init(color: .black, offsetY: 2, blur: 4)]), at: "kind.shadow")
        )
        #expect(
            readsOnly(
                ThemeGradient.self,
                ThemeGradient([.init(color: .white, position: 0), .init(color: .black, position: 1)]),
                at: "kind.gradient"
            )
        )
        #expect(readsOnly(ThemeBorder.self, ThemeBorder(color: .black, width: 1), at: "kind.border"))
        #expect(readsOnly(ThemeStrokeStyle.self, .keyword(.dashed), at: "kind.strokeStyle"))
        #expect(
            readsOnly(
                ThemeTransition.self,
                ThemeTransition(duration: ThemeDuration(1, .seconds)),
                at: "kind.transition"
            )
        )
        #expect(readsOnly(String.self, "Welcome", at: "kind.text"))
        #expect(readsOnly(Bool.self, true, at: "kind.boolean"))
    }

    @Test func kindsThatShareAPathEachReadTheirOwnToken() {
        var tokens = tokens
        tokens["shared"] = .color(.black)
        tokens["shared"] = .dimension(8)
        tokens["shared"] = .text("Welcome")
        #expect(tokens[ThemeColor.self, "shared"] == .black)
        #expect(tokens[Dimension.self, "shared"] == 8)
        #expect(tokens[String.self, "shared"] == "Welcome", "not the token a kind before it has there")
        #expect(tokens[Double.self, "shared"] == nil, "a dimension is no number")
        tokens[.color, "shared"] = nil
        #expect(tokens[ThemeColor.self, "shared"] == nil)
        #expect(tokens[Dimension.self, "shared"] == 8, "removing one kind's token keeps the other's")
        tokens["shared"] = .color(.white)
        #expect(tokens[ThemeColor.self, "shared"] == .white)
    }

    @Test func aPathWithNoTokenReadsNilForEveryKind() {
        #expect(tokens[ThemeColor.self, "kind"] == nil, "no fallback up the path: a token set is no theme")
        #expect(tokens[ThemeColor.self, "missing"] == nil)
        #expect(tokens[Bool.self, "missing"] == nil)
        #expect(TokenSet()[String.self, "kind.text"] == nil)
    }
}
