#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What a generated colour must do: reach a contrast ratio against each of its counterparts,
/// from the darker or the lighter side.
///
/// `onPrimary` is the counterpart of `primary`; `background` and `surface` are the counterparts
/// of `highlight`, which is read on both.
struct ContrastRequirement: Hashable, Sendable {
    /// The WCAG ratio to reach.
    let ratio: Double
    /// The relative luminances of the colours it is read with or against.
    let counterparts: [Double]
    /// Whether the colour is darker than its counterparts (dark text on a light page, a dark fill
    /// under light text) rather than lighter.
    let isDarker: Bool

    /// Whether a colour of this luminance reaches the ratio against every counterpart, on the
    /// right side of each.
    func accepts(_ luminance: Double) -> Bool {
        var index = 0
        while index < counterparts.count {
            let counterpart = counterparts[index]
            guard isDarker ? luminance < counterpart : luminance > counterpart,
                ThemeColor.contrastRatio(luminance: luminance, counterpart) >= ratio
            else { return false }
            index += 1
        }
        return true
    }

    /// The luminance where the ratio is just reached: the lightest a darker colour may be, or the
    /// darkest a lighter one may be; outside `0...1` when no colour reaches it.
    var limit: Double {
        if isDarker {
            return counterparts.map { ($0 + 0.05) / ratio - 0.05 }.min() ?? 1
        }
        return counterparts.map { ratio * ($0 + 0.05) - 0.05 }.max() ?? 0
    }

    /// The grey lightnesses (``QuantizedColor/greyLightness``) that reach the ratio, within
    /// `usable` (so that a colour does not become black or white); `nil` when none does.
    func greyRange(within usable: ClosedRange<Double>) -> ClosedRange<Double>? {
        let edge = cbrt(min(max(limit, 0), 1))
        let lower = isDarker ? usable.lowerBound : max(edge, usable.lowerBound)
        let upper = isDarker ? min(edge, usable.upperBound) : usable.upperBound
        return lower <= upper ? lower...upper : nil
    }

    /// The luminance `target` moved, if needed, to where the ratio is reached.
    func clamped(_ target: Double) -> Double {
        isDarker ? min(target, limit) : max(target, limit)
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
    /// if none does, the target moves on towards more contrast in small steps.
    func color(nearLuminance target: Double, meeting requirement: ContrastRequirement) -> QuantizedColor? {
        var luminance = min(max(requirement.clamped(target), 0), 1)
        for _ in 0..<32 {
            let point = point(at: lightness(forLuminance: luminance))
            if let color = QuantizedColor.nearest(to: point.linear, meeting: requirement) {
                return color
            }
            if requirement.isDarker {
                guard luminance > 0 else { return nil }
                luminance = max(luminance * 0.995 - 1e-5, 0)
            } else {
                guard luminance < 1 else { return nil }
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
