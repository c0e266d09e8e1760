import Palette

/// Places `primary`, `error`, `highlight` and `secondary` on the lightness scale so that each
/// reaches its ratio and all four stay apart, for typical vision and every simulated deficiency.
///
/// Lightness is the one difference every colour-vision deficiency keeps (achromatopsia keeps
/// nothing else), so the accents are spaced on the grey-lightness scale
/// (``QuantizedColor/greyLightness``): roles are placed in order, each at the lightness nearest
/// to the one it prefers that is at least ``ThemeGenerator/minimumDistance`` from every role
/// placed before it. The placed colour is then measured under every simulation; where a
/// deficiency brings two colours closer than the scale suggests (two reds under protanopia, which
/// darkens reds), the gap to that role grows and the role is placed again. A role that fits
/// nowhere on its usual side of the page tries its other side, if it has one (a fill can be dark
/// under light text or light under dark text), and the other orders of placing are tried before
/// the ladder gives up.
struct AccentLadder {
    /// One role to place.
    struct Slot {
        let role: ColorRole
        let line: HueLine
        /// The ways the role can be made, the usual one first.
        let options: [Option]
        /// A colour the role keeps as it is (the brand colour in fidelity), placed first.
        let pinned: QuantizedColor?
    }

    /// One way to make a role: the ratio it must reach against what, the lightness it would like,
    /// and the text to put on it, for a fill.
    struct Option {
        let requirement: ContrastRequirement
        /// The grey lightness the role would like.
        let preferred: Double
        /// The on-colour that goes with this option, for a fill.
        let text: QuantizedColor?
    }

    /// One role placed.
    struct Placed {
        let role: ColorRole
        let color: QuantizedColor
        /// The on-colour of the option used, for a fill.
        let text: QuantizedColor?
        let profile: VisionProfile
        /// Why the role could not be kept apart from the others, if it could not.
        let obstacle: String?
    }

    /// The smallest gap between two roles' grey lightness, with room for rounding.
    static let gap = ThemeGenerator.minimumDistance + 0.004
    /// How much a gap grows when a simulation brings two colours closer than their lightness does.
    static let widening = 0.015
    /// How many times a role is placed again before the ladder tries its next option.
    static let attempts = 12

    /// Places the slots: in the order given, or, when that leaves two roles too close, in the
    /// first other order (the first slot staying first) that does not, else the order with the
    /// fewest misses and, among those, the closest pair furthest apart.
    static func place(_ slots: [Slot]) -> [Placed] {
        let given = place(inOrder: slots)
        guard let first = slots.first, given.contains(where: { $0.obstacle != nil }) else { return given }
        var best = (
            placed: given, failures: given.filter { $0.obstacle != nil }.count, distance: closestDistance(in: given)
        )
        for order in orders(of: Array(slots.dropFirst())).dropFirst() {
            let placed = place(inOrder: [first] + order)
            let failures = placed.filter { $0.obstacle != nil }.count
            if failures == 0 { return placed }
            let distance = closestDistance(in: placed)
            if failures < best.failures || (failures == best.failures && distance > best.distance) {
                best = (placed, failures, distance)
            }
        }
        return best.placed
    }

    private static func place(inOrder slots: [Slot]) -> [Placed] {
        var placed: [Placed] = []
        for slot in slots {
            placed.append(place(slot, after: placed))
        }
        return placed
    }

    /// Every order of `slots`, the given one first.
    private static func orders(of slots: [Slot]) -> [[Slot]] {
        guard slots.count > 1 else { return [slots] }
        var orders: [[Slot]] = []
        for index in slots.indices {
            var rest = slots
            let head = rest.remove(at: index)
            orders += Self.orders(of: rest).map { [head] + $0 }
        }
        return orders
    }

    /// The smallest distance between two placed roles, in any view.
    private static func closestDistance(in placed: [Placed]) -> Double {
        var distance = Double.infinity
        for first in placed.indices {
            for second in placed.indices where second > first {
                distance = min(distance, placed[first].profile.closest(to: placed[second].profile).distance)
            }
        }
        return distance
    }

    /// Places one role after the others: each option in turn until one keeps it apart from all
    /// of them; else the closest miss, with why.
    private static func place(_ slot: Slot, after placed: [Placed]) -> Placed {
        if let pinned = slot.pinned {
            let text = slot.options.first?.text
            return Placed(role: slot.role, color: pinned, text: text, profile: VisionProfile(pinned), obstacle: nil)
        }
        var best: Attempt?
        for option in slot.options {
            guard let attempt = place(slot, option, after: placed) else { continue }
            if attempt.distance >= ThemeGenerator.minimumDistance + VisionProfile.margin { return attempt.placed }
            if best.map({ attempt.distance > $0.distance }) ?? true { best = attempt }
        }
        let miss = best?.placed ?? extreme(for: slot)
        return Placed(
            role: slot.role,
            color: miss.color,
            text: miss.text,
            profile: miss.profile,
            obstacle: obstacle(for: slot, placed: placed)
        )
    }

    /// A placed colour and how far it is from its nearest neighbour.
    private struct Attempt {
        let placed: Placed
        let distance: Double
    }

    /// Places one role with one option, widening the gaps to the roles a simulation brings too
    /// close: the colour whose nearest neighbour is furthest; `nil` if no colour of the role's hue
    /// reaches the option's ratio.
    private static func place(_ slot: Slot, _ option: Option, after placed: [Placed]) -> Attempt? {
        let range = option.requirement.greyRange(within: VariantSpec.accentRange)
        var extra = [Double](repeating: 0, count: placed.count)
        var best: Attempt?
        for _ in 0..<attempts {
            let gaps = extra.map { gap + $0 }
            let fitting = range.flatMap { position(for: option.preferred, in: $0, avoiding: placed, gaps: gaps) }
            let target = fitting ?? fallbackPosition(for: option.preferred, in: range, avoiding: placed, gaps: gaps)
            guard let color = slot.line.color(nearLuminance: target * target * target, meeting: option.requirement)
            else { break }
            let profile = VisionProfile(color)
            var nearest = Double.infinity
            var tooClose: [Int] = []
            for index in placed.indices {
                let distance = profile.closest(to: placed[index].profile).distance
                nearest = min(nearest, distance)
                if distance < ThemeGenerator.minimumDistance + VisionProfile.margin { tooClose.append(index) }
            }
            if best.map({ nearest > $0.distance }) ?? true {
                let candidate = Placed(
                    role: slot.role,
                    color: color,
                    text: option.text,
                    profile: profile,
                    obstacle: nil
                )
                best = Attempt(placed: candidate, distance: nearest)
            }
            // Done, or nowhere fits and wider gaps cannot help.
            if tooClose.isEmpty || fitting == nil { break }
            for index in tooClose { extra[index] += widening }
        }
        return best
    }

    /// Black or white, whichever the role's usual option asks for: they reach any ratio the
    /// generator asks of a role, so even a role that fits nowhere keeps its contrast.
    private static func extreme(for slot: Slot) -> Placed {
        let usual = slot.options.first
        let color = QuantizedColor(usual?.requirement.isDarker ?? true ? .black : .white)
        return Placed(role: slot.role, color: color, text: usual?.text, profile: VisionProfile(color), obstacle: nil)
    }
}
