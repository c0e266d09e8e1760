import Foundation
import Palette

/// A theme with a given identifier, for registries of names.
package struct CorpusTheme: Theme {
    package let id: String
    package var name: String { id.capitalized }
    package let palette = DefaultTheme().palette
    package let fontStyles = DefaultTheme().fontStyles

    package init(id: String) {
        self.id = id
    }
}
