#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `chart line --follow`: draws a line chart while its rows arrive (the "load more / refresh
/// all" pagination of a live feed, in a pipeline).
///
/// The normal pipeline runs once per picture on just the rows that picture needs:
///
///     bytes as they arrive ─► RecordSplitter (complete records only)
///                          ─► LiveTableReader (the normal readers, per batch; first batch decides header and columns)
///                          ─► LiveLineColumns (LineChartBuilder's rules; typed rows, ascending x)
///                          ─► LinePager (final pages, the current page or window; ~two pages kept)
///                          ─► LineLayouter → LineEmitter → Renderer (atomic rename into place)
///
/// Pages (`pageSize`) are written as `NAME-001.png`, `NAME-002.png`, … (or the `%d` pattern) as
/// soon as they are final (the next page's first row arrived), each exactly as a normal run with
/// `--y-range page --page K` draws it; the current page is re-drawn at most every `refresh`
/// seconds while rows come, and once more at the end of the input. Every picture is a complete file
/// renamed into place, so a reader polling the folder never sees a partial one. The value axis is
/// per page: a shared axis would need rows that have not arrived (`--y-min`/`--y-max` fix it).
///
/// A followed file (`--follow FILE`) is followed by name through log rotation, like `tail -F`
/// (`LiveByteStream`): when it is truncated or replaced, the old file's last record ends there,
/// the new file is read from its start with its own line numbers (errors name its lines), and
/// rows go on into the same pages. A CSV, TSV or whitespace input with a header must start
/// over with the same header line (a rotated log begins with its header again): it is checked
/// and skipped, and a different one is an error (exit 65) at its line, after every row before
/// it is drawn, since the columns being drawn would no longer mean what they did. A file
/// that starts over before its first data row is read as if it were new.
///
/// Bad data ends the run like the end of the input at the bad record: every row before it is drawn
/// (final pages and the current page), then the error (with its line and column) is thrown. The
/// library never installs signal handlers: an interrupt is the executable's, which kills gnuplot,
/// removes temporary files and says which pages are in place (`record`); each is complete.
package final class LineFollower {
    package let options: LineFollowOptions
    package let runner: GnuplotRunner
    /// gnuplot processes for a batch of pages that became final together (a fast stream).
    package var processes: Int
    /// Receives each distinct warning once (the library does not print).
    package var warnings: (String) -> Void = { _ in }
    /// Which pages are in place, read by the executable when a signal ends the run.
    package let record = FollowRecord()

    private var seenWarnings = Set<String>()
    /// How the input is read (format, separator), known once its first line has arrived.
    private var readOfInput = ReadOptions(format: .csv)
    private var reader: LiveTableReader?
    private var columns: LiveLineColumns?
    private var pager: LinePager?
    /// Records that arrived before the columns were decided.
    private var undecided: RecordSplitter.Records?
    private var rowsSeen = 0
    private var previousRow: (x: Double, line: Int32, text: String)?
    /// Whether some x so far had a UTC offset: later pictures' x titles say UTC (`LineStream.zoned`).
    private var zoned = false
    /// Whether the current page has rows its last picture does not show.
    private var currentIsStale = false
    /// The last value axis drawn, for a page holding only gaps.
    private var lastValueRange: (Double, Double)?
    private var drewAnything = false
    /// Whether the followed file started over and its first record has not been seen yet (its
    /// byte order mark and repeated header are dropped).
    private var atRestartedFile = false

    package init(options: LineFollowOptions, runner: GnuplotRunner, processes: Int = 1) {
        self.options = options
        self.runner = runner
        self.processes = max(1, processes)
    }

    private var mode: LinePager.Mode {
        if let size = options.pageSize { return .pages(size: size) }
        return .window(options.window)
    }

    /// The records to ingest now, or nil to keep waiting: columns are decided from as many
    /// rows as arrive before the first picture is due (or a page fills, or the header sniffer's
    /// sample is complete), then held; once decided, every batch goes straight in.
    private func decidable(_ records: RecordSplitter.Records, ended: Bool, due: Double?, now: Double) -> RecordSplitter.Records? {
        guard columns == nil else { return records }
        var records = records
        if var waiting = undecided {
            waiting.append(records)
            records = waiting
        }
        let pictureDue = due.map { now >= $0 } ?? false
        let pageFilled = options.pageSize.map { records.count > $0 + 1 } ?? false
        let enough = records.count >= 2 && (pictureDue || pageFilled || records.count > HeaderSniffer.sampleRows)
        guard ended || enough else {
            undecided = records
            return nil
        }
        undecided = nil
        return records
    }

    /// Follows `source` until it ends (a pipe closed by its writer; a regular file is followed
    /// by name like `tail -F` and never ends by itself), drawing as described above.
    package func run(source: InputSource) throws {
        let stream = try LiveByteStream(source: source)
        stream.start()
        let clock = { ProcessInfo.processInfo.systemUptime }
        var splitter: RecordSplitter?
        var firstBytes: [UInt8] = []
        var bytesRead = 0
        var lastPicture = -Double.infinity
        var firstDataAt: Double?

        while true {
            let due = firstDataAt.map { max($0, lastPicture) + options.refresh }
            let waitUntil = (currentIsStale || undecided != nil) ? due : nil
            let chunk = try stream.next(before: waitUntil)
            if let restart = chunk.restart {
                try startOver(restart, splitter: &splitter, firstBytes: &firstBytes, name: source.displayName)
            }
            bytesRead += chunk.bytes.count
            if let limit = options.maxInputBytes, bytesRead > limit {
                throw FileBytes.tooLarge(source.displayName, limit: limit)
            }
            if splitter == nil {
                firstBytes += chunk.bytes
                // Enough to tell the format: a whole first line, or the end.
                guard chunk.ended || firstBytes.contains(ASCII.lf) || firstBytes.contains(ASCII.cr) else { continue }
                let read = try LiveTableReader.options(options.read, pathExtension: source.pathExtension, firstBytes: firstBytes)
                splitter = RecordSplitter(mode: LiveTableReader.splitterMode(for: read))
                splitter?.feed(firstBytes)
                firstBytes = []
                readOfInput = read
            } else {
                splitter?.feed(chunk.bytes)
            }
            guard var records = splitter?.take(atEnd: chunk.ended) else { continue }
            if (splitter?.pendingCount ?? 0) > ReadOptions.defaultMaxBytes {
                throw ChartError.badData(
                    location: SourceLocation(file: source.displayName, line: records.firstLine, column: 1), column: nil,
                    message: "a record longer than \(FileBytes.describe(bytes: ReadOptions.defaultMaxBytes)) has no end (an unterminated quote?)")
            }
            if atRestartedFile && records.count > 0 {
                atRestartedFile = false
                records = try withoutRepeatedHeader(records.droppingByteOrderMark(), name: source.displayName)
            }
            if firstDataAt == nil && records.count > 0 { firstDataAt = clock() }

            guard let ready = decidable(records, ended: chunk.ended, due: due, now: clock()) else { continue }
            records = ready
            try ingestOrFinish(records, name: source.displayName)
            if chunk.ended {
                guard columns != nil else { throw ChartError.noDataRows(source.displayName) }
                try finishCurrent(atEnd: true)
                return
            }
            if currentIsStale, let due = firstDataAt.map({ max($0, lastPicture) + options.refresh }), clock() >= due {
                try finishCurrent(atEnd: false)
                lastPicture = clock()
            }
        }
    }

    /// The followed file started over (`LiveByteStream.Restart`): the old file's bytes end its
    /// last record, which is read in; the new file gets a new splitter (lines from 1, the same
    /// format) and its first record is checked against the header (`withoutRepeatedHeader`).
    /// Before the columns are decided, the old file's records decide them now, as at the end of
    /// an input; an old file without a data row (a header at most) is forgotten, and the new
    /// one is read as if it were the first.
    private func startOver(_ restart: LiveByteStream.Restart, splitter: inout RecordSplitter?, firstBytes: inout [UInt8], name: String) throws {
        switch restart {
        case .truncated: warn("\(name) was truncated; reading it again from its start")
        case .replaced: warn("\(name) was replaced (log rotation); reading the new file from its start")
        }
        guard var old = splitter else {
            firstBytes = []  // not one whole line yet: the new file decides the format
            return
        }
        var last = old.take(atEnd: true)
        if atRestartedFile && last.count > 0 {
            atRestartedFile = false
            last = try withoutRepeatedHeader(last.droppingByteOrderMark(), name: name)
        }
        if columns == nil {
            var records = undecided ?? last
            if undecided != nil { records.append(last) }
            undecided = nil
            do {
                if records.count > 0 { try ingestOrFinish(records, name: name) }
            } catch let error as ChartError where records.count == 1 && error == ChartError.noDataRows(name) {
                // a header alone: the new file brings its own
            }
        } else {
            try ingestOrFinish(last, name: name)
        }
        guard columns != nil else {
            splitter = nil
            firstBytes = []
            return
        }
        splitter = RecordSplitter(mode: old.mode)
        atRestartedFile = true
    }

    /// The first records of a file that started over, without its header line, which must be
    /// the input's own (compared without line ends and trailing blanks); records unchanged for
    /// an input without a header. A different header is bad data at its line, after the rows
    /// before it are drawn.
    private func withoutRepeatedHeader(_ records: RecordSplitter.Records, name: String) throws -> RecordSplitter.Records {
        guard let header = reader?.headerRecord, let (first, line, rest) = records.splittingFirst() else { return records }
        func trimmed(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
            var slice = bytes[...]
            if slice.starts(with: [0xEF, 0xBB, 0xBF]) { slice = slice.dropFirst(3) }
            while let last = slice.last, [ASCII.lf, ASCII.cr, ASCII.space, ASCII.tab].contains(last) { slice = slice.dropLast() }
            return slice
        }
        let expected = trimmed(header)
        let found = trimmed(first)
        guard expected != found else { return rest }
        if columns != nil { try? finishCurrent(atEnd: true) }
        func quoted(_ bytes: ArraySlice<UInt8>) -> String {
            let text = String(decoding: bytes, as: UTF8.self)
            return "\"" + (text.unicodeScalars.count > 100 ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(100))) + "…" : text) + "\""
        }
        throw ChartError.badData(
            location: SourceLocation(file: name, line: line, column: 1), column: nil,
            message:
                """
                \(name) started over (truncated or replaced) with a different header: expected \(quoted(expected)), found \(quoted(found)); the \
                chart keeps the columns it began with (run chart again to draw the new ones)
                """
        )
    }

    /// Adds records and draws the pages that became final; on bad data, draws every row before
    /// the bad record (as if the input ended there) and rethrows.
    private func ingestOrFinish(_ records: RecordSplitter.Records, name: String) throws {
        do {
            try ingest(records, name: name)
        } catch let error as ChartError {
            guard case let .badData(location?, _, _) = error, location.line >= records.firstLine else { throw error }
            let before = records.prefix(beforeLine: location.line)
            if before.count > 0 { try? ingest(before, name: name) }
            if columns != nil { try? finishCurrent(atEnd: true) }
            throw error
        }
    }

    /// Reads, types and pages one batch; nothing changes unless the whole batch is good.
    private func ingest(_ records: RecordSplitter.Records, name: String) throws {
        guard records.count > 0 else { return }
        var reader = self.reader
        var columns = self.columns
        let table: DataTable
        if let reader {
            table = try reader.table(records)
        } else {
            let (firstReader, first) = try LiveTableReader.first(records, read: readOfInput, header: options.read.header, name: name)
            columns = try LiveLineColumns(first: first, builder: LineRecipe.line(options.builder, options.line).checkedBuilder)
            reader = firstReader
            table = first
            if options.read.header == .auto, firstReader.headerRecord == nil, firstReader.format != .ndjson {
                // `tail -f log.csv | chart line --follow` starts ten lines before the end, past
                // the header: the columns then have numbers for names, silently.
                warn(
                    """
                    \(name) has no header line (its first line is data), so its columns are named 1, 2, …; a stream from `tail -f FILE` starts \
                    after the header: use `tail -n +1 -f FILE` or `chart line --follow FILE` to keep it, or --no-header if there is none
                    """
                )
            }
        }
        guard let columns else { return }
        let rows = try columns.rows(of: table, firstRow: rowsSeen, previous: previousRow)
        if let maxRows = options.read.maxRows, rowsSeen + rows.count > maxRows {
            throw ChartError.badData(
                location: nil, column: nil,
                message: "\(name) has more than \(maxRows) data rows, the limit (--max-rows)")
        }
        if self.columns == nil {
            self.columns = columns
            self.reader = reader
            pager = LinePager(mode: mode, seriesCount: columns.yColumns.count)
        }
        rowsSeen += rows.count
        if !rows.offsetRows.isEmpty { zoned = true }
        if let last = rows.last { previousRow = last }
        guard let finals = pager?.append(rows) else { return }
        currentIsStale = currentIsStale || rows.count > 0
        try draw(finals)
    }

    /// Draws the current page (or window) when it has rows its file does not show yet. At the
    /// end of the input, an input without a single value is the normal run's error.
    private func finishCurrent(atEnd: Bool) throws {
        if currentIsStale, let picture = pager?.current {
            try draw([picture])
            currentIsStale = false
        }
        if atEnd && !drewAnything {
            throw ChartError.badData(location: nil, column: nil, message: "nothing to plot: every value of the plotted series is empty")
        }
    }

    /// Lays out and renders pictures in one gnuplot run (one process per batch of pages), each
    /// renamed into place only when complete.
    private func draw(_ pictures: [LinePager.Picture]) throws {
        guard let columns, !pictures.isEmpty else { return }
        var plans: [ChartPlan] = []
        var outputs: [String] = []
        for picture in pictures {
            guard let plan = try plan(for: picture, columns: columns) else { continue }
            plans.append(plan)
            outputs.append(try path(for: picture.page))
            record.planned(page: picture.page, path: outputs[outputs.count - 1])
        }
        guard !plans.isEmpty else { return }
        for warning in plans.flatMap(\.warnings) { warn(warning) }
        if plans[0].format == .text {
            try drawText(plans, to: outputs)
        } else {
            // Each page has its own frame (its own value axis), so each is its own program.
            var pipeline = ChartPipeline()
            pipeline.processes = processes
            pipeline.warnings = { [unowned self] text in warn("gnuplot: " + text.trimmingWhitespace()) }
            try pipeline.render(pictures: plans, to: outputs, with: runner)
        }
        drewAnything = true
        if let y = (plans.last?.base as? LinePlan)?.pages.first?.y ?? (plans.last?.base as? AreaPlan)?.pages.first?.y {
            lastValueRange = (y.min, y.max)
        }
    }

    /// Text pictures (no gnuplot): each to its file, written whole; on standard output the last
    /// picture (the page being filled), in place on a terminal or after the previous one in a log.
    private func drawText(_ plans: [ChartPlan], to outputs: [String]) throws {
        for (plan, output) in zip(plans, outputs) where output != "-" {
            let transaction = try OutputTransaction(paths: [output], format: .text)
            try transaction.stage(Array(try TextChart(sizedFor: plan, colors: options.textColors).pages(for: plan).joined().utf8), at: 0)
            try transaction.commit()
        }
        if outputs.contains("-"), let plan = plans.last {
            let text = try TextChart(sizedFor: plan, colors: options.textColors).pages(for: plan).joined()
            let framed = options.redrawInPlace ? "\u{1B}[H\u{1B}[2J" + text : text + "\n"
            try DescriptorWriter.writeStandardOutput(Array(framed.utf8), what: "the text chart")
            record.wroteStandardOutput()
        }
    }

    /// The plan of one picture: a normal layout of its rows with that page selected and its own
    /// value axis. A page of gaps only (and the page before it) takes the last value axis drawn;
    /// nil (not drawn yet) while there is none. At the end of an input without any value, the
    /// normal run's error follows (`finishCurrent`).
    private func plan(for picture: LinePager.Picture, columns: LiveLineColumns) throws -> ChartPlan? {
        var options = self.options
        options.line.highlight = nil
        options.line.axes.yScale = .page
        let pagination: Pagination = options.pageSize.map { .pageSize($0) } ?? .single
        // The real path goes to the renderer; the layout only needs a plain name.
        options.line.paging = PagingOptions(
            pagination: pagination, selection: .range(picture.pageInRows, picture.pageInRows),
            output: options.line.figure.format == .text ? "page.txt" : "page.png")
        let chart = columns.chart(picture.rows, zoned: zoned)
        if chart.x.kind == .category {
            // A --vline naming a category is drawn on the page that holds it.
            options.line.axes.vlines = options.line.axes.vlines.filter { chart.x.categories.contains($0.trimmingSpaces()) }
        }
        let pipeline = ChartPipeline()
        do {
            return try pipeline.plan(for: ChartRequest(options.recipe, input: .model(chart)))
        } catch let ChartError.badData(location, column, message) where location == nil && column == nil && message.hasPrefix("nothing to plot") {
            guard let (low, high) = lastValueRange, options.line.axes.yMin == nil, options.line.axes.yMax == nil else { return nil }
            options.line.axes.yMin = low
            options.line.axes.yMax = high
            return try pipeline.plan(for: ChartRequest(options.recipe, input: .model(chart)))
        }
    }

    /// `NAME-001.png`, … (or the `%d` pattern) for pages; for one file the name as given (page 1
    /// of a pattern, as a normal run of one page names it).
    private func path(for page: Int) throws -> String {
        try Self.path(for: page, options: options)
    }

    /// The first file a run writes (to check its folder before reading anything).
    package static func firstOutput(for options: LineFollowOptions) throws -> String {
        try path(for: 1, options: options)
    }

    private static func path(for page: Int, options: LineFollowOptions) throws -> String {
        if options.output == "-" { return "-" }  // a text chart on standard output
        guard options.pageSize != nil else { return try OutputNaming(output: options.output).paths(for: [1], totalPages: 1)[0] }
        // Named as one of several pages; the count is unknown, so three digits up to page 999.
        return try OutputNaming(output: options.output).paths(for: [page], totalPages: max(page, 2))[0]
    }

    private func warn(_ text: String) {
        guard !text.isEmpty, seenWarnings.insert(text).inserted else { return }
        warnings(text)
    }
}
