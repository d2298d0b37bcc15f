import FoundationEssentials

/// The attributed-text document format: readable JSON that keeps every attribute.
///
/// ```json
/// {
///   "format": "machismo-attributed-text",
///   "version": 1,
///   "text": "Hello, world",
///   "runs": [
///     {"start": 0, "length": 5, "color": [1, 0, 0], "outline": true},
///     {"start": 7, "length": 5, "bold": true, "italic": true, "style": "headline"}
///   ]
/// }
/// ```
///
/// - `format` names the format and `version` is 1; a later version is refused.
/// - `text` is the whole text.
/// - `runs` (may be absent) lists the attributed stretches in order, without overlap.
///   `start` and `length` count Unicode scalars, like ``AttributedText``'s offsets.
///   Text outside every run is plain. A run has any of `color` (red, green, blue from 0 to 1;
///   absent or null is the default text colour), `outline`, `bold`, `italic` (absent is false)
///   and `style` (`"headline"` or `"body"`, absent is body). Unknown fields are ignored.
///
/// Writing gives the bytes only: save them with `AtomicFile.write` (module Storage), which
/// writes a temporary file, fsyncs it and renames it over the old one. FORMAT.md beside
/// this file describes the format for people.
public enum TextDocumentFormat {
    public static let name = "machismo-attributed-text"
    public static let version = 1
}

extension AttributedText {
    /// The document for this text (UTF-8 JSON), one run per line, plain runs left out.
    public func documentData() -> Data {
        var json = "{\n"
        json += "  \"format\": \(TextDocumentFormat.name.jsonQuoted),\n"
        json += "  \"version\": \(TextDocumentFormat.version),\n"
        json += "  \"text\": \(string.jsonQuoted),\n"
        let attributed = runs.filter { $0.attributes != .plain }
        if attributed.isEmpty {
            json += "  \"runs\": []\n"
        } else {
            json += "  \"runs\": [\n"
            json += attributed.map { "    " + $0.json }.joined(separator: ",\n")
            json += "\n  ]\n"
        }
        json += "}\n"
        return Data(json.utf8)
    }

    /// Reads a document written by ``documentData()``; a damaged or invalid one throws
    /// a ``TextDocumentError`` that says what is wrong.
    public init(document data: Data) throws(TextDocumentError) {
        let record: DocumentRecord
        do {
            record = try JSONDecoder().decode(DocumentRecord.self, from: data)
        } catch let error as TextDocumentError {
            throw error
        } catch {
            throw .corrupt
        }
        do {
            try self.init(record.text, runs: record.runs)
        } catch {
            throw .invalidRuns(error)
        }
    }
}

extension AttributeRun {
    fileprivate var json: String {
        var fields = ["\"start\": \(start)", "\"length\": \(length)"]
        if let color = attributes.color {
            fields.append("\"color\": [\(color.red.jsonNumber), \(color.green.jsonNumber), \(color.blue.jsonNumber)]")
        }
        if attributes.outline { fields.append("\"outline\": true") }
        if attributes.bold { fields.append("\"bold\": true") }
        if attributes.italic { fields.append("\"italic\": true") }
        if attributes.fontStyle != .body { fields.append("\"style\": \(attributes.fontStyle.rawValue.jsonQuoted)") }
        return "{" + fields.joined(separator: ", ") + "}"
    }
}

extension Double {
    /// Whole numbers without a fraction (`1`, not `1.0`); others as Swift prints them,
    /// which is the shortest form that reads back as the same number.
    fileprivate var jsonNumber: String {
        self == rounded() ? String(Int(self)) : String(self)
    }
}

extension String {
    /// The string as a JSON string literal: quotes, backslashes and control characters escaped.
    fileprivate var jsonQuoted: String {
        var quoted = "\""
        quoted.reserveCapacity(utf8.count + 2)
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
