import CardDrawing
import Foundation
import Gtk
import Testing
import XDGTestSupport

@MainActor
@Suite struct SurfaceTests {
    @Test func pixelsReadBackUnpremultiplied() {
        let surface = ImageSurface(width: 4, height: 4)
        #expect(surface.pixel(x: 1, y: 1) == (0, 0, 0, 0))
        surface.context.setColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)
        surface.context.paint()
        let pixel = Pixel(surface.pixel(x: 1, y: 1))
        #expect(
            abs(pixel.red - 255) <= 2 && abs(pixel.green - 128) <= 3 && pixel.blue == 0 && abs(pixel.alpha - 128) <= 1)
        #expect(surface.pixel(x: 4, y: 0) == (0, 0, 0, 0), "outside")
    }

    @Test func aSurfaceWritesAPNG() throws {
        try withTemporaryHome("surface") { home in
            let path = home.url.appendingPathComponent("surface.png").path
            let surface = ImageSurface(width: 8, height: 8)
            surface.context.paint()
            try surface.writePNG(to: path)
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            #expect(throws: CairoError.self) { try surface.writePNG(to: "/nonexistent-folder/x.png") }
        }
    }

    @Test func textIsMeasuredAndDrawn() {
        let surface = ImageSurface(width: 200, height: 60)
        let context = surface.context
        let short = TextLayout("J", font: "Sans Bold 20px", for: context)
        let long = TextLayout("JJJJ", font: "Sans Bold 20px", for: context)
        #expect(short.inkBounds.width > 3 && long.inkBounds.width > 3 * short.inkBounds.width)
        #expect(
            abs(
                TextLayout("J", font: "Sans Bold", pixelSize: 40, for: context).logicalSize.height
                    - 2 * short.logicalSize.height) < 3)
        context.setColor(red: 0, green: 0, blue: 0)
        context.showText("Machismo", font: "Sans 20px", centeredAt: 100, 30)
        let inked = (0..<200).filter { surface.pixel(x: $0, y: 30).alpha > 128 }
        #expect(!inked.isEmpty)
        if let first = inked.first, let last = inked.last {
            #expect(abs((first + last) - 200) < 8, "centred: \(first)…\(last)")
        }
    }

    @Test func dashesGroupsAndLineStyles() {
        let surface = ImageSurface(width: 40, height: 10)
        let context = surface.context
        context.lineJoin = .round
        context.lineCap = .square
        #expect(context.lineJoin == .round && context.lineCap == .square)
        context.setDash([4, 4])
        context.lineWidth = 2
        context.lineCap = .butt
        context.moveTo(0, 5)
        context.lineTo(40, 5)
        context.setColor(red: 0, green: 0, blue: 1)
        context.stroke()
        #expect(surface.pixel(x: 2, y: 5).alpha == 255 && surface.pixel(x: 6, y: 5).alpha == 0)
        context.setDash([])
        context.pushGroup()
        context.paint()
        context.popGroupToSource()
        context.paintWithAlpha(0.5)
        #expect(abs(Int(surface.pixel(x: 6, y: 5).alpha) - 128) <= 1)
    }
}
