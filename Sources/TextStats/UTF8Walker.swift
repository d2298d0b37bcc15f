/// Walks a string's UTF-8 bytes forward by Unicode scalars, counting the characters
/// (grapheme clusters) that start among them; fast where the text is ASCII or made of
/// ``ScalarClasses/isPlain(_:)`` scalars, asking `String` for the other boundaries.
/// Offsets here are byte offsets.
struct UTF8Walker {
    let string: String
    let bytes: UnsafeBufferPointer<UInt8>
    /// The byte offset of the next scalar to walk over.
    private(set) var position = 0
    /// Where the next character starts: `position` or after it.
    private var nextCharacter = 0
    /// `nextCharacter` as a `String.Index` when it came from `String`, which checks an
    /// index of its own for free and a byte offset at some cost.
    private var nextCharacterIndex: String.Index?
    private var classes = ScalarClasses()

    /// Calls `body` with a walker over `string`'s bytes, made contiguous if they are not.
    static func withWalker<R>(over string: String, _ body: (inout UTF8Walker) -> R) -> R {
        if let result = string.utf8.withContiguousStorageIfAvailable({ bytes in
            var walker = UTF8Walker(string: string, bytes: bytes)
            return body(&walker)
        }) {
            return result
        }
        var contiguous = string
        contiguous.makeContiguousUTF8()
        return withWalker(over: contiguous, body)
    }

    private init(string: String, bytes: UnsafeBufferPointer<UInt8>) {
        self.string = string
        self.bytes = bytes
    }

    /// Walks over the next `scalars` Unicode scalars and returns how many characters
    /// start among them: a character belongs to the stretch holding its first scalar.
    mutating func characters(inNextScalars scalars: Int) -> Int {
        var remaining = scalars
        var count = 0
        while remaining > 0 {
            if position == nextCharacter {
                if remaining >= 8, position + 9 <= bytes.count, Self.areEightPlainASCII(bytes, at: position) {
                    position += 8
                    nextCharacter = position
                    nextCharacterIndex = nil
                    remaining -= 8
                    count += 8
                    continue
                }
                count += 1
                let byte = bytes[position]
                if byte < 0x80, byte != 0x0D, position + 1 < bytes.count, bytes[position + 1] < 0x80 {
                    position += 1
                    nextCharacter = position
                    nextCharacterIndex = nil
                    remaining -= 1
                    continue
                }
                nextCharacter = endOfCharacter(at: position)
            }
            let lead = bytes[position]
            position += lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            remaining -= 1
        }
        return count
    }

    /// Whether the eight bytes at `offset` are ASCII other than CR, and so is the byte after
    /// them: then each of the eight is a character, and a character starts after them.
    @inline(__always)
    private static func areEightPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        let block = UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self)
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let notCR = block ^ 0x0D0D_0D0D_0D0D_0D0D
        return block & highBits == 0 && (notCR &- 0x0101_0101_0101_0101) & ~notCR & highBits == 0
            && bytes[offset + 8] < 0x80
    }

    /// Where the character starting at `start` ends. Between an ASCII or plain scalar and
    /// a following ASCII or plain one there is always a boundary (but CR LF).
    private mutating func endOfCharacter(at start: Int) -> Int {
        let known = nextCharacterIndex
        nextCharacterIndex = nil
        let (first, length) = scalar(at: start)
        let next = start + length
        if next == bytes.count { return next }
        if first.isASCII || classes.isPlain(first) {
            let following = bytes[next]
            if following < 0x80 { return first == "\r" && following == 0x0A ? next + 1 : next }
            if classes.isPlain(scalar(at: next).scalar) { return next }
        }
        let end: String.Index
        if let known {
            end = string.index(after: known)
        } else {
            // From a substring that starts here, `String` takes `start` for a character
            // boundary without looking back to check it.
            let rest = string[string.utf8.index(string.utf8.startIndex, offsetBy: start)...]
            end = rest.index(after: rest.startIndex)
        }
        nextCharacterIndex = end
        return string.utf8.distance(from: string.utf8.startIndex, to: end)
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
