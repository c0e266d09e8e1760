internal import InternalPaletteUtilities

extension ThemeTransition {
    /// Reads `{"duration", "delay", "timingFunction"}`; the delay is zero and the curve `ease`
    /// when absent.
    init(json node: JSONNode, at path: JSONPath) throws(ThemeError) {
        let expected = "a transition object with a 'duration'"
        // `if let`, not `Optional.map`: see `ThemeBorder.init(json:at:)`.
        var delay = ThemeDuration.zero
        if let member = node.optionalMember("delay") {
            delay = try ThemeDuration(json: member, at: path.appending("delay"))
        }
        var timingFunction = CubicBezier.ease
        if let member = node.optionalMember("timingFunction") {
            timingFunction = try CubicBezier(json: member, at: path.appending("timingFunction"))
        }
        self.init(
            duration: try ThemeDuration(
                json: try node.member("duration", at: path, in: expected),
                at: path.appending("duration")
            ),
            delay: delay,
            timingFunction: timingFunction
        )
    }

    /// `{"delay", "duration", "timingFunction"}`, keys in alphabetical order.
    var jsonValue: JSONValue {
        .orderedObject([
            ("delay", delay.jsonValue), ("duration", duration.jsonValue), ("timingFunction", timingFunction.jsonValue),
        ])
    }
}

extension ThemeTransition: Codable, JSONCodable {}
