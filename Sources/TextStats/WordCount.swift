extension TextStatistics {
    /// The number of words in `string`.
    ///
    /// A word is a longest stretch of letters and digits (Unicode's Alphabetic property
    /// and any numeric type, so `"naïve"`, `"Привет"`, `"٣"` count) together with the
    /// combining marks that follow them. Inside a word, an apostrophe (`'` or `’`) between
    /// two letters or digits keeps the word whole (`"don't"` is one word), and so does a
    /// full stop or comma between two digits (`"3.14"`, `"1,000"`). Everything else
    /// separates words: spaces, hyphens, other punctuation, symbols and emoji.
    /// Scripts written without spaces (Chinese, Thai) count a whole stretch as one word.
    public static func wordCount(of string: String) -> Int {
        UTF8Walker.withWalker(over: string) { $0.wordCount() }
    }
}

extension UTF8Walker {
    /// ``TextStatistics/wordCount(of:)`` over the bytes: a state machine whose
    /// transitions for one kind of scalar fit in one integer, so that the next state is a
    /// shift away from the last; ASCII bytes find that integer in a table.
    func wordCount() -> Int {
        var words = 0
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 256) { slots in
            slots.initialize(repeating: 0)
            count(into: &words, cache: WordScalarCache(slots: slots))
        }
        return words
    }

    private func count(into words: inout Int, cache: WordScalarCache) {
        var state: UInt64 = 0
        var offset = 0
        WordState.asciiTransitions.withUnsafeBufferPointer { asciiTransitions in
            while offset < bytes.count {
                let transitions: UInt64
                let byte = bytes[offset]
                if byte < 0x80 {
                    transitions = asciiTransitions[Int(byte)]
                    offset += 1
                } else {
                    let (scalar, length) = scalar(at: offset)
                    transitions = cache.transitions(of: scalar)
                    offset += length
                }
                let next = transitions >> (state << 2)
                state = next & 0b111
                words &+= Int(truncatingIfNeeded: next >> 3 & 1)
            }
        }
    }
}

/// Where word counting is: outside a word, in one after a letter or a digit, or just
/// after an apostrophe, or a full stop or comma after a digit, that may stay inside it.
private enum WordState: UInt64, CaseIterable {
    case outside, afterLetter, afterDigit, afterApostrophe, afterSeparator

    /// What a scalar of `kind` does in each state, four bits per state (state `s` at bits
    /// `4s`...): the next state, and in the fourth bit whether a new word begins.
    static func transitions(for kind: WordScalar) -> UInt64 {
        allCases.reduce(0) { packed, state in
            let (next, newWord) = state.next(kind)
            return packed | (next.rawValue | (newWord ? 0b1000 : 0)) << (state.rawValue * 4)
        }
    }

    static let asciiTransitions: [UInt64] = (0..<128).map { transitions(for: WordScalar(ascii: UInt8($0))) }

    private func next(_ kind: WordScalar) -> (WordState, newWord: Bool) {
        switch (self, kind) {
        case (.outside, .letter), (.afterSeparator, .letter): (.afterLetter, true)
        case (.outside, .digit): (.afterDigit, true)
        case (_, .letter): (.afterLetter, false)
        case (_, .digit): (.afterDigit, false)
        case (.afterLetter, .mark), (.afterDigit, .mark): (self, false)
        case (.afterLetter, .apostrophe), (.afterDigit, .apostrophe): (.afterApostrophe, false)
        case (.afterDigit, .numericSeparator): (.afterSeparator, false)
        default: (.outside, false)
        }
    }
}

/// The transitions of the last scalars met, by their low bits: Unicode's property
/// lookups cost tens of nanoseconds, and a text uses few scalars beyond ASCII, again and again.
private struct WordScalarCache {
    /// Each slot holds a scalar's value shifted left by 32 and its transitions, or 0.
    let slots: UnsafeMutableBufferPointer<UInt64>

    /// ``WordState/transitions(for:)`` of the scalar's kind.
    @inline(__always)
    func transitions(of scalar: Unicode.Scalar) -> UInt64 {
        let value = UInt64(scalar.value)
        let slot = Int(value & 0xFF)
        let entry = slots[slot]
        if entry >> 32 == value { return entry & 0xFFFF_FFFF }
        let found = WordState.transitions(for: WordScalar(scalar))
        slots[slot] = value << 32 | found
        return found
    }
}

/// What a Unicode scalar is to word counting.
private enum WordScalar: CaseIterable {
    case letter, digit, mark, apostrophe, numericSeparator, other

    @inline(__always)
    init(ascii byte: UInt8) {
        switch byte {
        case 0x61...0x7A, 0x41...0x5A: self = .letter
        case 0x30...0x39: self = .digit
        case 0x27: self = .apostrophe
        case 0x2C, 0x2E: self = .numericSeparator
        default: self = .other
        }
    }

    init(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if value < 0x80 {
            self.init(ascii: UInt8(value))
            return
        }
        if value == 0x2019 { self = .apostrophe; return }
        let properties = scalar.properties
        if properties.isAlphabetic {
            self = .letter
        } else if properties.numericType != nil {
            self = .digit
        } else {
            switch properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: self = .mark
            default: self = .other
            }
        }
    }
}
