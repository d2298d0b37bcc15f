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
    /// ``TextStatistics/wordCount(of:)`` over the bytes: a state machine driven by a
    /// table, ASCII classified by a table too, other scalars decoded.
    func wordCount() -> Int {
        var words = 0
        var state = WordState.outside.rawValue
        var offset = 0
        var cache = WordScalarCache()
        WordScalar.asciiKinds.withUnsafeBufferPointer { asciiKinds in
            WordState.transitions.withUnsafeBufferPointer { transitions in
                while offset < bytes.count {
                    let kind: UInt8
                    let byte = bytes[offset]
                    if byte < 0x80 {
                        kind = asciiKinds[Int(byte)]
                        offset += 1
                    } else {
                        let (scalar, length) = scalar(at: offset)
                        kind = cache.kind(of: scalar).rawValue
                        offset += length
                    }
                    let transition = transitions[Int(state) * WordScalar.allCases.count + Int(kind)]
                    state = transition & 0x7F
                    words += Int(transition >> 7)
                }
            }
        }
        return words
    }
}

/// Where word counting is: outside a word, in one after a letter or a digit, or just
/// after an apostrophe, or a full stop or comma after a digit, that may stay inside it.
private enum WordState: UInt8, CaseIterable {
    case outside, afterLetter, afterDigit, afterApostrophe, afterSeparator

    /// The next state for each state and scalar kind (`state * 6 + kind`), plus 128 when
    /// a new word begins.
    static let transitions: [UInt8] = allCases.flatMap { state in
        WordScalar.allCases.map { kind in
            let (next, newWord) = state.next(kind)
            return next.rawValue | (newWord ? 0x80 : 0)
        }
    }

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

/// The kinds of the last scalars met, by their low bits: Unicode's property lookups cost
/// tens of nanoseconds, and a text uses few scalars beyond ASCII, again and again.
private struct WordScalarCache {
    private var scalars = [UInt32](repeating: 0, count: 256)
    private var kinds = [WordScalar](repeating: .other, count: 256)

    mutating func kind(of scalar: Unicode.Scalar) -> WordScalar {
        let slot = Int(scalar.value & 0xFF)
        if scalars[slot] == scalar.value { return kinds[slot] }
        let kind = WordScalar(scalar)
        scalars[slot] = scalar.value
        kinds[slot] = kind
        return kind
    }
}

/// What a Unicode scalar is to word counting.
private enum WordScalar: UInt8, CaseIterable {
    case letter, digit, mark, apostrophe, numericSeparator, other

    static let asciiKinds: [UInt8] = (0..<128).map { WordScalar(ascii: UInt8($0)).rawValue }

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
