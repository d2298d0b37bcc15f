/// Breaks valid files the way hostile and damaged ones are broken, starting from
/// a valid file's JSON: wrong types, missing and extra keys, a key twice,
/// extreme numbers (`Int.max`, years past `Int32`, `1e308`, `-1e308`, `1e400`),
/// NaN-like strings, duplicated elements (ids), 100,000-element arrays,
/// thousands of levels of nesting; then, on the bytes, truncation, flipped
/// bytes, invalid UTF-8; and now and then random bytes or the valid file as it is.
struct Mutator {
    var random: FuzzRandom

    /// Numbers that break arithmetic and conversions.
    static let extremeNumbers = [
        "9223372036854775807", "-9223372036854775808", "9223372036854775808", "-9223372036854775809",
        "18446744073709551615", "2147483648", "-2147483649", "4294967296", "1e308", "-1e308", "1e400", "-1e400",
        "1.7976931348623157e308", "5e-324", "-0", "0", "-1", "0.5", "1e-400", "3", "2", "99999999999999999999999",
    ]

    /// Strings that look like numbers, or are otherwise awkward.
    static let awkwardStrings = [
        "NaN", "nan", "Infinity", "-inf", "inf", "1e400", "", " ", "\u{0}", "-1", "9223372036854775808",
        "J♥", "10♠", " J♥", "J♥ ", "one red solid diamond", " one red solid diamond", "three purple open ovals",
        "e\u{301}", "👍🏽", "\u{202E}gnp.exe", "/etc/passwd", "../../x.json", "/dev/zero", "/tmp/x.json",
        String(repeating: "x", count: 10_000), "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "2026-11-21T14:05:00Z",
        "99999-01-01T00:00:00Z", "set", "cards", "_0", "\u{FFFF}", "\u{FEFF}x", "a\u{2028}b", "a\rb\r\n", "\u{7F}",
    ]

    /// One hostile input made from `valid`.
    mutating func mutate(_ valid: FuzzJSON) -> [UInt8] {
        // In 10,000 inputs: about 5 with a 100,000-element array (decoding one costs up to
        // half a second in a debug build), 20 nested thousands of levels deep.
        switch random.below(10_000) {
        case 0..<400: return valid.bytes  // as it is: must load
        case 400..<800: return randomBytes()
        case 800..<805: return hugeArray(in: valid).bytes  // 100,000 elements
        case 805..<825: return deeplyNested(valid).bytes  // thousands of levels
        default:
            var tree = valid
            for _ in 0...random.below(3) { tree = mutateNode(tree) }
            var bytes = tree.bytes
            if random.chance(0.3) { bytes = mutateBytes(bytes) }
            return bytes
        }
    }

    /// Mutates one node, found by walking down from `node` at random.
    private mutating func mutateNode(_ node: FuzzJSON) -> FuzzJSON {
        switch node {
        case .array(var elements) where !elements.isEmpty && random.chance(0.75):
            let index = random.below(elements.count)
            elements[index] = mutateNode(elements[index])
            return .array(elements)
        case .object(var members) where !members.isEmpty && random.chance(0.75):
            let index = random.below(members.count)
            members[index].1 = mutateNode(members[index].1)
            return .object(members)
        default:
            return mutateHere(node)
        }
    }

    private mutating func mutateHere(_ node: FuzzJSON) -> FuzzJSON {
        switch (node, random.below(10)) {
        case (.object(var members), 0..<4) where !members.isEmpty:
            switch random.below(4) {
            case 0: members.remove(at: random.below(members.count))  // a key missing
            case 1: members.append(("extra\(random.below(3))", randomScalar()))  // an extra key
            case 2: members.append(members[random.below(members.count)])  // a key twice
            default: members.insert(members.remove(at: random.below(members.count)), at: 0)
            }
            return .object(members)
        case (.array(var elements), 0..<4) where !elements.isEmpty:
            switch random.below(4) {
            case 0: elements.remove(at: random.below(elements.count))
            case 1: elements.append(elements[random.below(elements.count)])  // a duplicated id
            case 2: elements = Array(repeating: elements[random.below(elements.count)], count: 2 + random.below(60))
            default: elements.shuffle(using: &random)
            }
            return .array(elements)
        case (.number, 0..<6):
            return .number(random.pick(Self.extremeNumbers))
        case (.string, 0..<5):
            return .string(random.pick(Self.awkwardStrings))
        default:
            return random.chance(0.5) ? randomScalar() : .number(random.pick(Self.extremeNumbers))
        }
    }

