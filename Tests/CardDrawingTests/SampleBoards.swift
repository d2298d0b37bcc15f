import CardDrawing
import CardGame
import Foundation
import Gtk
import Testing

/// Writes sample boards as PNGs to `.build/card-drawing-samples/`, for people to look at:
/// the pictures are what these cards are judged by.
@MainActor
@Suite struct SampleBoards {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".build/card-drawing-samples")

    static func write(
        _ name: String, width: Int, height: Int, dark: Bool,
        cards: [(any Card, CardAppearance)], spacing: Double = 12
    ) throws -> ImageSurface {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let surface = ImageSurface(width: width, height: height)
        let context = surface.context
        if dark {
            context.setColor(red: 0x24 / 255, green: 0x24 / 255, blue: 0x24 / 255)
        } else {
            context.setColor(red: 0xFA / 255, green: 0xFA / 255, blue: 0xFA / 255)
        }
        context.paint()
        let areaWidth = Double(width) - 2 * spacing, areaHeight = Double(height) - 2 * spacing
        let layout = BoardLayout.fit(count: cards.count, width: areaWidth, height: areaHeight, spacing: spacing)
        for (index, (card, appearance)) in cards.enumerated() {
            let frame = layout.frame(ofCard: index, inWidth: areaWidth, height: areaHeight, spacing: spacing)
            var appearance = appearance
            appearance.isDark = dark
            CardRenderer.draw(
                card, appearance, in: context, x: frame.x + spacing, y: frame.y + spacing,
                width: frame.width, height: frame.height)
        }
        try surface.writePNG(to: folder.appendingPathComponent(name).path)
        return surface
    }

    static var playingCards: [(any Card, CardAppearance)] {
        var cards: [(any Card, CardAppearance)] = (1...13).map {
            (PlayingCard(rank: $0, suit: .hearts), CardAppearance())
        }
        cards.append((PlayingCard(rank: 1, suit: .spades), CardAppearance(isFaceUp: false)))
        cards.append((PlayingCard(rank: 10, suit: .spades), CardAppearance(isChosen: true)))
        cards.append((PlayingCard(rank: 7, suit: .clubs), CardAppearance()))
        cards.append((PlayingCard(rank: 12, suit: .diamonds), CardAppearance(isMatched: true)))
        cards.append((PlayingCard(rank: 13, suit: .spades), CardAppearance(isChosen: true, isMatched: true)))
        return cards
    }

    /// Twelve Set cards: every symbol, shading and colour, one to three symbols, and the highlights.
    static var setCards: [(any Card, CardAppearance)] {
        var cards: [(any Card, CardAppearance)] = []
        for (index, symbol) in SetCard.Symbol.allCases.enumerated() {
            for (offset, shading) in SetCard.Shading.allCases.enumerated() {
                let color = SetCard.Color.allCases[(index + offset) % 3]
                let card = SetCard(number: offset + 1, symbol: symbol, shading: shading, color: color)
                cards.append((card, CardAppearance()))
            }
        }
        cards.append(
            (SetCard(number: 3, symbol: .squiggle, shading: .striped, color: .red), CardAppearance(isChosen: true)))
        cards.append(
            (SetCard(number: 2, symbol: .oval, shading: .solid, color: .purple), CardAppearance(isHinted: true)))
        cards.append(
            (
                SetCard(number: 1, symbol: .diamond, shading: .open, color: .green),
                CardAppearance(isChosen: true, isHinted: true)
            ))
        return cards
    }

    @Test func playingCardBoards() throws {
        _ = try Self.write("playing-light.png", width: 1100, height: 560, dark: false, cards: Self.playingCards)
        _ = try Self.write("playing-dark.png", width: 1100, height: 560, dark: true, cards: Self.playingCards)
        _ = try Self.write(
            "playing-small.png", width: 420, height: 110, dark: false, cards: Self.playingCards,
            spacing: 4)
    }

    @Test func setBoards() throws {
        _ = try Self.write("set-light.png", width: 900, height: 640, dark: false, cards: Self.setCards)
        _ = try Self.write("set-dark.png", width: 900, height: 640, dark: true, cards: Self.setCards)
        _ = try Self.write("set-small.png", width: 300, height: 120, dark: false, cards: Self.setCards, spacing: 4)
    }

    @Test func playingCloseUp() throws {
        let cards: [(any Card, CardAppearance)] = [
            (PlayingCard(rank: 1, suit: .spades), CardAppearance()),
            (PlayingCard(rank: 7, suit: .clubs), CardAppearance()),
            (PlayingCard(rank: 8, suit: .diamonds), CardAppearance(isChosen: true)),
            (PlayingCard(rank: 13, suit: .clubs), CardAppearance()),
        ]
        _ = try Self.write("playing-closeup.png", width: 1200, height: 440, dark: false, cards: cards)
    }

    @Test func setCloseUp() throws {
        let cards = Array(Self.setCards.prefix(9))
        _ = try Self.write(
            "set-closeup.png", width: 1200, height: 560, dark: false,
            cards: [cards[1], cards[4], cards[7]])
    }
}
