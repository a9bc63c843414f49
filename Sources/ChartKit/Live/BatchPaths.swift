/// Counts which path read each later batch of a streamed line chart, so tests can tell by a
/// count (not by time) that the fast paths ran: guessed and parsed directly, cut exactly and
/// parsed directly, or read by the normal reader.
package final class BatchPaths: @unchecked Sendable {
    package struct Counts: Equatable, Sendable {
        /// Batches the guessed split (`SpeculativeSplit`) took.
        package var guessed = 0
        /// Batches cut by the exact splitter that a direct parser read.
        package var cutDirect = 0
        /// Batches cut by the exact splitter that the normal reader read.
        package var normal = 0
        /// Guessing rounds started (one, plus one per retry after a refused batch).
        package var rounds = 0
    }

    private let lock = Lock()
    private var counts = Counts()

    package init() {}

    package var now: Counts { lock.withLock { counts } }

    func add(_ change: (inout Counts) -> Void) { lock.withLock { change(&counts) } }
}
