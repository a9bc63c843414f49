import ChartKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The line `chart line --follow` prints when a signal ends it: Ctrl-C is the documented way to
/// stop following, so it is reported as an ending (which pages are in place), not as an error.
///
/// SIGINT (Ctrl-C), SIGTERM (`kill`, `timeout`, a service manager stopping the job) and SIGHUP
/// (the terminal closed) are the ways a user ends a run that never ends by itself; the exit code
/// stays 128 + the signal, as `tail -f` reports it, so a script can still tell. The other
/// handled signals (a CPU or file size limit, SIGQUIT, SIGUSR1…) are not how a follow is ended
/// and keep the error.
enum FollowEnding {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// `chart: stopped following; wrote live/l-001.png … live/l-003.png (pages 1–3)`, or what
    /// stands in for it: one file, standard output, nothing yet.
    static func line(pages: [FollowRecord.Page], paged: Bool, standardOutput: Bool) -> String {
        "chart: stopped following; " + summary(pages: pages, paged: paged, standardOutput: standardOutput)
    }

    private static func summary(pages: [FollowRecord.Page], paged: Bool, standardOutput: Bool) -> String {
        if standardOutput { return "the last picture is on standard output" }
        guard let first = pages.first, let last = pages.last else { return "no page written yet" }
        guard paged else { return "wrote \(first.path)" }
        if pages.count == 1 { return "wrote \(first.path) (page \(first.number))" }
        let numbers = last.number - first.number + 1 == pages.count ? "pages \(first.number)–\(last.number)" : "\(pages.count) pages"
        return "wrote \(first.path) … \(last.path) (\(numbers))"
    }
}
