import Palette

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What a generated colour must do: reach a contrast ratio against each of its counterparts,
/// from the darker or the lighter side, and meet any further requirements too.
///
/// `onPrimary` is the counterpart of `primary`; `background` and `surface` are the counterparts
/// of `highlight`, which is read on both. A fill has a further requirement: `primary` must also
/// stand out from the page it sits on (``also``), at the non-text ratio, and a light fill under
/// dark text on a light page is lighter than its text but darker than the page, so the two
/// requirements bound it from either side.
struct ContrastRequirement: Hashable, Sendable {
    /// The WCAG ratio to reach.
    let ratio: Double
    /// The relative luminances of the colours it is read with or against.
    let counterparts: [Double]
    /// Whether the colour is darker than its counterparts (dark text on a light page, a dark fill
    /// under light text) rather than lighter.
    let isDarker: Bool
    /// Further requirements the colour must meet as well, each with its own ratio and side.
    let also: [ContrastRequirement]

    init(ratio: Double, counterparts: [Double], isDarker: Bool, also: [ContrastRequirement] = []) {
        self.ratio = ratio
        self.counterparts = counterparts
        self.isDarker = isDarker
        self.also = also
    }

    /// Whether a colour of this luminance reaches the ratio against every counterpart, on the
    /// right side of each, and meets every further requirement.
    func accepts(_ luminance: Double) -> Bool {
        var index = 0
        while index < counterparts.count {
            let counterpart = counterparts[index]
            guard isDarker ? luminance < counterpart : luminance > counterpart,
                ThemeColor.contrastRatio(luminance: luminance, counterpart) >= ratio
            else { return false }
            index += 1
        }
        return also.allSatisfy { $0.accepts(luminance) }
    }

    /// The luminance where the ratio is just reached: the lightest a darker colour may be, or the
    /// darkest a lighter one may be, counting the further requirements on the same side; outside
    /// `0...1` when no colour reaches it.
    var limit: Double {
        isDarker ? ceiling : floor
    }

    /// The lightest luminance every requirement allows (1 when none bounds it from above).
    var ceiling: Double {
        let own = isDarker ? counterparts.map { ($0 + 0.05) / ratio - 0.05 }.min() ?? 1 : 1
        return also.map(\.ceiling).reduce(own, min)
    }

    /// The darkest luminance every requirement allows (0 when none bounds it from below).
    var floor: Double {
        let own = isDarker ? 0 : counterparts.map { ratio * ($0 + 0.05) - 0.05 }.max() ?? 0
        return also.map(\.floor).reduce(own, max)
    }

    /// The grey lightnesses (``QuantizedColor/greyLightness``) that reach the ratio, within
    /// `usable` (so that a colour does not become black or white); `nil` when none does.
    func greyRange(within usable: ClosedRange<Double>) -> ClosedRange<Double>? {
        let lower = max(cbrt(min(max(floor, 0), 1)), usable.lowerBound)
        let upper = min(cbrt(min(max(ceiling, 0), 1)), usable.upperBound)
        return lower <= upper ? lower...upper : nil
    }
}

extension HueLine {
    /// The 8-bit colour on the line nearest to `lightness`, whatever it contrasts with.
    func color(atLightness lightness: Double) -> QuantizedColor {
        let point = point(at: min(max(lightness, 0), 1))
        return QuantizedColor.nearest(to: point.linear, meeting: nil) ?? QuantizedColor(ThemeColor(point.lab))
    }

    /// The 8-bit colour on the line nearest to relative luminance `target` that meets
    /// `requirement`; `nil` if no colour on the line does.
    ///
    /// The target is first moved to where the ratio is reached. Rounding to 8 bits can lose a
    /// little contrast, so of the colours around the exact one only those that still pass count;
    /// if none does, the target moves on, in small steps, away from the bound it sat on (towards
    /// more contrast, or for a colour bounded from both sides, such as a light fill on a light
    /// page, back into the range both allow).
    func color(nearLuminance target: Double, meeting requirement: ContrastRequirement) -> QuantizedColor? {
        let (floor, ceiling) = (max(requirement.floor, 0), min(requirement.ceiling, 1))
        guard floor <= ceiling else { return nil }
        var luminance = min(max(target, floor), ceiling)
        let darkening = luminance >= ceiling || (luminance > floor && requirement.isDarker)
        for _ in 0..<32 {
            let point = point(at: lightness(forLuminance: luminance))
            if let color = QuantizedColor.nearest(to: point.linear, meeting: requirement) {
                return color
            }
            if darkening {
                guard luminance > floor else { return nil }
                luminance = max(luminance * 0.995 - 1e-5, 0)
            } else {
                guard luminance < ceiling else { return nil }
                luminance = min(luminance * 1.005 + 1e-5, 1)
            }
        }
        return nil
    }

    /// The 8-bit colour on the line nearest to `lightness` if it meets `requirement`, else the
    /// nearest that does (see ``color(nearLuminance:meeting:)``).
    func color(preferringLightness lightness: Double, meeting requirement: ContrastRequirement) -> QuantizedColor? {
        let point = point(at: min(max(lightness, 0), 1))
        if let color = QuantizedColor.nearest(to: point.linear, meeting: requirement) {
            return color
        }
        return color(nearLuminance: requirement.limit, meeting: requirement)
    }
}
