/// What a Unicode scalar does at character boundaries (UAX #29), as far as
/// ``UTF8Walker`` needs to know to find most boundaries without asking `String`.
struct ScalarClass: OptionSet {
    let rawValue: UInt8

    /// Breaks from every neighbour that is not specifically made to join it: no combining
    /// or spacing mark, joiner, prepended mark, Hangul, flag half, pictograph or Indic
    /// consonant. Cyrillic, Greek, accented Latin, CJK, most punctuation; and ASCII.
    static let plain = ScalarClass(rawValue: 1)
    /// Joins whatever comes before it but a control: combining and spacing marks, emoji
    /// modifiers, variation selectors, the zero-width joiner.
    static let extend = ScalarClass(rawValue: 2)
    /// Also extends an emoji sequence: `👍 + this + ZWJ + 👍` stays one character.
    static let emojiExtend = ScalarClass(rawValue: 4)
    /// Joins whatever comes after it but a control.
    static let prepend = ScalarClass(rawValue: 8)
    /// Breaks from whatever comes after it (and, but CR before LF, before it).
    static let control = ScalarClass(rawValue: 16)
    /// Extended_Pictographic: joins a zero-width joiner that follows a pictograph.
    static let pictograph = ScalarClass(rawValue: 32)
    /// Half of a flag: pairs with the next regional indicator.
    static let regionalIndicator = ScalarClass(rawValue: 64)
    /// Hangul jamo and syllables, which join by rules of their own.
    static let hangul = ScalarClass(rawValue: 128)
}

/// The ``ScalarClass`` of each scalar, found by asking `String` how it counts the scalar
/// beside typical neighbours (so it follows `String`'s Unicode version), and remembered
/// by the scalar's low bits: a text uses few scalars beyond ASCII, again and again.
struct ScalarClasses {
    /// Each slot holds a scalar's value shifted left by 8 and its class, or 0.
    private let slots: UnsafeMutableBufferPointer<UInt32>

    /// Calls `body` with empty classes that live as long as the call.
    static func withClasses<R>(_ body: (inout ScalarClasses) -> R) -> R {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 1024) { slots in
            slots.initialize(repeating: 0)
            var classes = ScalarClasses(slots: slots)
            return body(&classes)
        }
    }

    private init(slots: UnsafeMutableBufferPointer<UInt32>) {
        self.slots = slots
    }

    @inline(__always)
    func of(_ scalar: Unicode.Scalar) -> ScalarClass {
        let value = scalar.value
        if value < 0x80 { return value < 0x20 || value == 0x7F ? .control : .plain }
        let slot = Int(value & 1023)
        let entry = slots[slot]
        if entry >> 8 == value { return ScalarClass(rawValue: UInt8(truncatingIfNeeded: entry)) }
        let found = Self.probe(scalar)
        slots[slot] = value << 8 | UInt32(found.rawValue)
        return found
    }

    private static func probe(_ scalar: Unicode.Scalar) -> ScalarClass {
        let value = scalar.value
        if (0x1F1E6...0x1F1FF).contains(value) { return .regionalIndicator }
        if (0x1100...0x11FF).contains(value) || (0xA960...0xA97F).contains(value)
            || (0xAC00...0xD7FF).contains(value)
        {
            return .hangul
        }
        let alone = String(scalar)
        func joins(_ before: String, _ after: String) -> Bool { (before + after).count == 1 }
        var found: ScalarClass = []
        if joins("a", alone) {
            found.insert(.extend)
            if ("\u{1F44D}" + alone + "\u{200D}\u{1F44D}").count == 1 { found.insert(.emojiExtend) }
            return found
        }
        if joins(alone, "a") { return .prepend }
        if !joins(alone, "\u{301}") { return .control }
        if joins("\u{1F44D}\u{200D}", alone) { return .pictograph }
        let joiners = ["\u{1100}", "\u{AC00}", "\u{1F1EB}", "\u{0915}\u{094D}"]
        return joiners.contains { joins($0, alone) } ? [] : .plain
    }
}
