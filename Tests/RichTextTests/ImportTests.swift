import Foundation
@testable import RichText
import RichTextTestSupport
import Testing

@Suite struct TextImportTests {
    func importing(_ bytes: [UInt8]) -> TextImportError? {
        do {
            _ = try AttributedText(importing: Data(bytes))
            return nil
        } catch {
            return error
        }
    }

    @Test func utf8TextComesInPlain() throws {
        let imported = try AttributedText(importing: Data("Héllo 👍🏽\r\nwörld\t\u{1B}[0m\u{C}".utf8))
        #expect(imported.string == "Héllo 👍🏽\r\nwörld\t\u{1B}[0m\u{C}")
        #expect(imported.runs == [AttributeRun(range: 0..<imported.length, attributes: .plain)])
        #expect(try AttributedText(importing: Data()) == AttributedText())
    }

    @Test func aUTF8ByteOrderMarkIsDropped() throws {
        let imported = try AttributedText(importing: Data([0xEF, 0xBB, 0xBF] + Array("café".utf8)))
        #expect(imported.string == "café")
        #expect(imported.length == 4)
    }

    @Test func binaryIsNotText() {
        #expect(importing(Array("text with a NUL\u{0} inside".utf8)) == .notText)
        #expect(importing([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D]) == .notText)
        #expect(importing(Array("bell\u{7}\u{7}\u{7} rings".utf8)) == .notText)
        #expect(importing(Array(String(repeating: "plenty of text around ", count: 5).utf8) + [0x07]) == nil)
        #expect(TextImportError.notText.description == "The file is not text: it holds binary data.")
    }

    @Test func otherEncodingsAreNotUTF8() {
        #expect(importing([0x63, 0x61, 0x66, 0xE9]) == .notUTF8)
        #expect(importing([0xFF, 0xFE, 0x68, 0x00, 0x69, 0x00]) == .notUTF8)
        #expect(importing([0xFE, 0xFF, 0x00, 0x68, 0x00, 0x69]) == .notUTF8)
        #expect(importing(Array("cut short ".utf8) + [0xF0, 0x9F, 0x91]) == .notUTF8)
        #expect(importing([0xC0, 0xAF]) == .notUTF8)
        #expect(importing([0xED, 0xA0, 0x80]) == .notUTF8)
        #expect(
            TextImportError.notUTF8.description == "The file is not UTF-8 text. Save it as UTF-8 and import it again.")
    }

    @Test func tenMegabytesAreTheLimit() throws {
        let limit = 10 * 1024 * 1024
        #expect(AttributedText.maximumImportBytes == limit)
        var data = Data(repeating: UInt8(ascii: "a"), count: limit)
        #expect(try AttributedText(importing: data).length == limit)
        data.append(UInt8(ascii: "a"))
        #expect(throws: TextImportError.tooLarge(bytes: limit + 1)) { try AttributedText(importing: data) }
        #expect(
            TextImportError.tooLarge(bytes: limit + 1).description
                == "The file is too large to import (10.1 MB); the limit is 10 MB.")
        #expect(
            TextImportError.tooLarge(bytes: 25 * 1024 * 1024).description
                == "The file is too large to import (25.0 MB); the limit is 10 MB.")
    }

    @Test func sizeIsCheckedBeforeContents() {
        #expect(throws: TextImportError.tooLarge(bytes: 10 * 1024 * 1024 + 1)) {
            try AttributedText(importing: Data(count: 10 * 1024 * 1024 + 1))
        }
    }
}
