/// Reads a streamed line chart's later batches with the record splitter's pass moved off the
/// reading thread: a speculative split that is checked, as parallel CSV parsers do (issue 22).
///
/// The exact split (quotes, JSON strings and brackets, line ends) is a pass over every byte, and
/// on the reading thread it was a third of a long NDJSON read that no other core could share. Here
/// the reading thread only cuts after the last line end of what it read and guesses that a record
/// starts there; each batch's own thread reads it from that guess (`rows(of:last:parser:cutter:)`)
/// and checks it. A batch is right when it started at a record and ends with one (its last line
/// end was outside any quoted field, string or object): so a guess holds when the batch before it
/// was right, which each batch checks in input order as it joins the one before it.
///
/// The first batch that is not right ends this round of guessing. That is a quoted field or
/// object spanning its cut, or anything the direct parser does not read, such as an escape, a bad
/// cell or an error. Its bytes and everything read after them are given back for the exact path
/// (`LineStreamReader`), which reads them as it always did, so rows, errors and their lines are
/// those of a sequential read; it then starts a new round at the record after them, when
/// `GuessBackoff` says so (issue 37: one surprise used to end guessing for the rest of the input).
///
/// A JSON array of objects is cut the same way at its last `,` after a `}` (`Cut.arrayElement`,
/// in `SpeculativeSplit+Array.swift`): its batches are cut mid-line, so each also counts the
/// columns after its last line end, and the exact path is given back the column it goes on at.
struct SpeculativeSplit {
    /// How the reading thread cuts a batch off what it read.
    enum Cut {
        /// After the last line end (CSV, TSV, whitespace, NDJSON).
        case lineEnd
        /// At the last `,` after a `}` and whitespace, which the batch's thread then checks is
        /// between two elements of a JSON array of objects; the batch's `,` becomes its `]`.
        case arrayElement
    }

    /// A batch read: its typed rows (row numbers counted from 0), its line ends, and the scalars
    /// after its last line end (all of them without one; 0 for a batch cut after a line end).
    typealias Read = (rows: LiveRows, lines: Int, columns: Int)

    /// A batch's rows, nil when the batch is not right or its direct parser gives up; the flag
    /// says whether it is the input's last.
    let readBatch: ([UInt8], Bool) -> Read?
    /// Whether x is the row number, which a batch learns only when the one before it is done.
    let rowNumbersAsX: Bool
    let batchBytes: Int
    /// Where the reading thread cuts: after a line end, or at an array element's `,`.
    let cut: Cut
    /// Batches read ahead: the reading thread waits for the oldest while two are parsed, so both
    /// cores stay busy (with two, one sat idle while the next batch was read and cut).
    static var batchesInFlight: Int { 3 }

    /// What the guessing read, and what it leaves to the exact path.
    struct Outcome {
        /// Line ends in the bytes read into rows (the exact path goes on at the line after them).
        var lines = 0
        /// Scalars after the last of those line ends (all of them without one): the exact path
        /// goes on at the column after them (an array's batches end mid-line).
        var columns = 0
        /// The bytes read but not taken into rows, from a record's start, grouped as the reads
        /// brought them (the first with the bytes before it since the last cut): fed to the exact
        /// splitter one group at a time, they make the very batches a read without guessing made,
        /// so the same error is reported where a batch holds several.
        var rest: [[UInt8]] = []
        /// The error the next read threw, to be thrown once `rest` is read (as a read without
        /// guessing would have met it there), so an earlier batch's error still comes first.
        var failure: (any Error)?
        /// Batches taken into rows (for `GuessBackoff` and `BatchPaths`).
        var taken = 0
    }

    /// Rows and lines of the batches taken so far, in input order: each batch updates it after
    /// joining the one before, the reading thread looks after joining one (behind a lock all the
    /// same, since a later batch may be updating it then).
    private final class Tally: @unchecked Sendable {
        struct State {
            var rows: Int
            var lines = 0
            var columns = 0
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

    /// A batch handed to a thread, with what gives its bytes back when it is not taken: they are
    /// `bytes` (with its `,` again where an array batch was closed with `]`) and then the tail
    /// left after it, and they came as the `tail` bytes left before it, then reads of `reads`
    /// bytes each (how the exact path is fed them).
    private struct Batch {
        let job: ForkJoin<Void>
        let index: Int
        let bytes: [UInt8]
        let closed: Bool
        let tail: Int
        let reads: [Int]
    }

