extension ChartPipeline {
    /// Streams a long file or standard input to `batch` a batch at a time (`TableBatchReader`),
    /// counting its rows; returns the table instead when the input is short enough to be read
    /// whole, and nil once every batch has been handed over.
    ///
    /// Shared by the kinds whose builders keep their values in spills (hist, box), so each reads
    /// the same way: the same threshold, progress, temporary folder and row count.
    func readBatches(
        _ source: InputSource, _ request: ChartRequest, namesItsColumns: Bool, following: ((DataTable) throws -> [Int])? = nil,
        batch: (DataTable, _ skipping: Int) throws -> Void
    ) throws -> DataTable? {
        let input = try ChunkedInput(source, limit: request.read.maxBytes, progress: progress)
        return try readBatches(input, source, request, namesItsColumns: namesItsColumns, following: following, batch: batch)
    }

    /// `readBatches` of `input`, opened from `source` by the caller, which may keep a copy of it
    /// (`ChunkedInput.copy`, left in place) to read it whole after a batch fails.
    func readBatches(
        _ input: ChunkedInput, _ source: InputSource, _ request: ChartRequest, namesItsColumns: Bool,
        following: ((DataTable) throws -> [Int])? = nil, batch: (DataTable, _ skipping: Int) throws -> Void
    ) throws -> DataTable? {
        var reader = TableBatchReader(options: request.read, threshold: streamThreshold, progress: progress)
        reader.namesItsColumns = namesItsColumns
        reader.followedColumns = following
        reader.temporaryFolder = temporaryFolder ?? RenderWorkspace.systemTemporaryFolder()
        var rows = 0
        guard
            let table = try reader.read(
                input, source: source,
                batch: { table, skipping in
                    rows += table.rowCount - skipping
                    try batch(table, skipping)
                })
        else {
            rowsRead(rows)
            return nil
        }
        rowsRead(table.rowCount)
        return table
    }

    /// Reads a line-shaped input (`chart line`, `chart area`) as a `LineStream` when it is long,
    /// else whole, counting its rows: one reader, threshold and temporary folder for both kinds.
    func readLines(_ source: InputSource, _ request: ChartRequest, builder: LineChartBuilder) throws -> LineStreamReader.Input {
        var reader = LineStreamReader(
            options: request.read, builder: builder, threshold: streamThreshold,
            temporaryFolder: temporaryFolder ?? RenderWorkspace.systemTemporaryFolder(), progress: progress)
        reader.sortRunRows = sortRunRows
        let input = try reader.read(source)
        switch input {
        case let .stream(stream): rowsRead(stream.count)
        case let .table(table): rowsRead(table.rowCount)
        }
        return input
    }

    /// Reads long data split by `--series` from a long input as a `LineStream` of its wide rows
    /// (`SeriesRuns`, memory flat), or the table of a short one; nil when the input must be read
    /// whole: `--dashed`, `--y2` or `--size` (they name keys), or what `readLongBatches` says.
    func readSeriesLines(_ source: InputSource, _ request: ChartRequest, key: ColumnSelector, builder: LineChartBuilder) throws
        -> LineStreamReader.Input?
    {
        guard builder.dashed.isEmpty, builder.y2.isEmpty, builder.sizeBy == nil else { return nil }
        let folder = temporaryFolder ?? RenderWorkspace.systemTemporaryFolder()
        let splitter = seriesSplitter(key: key, x: builder.x, value: builder.y.first, missing: .gap)
        var runs: SeriesRuns?
        var stream: LineStream?
        let read = try readLongBatches(
            source, request,
            batch: { table, skipping in
                if runs == nil { runs = try SeriesRuns(first: table, splitter: splitter, builder: builder, temporaryFolder: folder) }
                try runs?.add(table, skipping: skipping)
            },
            finish: {
                guard let runs else { throw SeriesRuns.Refusal(reason: "no batch") }
                stream = try runs.stream()
                return runs.rowCount
            })
        switch read {
        case .streamed?: return stream.map { .stream($0) }
        case let .table(table)?: return .table(table)
        case nil: return nil
        }
    }

    /// How `readLongBatches` read its input: every batch handed over (and finished), or a table.
    enum LongBatches {
        case streamed
        case table(DataTable)
    }

