/// Which non-ASCII scalars are plain, remembered by their low bits (a text uses few
/// scalars beyond ASCII, again and again).
///
/// A scalar is plain when `String` puts a character boundary on both sides of it next to
/// every kind of neighbour that can join it: a letter before or after (so it is no
/// combining mark, joiner, spacing mark or prepended mark), a Hangul leading consonant or
/// LV syllable before (no Hangul jamo or syllable), a regional indicator before (no flag
/// half), an emoji and zero-width joiner before (no pictograph), an Indic consonant and
/// virama before (no conjunct consonant). Unicode's rules (UAX #29) join two scalars only
/// in those cases, so between two plain scalars, or a plain one and an ASCII one other
/// than a line feed, there is always a boundary. Cyrillic, Greek, accented Latin, CJK and
/// most punctuation are plain; the test asks `String` itself, so it follows its Unicode version.
struct ScalarClasses {
    private var scalars = [UInt32](repeating: 0, count: 1024)
    private var plain = [Bool](repeating: false, count: 1024)

    mutating func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        let slot = Int(scalar.value & 1023)
        if scalars[slot] == scalar.value { return plain[slot] }
        let answer = Self.probe(scalar)
        scalars[slot] = scalar.value
        plain[slot] = answer
        return answer
    }

    private static let neighboursBefore = ["a", "\u{1100}", "\u{AC00}", "\u{1F1EB}", "\u{1F44D}\u{200D}", "\u{0915}\u{094D}"]

    private static func probe(_ scalar: Unicode.Scalar) -> Bool {
        let alone = String(scalar)
        guard alone.count == 1, (alone + "a").count == 2 else { return false }
        return neighboursBefore.allSatisfy { ($0 + alone).count == 2 }
    }
}