    /// The reading thread's side: the bytes since the last cut, and how the reads brought them.
    private struct Cutting {
        /// From the last cut: its tail, then what was read since (each read lands here, after
        /// the tail, not in an array of its own copied in: that copy was 7% of an NDJSON read).
        var pending: [UInt8]
        /// How many of `pending`'s bytes were left after the last cut, and the reads since.
        var tail: Int
        var reads: [Int] = []
        /// The error a read threw (reading stops there).
        var failure: (any Error)?

        init(first: [UInt8]) {
            pending = first
            tail = first.count
        }

        /// The next batch to guess at and whether it is the input's last; nil when reading stops
        /// (the input ended, a read failed, or 16 MiB came without a line end).
        mutating func next(from input: ChunkedInput, copy: InputCopy?, batchBytes: Int, cut: Cut) -> (bytes: [UInt8], last: Bool)? {
            while !input.ended {
                do {
                    let start = pending.count
                    pending = try input.next(batchBytes, after: pending[...])
                    copy?.append(pending[start...])
                    reads.append(pending.count - start)
                } catch {
                    failure = error
                    return nil
                }
                if input.ended { break }  // the last read: everything left is one batch, as without guessing
                let end = cut == .lineEnd ? SpeculativeSplit.lastRecordEnd(in: pending) : SpeculativeSplit.lastElementEnd(in: pending)
                guard let end else {
                    if pending.count < 4 * batchBytes { continue }
                    return nil  // no line end (element end) in 16 MiB: one long record
                }
                // The short tail is copied, not the batch.
                var chunk = pending
                pending = Array(chunk[end...])
                chunk.removeLast(chunk.count - end)
                if cut == .arrayElement { chunk[end - 1] = UInt8(ascii: "]") }  // as the exact splitter closes a batch
                return (chunk, false)
            }
            guard !pending.isEmpty else { return nil }
            defer { pending = [] }
            return (pending, true)
        }

        /// Notes that the batch just returned was handed out: the bytes before the next start here.
        mutating func handedOut() {
            (tail, reads) = (pending.count, [])
        }

        /// The bytes of `returned` (batches not taken, in order) and everything read after them,
        /// one read a group, the first with the tail before it.
        func rest(after returned: [Batch]) -> [[UInt8]] {
            var bytes = pending
            var (tail, reads) = (tail, reads)
            if let first = returned.first {
                bytes =
                    returned.flatMap { batch in
                        var given = batch.bytes
                        if batch.closed { given[given.count - 1] = UInt8(ascii: ",") }
                        return given
                    } + pending
                (tail, reads) = (first.tail, returned.flatMap(\.reads) + reads)
            }
            var groups: [[UInt8]] = []
            var start = 0
            for (number, count) in (reads.isEmpty ? [0] : reads).enumerated() {
                let end = min(bytes.count, start + count + (number == 0 ? tail : 0))
                groups.append(Array(bytes[start..<end]))
                start = end
            }
            return groups.filter { !$0.isEmpty }
        }
    }

    /// Reads `input` from `first` (bytes already read, starting at a record) into `stream` until
    /// the input ends or a guess fails; every byte read is also given to `copy` when there is one.
    func read(_ input: ChunkedInput, first: [UInt8], copy: InputCopy?, into stream: LineStream) throws -> Outcome {
        let tally = Tally(rows: stream.count)
        var inFlight: [Batch] = []  // oldest first
        var returned: [Batch] = []  // done but not taken, in order
        /// Waits for the oldest batch (the tally is read only after a join, which orders it).
        func retire() throws {
            let oldest = inFlight.removeFirst()
            do {
                try oldest.job.join()
            } catch {
                for batch in inFlight { _ = try? batch.job.join() }  // they follow it: none may outlive this call
                inFlight = []
                throw error
            }
            if oldest.index >= tally.now.taken { returned.append(oldest) }
        }
        var cutting = Cutting(first: first)
        var index = 0
        while let (chunk, last) = cutting.next(from: input, copy: copy, batchBytes: batchBytes, cut: cut) {
            let previous = inFlight.last?.job
            let job = ForkJoin { [self] in try take(chunk, last: last, after: previous, tally: tally, into: stream) }
            let closed = cut == .arrayElement && !last
            inFlight.append(Batch(job: job, index: index, bytes: chunk, closed: closed, tail: cutting.tail, reads: cutting.reads))
            cutting.handedOut()
            index += 1
            if inFlight.count == Self.batchesInFlight {
                try retire()
                if tally.now.wrong { break }
            }
        }
        while !inFlight.isEmpty { try retire() }
        let done = tally.now
        return Outcome(
            lines: done.lines, columns: done.columns, rest: cutting.rest(after: returned), failure: cutting.failure, taken: done.taken)
    }

