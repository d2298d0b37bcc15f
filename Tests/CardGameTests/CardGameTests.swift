@testable import CardGame
import Testing

/// A game with the whole 52-card deck on the board, so tests choose cards by contents.
func fullBoard(matchCount: Int, scoring: Scoring = .standard) throws -> CardMatchingGame<PlayingCard> {
    var deck = PlayingCardDeck.make()
    var generator = SeededGenerator(seed: 7)
    return try CardMatchingGame(cardCount: 52, deck: &deck, matchCount: matchCount, scoring: scoring, using: &generator)
}

extension CardMatchingGame {
    @discardableResult
    func choose(_ contents: String) -> MatchResult? {
        chooseCard(at: cards.firstIndex { $0.contents == contents }!)
    }

    func card(_ contents: String) -> BoardCard<Kind> { cards.first { $0.contents == contents }! }
}

/// The values of the cards named (`"J♥"`), for the results a test expects.
func values(_ contents: String...) -> [CardValue] { contents.map { CardValue(contents: $0)! } }

@Suite struct PlayingCardTests {
    @Test func theDeckHas52DistinctCards() {
        var deck = PlayingCardDeck.make()
        var generator = SeededGenerator(seed: 1)
        var seen = Set<String>()
        while let card = deck.drawRandomCard(using: &generator) { seen.insert(card.contents) }
        #expect(seen.count == 52)
        #expect(seen.contains("10♠") && seen.contains("A♦") && seen.contains("J♥"))
    }

    @Test func theSameSeedDealsTheSameCards() throws {
        func deal(_ seed: UInt64) throws -> [String] {
            var deck = PlayingCardDeck.make()
            var generator = SeededGenerator(seed: seed)
            return try CardMatchingGame(cardCount: 30, deck: &deck, using: &generator).cards.map(\.contents)
        }
        #expect(try deal(42) == deal(42))
        #expect(try deal(42) != deal(43))
    }

    @Test func aShortDeckFailsTheDeal() {
        var deck = PlayingCardDeck.make()
        var generator = SeededGenerator(seed: 1)
        #expect(throws: DealError.deckTooSmall(needed: 53, available: 52)) {
            try CardMatchingGame(cardCount: 53, deck: &deck, using: &generator)
        }
    }
}

@Suite struct MatchingGameTests {
    @Test func jackOfHeartsThenJackOfSpadesScores14() throws {
        let game = try fullBoard(matchCount: 2)
        #expect(game.choose("J♥") == MatchResult(kind: .chosen, cards: values("J♥"), points: 0))
        #expect(game.score == -1)
        #expect(game.choose("J♠") == MatchResult(kind: .matched, cards: values("J♥", "J♠"), points: 16))
        #expect(game.score == 14)
        #expect(game.card("J♥").isMatched && game.card("J♠").isMatched)
    }

    @Test func aMismatchCostsThePenaltyAndTurnsBackAllButTheLast() throws {
        let game = try fullBoard(matchCount: 2)
        game.choose("6♦")
        #expect(game.choose("J♣") == MatchResult(kind: .mismatched, cards: values("6♦", "J♣"), points: -2))
        #expect(game.score == -4)
        #expect(!game.card("6♦").isChosen)
        #expect(game.card("J♣").isChosen)
        #expect(game.choose("J♦")?.kind == .matched, "the last card stays chosen and can match next")
        #expect(game.score == -4 - 1 + 16)
    }

    @Test func theMatchModeChangesOnlyBeforeTheFirstChoice() throws {
        let game = try fullBoard(matchCount: 2)
        #expect(game.changeMatchCount(to: 3))
        #expect(game.matchCount == 3)
        game.choose("J♥")
        game.choose("J♠")
        #expect(game.lastResult?.kind == .chosen, "two cards are not yet a match attempt in 3-card mode")
        #expect(!game.changeMatchCount(to: 2))
        #expect(game.matchCount == 3)
    }

    @Test func choosingAChosenCardTurnsItDownForFree() throws {
        let game = try fullBoard(matchCount: 2)
        game.choose("8♦")
        #expect(game.choose("8♦") == MatchResult(kind: .unchosen, cards: values("8♦"), points: 0))
        #expect(game.score == -1)
        #expect(!game.card("8♦").isChosen)
    }

    @Test func matchedCardsIgnoreChoices() throws {
        let game = try fullBoard(matchCount: 2)
        game.choose("Q♥")
        game.choose("Q♣")
        #expect(game.choose("Q♥") == nil)
        #expect(game.score == 14)
        #expect(game.history.count == 2)
    }

