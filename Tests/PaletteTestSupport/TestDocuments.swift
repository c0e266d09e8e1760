/// Palette theme documents that tests of several targets read: as a document, and through the
/// exporters.
package enum TestDocuments {
    /// A document with every section, extending `default`: palette roles (one with a
    /// description), fonts in the short and the long form, and tokens of each kind, with
    /// lengths in px, rem and em.
    package static let acme = """
        {
          "formatVersion": 1,
          "id": "acme",
          "name": "Acme",
          "extends": "default",
          "palette": { "primary": "#D92D20", "secondary": { "value": "#1F2A44", "description": "Navy" } },
          "fonts": {
            "heading": "Avenir Next 24 semibold (title2)",
            "body": { "family": "Avenir Next", "size": 17, "textStyle": "body", "lineHeight": 1.4, "letterSpacing": "-0.01em" }
          },
          "tokens": {
            "colors": { "color.background.tableview": "#FFFFFF" },
            "dimensions": { "spacing.card": 12, "spacing.page": "16px", "spacing.hero": "2rem", "spacing.inset": "0.5em" },
            "fonts": { "font.price": "system-monospaced 20 bold" },
            "numbers": { "opacity.disabled": 0.4 }
          }
        }
        """

    /// A document whose values are references: roles to tokens, tokens to roles and to other
    /// tokens, through a chain.
    package static let acmeWithReferences = """
        {
          "formatVersion": 1, "id": "acme", "name": "Acme", "extends": "default",
          "palette": { "primary": "{color.brand.blue}", "secondary": {"value": "{color.primary}", "description": "Same as primary"} },
          "fonts": { "heading": "{font.display}" },
          "tokens": {
            "colors": { "color.brand.blue": "#1D4ED8", "button.background": "{color.secondary}" },
            "dimensions": { "spacing.card": "1rem", "spacing.gutter": "{spacing.card}" },
            "fonts": { "font.display": {"family": ["Inter", "sans-serif"], "size": 28, "weight": 700} },
            "numbers": { "opacity.disabled": 0.4, "opacity.muted": "{opacity.disabled}" }
          }
        }
        """
}
