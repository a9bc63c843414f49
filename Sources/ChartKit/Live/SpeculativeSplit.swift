/// Reads a streamed line chart's later batches with the record splitter's pass moved off the
/// reading thread: a speculative split that is checked, as parallel CSV parsers do (issue 22).
///
/// The exact split (quotes, JSON strings and brackets, line ends) is a pass over every byte, and
/// on the reading thread it was a third of a long NDJSON read that no other core could share. Here
/// the reading thread only cuts after the last line feed of what it read and guesses that a record
/// starts there; each batch's own thread reads it from that guess (`rows(of:last:parse:cutter:)`)
/// and checks it. A batch is right when it started at a record and ends with one (its last line
/// feed was outside any quoted field, string or object): so a guess holds when the batch before it
/// was right, which each batch checks in input order as it joins the one before it.
///
/// The first batch that is not right (a quoted field or object spanning its cut, or anything the
/// direct parser does not read: an escape, a bad cell, an error) ends the guessing, and its bytes
/// and everything read after them are given back for the exact path (`LineStreamReader`), which
/// reads them exactly as it always did: rows, errors and their lines are a sequential read's.
struct SpeculativeSplit {
    /// A batch's typed rows (row numbers counted from 0) and its line ends, nil when the batch is
    /// not right or its direct parser gives up; the flag says whether it is the input's last.
    let read: ([UInt8], Bool) -> (rows: LiveRows, lines: Int)?
    /// Whether x is the row number, which a batch learns only when the one before it is done.
    let rowNumbersAsX: Bool
    let batchBytes: Int
    /// Batches read ahead: the reading thread waits for the oldest while two are parsed, so both
    /// cores stay busy (with two, one sat idle while the next batch was read and cut).
    static var batchesInFlight: Int { 3 }

    /// What the guessing read, and what it leaves to the exact path.
    struct Outcome {
        /// Line ends in the bytes read into rows (the exact path goes on at the line after them).
        var lines = 0
        /// The bytes read but not taken into rows, in input order, from a record's start.
        var rest: [[UInt8]] = []
    }

    /// Rows and lines of the batches taken so far, in input order: each batch updates it after
    /// joining the one before, the reading thread looks after joining one (behind a lock all the
    /// same, since a later batch may be updating it then).
    private final class Tally: @unchecked Sendable {
        struct State {
            var rows: Int
            var lines = 0
            /// Batches taken: those numbered below it.
            var taken = 0
            /// A batch was not right: nothing after it is taken.
            var wrong = false
        }

        private let lock = Lock()
        private var state: State

        init(rows: Int) { state = State(rows: rows) }

        var now: State {
            lock.lock()
            defer { lock.unlock() }
            return state
        }

        func update(_ change: (inout State) -> Void) {
            lock.lock()
            change(&state)
            lock.unlock()
        }
    }

    /// Reads `input` from `first` (bytes already read, starting at a record) into `stream` until
    /// the input ends or a guess fails; every byte read is also given to `copy` when there is one.
    func read(_ input: ChunkedInput, first: [UInt8], copy: InputCopy?, into stream: LineStream) throws -> Outcome {
        let tally = Tally(rows: stream.count)
        var inFlight: [(job: ForkJoin<Void>, bytes: [UInt8], index: Int)] = []  // oldest first
        var returned: [[UInt8]] = []  // batches done but not taken, in order
        /// Waits for the oldest batch (the tally is read only after a join, which orders it).
        func retire() throws {
            let oldest = inFlight.removeFirst()
            do {
                try oldest.job.join()
            } catch {
                for job in inFlight { _ = try? job.job.join() }  // they follow it: none may outlive this call
                inFlight = []
                throw error
            }
            if oldest.index >= tally.now.taken { returned.append(oldest.bytes) }
        }
        var pending = first
        var unsent: [UInt8]?  // cut after a batch turned out wrong: it follows those in flight
        var index = 0
        reading: while true {
            var chunk: [UInt8]
            let last: Bool
            do {
                if input.ended {
                    guard !pending.isEmpty else { break reading }
                    (chunk, last, pending) = (pending, true, [])
                } else {
                    let more = try input.next(batchBytes)
                    copy?.append(more)
                    pending += more
                    guard let end = pending.lastIndex(of: ASCII.lf).map({ $0 + 1 }) else {
                        if pending.count < 4 * batchBytes { continue }
                        break reading  // no line feed in 16 MiB: lone CRs, or one long record
                    }
                    // The short tail is copied, not the batch.
                    chunk = pending
                    pending = Array(chunk[end...])
                    chunk.removeLast(chunk.count - end)
                    last = false
                }
            } catch {
                while !inFlight.isEmpty { try retire() }
                throw error
            }
            if inFlight.count == Self.batchesInFlight {
                try retire()
                if tally.now.wrong {
                    unsent = chunk
                    break reading
                }
            }
            let previous = inFlight.last?.job
            inFlight.append((ForkJoin { [self] in try take(chunk, last: last, after: previous, tally: tally, into: stream) }, chunk, index))
            index += 1
        }
        while !inFlight.isEmpty { try retire() }
        // Batches not taken (in input order), the one cut after them, then the tail.
        if let unsent { returned.append(unsent) }
        return Outcome(lines: tally.now.lines, rest: returned + (pending.isEmpty ? [] : [pending]))
    }

