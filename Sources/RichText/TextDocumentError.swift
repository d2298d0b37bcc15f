import Localization

/// Why a document could not be read. The descriptions are fit for an alert's message,
/// in the user's language; field names are the format's own (`"color"`), never translated.
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
            tr("The document is damaged or incomplete: it is not valid JSON.")
        case .notADocument:
            tr("The file is not a Machismo attributed-text document.")
        case .unsupportedVersion(let version):
            // TRANSLATORS: %1$s and %2$s are version numbers of the document format.
            tr(
                "The document has format version %1$s; this version of Machismo reads version %2$s only.",
                String(version), String(TextDocumentFormat.version))
        case .missingField(let field, nil):
            // TRANSLATORS: %s is a field name of the file format ("text"), kept as it is.
            tr("The document is not valid: the \"%s\" field is missing.", field)
        case .missingField(let field, let run?):
            // TRANSLATORS: %1$s is a field name of the file format ("length"), kept as it is; %2$s a run's number.
            tr("The document is not valid: the \"%1$s\" of run %2$s is missing.", field, String(run))
        case .invalidField(let field, let run):
            Self.invalid(field, run.map { String($0) })
        case .invalidRuns(let error):
            // TRANSLATORS: %s is a sentence saying what is wrong with a run, such as
            // "run 3 ends at 120 but the text has 97 characters."
            tr("The document is not valid: %s", error.description)
        }
    }

    /// What a field's value must be, one whole message for a field of the document
    /// (`run` nil) and one for a field of a run. The file format's field names go in as
    /// they are (`%1$s`); `run` is the run's number.
    private static func invalid(_ field: String, _ run: String?) -> String {
        switch field {
        case "color":
            if let run {
                return tr(
                    "The document is not valid: the \"%1$s\" of run %2$s must be three numbers from 0 to 1.", field, run
                )
            }
            return tr("The document is not valid: the \"%s\" field must be three numbers from 0 to 1.", field)
        case "style":
            if let run {
                // TRANSLATORS: "headline" and "body" are values of the file format, kept as they are.
                return tr(
                    "The document is not valid: the \"%1$s\" of run %2$s must be \"headline\" or \"body\".", field, run)
            }
            // TRANSLATORS: "headline" and "body" are values of the file format, kept as they are.
            return tr("The document is not valid: the \"%s\" field must be \"headline\" or \"body\".", field)
        case "start", "length", "version":
            if let run {
                return tr("The document is not valid: the \"%1$s\" of run %2$s must be a whole number.", field, run)
            }
            return tr("The document is not valid: the \"%s\" field must be a whole number.", field)
        case "outline", "bold", "italic":
            if let run {
                // TRANSLATORS: true and false are values of the file format (JSON), kept as they are.
                return tr("The document is not valid: the \"%1$s\" of run %2$s must be true or false.", field, run)
            }
            // TRANSLATORS: true and false are values of the file format (JSON), kept as they are.
            return tr("The document is not valid: the \"%s\" field must be true or false.", field)
        case "runs":
            if let run {
                return tr("The document is not valid: the \"%1$s\" of run %2$s must be a list of runs.", field, run)
            }
            return tr("The document is not valid: the \"%s\" field must be a list of runs.", field)
        case "text":
            if let run {
                return tr("The document is not valid: the \"%1$s\" of run %2$s must be a string.", field, run)
            }
            return tr("The document is not valid: the \"%s\" field must be a string.", field)
        default:
            if let run {
                return tr(
                    "The document is not valid: the \"%1$s\" of run %2$s has the wrong kind of value.", field, run)
            }
            return tr("The document is not valid: the \"%s\" field has the wrong kind of value.", field)
        }
    }
}
