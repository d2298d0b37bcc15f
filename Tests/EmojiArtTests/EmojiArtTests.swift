@testable import EmojiArt
import Foundation
import Testing

@Suite struct EmojiArtModelTests {
    @Test func emojiAreAddedMovedScaledAndRemovedWithinTheLimits() throws {
        var art = EmojiArt()
        let added = (art.addEmoji("😀", x: 120, y: 80, size: 48), art.addEmoji("🐝", x: 200_000, y: -200_000, size: 4))
        let smile = try #require(added.0), bee = try #require(added.1)
        #expect(art.emoji(withID: bee) == EmojiArt.Emoji(id: bee, text: "🐝", x: 100_000, y: -100_000, size: 8))
        art.moveEmoji(smile, byX: 10, y: -5)
        art.moveEmoji(smile, byX: .max, y: .min)
        #expect(art.emoji(withID: smile).map { ($0.x, $0.y) }! == (100_000, -100_000))
        art.scaleEmoji(smile, by: 1.5)
        #expect(art.emoji(withID: smile)?.size == 72)
        art.scaleEmoji(smile, by: 1e300)
        #expect(art.emoji(withID: smile)?.size == 512)
        art.scaleEmoji(smile, by: .nan)
        art.scaleEmoji(smile, by: -2)
        #expect(art.emoji(withID: smile)?.size == 512)
        art.removeEmoji(smile)
        #expect(art.emojis.map(\.text) == ["🐝"])
        let again = art.addEmoji("😀", x: 0, y: 0)
        #expect(again != nil && again != smile, "ids are never reused")
    }

    @Test(arguments: ["", "a", "1", "#", "©", "😀😀", "😀 ", "ab"])
    func textThatIsNotOneEmojiIsRefused(text: String) {
        var art = EmojiArt()
        let id = art.addEmoji(text, x: 0, y: 0)
        #expect(id == nil)
        #expect(art.emojis.isEmpty)
    }

    @Test(arguments: ["😀", "✈️", "👍🏽", "👨‍🎓", "🇩🇪", "1️⃣", "☕️"])
    func oneEmojiOfAnyKindIsAccepted(text: String) {
        #expect(EmojiPalette.isOneEmoji(text))
    }
}

@Suite struct EmojiPaletteTests {
    @Test func typedEmojiGoFirstOnceAndTextIsLeftOut() {
        var palette = EmojiPalette(emojis: ["😀", "🐶"])
        #expect(palette.add("hi 🐝 there 🐶 🐝🍎") == 2)
        #expect(palette.emojis == ["🐝", "🍎", "😀", "🐶"])
        #expect(palette.add("nothing here 123") == 0)
        #expect(palette.emojis.count == 4)
    }

    @Test func theLecturePaletteHasNoDuplicate() {
        let palette = EmojiPalette()
        #expect(palette.emojis == EmojiPalette.lectureEmojis)
        #expect(Set(palette.emojis).count == palette.emojis.count)
    }
}