    /// A batch's own work: read it on the guess that it starts a record, then, once the batch
    /// before is done, append its rows if that batch was right and so is this one.
    private func take(_ bytes: [UInt8], last: Bool, after previous: ForkJoin<Void>?, tally: Tally, into stream: LineStream) throws {
        let batch = read(bytes, last)
        try previous?.join()
        let before = tally.now
        guard !before.wrong, var rows = batch?.rows, let lines = batch?.lines else {
            tally.update { $0.wrong = true }
            return
        }
        if rowNumbersAsX {
            rows.positions = (0..<rows.count).map { Double(before.rows + $0 + 1) }
        }
        try stream.append(rows)
        tally.update {
            $0.rows += rows.count
            $0.lines += lines
            $0.taken += 1
        }
    }

    /// The rows of a batch that starts at a record, and its line ends; nil when it does not end
    /// with a record (`last`: the input's end does) or `parse` (rows of bytes holding exactly so
    /// many records) gives up.
    ///
    /// Without a CR, when every line feed ends one record `parse` reads them all with that count:
    /// the direct parsers refuse quotes and read one JSON object per line, so a count that comes
    /// out right means the exact split would have cut at each line feed, and its pass is saved.
    /// Otherwise (blank lines, CR line ends, anything `parse` refuses that way) the batch is split
    /// exactly by `cutter` (as new, at line 1) and parsed with the records it finds.
    static func rows<Cutter: RecordCutter>(
        of bytes: [UInt8], last: Bool, parse: ([UInt8], Int) -> LiveRows?, cutter: Cutter
    ) -> (rows: LiveRows, lines: Int)? {
        let (lineFeeds, hasCarriageReturn) = lineEnds(in: bytes)
        let unterminated = last && bytes.last.map { $0 != ASCII.lf } == true ? 1 : 0
        if !hasCarriageReturn, lineFeeds + unterminated > 0, let rows = parse(bytes, lineFeeds + unterminated) {
            return (rows, lineFeeds)
        }
        var cutter = cutter
        cutter.refeed(bytes)
        let records = cutter.take(atEnd: last)
        guard last || records.bytes.count == bytes.count, records.count > 0, let rows = parse(records.bytes, records.count) else {
            return nil
        }
        return (rows, cutter.nextLine - 1)
    }

    /// How many LF bytes `bytes` holds, and whether it holds a CR: sixteen bytes a step, the
    /// line feeds counted with the exact zero-byte test (its high bit set only where a byte
    /// matched), the CRs only noted with the classic test (exact as a yes or no). About 9 GB/s
    /// here; counting both exactly, eight bytes a step, took an eighth of an NDJSON read, and
    /// Swift's `SIMD32` lane operations were a hundred times slower still (not lowered to vector
    /// instructions).
    static func lineEnds(in bytes: [UInt8]) -> (lineFeeds: Int, hasCarriageReturn: Bool) {
        bytes.withUnsafeBytes { raw in
            let (ones, low) = (0x0101_0101_0101_0101 as UInt64, 0x7F7F_7F7F_7F7F_7F7F as UInt64)
            let (lf, cr) = (ones &* UInt64(ASCII.lf), ones &* UInt64(ASCII.cr))
            var lineFeeds = 0
            var carriageReturns: UInt64 = 0
            var index = 0
            while index + 16 <= raw.count {
                let first = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let second = raw.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
                let (a, b) = (first ^ lf, second ^ lf)
                lineFeeds += (~(((a & low) &+ low) | a | low)).nonzeroBitCount + (~(((b & low) &+ low) | b | low)).nonzeroBitCount
                let (c, d) = (first ^ cr, second ^ cr)
                carriageReturns |= ((c &- ones) & ~c) | ((d &- ones) & ~d)
                index += 16
            }
            var hasCarriageReturn = carriageReturns & 0x8080_8080_8080_8080 != 0
            while index < raw.count {
                if raw[index] == ASCII.lf { lineFeeds += 1 }
                if raw[index] == ASCII.cr { hasCarriageReturn = true }
                index += 1
            }
            return (lineFeeds, hasCarriageReturn)
        }
    }
}
