import Foundation
@testable import Gtk

/// Reads an offscreen picture of a widget by colour class, for the outline tests.
@MainActor
struct OutlinePixels {
    enum Kind { case black, red, green, other }

    let width: Int
    let height: Int
    private let kinds: [Kind]

    init(_ image: ImageSurface) {
        width = image.width
        height = image.height
        var kinds: [Kind] = []
        kinds.reserveCapacity(width * height)
        for y in 0..<height {
            for x in 0..<width {
                let p = image.pixel(x: x, y: y)
                let (r, g, b) = (Int(p.red), Int(p.green), Int(p.blue))
                if p.alpha > 200, r < 70, g < 70, b < 70 {
                    kinds.append(.black)
                } else if r > 190, g < 70, b < 70 {
                    kinds.append(.red)
                } else if r < 70, g > 90, g < 170, b < 70 {
                    kinds.append(.green)
                } else {
                    kinds.append(.other)
                }
            }
        }
        self.kinds = kinds
    }

    func kind(_ x: Int, _ y: Int) -> Kind {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return .other }
        return kinds[y * width + x]
    }

    func count(_ kind: Kind) -> Int { kinds.lazy.filter { $0 == kind }.count }

    /// Pixels of `kind` that have a pixel of `neighbour` within `distance` (a square).
    func count(_ kind: Kind, near neighbour: Kind, within distance: Int = 2) -> Int {
        var found = 0
        for y in 0..<height {
            for x in 0..<width where self.kind(x, y) == kind {
                search: for dy in -distance...distance {
                    for dx in -distance...distance where self.kind(x + dx, y + dy) == neighbour {
                        found += 1
                        break search
                    }
                }
            }
        }
        return found
    }

    /// The rows that hold at least one pixel of `kind`.
    func rows(with kind: Kind) -> [Int] {
        (0..<height).filter { y in (0..<width).contains { self.kind($0, y) == kind } }
    }

    /// Saves the picture where a reviewer can look at it; returns the path.
    @discardableResult
    static func save(_ image: ImageSurface, _ name: String) -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("machismo-outline-tests")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name + ".png").path
        try? image.writePNG(to: path)
        return path
    }
}