    /// Reads long data (`--series`) a batch at a time into `batch`, then `finish`es it (returning
    /// the rows read); a short input is read whole and returned as a table. Whatever `batch` or
    /// `finish` refuses part way, an error included, the whole read gives exactly: from a file,
    /// nil (the caller reads it whole); standard input cannot be read again, so its bytes are
    /// kept in a copy in the temporary folder as they are read (`InputCopy`), and a refused read
    /// returns the table read whole from the copy and the rest of the input (nil when no copy
    /// can be made). An input past `--max-input-size` ends with that error, as a whole read's.
    /// The cell limit is the exception: passed part way (`SeriesRuns.CellLimit`),
    /// it is the error a whole read would give at that row, so the read stops there with it.
    func readLongBatches(_ source: InputSource, _ request: ChartRequest, batch: (DataTable, _ skipping: Int) throws -> Void, finish: () throws -> Int)
        throws -> LongBatches?
    {
        guard let input = try longInput(source, request) else { return nil }
        return try readLongBatches(input, source, request, batch: batch, finish: finish)
    }

    /// `readLongBatches` of an input that may also be a JSON document no table reader reads
    /// (a discrete graph's `{"plots": …}`): JSON is read whole, never streamed. Returns the
    /// bytes of JSON or of a short input on standard input, which cannot be read again; nil for
    /// a file the caller reads whole.
    func readDelimitedBatches(
        _ source: InputSource, _ request: ChartRequest, batch: (DataTable, _ skipping: Int) throws -> Void, finish: () throws -> Int
    ) throws -> DelimitedBatches? {
        guard let input = try longInput(source, request) else { return nil }
        let extensionName: String? = if case let .file(path) = source { TableReader.pathExtension(of: path) } else { nil }
        let reader = TableBatchReader(options: request.read, threshold: streamThreshold)
        let first = try input.firstBatch(threshold: reader.threshold, batchBytes: reader.batchBytes)
        if let first { input.unread(first) }
        let format = first.map { request.read.resolved(bytes: $0, pathExtension: extensionName).format ?? .csv }
        guard let format, [.csv, .tsv, .whitespace].contains(format) else {
            guard case .stdin = source else { return nil }
            input.copy = nil
            return .whole(try input.readRest())
        }
        return try readLongBatches(input, source, request, batch: batch, finish: finish).map { .batches($0) }
    }

    /// How `readDelimitedBatches` read its input: as `readLongBatches` does, or whole (the bytes).
    enum DelimitedBatches {
        case batches(LongBatches)
        case whole([UInt8])
    }

    /// The input of `readLongBatches`, standard input with a copy kept as it is read; nil when
    /// the caller reads it whole (a short file, or no copy can be made).
    private func longInput(_ source: InputSource, _ request: ChartRequest) throws -> ChunkedInput? {
        let folder = temporaryFolder ?? RenderWorkspace.systemTemporaryFolder()
        // Nothing is read before the batches: whatever stops here, the whole read says or does.
        guard let input = try? ChunkedInput(source, limit: request.read.maxBytes, progress: progress) else { return nil }
        switch source {
        case .stdin:
            guard let copy = InputCopy(folder: folder) else { return nil }
            input.copy = copy
        case .file:
            // A short file is left to the caller's whole read, which holds less than the
            // batch reader's whole table (see PERFORMANCE.md, flags kept flat).
            if let size = input.expectedSize, size <= streamThreshold { return nil }
        }
        return input
    }

    /// `readLongBatches` of an input opened by `longInput`.
    private func readLongBatches(
        _ input: ChunkedInput, _ source: InputSource, _ request: ChartRequest, batch: (DataTable, _ skipping: Int) throws -> Void,
        finish: () throws -> Int
    ) throws -> LongBatches? {
        let folder = temporaryFolder ?? RenderWorkspace.systemTemporaryFolder()
        var reader = TableBatchReader(options: request.read, threshold: streamThreshold, progress: progress)
        reader.temporaryFolder = folder
        do {
            if let table = try reader.read(input, source: source, batch: batch) {
                rowsRead(table.rowCount)
                return .table(table)
            }
            rowsRead(try finish())
            return .streamed
        } catch let limit as SeriesRuns.CellLimit {
            throw limit.error
        } catch {
            // Past the size limit, the error is the whole read's own (the copy holds no more).
            // Anything else, a decimal-comma error judged over every batch too, is read whole:
            // a first batch may have sniffed its header otherwise than the whole input does.
            if input.bytesRead > request.read.maxBytes { throw error }
            guard let copy = input.copy else { return nil }
            try input.drain()
            let table = try TableReader(options: request.read).read(bytes: copy.bytes(), name: input.name, pathExtension: nil)
            rowsRead(table.rowCount)
            return .table(table)
        }
    }
}
