import Foundation

/// A JSON document as the fuzzers build and break it: numbers keep the text
/// they are written with (`1e400`, `-0`, `9223372036854775808` are all kept as
/// written), objects keep their keys in order and may hold one key twice.
indirect enum FuzzJSON: Decodable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([FuzzJSON])
    case object([(String, FuzzJSON)])
    /// Bytes written as they are: a part already serialized (100,000 copies of
    /// an element, thousands of brackets), so that huge inputs are cheap to make.
    case raw([UInt8])

    /// The JSON of an encodable value, as a tree to mutate.
    init<Value: Encodable>(encoding value: Value) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        self = try JSONDecoder().decode(FuzzJSON.self, from: encoder.encode(value))
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let integer = try? container.decode(Int.self) {
            self = .number(String(integer))
        } else if let number = try? container.decode(Double.self) {
            self = .number("\(number)")
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([FuzzJSON].self) {
            self = .array(array)
        } else {
            let object = try container.decode([String: FuzzJSON].self)
            self = .object(object.keys.sorted().map { ($0, object[$0]!) })
        }
    }

    /// The document's bytes: valid JSON whenever every number's text is.
    var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(into: &out)
        return out
    }

    /// Written without recursion, so that thousands of levels of nesting serialize.
    private func write(into out: inout [UInt8]) {
        enum Step { case value(FuzzJSON), text(String) }
        var steps: [Step] = [.value(self)]
        while let step = steps.popLast() {
            switch step {
            case .text(let text): out += Array(text.utf8)
            case .value(let value):
                switch value {
                case .null: out += Array("null".utf8)
                case .bool(let bool): out += Array((bool ? "true" : "false").utf8)
                case .number(let text): out += Array(text.utf8)
                case .raw(let bytes): out += bytes
                case .string(let string): Self.quote(string, into: &out)
                case .array(let elements):
                    var pending: [Step] = [.text("]")]
                    for (index, element) in elements.enumerated().reversed() {
                        pending.append(.value(element))
                        if index > 0 { pending.append(.text(",")) }
                    }
                    steps += pending
                    out.append(UInt8(ascii: "["))
                case .object(let members):
                    var pending: [Step] = [.text("}")]
                    for (index, member) in members.enumerated().reversed() {
                        pending.append(.value(member.1))
                        var key: [UInt8] = []
                        Self.quote(member.0, into: &key)
                        pending.append(.text((index > 0 ? "," : "") + String(decoding: key, as: UTF8.self) + ":"))
                    }
                    steps += pending
                    out.append(UInt8(ascii: "{"))
                }
            }
        }
    }

    private static func quote(_ string: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var string = string
        let plain: Bool = string.withUTF8 { buffer in
            for byte in buffer where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                return false
            }
            out.append(contentsOf: buffer)
            return true
        }
        if plain {
            out.append(UInt8(ascii: "\""))
            return
        }
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += Array("\\\"".utf8)
            case UInt8(ascii: "\\"): out += Array("\\\\".utf8)
            case 0..<0x20: out += Array(String(format: "\\u%04x", byte).utf8)
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