    @Test func threeCardModeScoresEveryPair() throws {
        let game = try fullBoard(matchCount: 3)
        game.choose("7♠")
        game.choose("7♥")
        #expect(game.choose("7♦") == MatchResult(kind: .matched, cards: values("7♠", "7♥", "7♦"), points: 48))
        #expect(game.score == 45, "three pairs of a rank: 3 × 4 × 4, less 3 choices")
        game.choose("2♠")
        game.choose("5♠")
        #expect(game.choose("9♥") == MatchResult(kind: .matched, cards: values("2♠", "5♠", "9♥"), points: 4))
        #expect(game.score == 46)
        game.choose("3♠")
        game.choose("5♥")
        #expect(game.choose("9♦") == MatchResult(kind: .mismatched, cards: values("3♠", "5♥", "9♦"), points: -2))
        #expect(game.score == 41)
        #expect(!game.card("3♠").isChosen && !game.card("5♥").isChosen && game.card("9♦").isChosen)
    }

    @Test func scoringConstantsComeFromSettings() throws {
        let game = try fullBoard(matchCount: 2, scoring: Scoring(matchBonus: 10, mismatchPenalty: 5, costToChoose: 0))
        game.choose("K♥")
        game.choose("K♠")
        game.choose("2♣")
        game.choose("3♦")
        #expect(game.score == 40 - 5)
    }
}

@Suite struct SetTests {
    func bruteForceIsSet(_ cards: [SetCard]) -> Bool {
        (0..<4).allSatisfy { feature in
            let values = Set(cards.map { $0.features[feature] })
            return values.count == 1 || values.count == 3
        }
    }

    @Test func theSetRuleAgreesWithItsDefinitionOnAllTriples() {
        let all = SetCardDeck.make().cards
        #expect(all.count == 81)
        var triples = 0, sets = 0
        for i in all.indices {
            for j in (i + 1)..<all.count {
                for k in (j + 1)..<all.count {
                    triples += 1
                    let isSet = SetCard.isSet(all[i], all[j], all[k])
                    if isSet != bruteForceIsSet([all[i], all[j], all[k]]) {
                        Issue.record("\(all[i]), \(all[j]), \(all[k])")
                    }
                    if isSet { sets += 1 }
                }
            }
        }
        #expect(triples == 85_320)
        #expect(sets == 1_080)
        #expect(SetCardDeck.make().cards.count == 81)
        #expect(SetCard(number: 2, symbol: .oval, shading: .striped, color: .red).contents == "two red striped ovals")
    }

    @Test func setCardsComeBackFromTheirContents() {
        for card in SetCardDeck.make().cards {
            #expect(SetCard(contents: card.contents)?.code == card.code)
        }
        #expect(SetCard(contents: "one red solid diamonds") == nil)
        #expect(SetCard(contents: "two red solid diamond") == nil)
        #expect(SetCard(contents: "J♥") == nil)
    }

    @Test func allSetsFindsEverySetOfABoard() {
        let all = SetCardDeck.make().cards
        #expect(SetGame.allSets(in: all).count == 1_080)
        var generator = SeededGenerator(seed: 3)
        for _ in 0..<20 {
            let board = Array(all.shuffled(using: &generator).prefix(12))
            var expected: [[Int]] = []
            for i in board.indices {
                for j in (i + 1)..<12 {
                    for k in (j + 1)..<12
                    where bruteForceIsSet([board[i], board[j], board[k]]) { expected.append([i, j, k]) }
                }
            }
            #expect(SetGame.allSets(in: board).map(\.indices).sorted { $0.lexicographicallyPrecedes($1) } == expected)
        }
    }

    @Test func aSetFoundIsReplacedFromTheDeck() throws {
        let set = try SetGame(seed: 11)
        var seed: UInt64 = 11
        var game = set
        while SetGame.allSets(in: game.cards).isEmpty {  // find a seed with a set on the board
            seed += 1
            game = try SetGame(seed: seed)
        }
        let found = SetGame.allSets(in: game.cards)[0].indices
        let foundContents = found.map { game.cards[$0].contents }
        found.forEach { game.chooseCard(at: $0) }
        #expect(game.game.score == -3 + 16)
        #expect(game.cards.count == 12)
        #expect(game.deck.count == 81 - 15)
        #expect(!game.cards.contains { foundContents.contains($0.contents) })
    }

    @Test func dealingThreeMoreCostsThePenaltyOnlyWhenASetWasThere() throws {
        let game = try SetGame(seed: 5)
        let hadSet = !SetGame.allSets(in: game.cards).isEmpty
        game.dealThreeMore()
        #expect(game.cards.count == 15)
        #expect(game.game.score == (hadSet ? -6 : 0))
    }

