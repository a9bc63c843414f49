/// Runs a piece of work on a second thread while the caller does another, then waits for it:
/// the two-core split of a streamed read (`LineStreamReader` parses two batches at once).
///
/// Why not Dispatch: the readers are synchronous and the caller must block until both halves are
/// done, in input order, so a plain thread with a condition is the whole mechanism; and
/// `BackgroundThread` already owns thread start-up. The work is handed over in an unchecked box:
/// the caller guarantees the two bodies share no mutable state (each reads its own batch).
package final class ForkJoin<Value>: @unchecked Sendable {
    private let done = Condition()
    private var result: Result<Value, any Error>?
    /// The work, dropped once run: what it captured (a batch's bytes, the batch before it) is
    /// freed then, not when the last reference to this object goes.
    private var body: (() throws -> Value)?

    /// Starts `body` on a new thread (or runs it at once when no thread can be started).
    package init(_ body: @escaping () throws -> Value) {
        self.body = body
        if !BackgroundThread.start({ [self] in run() }) { run() }
    }

    private func run() {
        let work = body
        body = nil
        let value = Result { try work!() }
        done.lock()
        result = value
        done.broadcast()
        done.unlock()
    }

    /// Waits for the work to end and returns its value, or throws its error.
    package func join() throws -> Value {
        done.lock()
        while result == nil { done.wait() }
        let value = result!
        done.unlock()
        return try value.get()
    }
}
