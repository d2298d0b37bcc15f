/// Walks a string's UTF-8 bytes forward by Unicode scalars, counting the characters
/// (grapheme clusters) that start among them: eight bytes at a time through ASCII, scalar
/// by scalar through the rest with ``ScalarClasses``, asking `String` only in rare cases.
/// Offsets here are byte offsets.
struct UTF8Walker {
    let string: String
    let bytes: UnsafeBufferPointer<UInt8>
    /// The byte offset of the next scalar to walk over.
    private var position = 0
    /// Where the next character starts: `position` or after it.
    private var nextCharacter = 0
    /// The last character end `String` found, and where it is: `String` checks an index
    /// of its own for free, and one made from a byte offset at some cost.
    private var stringFound: (offset: Int, index: String.Index) = (-1, "".startIndex)
    private let classes: ScalarClasses

    /// How far an emoji ZWJ sequence has come: a pictograph (and its modifiers), then a
    /// zero-width joiner, after which another pictograph joins.
    private enum EmojiSequence {
        case none, afterPictograph, afterJoiner
    }

    /// Calls `body` with a walker over `string`'s bytes, copied if they are not contiguous.
    static func withWalker<R>(over string: String, _ body: (inout UTF8Walker) -> R) -> R {
        func walk(_ bytes: UnsafeBufferPointer<UInt8>) -> R {
            ScalarClasses.withClasses { classes in
                var walker = UTF8Walker(string: string, bytes: bytes, classes: classes)
                return body(&walker)
            }
        }
        return string.utf8.withContiguousStorageIfAvailable(walk) ?? Array(string.utf8).withUnsafeBufferPointer(walk)
    }

    private init(string: String, bytes: UnsafeBufferPointer<UInt8>, classes: ScalarClasses) {
        self.string = string
        self.bytes = bytes
        self.classes = classes
    }

    /// Walks over the next `scalars` Unicode scalars and returns how many characters
    /// start among them: a character belongs to the stretch holding its first scalar.
    mutating func characters(inNextScalars scalars: Int) -> Int {
        var position = self.position
        var nextCharacter = self.nextCharacter
        defer {
            self.position = position
            self.nextCharacter = nextCharacter
        }
        var remaining = scalars
        var count = 0
        while remaining > 0 {
            if position == nextCharacter {
                let chunk = min(remaining, 8)
                if position + 8 < bytes.count, Self.arePlainASCII(bytes, at: position, count: chunk) {
                    position &+= chunk
                    nextCharacter = position
                    remaining &-= chunk
                    count &+= chunk
                    continue
                }
                count &+= 1
                let byte = bytes[position]
                if byte < 0x80, byte != 0x0D, position + 1 < bytes.count, bytes[position + 1] < 0x80 {
                    position &+= 1
                    nextCharacter = position
                    remaining &-= 1
                    continue
                }
                nextCharacter = endOfPlainCharacter(at: position) ?? endOfCharacter(at: position)
            }
            let lead = bytes[position]
            position &+= lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            remaining &-= 1
        }
        return count
    }

    /// Whether the `count` (1...8) bytes at `offset` are ASCII other than CR, and so is the
    /// byte after them: then each is a character, and a character starts after them.
    /// There must be nine bytes from `offset`.
    @inline(__always)
    private static func arePlainASCII(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, count: Int) -> Bool {
        let mask: UInt64 = count == 8 ? ~0 : (1 << (8 * UInt64(count))) - 1
        let block = UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self).littleEndian & mask
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let notCR = block ^ 0x0D0D_0D0D_0D0D_0D0D
        return block & highBits == 0 && (notCR &- 0x0101_0101_0101_0101) & ~notCR & highBits == 0
            && bytes[offset + count] < 0x80
    }

    /// Where the character starting at `start` ends if it is a plain scalar followed by
    /// ASCII or another plain scalar, the common case beyond ASCII; else nil.
    @inline(__always)
    private func endOfPlainCharacter(at start: Int) -> Int? {
        let (first, length) = scalar(at: start)
        let next = start &+ length
        guard next < bytes.count, classes.of(first) == .plain else { return nil }
        return bytes[next] < 0x80 || classes.of(scalar(at: next).scalar) == .plain ? next : nil
    }

    /// Where the character starting at `start` ends: following Unicode's rules (UAX #29)
    /// scalar by scalar, but for Hangul, Indic conjuncts and other rare cases, where
    /// `String` finds the end.
    private mutating func endOfCharacter(at start: Int) -> Int {
        let (first, length) = scalar(at: start)
        var previous = first
        var previousClass = classes.of(first)
        var emoji: EmojiSequence = previousClass.contains(.pictograph) ? .afterPictograph : .none
        var regionalIndicators = previousClass.contains(.regionalIndicator) ? 1 : 0
        var offset = start + length
        while offset < bytes.count {
            let (next, nextLength) = scalar(at: offset)
            let nextClass = classes.of(next)
            if previous == "\r" { return next == "\n" ? offset + 1 : offset }
            if previousClass.contains(.control) || nextClass.contains(.control) { return offset }
            if previousClass.contains(.hangul) || nextClass.contains(.hangul) { break }
            if nextClass.contains(.extend) {
                emoji =
                    switch emoji {
                    case .afterPictograph where next == "\u{200D}": .afterJoiner
                    case .afterPictograph where nextClass.contains(.emojiExtend): .afterPictograph
                    default: .none
                    }
                regionalIndicators = 0
            } else if previousClass.contains(.prepend) {
                emoji = nextClass.contains(.pictograph) ? .afterPictograph : .none
                regionalIndicators = nextClass.contains(.regionalIndicator) ? 1 : 0
            } else if nextClass.contains(.pictograph) && emoji == .afterJoiner {
                emoji = .afterPictograph
            } else if nextClass.contains(.regionalIndicator) && regionalIndicators % 2 == 1 {
                regionalIndicators += 1
                emoji = .none
            } else if !nextClass.isDisjoint(with: [.plain, .pictograph, .regionalIndicator]) {
                return offset
            } else {
                break
            }
            previous = next
            previousClass = nextClass
            offset += nextLength
        }
        if offset == bytes.count { return offset }
        let end: String.Index
        if stringFound.offset == start {
            end = string.index(after: stringFound.index)
        } else {
            // From a substring that starts here, `String` takes `start` for a character
            // boundary without looking back to check it.
            let rest = string[string.utf8.index(string.utf8.startIndex, offsetBy: start)...]
            end = rest.index(after: rest.startIndex)
        }
        let endOffset = string.utf8.distance(from: string.utf8.startIndex, to: end)
        stringFound = (endOffset, end)
        return endOffset
    }

    /// The Unicode scalar starting at `offset`, and its length in bytes.
    @inline(__always)
    func scalar(at offset: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = UInt32(bytes[offset])
        if lead < 0x80 { return (Unicode.Scalar(UInt8(lead)), 1) }
        func continuation(_ index: Int) -> UInt32 { UInt32(bytes[offset + index]) & 0x3F }
        if lead < 0xE0 { return (Unicode.Scalar((lead & 0x1F) << 6 | continuation(1)) ?? "\u{FFFD}", 2) }
        if lead < 0xF0 {
            return (Unicode.Scalar((lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2)) ?? "\u{FFFD}", 3)
        }
        let value = (lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3)
        return (Unicode.Scalar(value) ?? "\u{FFFD}", 4)
    }
}
