/// Warnings found while an input is read (a `;` file whose numbers may hold thousands
/// separators), gathered for the plan: the readers never print, and their table carries no
/// messages through every kind's builder and layouter.
///
/// `ChartPipeline.plan(for:)` hands one to the readers in `ReadOptions.notes` and puts what it
/// gathered first among the plan's warnings. A stream's decimal-comma warnings come from its
/// whole input's `DecimalCommaVerdict`, added once its last batch is read.
package final class ReadNotes: @unchecked Sendable, Equatable {
    private let lock = Lock()
    private var notes: [String] = []

    package init() {}

    /// Adds `note` unless it is already there.
    func add(_ note: String) {
        lock.withLock { if !notes.contains(note) { notes.append(note) } }
    }

    /// Every note, in the order found.
    package var all: [String] { lock.withLock { notes } }

    /// Where notes go does not change how an input reads: options with any two are equal.
    package static func == (lhs: ReadNotes, rhs: ReadNotes) -> Bool { true }
}
