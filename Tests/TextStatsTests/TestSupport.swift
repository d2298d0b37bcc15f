import RichText
import RichTextTestSupport
@testable import TextStats

/// The statistics the slow way: every character, its attributes looked up by offset.
/// The oracle the run-based counting is checked against.
func statisticsScanningEveryCharacter(_ text: AttributedText) -> TextStatistics {
    var characters = 0
    var colorful = 0
    var outlined = 0
    var perColor: [(RGBColor?, Int)] = []
    var offset = 0
    for character in text.string {
        let attributes = text.attributes(at: offset).attributes
        offset += character.unicodeScalars.count
        characters += 1
        if attributes.isColorful { colorful += 1 }
        if attributes.outline { outlined += 1 }
        if let slot = perColor.firstIndex(where: { $0.0 == attributes.effectiveColor }) {
            perColor[slot].1 += 1
        } else {
            perColor.append((attributes.effectiveColor, 1))
        }
    }
    let sorted = perColor.enumerated()
        .sorted { ($0.element.1, $1.offset) > ($1.element.1, $0.offset) }
        .map { TextStatistics.ColorCount(color: $0.element.0, characters: $0.element.1) }
    return TextStatistics(
        characters: characters, words: TextStatistics.wordCount(of: text.string),
        colorfulCharacters: colorful, outlinedCharacters: outlined, charactersPerColor: sorted)
}
