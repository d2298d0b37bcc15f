/// Where the Car Images strip puts its pictures at a zoom, worked out the way GTK lays
/// the strip out (a horizontal box whose margins, spacing and pictures all grow with the
/// zoom, centred in its scrolled window while it is narrower): so that the strip can
/// tell which picture is most on show, and where to scroll, before GTK has laid it out.
struct CarStripLayout: Equatable {
    /// A picture's size at zoom 1: the drawings' 640×360 canvas at ¾.
    static let pictureWidth = 480.0
    static let pictureHeight = 270.0
    /// The space around the row and between pictures at zoom 1 (GNOME's 24 px).
    static let gap = 24.0

    var count: Int
    var zoom: Double
    /// Right to left: the first picture is at the right end of the row.
    var mirrored = false

    /// `length` at this zoom, in whole pixels as GTK allocates them.
    func scaled(_ length: Double) -> Int { Int((length * zoom).rounded()) }

    var pictureSize: (width: Int, height: Int) { (scaled(Self.pictureWidth), scaled(Self.pictureHeight)) }
    var gap: Int { scaled(Self.gap) }

    /// The row's width and height, margins included.
    var contentWidth: Double {
        Double(2 * gap + count * pictureSize.width + max(0, count - 1) * gap)
    }

    var contentHeight: Double { Double(2 * gap + pictureSize.height) }

    /// Where the row starts in the visible part: centred while narrower, else scrolled by `value`.
    func origin(content: Double, value: Double, page: Double) -> Double {
        content < page ? (page - content) / 2 : -value
    }

    /// Picture `index`'s left edge and width in the row.
    func pictureSpan(_ index: Int) -> (start: Double, width: Double) {
        let place = mirrored ? count - 1 - index : index
        return (Double(gap + place * (pictureSize.width + gap)), Double(pictureSize.width))
    }

    /// The picture with the largest visible width when the strip is scrolled to `value` and
    /// `page` pixels wide (the first of equals); nil with no pictures.
    func mostVisible(value: Double, page: Double) -> Int? {
        guard count > 0 else { return nil }
        let origin = origin(content: contentWidth, value: value, page: page)
        var best = 0, bestWidth = -1.0
        for index in 0..<count {
            let span = pictureSpan(index)
            let start = origin + span.start
            let visible = min(start + span.width, page) - max(start, 0)
            if visible > bestWidth + 0.5 {
                best = index
                bestWidth = visible
            }
        }
        return best
    }

    /// The scroll position that centres picture `index` in a `page` wide strip, kept in range.
    func value(centering index: Int, page: Double) -> Double {
        let span = pictureSpan(max(0, min(index, count - 1)))
        return clamp(span.start + span.width / 2 - page / 2, content: contentWidth, page: page)
    }

    /// `value` kept within what a strip `page` long can scroll over `content`.
    func clamp(_ value: Double, content: Double, page: Double) -> Double {
        max(0, min(value, content - page))
    }
}
