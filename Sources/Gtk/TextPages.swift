import CGtk
import CGtkExtras

/// A styled text laid out on pages, as an editor shows it (colours, outlines, bold, italic,
/// headline runs): one drawing for a PDF (`pdf(…)`) and for printing (`print(…)`, through
/// GtkPrintOperation), so both look the same.
@MainActor
public final class TextPages {
    /// A run of the text: UTF-8 bytes `start..<end` and how they look.
    public struct Run: Equatable, Sendable {
        /// The first byte of the run, in the UTF-8 text.
        public var start: Int
        /// The byte just past the run.
        public var end: Int
        /// Red, green and blue (0…1); nil: the default text colour (black on paper).
        public var color: (red: Double, green: Double, blue: Double)?
        /// Whether the glyphs have a black outline round them.
        public var outline: Bool
        /// Whether the run is bold.
        public var bold: Bool
        /// Whether the run is italic.
        public var italic: Bool
        /// Whether the run is a headline: bold and larger.
        public var headline: Bool

        /// A run of bytes `start..<end` that looks as the rest says.
        public init(
            start: Int, end: Int, color: (red: Double, green: Double, blue: Double)?, outline: Bool = false,
            bold: Bool = false, italic: Bool = false, headline: Bool = false
        ) {
            (self.start, self.end, self.color) = (start, end, color)
            (self.outline, self.bold, self.italic, self.headline) = (outline, bold, italic, headline)
        }

        /// Whether the two runs cover the same bytes and look the same.
        public static func == (lhs: Run, rhs: Run) -> Bool {
            lhs.start == rhs.start && lhs.end == rhs.end
                && lhs.color.map { [$0.red, $0.green, $0.blue] }
                    == rhs.color.map { [$0.red, $0.green, $0.blue] }
                && lhs.outline == rhs.outline
                && lhs.bold == rhs.bold && lhs.italic == rhs.italic && lhs.headline == rhs.headline
        }
    }

    /// Why a PDF could not be made (cairo's words).
    public struct Failure: Error, CustomStringConvertible {
        /// What cairo said.
        public var description: String
    }

    private let text: String
    private let runs: [Run]
    private let font: String
    private let outlineWidth: Double
    private let headlineScale: Double

    /// `text` with `runs` (in order), in `font` (a Pango font description, `Sans 11`); outlines
    /// `outlineWidth` points wide, headline runs `headlineScale` times the size.
    public init(text: String, runs: [Run], font: String, outlineWidth: Double = 1, headlineScale: Double = 1.6) {
        (self.text, self.runs, self.font) = (text, runs, font)
        (self.outlineWidth, self.headlineScale) = (outlineWidth, headlineScale)
    }

    /// The margin round the text of a page, printed or exported: an inch, in points.
    public static let margin = Double(MACHISMO_PAGE_MARGIN)

    /// The paper of the user's locale (A4, or US Letter where that is the custom), in points.
    public static var defaultPaperSize: (width: Double, height: Double) {
        var width = 0.0
        var height = 0.0
        machismo_default_paper_size(&width, &height)
        return (width, height)
    }

    /// A C copy of the text and runs, which the caller frees (or hands on).
    private func makePages() -> OpaquePointer {
        let cRuns = runs.map { run in
            MachismoTextRun(
                start: Int32(run.start), end: Int32(run.end), has_color: run.color == nil ? 0 : 1,
                red: run.color?.red ?? 0, green: run.color?.green ?? 0, blue: run.color?.blue ?? 0,
                outline: run.outline ? 1 : 0, bold: run.bold ? 1 : 0, italic: run.italic ? 1 : 0,
                headline: run.headline ? 1 : 0)
        }
        return machismo_text_pages_new(text, cRuns, Int32(cRuns.count), font, outlineWidth, headlineScale)
    }

    /// The text as a PDF of pages `paper` points large, with `margin` points all round.
    public func pdf(paper: (width: Double, height: Double) = defaultPaperSize, margin: Double = margin) throws(Failure)
        -> [UInt8]
    {
        let pages = makePages()
        defer { machismo_text_pages_free(pages) }
        var error: UnsafeMutablePointer<CChar>?
        guard let bytes = machismo_text_pages_pdf(pages, paper.width, paper.height, margin, &error) else {
            defer { g_free(error) }
            throw Failure(description: error.map { String(cString: $0) } ?? "")
        }
        defer { g_bytes_unref(bytes) }
        var size = 0
        guard let data = g_bytes_get_data(bytes, &size), size > 0 else { return [] }
        return Array(UnsafeRawBufferPointer(start: data, count: size))
    }

    /// Prints the text: GTK's print dialog over `parent` (page setup, preview), or with
    /// `exportFilename` a PDF written there through the same operation with no dialog.
    /// `done` runs once: with nil when it printed (or the user cancelled), else why it failed.
    public func print(
        parent: Window?, jobName: String, exportFilename: String? = nil,
        done: @escaping @MainActor (String?) -> Void
    ) {
        let box = Unmanaged.passRetained(PrintDoneBox(done)).toOpaque()
        machismo_text_pages_print(
            makePages(), parent?.window, jobName, exportFilename,
            { error, data in
                guard let data else { return }
                let box = Unmanaged<PrintDoneBox>.fromOpaque(data).takeUnretainedValue()
                let message = error.map { String(cString: $0) }
                MainActor.assumeIsolated { box.done(message) }
            }, box, { Unmanaged<PrintDoneBox>.fromOpaque($0!).release() })
    }
}

/// What `TextPages.print` keeps with the print operation until it is done.
private final class PrintDoneBox {
    let done: @MainActor (String?) -> Void
    init(_ done: @escaping @MainActor (String?) -> Void) { self.done = done }
}
