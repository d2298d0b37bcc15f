/// A document's fields as read from JSON, each problem kept to be reported once the
/// whole document has proved to be JSON, in a fixed order: format, version, text, runs
/// (first run first). Whether the runs fit the text is checked afterwards.
struct DocumentRecord {
    let text: String
    let runs: [AttributeRun]

    /// A field that is there, absent (or null), or of the wrong kind.
    private enum Field<Value> {
        case absent, invalid, value(Value)

        var present: Value? {
            if case .value(let value) = self { value } else { nil }
        }
    }

    init(_ bytes: UnsafeBufferPointer<UInt8>) throws(TextDocumentError) {
        var format: String?
        var version = Field<Int>.absent
        var text = Field<String>.absent
        var runs: [AttributeRun] = []
        var runsError: TextDocumentError?
        var reader = JSONReader(bytes)
        do throws(any Error) {
            if try reader.peekKind() == .object {
                try reader.readObject { reader, key in
                    switch key {
                    case "format": format = try Self.read(&reader, as: .string) { try $0.readString() }.present
                    case "version": version = try Self.readInteger(&reader)
                    case "text": text = try Self.read(&reader, as: .string) { try $0.readString() }
                    case "runs": try Self.readRuns(&reader, into: &runs, error: &runsError)
                    default: try reader.skipValue()
                    }
                }
            } else {
                try reader.skipValue()
            }
            try reader.expectEnd()
        } catch {
            throw .corrupt
        }
        guard format == TextDocumentFormat.name else { throw .notADocument }
        switch version {
        case .absent: throw .missingField("version", run: nil)
        case .invalid: throw .invalidField("version", run: nil)
        case .value(let version) where version != TextDocumentFormat.version: throw .unsupportedVersion(version)
        case .value: break
        }
        switch text {
        case .absent: throw .missingField("text", run: nil)
        case .invalid: throw .invalidField("text", run: nil)
        case .value(let text): self.text = text
        }
        if let runsError { throw runsError }
        self.runs = runs
    }

    private static func readRuns(
        _ reader: inout JSONReader, into runs: inout [AttributeRun],
        error: inout TextDocumentError?
    ) throws {
        switch try reader.peekKind() {
        case .null:
            try reader.readNull()
        case .array:
            try reader.readArray { reader in
                guard try reader.peekKind() == .object else {
                    try reader.skipValue()
                    error = error ?? .invalidField("runs", run: nil)
                    return
                }
                var fields = RunFields()
                try reader.readObject { reader, key in try fields.read(key, from: &reader) }
                guard error == nil else { return }
                do {
                    runs.append(try fields.run(number: runs.count + 1))
                } catch let problem as TextDocumentError {
                    error = problem
                }
            }
        default:
            try reader.skipValue()
            error = .invalidField("runs", run: nil)
        }
    }

    /// The value read by `read` if the next value is of `kind`; skips it and gives
    /// `.invalid` otherwise, `.absent` for null.
    private static func read<Value>(
        _ reader: inout JSONReader, as kind: JSONReader.Kind,
        _ read: (inout JSONReader) throws -> Value
    ) throws -> Field<Value> {
        switch try reader.peekKind() {
        case kind: return .value(try read(&reader))
        case .null: try reader.readNull(); return .absent
        default: try reader.skipValue(); return .invalid
        }
    }

    /// A whole number, written as one (`12`) or not (`12.0`, `1.2e1`).
    private static func readInteger(_ reader: inout JSONReader) throws -> Field<Int> {
        switch try read(&reader, as: .number, { try $0.readNumber() }) {
        case .absent: return .absent
        case .invalid: return .invalid
        case .value(let written):
            if let integer = Int(written) { return .value(integer) }
            guard let number = Double(written), number == number.rounded(),
                let integer = Int(exactly: number)
            else { return .invalid }
            return .value(integer)
        }
    }

    /// One run's fields, in any order, checked when the run ends.
    private struct RunFields {
        var start = Field<Int>.absent
        var length = Field<Int>.absent
        var color = Field<[Double]>.absent
        var outline = Field<Bool>.absent
        var bold = Field<Bool>.absent
        var italic = Field<Bool>.absent
        var style = Field<String>.absent

        mutating func read(_ key: String, from reader: inout JSONReader) throws {
            switch key {
            case "start": start = try readInteger(&reader)
            case "length": length = try readInteger(&reader)
            case "color": color = try DocumentRecord.read(&reader, as: .array) { try Self.readNumbers(&$0) }
            case "outline": outline = try DocumentRecord.read(&reader, as: .bool) { try $0.readBool() }
            case "bold": bold = try DocumentRecord.read(&reader, as: .bool) { try $0.readBool() }
            case "italic": italic = try DocumentRecord.read(&reader, as: .bool) { try $0.readBool() }
            case "style": style = try DocumentRecord.read(&reader, as: .string) { try $0.readString() }
            default: try reader.skipValue()
            }
        }

        /// The elements of an array as numbers; NaN for any that is not one.
        private static func readNumbers(_ reader: inout JSONReader) throws -> [Double] {
            var numbers: [Double] = []
            try reader.readArray { reader in
                if try reader.peekKind() == .number {
                    numbers.append(Double(try reader.readNumber()) ?? .nan)
                } else {
                    try reader.skipValue()
                    numbers.append(.nan)
                }
            }
            return numbers
        }

        func run(number: Int) throws(TextDocumentError) -> AttributeRun {
            let start = try required(start, "start", number)
            let length = try required(length, "length", number)
            guard length >= 0 else { throw .invalidRuns(.negativeLength(run: number, length: length)) }
            guard start >= 0 else { throw .invalidRuns(.negativeStart(run: number, start: start)) }
            guard start <= Int.max - length else { throw .invalidField("length", run: number) }
            var attributes = TextAttributes()
            if let components = try optional(color, "color", number) {
                guard components.count == 3, components.allSatisfy({ (0...1).contains($0) }) else {
                    throw .invalidField("color", run: number)
                }
                attributes.color = RGBColor(red: components[0], green: components[1], blue: components[2])
            }
            attributes.outline = try optional(outline, "outline", number) ?? false
            attributes.bold = try optional(bold, "bold", number) ?? false
            attributes.italic = try optional(italic, "italic", number) ?? false
            if let style = try optional(style, "style", number) {
                guard let fontStyle = FontStyle(rawValue: style) else { throw .invalidField("style", run: number) }
                attributes.fontStyle = fontStyle
            }
            return AttributeRun(start: start, length: length, attributes: attributes)
        }

        private func required<Value>(_ field: Field<Value>, _ name: String, _ run: Int) throws(TextDocumentError)
            -> Value
        {
            guard let value = try optional(field, name, run) else { throw .missingField(name, run: run) }
            return value
        }

        private func optional<Value>(_ field: Field<Value>, _ name: String, _ run: Int) throws(TextDocumentError)
            -> Value?
        {
            switch field {
            case .absent: nil
            case .invalid: throw .invalidField(name, run: run)
            case .value(let value): value
            }
        }
    }
}
