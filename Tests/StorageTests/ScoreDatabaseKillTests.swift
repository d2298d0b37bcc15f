import CardGame
import Foundation
import Glibc
@testable import Storage
import Testing
import XDGTestSupport

/// A process killed (SIGKILL) while it records results leaves a database that passes `PRAGMA
/// quick_check` and holds every result whose `record` had returned.
@Suite(.serialized) struct ScoreDatabaseKillTests {
    @Test func killedWhileRecordingEveryReturnedResultSurvives() throws {
        let home = try TemporaryHome()
        try home.createFolders()
        let url = home.file("scores.sqlite", in: \.data)
        let results = (0..<20_000).map { index in
            result(.set, score: index, startingAt: Double(index), history: [.hint(penalty: index % 5)])
        }
        var survived = 0
        for round in 0..<3 {
            var pipe: [Int32] = [0, 0]
            #expect(Glibc.pipe(&pipe) == 0)
            let child = fork()
            if child == 0 {
                // The child: record one result at a time, saying which after each returned.
                close(pipe[0])
                guard let database = try? ScoreDatabase(url: url) else { _exit(2) }
                for index in round * 5_000..<(round + 1) * 5_000 {
                    guard (try? database.record(results[index])) != nil else { _exit(3) }
                    var done = Int64(index)
                    guard write(pipe[1], &done, 8) == 8 else { _exit(4) }
                }
                _exit(0)
            }
            #expect(child > 0)
            close(pipe[1])
            usleep(useconds_t(150_000 + round * 50_000))
            kill(child, SIGKILL)
            var status: Int32 = 0
            waitpid(child, &status, 0)
            var returned: [Int] = []
            var value = Int64(0)
            while read(pipe[0], &value, 8) == 8 { returned.append(Int(value)) }
            close(pipe[0])

            let database = try ScoreDatabase(url: url)  // quick_check runs here: it throws when damaged
            #expect(try database.database.quickCheck() == [])
            let ids = Set(try database.allResults().map(\.id))
            let lost = returned.filter { !ids.contains(results[$0].id) }
            #expect(lost.isEmpty, "round \(round): \(lost.count) of \(returned.count) returned results lost")
            survived += returned.count
        }
        #expect(survived > 0, "the children recorded something before the kills")
    }
}
