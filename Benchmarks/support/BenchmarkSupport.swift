// What every `make bench` program shares: clocks, medians and the report line
// (`name … value  (target …)  ok/over`).
import Glibc

/// Which time a benchmark measures.
public enum BenchmarkClock: Sendable {
    /// Wall-clock time.
    case wall
    /// CPU time of the calling thread: others' work on a shared machine skews it less.
    case threadCPU
    /// CPU time of the whole process (the app's own threads included).
    case processCPU

    /// The clock's reading, in seconds.
    public var seconds: Double {
        var now = timespec()
        switch self {
        case .wall: clock_gettime(CLOCK_MONOTONIC, &now)
        case .threadCPU: clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        case .processCPU: clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        }
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}

/// The median duration, in seconds, of `runs` calls to `body`.
public func median(runs: Int, clock: BenchmarkClock = .wall, _ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    times.reserveCapacity(runs)
    for _ in 0..<runs {
        let start = clock.seconds
        try body()
        times.append(clock.seconds - start)
    }
    times.sort()
    return times[times.count / 2]
}

/// Prints one figure against its target: `name` padded to 44 columns, the value, the target, ok or over.
public func report(_ name: String, _ value: String, target: String, ok: Bool) {
    let padded = name + String(repeating: " ", count: max(0, 44 - name.count))
    print("\(padded) \(value)  (target \(target))  \(ok ? "ok" : "over")")
}

/// `value` with `decimals` digits after the point (no Foundation formatting here).
public func formatted(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let whole = Int((value * scale).rounded())
    let fraction = String(whole % Int(scale))
    let padding = String(repeating: "0", count: max(0, decimals - fraction.count))
    return decimals == 0 ? "\(whole)" : "\(whole / Int(scale)).\(padding)\(fraction)"
}
