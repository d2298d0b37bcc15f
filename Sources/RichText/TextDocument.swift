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
    /// The format's name, written in every document.
    public static let name = "machismo-attributed-text"
    /// The format's version, written in every document.
    public static let version = 1
}

extension AttributedText {
    /// The document for this text (UTF-8 JSON), one run per line, plain runs left out.
    public func documentData() -> Data {
        let attributed = runs.filter { $0.attributes != .plain }
        var json = JSONWriter(capacity: string.utf8.count + attributed.count * 64 + 128)
        json.append("{\n  \"format\": ")
        json.appendQuoted(TextDocumentFormat.name)
        json.append(",\n  \"version\": ")
        json.append(TextDocumentFormat.version)
        json.append(",\n  \"text\": ")
        json.appendQuoted(string)
        json.append(",\n  \"runs\": [")
        for (index, run) in attributed.enumerated() {
            json.append(index == 0 ? "\n    " : ",\n    ")
            json.append(run)
        }
        json.append(attributed.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
        return Data(json.bytes)
    }

    /// Reads a document written by ``documentData()``; a damaged or invalid one throws
    /// a ``TextDocumentError`` that says what is wrong.
    public init(document data: Data) throws(TextDocumentError) {
        // The runs taken out of the record, so that the text can take them over unshared.
        var runs: [AttributeRun] = []
        let read: Result<String, TextDocumentError> = data.withUnsafeBytes { buffer in
            Result { () throws(TextDocumentError) in
                var record = try DocumentRecord(buffer.bindMemory(to: UInt8.self))
                swap(&runs, &record.runs)
                return record.text
            }
        }
        let text = try read.get()
        do {
            try self.init(text, normalizing: &runs)
        } catch {
            throw .invalidRuns(error)
        }
    }
}

/// Builds the document's bytes.
private struct JSONWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    mutating func append(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// In decimal digits, written straight into the bytes (no `String` for each of the
    /// document's hundreds of thousands of numbers).
    mutating func append(_ integer: Int) {
        if integer < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = integer.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var first = digits.count
            repeat {
                first -= 1
                digits[first] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[first...]))
        }
    }

    /// The colour components printed so far that are not whole, by bit pattern: a document's
    /// colours are few, and looking one up costs less than printing it again.
    private var printedFractions: [UInt64: [UInt8]] = [:]

    /// Whole numbers without a fraction (`1`, not `1.0`); others as Swift prints them,
    /// which is the shortest form that reads back as the same number.
    mutating func append(_ number: Double) {
        if number == number.rounded(), let whole = Int(exactly: number) { return append(whole) }
        if let printed = printedFractions[number.bitPattern] { return bytes.append(contentsOf: printed) }
        let printed = Array(number.description.utf8)
        if printedFractions.count < 64 { printedFractions[number.bitPattern] = printed }
        bytes.append(contentsOf: printed)
    }

    mutating func append(_ run: AttributeRun) {
        append("{\"start\": ")
        append(run.start)
        append(", \"length\": ")
        append(run.length)
        let attributes = run.attributes
        if let color = attributes.color {
            append(", \"color\": [")
            append(color.red)
            append(", ")
            append(color.green)
            append(", ")
            append(color.blue)
            append("]")
        }
        if attributes.outline { append(", \"outline\": true") }
        if attributes.bold { append(", \"bold\": true") }
        if attributes.italic { append(", \"italic\": true") }
        if attributes.fontStyle != .body {
            append(", \"style\": ")
            appendQuoted(attributes.fontStyle.rawValue)
        }
        append("}")
    }

    /// `string` as a JSON string literal: quotes, backslashes and control characters
    /// escaped, everything else copied as it is, a stretch between two escapes at a time.
    mutating func appendQuoted(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            var plain = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F else {
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plain..<index]))
                appendEscaped(byte)
                plain = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plain...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A quote, a backslash or a control character, escaped.
    private mutating func appendEscaped(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): append("\\\"")
        case UInt8(ascii: "\\"): append("\\\\")
        case UInt8(ascii: "\n"): append("\\n")
        case UInt8(ascii: "\r"): append("\\r")
        case UInt8(ascii: "\t"): append("\\t")
        default:
            let hex = String(byte, radix: 16)
            bytes.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
        }
    }
}
