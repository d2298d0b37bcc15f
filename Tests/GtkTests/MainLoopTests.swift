import Dispatch
import Foundation
@testable import Gtk
import XCTest

/// Swift's main queue runs inside GLib's main loop through the bridge, and the
/// loop has nothing to do when the app is idle.
final class MainLoopTests: XCTestCase {
    func testDispatchMainQueueRunsInsideTheGLibLoop() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let before = MainQueueBridge.drainCount
            var ran = false
            DispatchQueue.main.async { ran = true }
            XCTAssertTrue(iterateMainLoop(until: { ran }))
            XCTAssertGreaterThan(MainQueueBridge.drainCount, before, "GLib drained the queue through the bridge")
        }
    }

    func testMainActorTasksRunInsideTheGLibLoop() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            var ran = false
            Task { @MainActor in
                await Task.yield()
                ran = true
            }
            XCTAssertTrue(iterateMainLoop(until: { ran }))
        }
    }

    func testWorkFromAnotherThreadReachesTheMainQueue() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let onMainThread = Tracker()
            DispatchQueue.global().async {
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { onMainThread.count = Thread.isMainThread ? 1 : -1 }
                }
            }
            XCTAssertTrue(iterateMainLoop(until: { onMainThread.count != 0 }))
            XCTAssertEqual(onMainThread.count, 1)
        }
    }

    func testNotificationsOnTheMainQueueAreDelivered() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let name = Notification.Name("MainLoopTests.ping")
            let received = Tracker()
            let observer = NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in
                MainActor.assumeIsolated { received.count += 1 }
            }
            defer { NotificationCenter.default.removeObserver(observer) }
            DispatchQueue.global().async {
                NotificationCenter.default.post(name: name, object: nil)
            }
            XCTAssertTrue(iterateMainLoop(until: { received.count == 1 }))
        }
    }

    func testTheIdleLoopHasNothingToDo() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            var ran = false
            DispatchQueue.main.async { ran = true }
            XCTAssertTrue(iterateMainLoop(until: { ran }))
            settle()
            // With the queue drained, no source is ready: the loop would sleep in poll.
            XCTAssertFalse(iterateMainLoop(blocking: false), "an idle main loop dispatches nothing")
        }
    }

    func testRunAfterFiresOnceAndReleasesItsClosure() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            weak var weakTracker: Tracker?
            var fired = 0
            do {
                let tracker = Tracker()
                weakTracker = tracker
                runAfter(seconds: 0.01) {
                    tracker.count += 1
                    fired += 1
                }
            }
            XCTAssertTrue(iterateMainLoop(until: { fired == 1 }))
            settle()
            XCTAssertEqual(fired, 1)
            XCTAssertNil(weakTracker)
        }
    }
}
