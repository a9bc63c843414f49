import Foundation

/// The one-line progress display on stderr (`chart: page 12/40`), redrawn in place with a
/// carriage return and erased when done, so logs and terminals keep no trace of it. Plain text
/// only: no colours or escape sequences (`NO_COLOR` has nothing to turn off).
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private var width = 0

    func show(done: Int, total: Int) {
        lock.lock()
        defer { lock.unlock() }
        let text = done >= total ? "" : "chart: page \(done + 1)/\(total)"
        let padded = text.padding(toLength: max(width, text.count), withPad: " ", startingAt: 0)
        width = text.count
        try? FileHandle.standardError.write(contentsOf: Data(("\r" + padded + (text.isEmpty ? "\r" : "")).utf8))
    }
}
