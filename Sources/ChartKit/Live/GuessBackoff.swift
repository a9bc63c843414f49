/// Decides how many batches the exact path reads after a guessing round (`SpeculativeSplit`)
/// before the guessed split is tried again, so one surprise does not end guessing for the rest
/// of the input, yet an input refused batch after batch does not pay twice for every batch.
///
/// A round that took a batch before the surprise retries at once: the refused batch (and the
/// ones in flight behind it) go down the exact path, then guessing starts over at the record
/// after them. A file with one quoted field holding a line end, or one bad cell, is then read
/// directly before and after it (issue 37). A round that took nothing doubles the batches read
/// exactly before the next try (2, 4, 8, … up to `maximumExactBatches`), so the direct parser's
/// wasted attempts on a refused input stay under about one batch in 64 once the run is long.
struct GuessBackoff {
    /// The most batches read exactly between two tries: 64 (256 MiB at 4 MiB a batch).
    static let maximumExactBatches = 64
    /// Rounds in a row that took no batch.
    private(set) var barren = 0

    /// Batches (cut from new reads, after the bytes the round gave back) the exact path reads
    /// before the next round, given how many batches the round just over took.
    mutating func exactBatches(afterTaking taken: Int) -> Int {
        guard taken == 0 else {
            barren = 0
            return 0
        }
        barren += 1
        return min(1 << min(barren, 6), Self.maximumExactBatches)
    }
}