    /// Where the exact splitter would cut `bytes` at the latest, short of the quotes and
    /// brackets it also minds; nil when there is no line end.
    ///
    /// That is after the last LF, or after the last CR that is not the final byte. A CR at the
    /// end may be the first half of a CRLF; a CR followed by anything but LF is a line end of its
    /// own.
    static func lastRecordEnd(in bytes: [UInt8]) -> Int? {
        var index = bytes.count - 1
        while index >= 0 {
            if bytes[index] == ASCII.lf || (bytes[index] == ASCII.cr && index + 1 < bytes.count) { return index + 1 }
            index -= 1
        }
        return nil
    }

    /// A batch's own work: read it on the guess that it starts a record, then, once the batch
    /// before is done, append its rows if that batch was right and so is this one.
    private func take(_ bytes: [UInt8], last: Bool, after previous: ForkJoin<Void>?, tally: Tally, into stream: LineStream) throws {
        let batch = readBatch(bytes, last)
        try previous?.join()
        let before = tally.now
        guard !before.wrong, var rows = batch?.rows, let lines = batch?.lines, let columns = batch?.columns else {
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
            $0.columns = lines > 0 ? columns : $0.columns + columns
            $0.taken += 1
        }
    }

    /// The rows of a batch that starts at a record, and its line ends; nil when it does not end
    /// with a record (`last`: the input's end does) or `parser` gives up.
    ///
    /// Without a CR, when every line feed ends one record `parser` reads them all with that count:
    /// the direct parsers refuse quotes and read one JSON object per line, so a count that comes
    /// out right means the exact split would have cut at each line feed, and its pass is saved.
    /// A parser that sees that in its own pass (`rowsCountingLines`) saves the count too.
    /// Otherwise (blank lines, CR line ends, anything `parser` refuses that way) the batch is split
    /// exactly by `cutter` (as new, at line 1) and parsed with the records it finds.
    static func rows<Cutter: RecordCutter>(
        of bytes: [UInt8], last: Bool, parser: some DirectRowParser, cutter: Cutter
    ) -> Read? {
        if let (rows, lineFeeds) = parser.rowsCountingLines(bytes, last: last) { return (rows, lineFeeds, 0) }
        let (lineFeeds, hasCarriageReturn) = lineEnds(in: bytes)
        let count = lineFeeds + (last && bytes.last.map { $0 != ASCII.lf } == true ? 1 : 0)
        // So many records could not fit (blank lines): not worth their rows' allocation.
        let fits = count * parser.minimumRecordBytes <= bytes.count + 1
        if !hasCarriageReturn, count > 0, fits, let rows = parser.rows(bytes, count: count, firstRow: 0) {
            return (rows, lineFeeds, 0)
        }
        var cutter = cutter
        cutter.refeed(bytes)
        let records = cutter.take(atEnd: last)
        guard last || records.bytes.count == bytes.count, records.count > 0,
            let rows = parser.rows(records.bytes, count: records.count, firstRow: 0)
        else { return nil }
        return (rows, cutter.nextLine - 1, 0)
    }

    /// Steps over the line feed that ends a record in a one-pass read (`rowsCountingLines`),
    /// counting it; true at the end of the input's last batch too (a later batch is cut after a
    /// line feed), false at anything else (a CR, more text), which leaves the batch to the
    /// counted read.
    @inline(__always)
    static func endsRecord(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, last: Bool, lineFeeds: inout Int) -> Bool {
        guard index < bytes.count else { return last }
        guard bytes[index] == ASCII.lf else { return false }
        lineFeeds += 1
        index += 1
        return true
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
