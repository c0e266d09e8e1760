import Palette

/// A plain class standing in for a label: what bindings and styles set on Linux. Open, so that a
/// subclass in a test target can check registrations for a class serve its subclasses.
open class Label {
    package var text = ""
    package var textColor: ThemeColor?
    package var backgroundColor: ThemeColor?
    package var font: FontDescriptor?
    package var numberOfLines = 1
    package var cornerRadius = 0.0
    package var isHidden = false
    package var layer = Layer()

    package init() {}
}

/// A plain class standing in for a `CALayer`, for key paths such as `layer.borderColor`.
package final class Layer {
    package var borderColor: ThemeColor?
    package var borderWidth = 0.0

    package init() {}
}
