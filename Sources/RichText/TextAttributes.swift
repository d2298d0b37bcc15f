/// The text styles Attributor offers, as UIKit's preferred fonts name them.
public enum FontStyle: String, Hashable, Sendable, CaseIterable {
    /// Large and bold, for headings.
    case headline
    /// The text's ordinary style.
    case body
}

/// Everything one run of an ``AttributedText`` says about how its characters look.
///
/// The default (``plain``) is the default text colour, no outline, regular weight,
/// upright, body style.
public struct TextAttributes: Hashable, Sendable {
    /// The foreground colour; nil is the default text colour of the theme.
    public var color: RGBColor?
    /// Outlined text is drawn as filled glyphs with a black stroke around them.
    public var outline: Bool
    /// Whether the text is bold.
    public var bold: Bool
    /// Whether the text is italic.
    public var italic: Bool
    /// The text style.
    public var fontStyle: FontStyle

    /// Attributes with these values; by default, plain text.
    public init(
        color: RGBColor? = nil, outline: Bool = false, bold: Bool = false, italic: Bool = false,
        fontStyle: FontStyle = .body
    ) {
        self.color = color
        self.outline = outline
        self.bold = bold
        self.italic = italic
        self.fontStyle = fontStyle
    }

    /// No attribute set: what imported text and text typed into an empty document get.
    public static let plain = TextAttributes()

    /// Whether the colour is other than the default text colour.
    ///
    /// Both nil and an explicit black count as the default text colour, so neither is
    /// colourful; every other colour, however dark, is.
    public var isColorful: Bool {
        guard let color else { return false }
        return color != .black
    }

    /// The colour as statistics group it: nil for the default text colour (nil or black).
    public var effectiveColor: RGBColor? { isColorful ? color : nil }

    /// The value of one attribute.
    public subscript(key: TextAttribute.Key) -> TextAttribute {
        switch key {
        case .color: .color(color)
        case .outline: .outline(outline)
        case .bold: .bold(bold)
        case .italic: .italic(italic)
        case .fontStyle: .fontStyle(fontStyle)
        }
    }

    /// A copy with one attribute changed.
    public func setting(_ attribute: TextAttribute) -> TextAttributes {
        var copy = self
        switch attribute {
        case .color(let color): copy.color = color
        case .outline(let outline): copy.outline = outline
        case .bold(let bold): copy.bold = bold
        case .italic(let italic): copy.italic = italic
        case .fontStyle(let style): copy.fontStyle = style
        }
        return copy
    }

    /// Whether the attribute named by `key` is set, that is differs from ``plain``.
    /// For the colour this means ``isColorful``: an explicit black is not set.
    public func has(_ key: TextAttribute.Key) -> Bool {
        switch key {
        case .color: isColorful
        case .outline: outline
        case .bold: bold
        case .italic: italic
        case .fontStyle: fontStyle != TextAttributes.plain.fontStyle
        }
    }
}

/// One attribute with its value, for changing or asking about a single attribute of a range.
public enum TextAttribute: Hashable, Sendable {
    /// The colour (nil: the default text colour).
    case color(RGBColor?)
    /// Whether the text is outlined.
    case outline(Bool)
    /// Whether the text is bold.
    case bold(Bool)
    /// Whether the text is italic.
    case italic(Bool)
    /// The text style.
    case fontStyle(FontStyle)

    /// The name of an attribute, without a value.
    public enum Key: Hashable, Sendable, CaseIterable {
        /// The colour.
        case color
        /// The outline.
        case outline
        /// Bold.
        case bold
        /// Italic.
        case italic
        /// The text style.
        case fontStyle
    }

    /// Which attribute this is.
    public var key: Key {
        switch self {
        case .color: .color
        case .outline: .outline
        case .bold: .bold
        case .italic: .italic
        case .fontStyle: .fontStyle
        }
    }
}