    /// A value of any kind, usually the wrong one for where it goes.
    private mutating func randomScalar() -> FuzzJSON {
        switch random.below(8) {
        case 0: .null
        case 1: .bool(random.chance(0.5))
        case 2: .number(random.pick(Self.extremeNumbers))
        case 3: .string(random.pick(Self.awkwardStrings))
        case 4: .array([])
        case 5: .object([])
        case 6: .array([.number("1"), .string("x")])
        default: .object([("_0", .string("x"))])
        }
    }

    /// An array somewhere in `node` grown to 100,000 elements (or the root wrapped in one).
    private mutating func hugeArray(in node: FuzzJSON) -> FuzzJSON {
        func grow(_ node: FuzzJSON, _ random: inout FuzzRandom) -> FuzzJSON? {
            switch node {
            case .array(let elements) where !elements.isEmpty:
                if random.chance(0.5), let deeper = grow(elements[random.below(elements.count)], &random) {
                    var copy = elements
                    copy[0] = deeper
                    return .array(copy)
                }
                return Self.repeated(elements[random.below(elements.count)])
            case .object(let members):
                for (index, member) in members.enumerated().shuffled(using: &random) {
                    if let grown = grow(member.1, &random) {
                        var copy = members
                        copy[index].1 = grown
                        return .object(copy)
                    }
                }
                return nil
            default:
                return nil
            }
        }
        return grow(node, &random) ?? Self.repeated(node)
    }

    /// An array of 100,000 copies of `element`, serialized once.
    private static func repeated(_ element: FuzzJSON) -> FuzzJSON {
        let one = element.bytes
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        bytes.reserveCapacity((one.count + 1) * 100_000 + 2)
        bytes += one
        for _ in 1..<100_000 {
            bytes.append(UInt8(ascii: ","))
            bytes += one
        }
        bytes.append(UInt8(ascii: "]"))
        return .raw(bytes)
    }

    /// `node`, or a value inside it, wrapped in 1,000 to 5,000 arrays or objects.
    private mutating func deeplyNested(_ node: FuzzJSON) -> FuzzJSON {
        let innermost: FuzzJSON = random.chance(0.5) ? node : randomScalar()
        let (open, close) =
            random.chance(0.5)
            ? (Array("{\"game\":".utf8), [UInt8(ascii: "}")])
            : ([UInt8(ascii: "[")], [UInt8(ascii: "]")])
        let levels = 1000 + random.below(4000)
        var bytes: [UInt8] = []
        for _ in 0..<levels { bytes += open }
        bytes += innermost.bytes
        for _ in 0..<levels { bytes += close }
        let inner = FuzzJSON.raw(bytes)
        if case .object(var members) = node, !members.isEmpty, random.chance(0.5) {
            members[random.below(members.count)].1 = inner
            return .object(members)
        }
        return inner
    }

    private mutating func mutateBytes(_ input: [UInt8]) -> [UInt8] {
        var bytes = input
        guard !bytes.isEmpty else { return bytes }
        switch random.below(5) {
        case 0, 1:
            bytes.removeLast(1 + random.below(bytes.count))  // cut short
        case 2:
            bytes[random.below(bytes.count)] = UInt8.random(in: 0...255, using: &random)  // a byte changed
        case 3:
            let invalid: [[UInt8]] = [
                [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC3],
                [0xE2, 0x82], [0xFE, 0xFF],
            ]
            let quotes = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\"") }
            let at = quotes.isEmpty ? random.below(bytes.count) : random.pick(quotes) + 1
            bytes.insert(contentsOf: random.pick(invalid), at: min(at, bytes.count))  // invalid UTF-8 in a string
        default:
            let escapes = ["\\ud800", "\\udc00x", "\\u0000", "\\uZZZZ", "\\"]
            let quotes = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\"") }
            let at = quotes.isEmpty ? 0 : random.pick(quotes) + 1
            bytes.insert(contentsOf: Array(random.pick(escapes).utf8), at: min(at, bytes.count))
        }
        return bytes
    }

    private mutating func randomBytes() -> [UInt8] {
        let count = random.below(512)
        let printable = random.chance(0.5)
        return (0..<count).map { _ in
            printable
                ? random.pick(Array("{}[]\":,0123456789.eE+-truefalsnl \n\\".utf8))
                : UInt8.random(in: 0...255, using: &random)
        }
    }
}
