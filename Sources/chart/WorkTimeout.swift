import ChartKit
import Dispatch

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ends a run whose own work (reading the input, building and laying out the chart, writing a
/// plan or a program) takes longer than `--timeout`, as a gnuplot that takes longer is killed.
///
/// `--timeout` used to reach gnuplot only, so a slow pipe or a huge input could keep chart
/// busy for any time. A timer on another thread is the one check that also covers a read
/// blocked in the kernel and loops that cannot be interrupted; when it fires, it cleans up as
/// an interrupt does (the early gnuplot and temporary files; no output is committed before the
/// render, which it does not cover: gnuplot has its own timeout), reports the error and exits 70.
final class WorkTimeout: @unchecked Sendable {
    private let lock = Lock()
    private var armed = true
    private let timer: DispatchSourceTimer

    /// Starts the clock: `seconds` from now the process ends unless `cancel()` came first.
    init(seconds: Double) {
        timer = DispatchSource.makeTimerSource(queue: .global(qos: .userInitiated))
        timer.schedule(deadline: .now() + seconds)
        timer.setEventHandler { self.expire(after: seconds) }  // a cycle until `cancel()`, which every run calls
        timer.resume()
    }

    /// Stops the clock; after it returns the timeout can no longer end the run.
    func cancel() {
        lock.lock()
        armed = false
        lock.unlock()
        timer.cancel()
    }

    private func expire(after seconds: Double) {
        lock.lock()  // never released when armed: the process exits, and `cancel()` waits for that
        guard armed else {
            lock.unlock()
            return
        }
        ProcessCleanup.shared.cleanUpAfterInterrupt()
        Terminal.error("chart: error: \(Self.message(seconds: seconds))")
        _exit(70)  // EX_SOFTWARE, as when gnuplot times out
    }

    /// The one-line error, worded as gnuplot's timeout is.
    static func message(seconds: Double) -> String {
        let shown = seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int(seconds)) : String(seconds)
        return
            """
            reading and laying out the data did not finish within \(shown) s and was stopped; raise --timeout, or read less (--max-rows, \
            --max-input-size)
            """
    }
}
