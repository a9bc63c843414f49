/// Which page each file of a `--follow` run holds, so that whoever ends the run (an interrupt,
/// taken by the executable on its own thread) can say which pages are in place.
///
/// The follower notes a page's path before rendering it; whether the file is in place is
/// `ProcessCleanup`'s record of committed outputs, kept inside the commit section, so the answer
/// is exact even when the interrupt comes while a page is being renamed into place. A file of
/// the same name left by an earlier run is not counted.
package final class FollowRecord: @unchecked Sendable {
    /// A page and the file that holds it.
    package struct Page: Equatable, Sendable {
        package var number: Int
        package var path: String
    }

    private let lock = Lock()
    private var pageOfPath: [String: Int] = [:]
    private var drewOnStandardOutput = false

    package init() {}

    /// Notes that page `number` is drawn to `path` (`"-"`: standard output).
    func planned(page number: Int, path: String) {
        lock.withLock { pageOfPath[path] = number }
    }

    /// Notes that a picture reached standard output.
    func wroteStandardOutput() {
        lock.withLock { drewOnStandardOutput = true }
    }

    /// The pages whose files are in place, in page order.
    package func pagesInPlace() -> [Page] {
        let committed = ProcessCleanup.shared.committedOutputs()
        return lock.withLock {
            pageOfPath.filter { committed.contains($0.key) }.map { Page(number: $0.value, path: $0.key) }.sorted { $0.number < $1.number }
        }
    }

    /// Whether a picture of a text chart followed on standard output was written.
    package var wroteToStandardOutput: Bool { lock.withLock { drewOnStandardOutput } }
}
