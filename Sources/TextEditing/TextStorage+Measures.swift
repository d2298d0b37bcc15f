import Gtk
import RichText

/// What a text storage measures before it tags: how many lines a window shows, how many
/// characters they take, how many colours a text has.
extension TextStorage {
    /// At most how many lines of text `points` in size the app's windows show at once:
    /// the tallest one's height (a maximized one's screen's, `Monitors.tallestWindowHeight`)
    /// or, with no window, the tallest screen's. Nil without a screen.
    public static func linesShown(points: Double) -> Int? {
        guard let height = Monitors.tallestWindowHeight ?? Monitors.tallestHeight else { return nil }
        return linesShown(points: points, height: height)
    }

    /// At most how many lines of text `points` in size fit `height` pixels: the height
    /// over the text's size in pixels, as GTK scales it (a line is taller than its font's
    /// size, so this is more than fit). Nil for no size.
    public static func linesShown(points: Double, height: Int) -> Int? {
        guard points > 0 else { return nil }
        let pixels = points * 96 / 72 * DesktopSettings.textScale
        return Int((Double(height) / pixels).rounded(.up)) + 1
    }

    /// How many colours `runs` have besides the default text colour (black): each takes
    /// a tag of its own, up to ``colorLimit``.
    public nonisolated static func colorCount(of runs: [AttributeRun]) -> Int {
        colors(of: runs).count
    }

    /// How many colours `runs` have besides the default text colour, and whether any is
    /// an explicit black (which the buffer holds as no colour). A few distinct colours are
    /// kept in a list, more in a set: hashing every run's colour took 3 ms of opening a
    /// document of 100,000 runs.
    nonisolated static func colors(of runs: [AttributeRun]) -> (count: Int, black: Bool) {
        // Compared component by component: RGBColor's == is not inlined across modules,
        // a call per comparison.
        func same(_ one: RGBColor, _ other: RGBColor) -> Bool {
            one.red == other.red && one.green == other.green && one.blue == other.blue
        }
        let black = RGBColor.black
        var few: [RGBColor] = []
        var many: Set<RGBColor> = []
        var hasBlack = false
        var last: RGBColor?
        for run in runs {
            guard let color = run.attributes.color else { continue }
            if let last, same(color, last) { continue }
            last = color
            if same(color, black) {
                hasBlack = true
            } else if !many.isEmpty {
                many.insert(color)
            } else if !few.contains(where: { same($0, color) }) {
                few.append(color)
                if few.count > 8 { many = Set(few) }
            }
        }
        return (many.isEmpty ? few.count : many.count, hasBlack)
    }
}

extension String {
    /// How many characters (Unicode scalars, as the buffer counts them) the first
    /// `lines` lines take, their line breaks included; looked for no further than
    /// `TextStorage.charactersTaggedAtOnce`.
    func length(ofLines lines: Int) -> Int {
        var count = 0
        var breaks = 0
        for scalar in unicodeScalars {
            count += 1
            if scalar == "\n" {
                breaks += 1
                if breaks == lines { break }
            }
            if count >= TextStorage.charactersTaggedAtOnce { break }
        }
        return count
    }
}
