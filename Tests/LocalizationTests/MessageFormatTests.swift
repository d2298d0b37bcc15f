import Localization
import Testing

struct MessageFormatTests {
    @Test func fillsPlaceholdersInOrderAndByPosition() {
        #expect(MessageFormat.fill("Matched %s for %d points.", with: ["J♥ J♠", 16]) == "Matched J♥ J♠ for 16 points.")
        #expect(MessageFormat.fill("%2$d Punkte für %1$s", with: ["J♥ J♠", 16]) == "16 Punkte für J♥ J♠")
        #expect(MessageFormat.fill("%1$s and %1$s again", with: ["A"]) == "A and A again")
    }

    @Test func keepsWhatIsNoPlaceholder() {
        #expect(MessageFormat.fill("100%% sure", with: []) == "100% sure")
        #expect(MessageFormat.fill("50% off %x", with: ["a"]) == "50% off %x")
        #expect(MessageFormat.fill("a trailing %", with: []) == "a trailing %")
        #expect(MessageFormat.fill("%3$s missing", with: ["a"]) == "%3$s missing")
        #expect(MessageFormat.fill("no values", with: ["a"]) == "no values")
    }

    @Test func keepsEveryCharacterAroundPlaceholders() {
        #expect(MessageFormat.fill("«%1$s» — ١٢ %2$s", with: ["é", "✓"]) == "«é» — ١٢ ✓")
    }
}
