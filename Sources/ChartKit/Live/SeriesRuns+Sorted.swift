extension SeriesRuns {
    /// The wide rows of long rows not in runs: the spill sorted by x (`LineSpillSorter`, stable,
    /// in bounded memory), then each distinct x's neighbouring rows made one wide row, as a
    /// whole read's split and sort make it.
    ///
    /// Refuses (`Refusal`, so the input is read whole and gives its own answer) a second row of
    /// a key at one x, two x texts at one position (their hashes differ), more cells than the
    /// budget, and an input whose keys and distinct x values might pass a whole read's budget
    /// part way (`passesBudgetPartWay`).
    func sortedStream(blockValues: Int) throws -> LineStream {
        let sorted = try LineSpillSorter(runRows: LineSpillSorter.defaultRunRows(width: spill.width)).sorted(spill)
        let width = keyNames.count
        let stream = LineStream(columns: columns.widened(toSeries: keyNames), temporaryFolder: temporaryFolder)
        stream.zoned = zoned
        var rows = LiveRows(seriesCount: width)
        let flushAt = max(1, blockValues / width)
        // The wide row each key last had a value in, its wide rows, and the distinct x values
        // first met in each block of input rows.
        var lastRow = [Int](repeating: -1, count: width)
        var keyRows = [Int](repeating: 0, count: width)
        var firstMet = [Int](repeating: 0, count: rowCount >> SeriesRowTag.blockShift + 1)
        var (wideRows, last) = (0, (x: Double.nan, hash: UInt64.max, check: UInt64.max))
        try sorted.forEachBlock(in: 0..<sorted.count) { _, xs, columns in
            for index in xs.indices {
                let (tag, check) = (SeriesRowTag(columns[1][index]), columns[2][index].bitPattern)
                if xs[index] != last.x {
                    if rows.count > flushAt {
                        mostRowsHeld = max(mostRowsHeld, rows.count)
                        try stream.append(rows)
                        rows = LiveRows(seriesCount: width)
                    }
                    rows.positions.append(xs[index])
                    for s in 0..<width { rows.values[s].append(Facts.absent) }
                    wideRows += 1
                    firstMet[tag.block] += 1
                    last = (xs[index], tag.hash, check)
                } else if tag.hash != last.hash || check != last.check {
                    throw Refusal(reason: "two x texts at one position")
                }
                guard lastRow[tag.code] != wideRows else { throw Refusal(reason: "a second value for one key at one x") }
                (lastRow[tag.code], keyRows[tag.code]) = (wideRows, keyRows[tag.code] + 1)
                rows.values[tag.code][rows.count - 1] = columns[0][index]
            }
        }
        mostRowsHeld = max(mostRowsHeld, rows.count)
        let (cells, overflow) = width.multipliedReportingOverflow(by: wideRows)
        guard !overflow, cells <= SeriesGrid.cellBudget(rows: rowCount, minimum: splitter.cellMinimum) else {
            throw Refusal(reason: "more cells than the budget")
        }
        guard !passesBudgetPartWay(cells: cells, firstMet: firstMet) else { throw Refusal(reason: "near the cell limit part way") }
        try stream.append(rows)
        stream.longForm = Facts(valueTitle: valueTitle, hasAbsent: keyRows.map { $0 < wideRows })
        return stream
    }

    /// Whether a whole read, which checks the keys × distinct x met so far against the budget
    /// of the rows so far at every row where either grows (`SeriesGrid`), might refuse part way
    /// an input whose final cells are within the final budget.
    ///
    /// Never when the cells are at most the budget's minimum, nor while at most four keys have
    /// been met (each row adds at most one x, so the cells met by row r are then at most 4r, the
    /// budget's least). Otherwise checked a block of rows at a time from each distinct x's
    /// first block (`firstMet`) and each key's first row: the keys met by a block's end times the
    /// distinct x met by then, against the budget at the block's start, bounds every row of the
    /// block from above, so a block that passes this is not where a whole read stops. (Exact to
    /// a block, so an input within a block's worth of cells of the limit is read whole, which
    /// gives its answer.)
    func passesBudgetPartWay(cells: Int, firstMet: [Int]) -> Bool {
        guard cells > splitter.cellMinimum, keyNames.count > 4 else { return false }
        var (xs, keys) = (0, 0)
        for (block, met) in firstMet.enumerated() {
            let start = block << SeriesRowTag.blockShift
            xs += met
            while keys < keyFirstRows.count && keyFirstRows[keys] < start + (1 << SeriesRowTag.blockShift) { keys += 1 }
            let budget = SeriesGrid.cellBudget(rows: start + 1, minimum: splitter.cellMinimum)
            if keys > 4 && keys.multipliedReportingOverflow(by: xs).partialValue > budget { return true }
        }
        return false
    }
}