    @Test func aWholeGameEndsWithTheDeckEmptyAndNoSetLeft() throws {
        let game = try SetGame(seed: 2026)
        var steps = 0
        while !game.isOver, steps < 500 {
            steps += 1
            if let set = SetGame.allSets(in: game.cards).first?.indices {
                let contents = set.map { game.cards[$0].contents }
                for card in contents { game.chooseCard(at: game.cards.firstIndex { $0.contents == card }!) }
            } else if game.canDealThreeMore {
                game.dealThreeMore()
            } else {
                break
            }
        }
        #expect(game.isOver)
        #expect(game.deck.isEmpty)
        #expect(SetGame.allSets(in: game.cards).isEmpty)
        #expect(game.cards.count < 21, "the board shrank as the deck ran out")
    }

    @Test func aHintCostsThePenaltyAndIsCounted() throws {
        var seed: UInt64 = 1
        var game = try SetGame(seed: seed)
        while SetGame.allSets(in: game.cards).isEmpty {
            seed += 1
            game = try SetGame(seed: seed)
        }
        let hint = try #require(game.hint())
        #expect(SetCard.isSet(game.cards[hint[0]], game.cards[hint[1]], game.cards[hint[2]]))
        #expect(game.game.score == -2)
        #expect(game.hintsUsed == 1)
        #expect(game.hinted == hint, "the board shows the hinted set")
        game.chooseCard(at: hint[0])
        #expect(game.hinted.isEmpty, "until the player chooses a card")
        _ = game.hint()
        game.clearHint()
        #expect(game.hinted.isEmpty)
    }

    @Test func aCardTakenOffTheBoardMovesTheChosenCardsAfterItUp() throws {
        let game = try fullBoard(matchCount: 3)
        game.chooseCard(at: 1)
        game.chooseCard(at: 5)
        let chosen = game.chosenCards.map(\.contents)
        game.replaceCard(at: 3, with: nil)
        #expect(game.chosenOrder == [1, 4])
        #expect(game.chosenCards.map(\.contents) == chosen)
        game.replaceCard(at: 1, with: PlayingCard(rank: 1, suit: .spades))
        #expect(game.chosenOrder == [4], "a card put in a chosen card's place comes face down")
        #expect(!game.cards[1].isChosen)
    }
}

@Suite struct SnapshotTests {
    @Test func aGameComesBackAsItWas() throws {
        let game = try fullBoard(matchCount: 2)
        game.choose("J♥")
        game.choose("J♠")
        game.choose("6♦")
        game.choose("J♣")
        game.choose("8♦")
        let snapshot = game.snapshot
        let back = try CardMatchingGame<PlayingCard>(snapshot: snapshot)
        #expect(back.snapshot == snapshot)
        #expect(back.score == game.score)
        #expect(back.chosenCards.map(\.contents) == game.chosenCards.map(\.contents))
        // The restored game plays on exactly as the original does.
        #expect(back.choose("Q♣") == game.choose("Q♣"))
        #expect(back.score == game.score)
    }

    @Test func playingCardsComeBackFromTheirContents() {
        for card in PlayingCardDeck.make().cards {
            #expect(PlayingCard(contents: card.contents)?.contents == card.contents)
        }
        #expect(PlayingCard(contents: "1♠") == nil)
        #expect(PlayingCard(contents: "J") == nil)
        #expect(PlayingCard(contents: "?♠") == nil)
    }

    @Test func aBrokenSnapshotIsRefused() throws {
        let game = try fullBoard(matchCount: 2)
        game.choose("J♥")
        var snapshot = game.snapshot
        snapshot.cards[0].contents = "Z♠"
        #expect(throws: SnapshotError.unknownCard("Z♠")) {
            try CardMatchingGame<PlayingCard>(snapshot: snapshot)
        }
        snapshot = game.snapshot
        snapshot.chosenOrder = []
        #expect(throws: SnapshotError.self) { try CardMatchingGame<PlayingCard>(snapshot: snapshot) }
        snapshot = game.snapshot
        snapshot.matchCount = 4
        #expect(throws: SnapshotError.self) { try CardMatchingGame<PlayingCard>(snapshot: snapshot) }
    }

    @Test func aSetGameComesBackAndDealsTheSameCards() throws {
        let game = try SetGame(seed: 9)
        if let set = SetGame.allSets(in: game.cards).first {
            for index in set.indices { game.chooseCard(at: index) }
        }
        let back = try SetGame(snapshot: game.snapshot)
        #expect(back.snapshot == game.snapshot)
        game.dealThreeMore()
        back.dealThreeMore()
        #expect(back.cards.map(\.contents) == game.cards.map(\.contents))
        #expect(back.game.score == game.game.score)
    }

    @Test func aSetSnapshotWithACardTwiceIsRefused() throws {
        var snapshot = try SetGame(seed: 9).snapshot
        snapshot.deck[0] = snapshot.game.cards[0].contents
        #expect(throws: SnapshotError.self) { try SetGame(snapshot: snapshot) }
    }
}
