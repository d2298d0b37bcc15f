@testable import Machismo
import RichText
import Storage
import Testing

/// Each swatch's style class has its rule in data/style.css, painting the swatch in the
/// colour the button gives the selection.
@Suite struct AttributorColorTests {
    @Test(arguments: AttributorColor.allCases)
    func theSwatchsStyleRulePaintsItsColour(swatch: AttributorColor) throws {
        let css = try #require(DataDirectory.contents(of: "style.css"))
        let color = swatch.color
        let rgb = [color.red, color.green, color.blue].map { String(Int(($0 * 255).rounded())) }
        #expect(css.contains("button.\(swatch.styleClass) { background: rgb(\(rgb.joined(separator: ", "))); }"))
        #expect(AttributorColor(color) == swatch)
    }
}
