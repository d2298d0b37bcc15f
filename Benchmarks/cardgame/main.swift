// The card engine's figures: finding every set among the 81 Set cards, and a
// million random choices on the matching game. No display needed.
import BenchmarkSupport
import CardGame
import Glibc

let all = SetCardDeck.make().cards
var found = 0
let setsMicroseconds = median(runs: 201) { found = SetGame.allSets(in: all).count } * 1e6

var generator = SeededGenerator(seed: 1)
let choices = 1_000_000
let start = BenchmarkClock.wall.seconds
var made = 0
var game: CardMatchingGame<PlayingCard>?
while made < choices {
    if game == nil || made % 5_000 == 0 {
        var deck = PlayingCardDeck.make()
        game = try! CardMatchingGame(cardCount: 30, deck: &deck, matchCount: 2, using: &generator)
    }
    game!.chooseCard(at: Int.random(in: 0..<30, using: &generator))
    made += 1
}
let choiceSeconds = BenchmarkClock.wall.seconds - start

print("card engine (\(found) sets among 81 cards; \(choices) random choices, a new deal every 5,000):")
report(
    "all sets among the 81 cards (median)", "\(Int(setsMicroseconds.rounded())) µs", target: "≤ 50 µs",
    ok: setsMicroseconds <= 50)
report(
    "1,000,000 random choices", "\(Int((choiceSeconds * 1000).rounded())) ms", target: "≤ 1000 ms",
    ok: choiceSeconds <= 1)
