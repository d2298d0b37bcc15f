/// Text folded for searching, so that what a user types finds what they mean whatever its case,
/// accents or digits: `Citroën` and `CITROEN` both fold to `citroen`, `Škoda` to `skoda`,
/// `أحمد` (alef with hamza) to `احمد`, `٢٠٢٠` to `2020`.
///
/// Folding lowercases (Unicode's full mapping, so `İ` and `I` become `i`), drops combining
/// marks (accents, Arabic short vowels and shadda) and the Arabic tatweel, takes precomposed
/// letters back to their base (`é` → `e`, `ñ` → `n`, `أ` → `ا`), writes a few letters as
/// their ASCII spelling (`ß` → `ss`, `æ` → `ae`, `ø` → `o`, `ł` → `l`, `ı` → `i`) and every
/// decimal digit of any script as an ASCII digit. The same in every locale: a Turkish user's
/// `ı`, `i`, `I` and `İ` all match one another, as a German user's `ss` matches `ß`.
///
/// The result is UTF-8 bytes: matching folded text is a byte search.
public enum SearchFolding {
    /// `text` folded, as UTF-8.
    public static func fold(_ text: String) -> [UInt8] {
        var folded: [UInt8] = []
        folded.reserveCapacity(text.utf8.count)
        fold(text, into: &folded)
        return folded
    }

    /// Appends `text` folded to `folded`.
    public static func fold(_ text: String, into folded: inout [UInt8]) {
        // Most car names are ASCII: lowercase them byte by byte, without a lowercased copy.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in text.utf8 { folded.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte) }
            return
        }
        for scalar in text.lowercased().unicodeScalars {
            if scalar.isASCII {
                folded.append(UInt8(scalar.value))
                continue
            }
            let properties = scalar.properties
            switch properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .spacingMark, .format: continue
            case .decimalNumber:
                if let value = properties.numericValue {
                    folded.append(UInt8(48 + Int(value)))
                    continue
                }
            default: break
            }
            if scalar == "\u{0640}" { continue }  // Arabic tatweel, a stretch with no meaning
            if let spelled = spellings[scalar] {
                folded.append(contentsOf: spelled.utf8)
            } else if let base = baseLetters[Character(scalar)] {
                folded.append(contentsOf: String(base).utf8)
            } else {
                folded.append(contentsOf: String(scalar).utf8)
            }
        }
    }

    /// Letters with no canonical decomposition, as a search spells them.
    private static let spellings: [Unicode.Scalar: String] = [
        "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i",
        "ħ": "h", "ŧ": "t",
        "ى": "ي", "ة": "ه",  // Arabic alef maksura and teh marbuta, as searches write them
    ]

    /// Every precomposed letter that is a lowercase base letter plus one combining mark, mapped
    /// to its base. String equality, and so a dictionary's lookup, is canonical equivalence:
    /// the key `e` + U+0308 finds `ë` written as one scalar.
    private static let baseLetters: [Character: Unicode.Scalar] = {
        let latin = (UInt32(0x61)...0x7A).compactMap(Unicode.Scalar.init)
        let others: [Unicode.Scalar] = [
            "α", "ε", "η", "ι", "ο", "υ", "ω", "ρ",  // Greek vowels with tonos, dialytika; rho
            "а", "е", "и", "о", "у", "ы", "э", "і", "ї", "г", "к", "з", "ж", "ч",  // Cyrillic
            "ا", "و", "ي", "ه",  // Arabic letters with hamza or madda
        ]
        var marks = (UInt32(0x300)...0x36F).compactMap(Unicode.Scalar.init)
        marks += [Unicode.Scalar(0x653)!, Unicode.Scalar(0x654)!, Unicode.Scalar(0x655)!]
        var table: [Character: Unicode.Scalar] = [:]
        for base in latin + others {
            for mark in marks {
                var composed = String.UnicodeScalarView()
                composed.append(base)
                composed.append(mark)
                table[Character(String(composed))] = base
            }
        }
        return table
    }()
}
