import FoundationEssentials

extension AttributedText {
    /// The start of the document in `data`, to show before the rest is read: its text with
    /// the runs that start in its first `characters` characters (the text after them plain),
    /// when the document is laid out as ``documentData()`` lays it out (its format, version
    /// and text before its runs, each run plain JSON) and has runs after those. Nil for any
    /// other document, and for a start that is not sound.
    ///
    /// It vouches for nothing after those runs: the document is sound only once
    /// ``init(document:)`` has read it whole. Reading 10,000 runs of a 100 KB text whole
    /// took a relaunch that shows it some 11 million instructions more than its first
    /// screenful's runs (2%).
    public init?(documentStart data: Data, characters: Int) {
        let start = data.withUnsafeBytes { buffer in
            DocumentRecord.start(of: buffer.bindMemory(to: UInt8.self), characters: characters)
        }
        guard var runs = start?.runs, let text = start?.text,
            let attributed = try? AttributedText(text, normalizing: &runs)
        else { return nil }
        self = attributed
    }
}

extension DocumentRecord {
    /// The text of the document in `bytes` and its runs up to the first that starts at
    /// `characters` or after, read no further: when format, version and text come before
    /// the runs, as they should be, and each run is plain (`readPlainRun()`). Nil otherwise,
    /// and when no run starts that late.
    static func start(of bytes: UnsafeBufferPointer<UInt8>, characters: Int) -> (text: String, runs: [AttributeRun])? {
        /// Thrown to stop reading: at the first run that starts late enough, or at anything
        /// the start does not take.
        struct Stop: Error {}
        var reader = JSONReader(bytes)
        var format: String?
        var version: Int?
        var text: String?
        var runs: [AttributeRun] = []
        var foundLaterRuns = false
        do {
            guard try reader.peekKind() == .object else { return nil }
            try reader.readObject { reader, key in
                switch key {
                case Keys.format:
                    guard try reader.peekKind() == .string else { throw Stop() }
                    format = try reader.readString()
                case Keys.version:
                    guard try reader.peekKind() == .number else { throw Stop() }
                    version = try reader.readInteger()
                case Keys.text:
                    guard try reader.peekKind() == .string else { throw Stop() }
                    text = try reader.readString()
                case Keys.runs:
                    guard format == TextDocumentFormat.name, version == TextDocumentFormat.version, text != nil,
                        try reader.peekKind() == .array
                    else { throw Stop() }
                    try reader.readArray { reader in
                        guard let run = reader.readPlainRun() else { throw Stop() }
                        guard run.start < characters else {
                            foundLaterRuns = true
                            throw Stop()
                        }
                        runs.append(run)
                    }
                default:
                    try reader.skipValue()
                }
            }
        } catch {
            guard foundLaterRuns, let text else { return nil }
            return (text, runs)
        }
        return nil
    }
}
