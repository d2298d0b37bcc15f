/// A document's fields as read from JSON, each problem kept to be reported once the
/// whole document has proved to be JSON, in a fixed order: format, version, text, runs
/// (first run first). Whether the runs fit the text is checked afterwards.
struct DocumentRecord {
    let text: String
    /// The runs as read (`var`, for the text to take them over: `AttributedText(document:)`).
    var runs: [AttributeRun]

    /// A field that is there, absent (or null), or of the wrong kind.
    private enum Field<Value> {
        case absent, invalid, value(Value)

        var present: Value? {
            if case .value(let value) = self { value } else { nil }
        }
    }

    /// Reads the document in `bytes`. `fastRuns` false reads every run through the general
    /// path, for tests that hold the fast path (DocumentRecord+PlainRun.swift) to it.
    init(_ bytes: UnsafeBufferPointer<UInt8>, fastRuns: Bool = true) throws(TextDocumentError) {
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
                    case Keys.format: format = try Self.read(&reader, as: .string) { try $0.readString() }.present
                    case Keys.version: version = try Self.readInteger(&reader)
                    case Keys.text: text = try Self.read(&reader, as: .string) { try $0.readString() }
                    case Keys.runs: try Self.readRuns(&reader, into: &runs, error: &runsError, fast: fastRuns)
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
        error: inout TextDocumentError?, fast: Bool
    ) throws {
        switch try reader.peekKind() {
        case .null:
            try reader.readNull()
        case .array:
            // Room for as many runs as the rest of the file could hold as written (a run
            // and its separator take 30 bytes at least): no copy as the list grows. Pages
            // left unused are never touched, and the list is gone once the text is built.
            if runs.isEmpty { runs.reserveCapacity((reader.bytes.count - reader.offset) / 30) }
            try reader.readArray { reader in
                if fast, error == nil, let run = reader.readPlainRun() {
                    runs.append(run)
                    return
                }
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
        switch try read(&reader, as: .number, { try $0.readInteger() }) {
        case .absent: return .absent
        case .invalid: return .invalid
        case .value(let integer?): return .value(integer)
        case .value(nil): return .invalid
        }
    }

    /// The names of the fields this reader knows (the one-pass run reader's too).
    enum Keys {
        static var format: JSONReader.Key { JSONReader.Key(packed: 0x7461_6D72_6F66, count: 6) }  // "format"
        static var version: JSONReader.Key { JSONReader.Key(packed: 0x6E_6F69_7372_6576, count: 7) }  // "version"
        static var text: JSONReader.Key { JSONReader.Key(packed: 0x7478_6574, count: 4) }  // "text"
        static var runs: JSONReader.Key { JSONReader.Key(packed: 0x736E_7572, count: 4) }  // "runs"
        static var start: JSONReader.Key { JSONReader.Key(packed: 0x74_7261_7473, count: 5) }  // "start"
        static var length: JSONReader.Key { JSONReader.Key(packed: 0x6874_676E_656C, count: 6) }  // "length"
        static var color: JSONReader.Key { JSONReader.Key(packed: 0x72_6F6C_6F63, count: 5) }  // "color"
        static var outline: JSONReader.Key { JSONReader.Key(packed: 0x65_6E69_6C74_756F, count: 7) }  // "outline"
        static var bold: JSONReader.Key { JSONReader.Key(packed: 0x646C_6F62, count: 4) }  // "bold"
        static var italic: JSONReader.Key { JSONReader.Key(packed: 0x6369_6C61_7469, count: 6) }  // "italic"
        static var style: JSONReader.Key { JSONReader.Key(packed: 0x65_6C79_7473, count: 5) }  // "style"
    }

    /// A colour's components as read: how many elements its array had, and the first
    /// three of them (NaN for any that is not a number).
    private struct Components {
        var count = 0
        var values: (Double, Double, Double) = (.nan, .nan, .nan)

        mutating func append(_ value: Double) {
            switch count {
            case 0: values.0 = value
            case 1: values.1 = value
            case 2: values.2 = value
            default: break
            }
            count += 1
        }
    }

    /// One run's fields, in any order, checked when the run ends.
    private struct RunFields {
        var start = Field<Int>.absent
        var length = Field<Int>.absent
        var color = Field<Components>.absent
        var outline = Field<Bool>.absent
        var bold = Field<Bool>.absent
        var italic = Field<Bool>.absent
        var style = Field<String>.absent

        mutating func read(_ key: JSONReader.Key, from reader: inout JSONReader) throws {
            switch key {
            case Keys.start: start = try readInteger(&reader)
            case Keys.length: length = try readInteger(&reader)
            case Keys.color: color = try DocumentRecord.read(&reader, as: .array) { try Self.readNumbers(&$0) }
            case Keys.outline: outline = try DocumentRecord.read(&reader, as: .bool) { try $0.readBool() }
            case Keys.bold: bold = try DocumentRecord.read(&reader, as: .bool) { try $0.readBool() }
            case Keys.italic: italic = try DocumentRecord.read(&reader, as: .bool) { try $0.readBool() }
            case Keys.style: style = try DocumentRecord.read(&reader, as: .string) { try $0.readString() }
            default: try reader.skipValue()
            }
        }

        /// The elements of an array as numbers; NaN for any that is not one.
        private static func readNumbers(_ reader: inout JSONReader) throws -> Components {
            var numbers = Components()
            try reader.readArray { reader in
                if try reader.peekKind() == .number {
                    numbers.append(try reader.readDouble())
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
                let (red, green, blue) = components.values
                guard components.count == 3, (0...1).contains(red), (0...1).contains(green), (0...1).contains(blue)
                else {
                    throw .invalidField("color", run: number)
                }
                attributes.color = RGBColor(red: red, green: green, blue: blue)
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
