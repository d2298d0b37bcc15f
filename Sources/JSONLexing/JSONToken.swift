/// The kinds of JSON token, each told by its first byte (``JSONLexer/peek()``).
@usableFromInline
package enum JSONToken: Equatable, Sendable {
    /// `{`
    case beginObject
    /// `}`
    case endObject
    /// `[`
    case beginArray
    /// `]`
    case endArray
    /// `:`, between a key and its value.
    case colon
    /// `,`, between two members or elements.
    case comma
    /// A string: ``JSONLexer/readString()``.
    case string
    /// A number: ``JSONLexer/readNumber()``.
    case number
    /// `true`: ``JSONLexer/readBool()``.
    case `true`
    /// `false`: ``JSONLexer/readBool()``.
    case `false`
    /// `null`: ``JSONLexer/readNull()``.
    case null
}
