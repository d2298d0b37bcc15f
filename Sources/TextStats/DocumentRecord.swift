/// A document as decoded from JSON, checked field by field so that each problem gets
/// its own ``TextDocumentError``; whether the runs fit the text is checked afterwards.
struct DocumentRecord: Decodable {
    let text: String
    let runs: [AttributeRun]

    private enum Key: String, CodingKey {
        case format, version, text, runs
    }

    private enum RunKey: String, CodingKey {
        case start, length, color, outline, bold, italic, style
    }

    init(from decoder: any Decoder) throws {
        guard let document = try? decoder.container(keyedBy: Key.self),
              (try? document.decodeIfPresent(String.self, forKey: .format)) == TextDocumentFormat.name
        else { throw TextDocumentError.notADocument }
        let version: Int = try Self.field(.version, in: document, run: nil)
        guard version == TextDocumentFormat.version else { throw TextDocumentError.unsupportedVersion(version) }
        text = try Self.field(.text, in: document, run: nil)

        var runs: [AttributeRun] = []
        if document.contains(.runs), (try? document.decodeNil(forKey: .runs)) != true {
            guard var list = try? document.nestedUnkeyedContainer(forKey: .runs) else {
                throw TextDocumentError.invalidField("runs", run: nil)
            }
            while !list.isAtEnd {
                let number = runs.count + 1
                guard let run = try? list.nestedContainer(keyedBy: RunKey.self) else {
                    throw TextDocumentError.invalidField("runs", run: nil)
                }
                runs.append(try Self.run(run, number: number))
            }
        }
        self.runs = runs
    }

    private static func run(_ run: KeyedDecodingContainer<RunKey>, number: Int) throws -> AttributeRun {
        let start: Int = try field(.start, in: run, run: number)
        let length: Int = try field(.length, in: run, run: number)
        guard length >= 0 else { throw TextDocumentError.invalidRuns(.negativeLength(run: number, length: length)) }
        guard start >= 0 else { throw TextDocumentError.invalidRuns(.negativeStart(run: number, start: start)) }
        guard start <= Int.max - length else { throw TextDocumentError.invalidField("length", run: number) }
        var attributes = TextAttributes()
        if let components: [Double] = try optionalField(.color, in: run, run: number) {
            guard components.count == 3, components.allSatisfy({ (0...1).contains($0) }) else {
                throw TextDocumentError.invalidField("color", run: number)
            }
            attributes.color = RGBColor(red: components[0], green: components[1], blue: components[2])
        }
        attributes.outline = try optionalField(.outline, in: run, run: number) ?? false
        attributes.bold = try optionalField(.bold, in: run, run: number) ?? false
        attributes.italic = try optionalField(.italic, in: run, run: number) ?? false
        if let style: String = try optionalField(.style, in: run, run: number) {
            guard let fontStyle = FontStyle(rawValue: style) else { throw TextDocumentError.invalidField("style", run: number) }
            attributes.fontStyle = fontStyle
        }
        return AttributeRun(start: start, length: length, attributes: attributes)
    }

    private static func field<K: CodingKey, T: Decodable>(_ key: K, in container: KeyedDecodingContainer<K>,
                                                         run: Int?) throws -> T {
        guard let value: T = try optionalField(key, in: container, run: run) else {
            throw TextDocumentError.missingField(key.stringValue, run: run)
        }
        return value
    }

    /// The value of `key`, nil when absent or null.
    private static func optionalField<K: CodingKey, T: Decodable>(_ key: K, in container: KeyedDecodingContainer<K>,
                                                                 run: Int?) throws -> T? {
        do {
            return try container.decodeIfPresent(T.self, forKey: key)
        } catch {
            throw TextDocumentError.invalidField(key.stringValue, run: run)
        }
    }
}
