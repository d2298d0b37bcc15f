/// Why a document could not be read. The descriptions are fit for an alert's message.
/// Runs are numbered from 1, in the order the document lists them.
public enum TextDocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not JSON at all, or cut short (truncated, empty).
    case corrupt
    /// JSON, but without `"format": "machismo-attributed-text"`.
    case notADocument
    /// A version this program does not read.
    case unsupportedVersion(Int)
    /// A required field is absent: `run` is nil for a field of the document itself.
    case missingField(String, run: Int?)
    /// A field has a value of the wrong kind or outside its range.
    case invalidField(String, run: Int?)
    /// The runs do not fit the text.
    case invalidRuns(RunError)

    public var description: String {
        switch self {
        case .corrupt:
            "The document is damaged or incomplete: it is not valid JSON."
        case .notADocument:
            "The file is not a Machismo attributed-text document."
        case .unsupportedVersion(let version):
            "The document has format version \(version); this version of Machismo reads version "
                + "\(TextDocumentFormat.version) only."
        case .missingField(let field, let run):
            "The document is not valid: \(Self.name(field, run)) is missing."
        case .invalidField(let field, let run):
            "The document is not valid: \(Self.name(field, run)) \(Self.expectation(field))."
        case .invalidRuns(let error):
            "The document is not valid: \(error)"
        }
    }

    private static func name(_ field: String, _ run: Int?) -> String {
        run.map { "the \"\(field)\" of run \($0)" } ?? "the \"\(field)\" field"
    }

    private static func expectation(_ field: String) -> String {
        switch field {
        case "color": "must be three numbers from 0 to 1"
        case "style": "must be \"headline\" or \"body\""
        case "start", "length", "version": "must be a whole number"
        case "outline", "bold", "italic": "must be true or false"
        case "runs": "must be a list of runs"
        case "text": "must be a string"
        default: "has the wrong kind of value"
        }
    }
}
