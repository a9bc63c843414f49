import ChartKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one-line progress display on stderr, redrawn in place with a carriage return and erased
/// when done, so logs and terminals keep no trace of it: first the input being read
/// (`chart: reading <stdin>: 48.0 MB`) and the rows it held, then the pages
/// (`chart: page 12/40`). Plain text only: no colours or escape sequences (`NO_COLOR` has
/// nothing to turn off).
final class ProgressLine: @unchecked Sendable {
    private let lock = Lock()
    private var width = 0
    private let started = ProcessInfo.processInfo.systemUptime
    private var lastDrawn = -Double.infinity

    /// Reading progress: drawn only once reading has taken half a second (a small input never
    /// flashes a line), then at most ten times a second.
    func reading(_ name: String, bytes: Int, expected: Int?) {
        let now = ProcessInfo.processInfo.systemUptime
        lock.lock()
        defer { lock.unlock() }
        guard now - started >= 0.5, now - lastDrawn >= 0.1 else { return }
        lastDrawn = now
        draw("chart: reading \(name): \(Self.megabytes(bytes))\(expected.map { " of " + Self.megabytes($0) } ?? "")")
    }

    /// The rows the input held, while the chart is laid out; only when reading was shown.
    func read(rows: Int, from name: String) {
        lock.lock()
        defer { lock.unlock() }
        guard width > 0 else { return }
        draw("chart: \(name): \(rows) rows read; laying out")
    }

    /// Page progress while gnuplot renders; erased after the last page.
    func show(done: Int, total: Int) {
        lock.lock()
        defer { lock.unlock() }
        draw(done >= total ? "" : "chart: page \(done + 1)/\(total)")
    }

    /// Erases the line (before warnings, errors or output that follow it).
    func clear() {
        lock.lock()
        defer { lock.unlock() }
        if width > 0 { draw("") }
    }

    /// Redraws the line over the last one. `text` holds the input's name, which may be anything
    /// a file system allows (an escape sequence, a bidi override): it is escaped as every
    /// message is, so the line is padded to the width of what is actually shown.
    private func draw(_ text: String) {
        let shown = TextEscaping.visible(text)
        let columns = TerminalWidth.columns(of: shown)
        let padded = shown + String(repeating: " ", count: max(0, width - columns))
        width = columns
        _ = DescriptorWriter.writeAll(Array(("\r" + padded + (shown.isEmpty ? "\r" : "")).utf8), to: STDERR_FILENO)
    }

    private static func megabytes(_ bytes: Int) -> String {
        PrintfText.format("%.1f MB", Double(bytes) / 1_000_000)
    }
}
