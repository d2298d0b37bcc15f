"""Deals test ids (one a line on stdin) to N runs so that they end together: longest first,
each to the run with the least time so far, by the durations in DURATIONS (``id<TAB>seconds``
lines, as ``conftest.py`` records them when ``MACHISMO_UI_DURATIONS`` names a file; a test not
listed counts as the median). Writes OUT.0 … OUT.N-1, one id a line, in the order given.

    deal.py N DURATIONS OUT
"""

import statistics
import sys
from pathlib import Path


def durations(path: Path) -> dict[str, float]:
    if not path.exists():
        return {}
    times: dict[str, float] = {}
    for line in path.read_text().splitlines():
        test, _, seconds = line.rpartition("\t")
        if test:
            times[test] = times.get(test, 0.0) + float(seconds)
    return times


def deal(ids: list[str], runs: int, times: dict[str, float]) -> list[list[str]]:
    usual = statistics.median(times.values()) if times else 1.0
    cost = {test: times.get(test, usual) for test in ids}
    dealt: list[list[str]] = [[] for _ in range(runs)]
    loads = [0.0] * runs
    for test in sorted(ids, key=lambda test: -cost[test]):
        run = loads.index(min(loads))
        dealt[run].append(test)
        loads[run] += cost[test]
    order = {test: index for index, test in enumerate(ids)}
    return [sorted(tests, key=order.__getitem__) for tests in dealt]


def main() -> None:
    runs, table, out = int(sys.argv[1]), Path(sys.argv[2]), sys.argv[3]
    ids = [line.strip() for line in sys.stdin if line.strip()]
    for index, tests in enumerate(deal(ids, runs, durations(table))):
        Path(f"{out}.{index}").write_text("".join(f"{test}\n" for test in tests))


if __name__ == "__main__":
    main()
