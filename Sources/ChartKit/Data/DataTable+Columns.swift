/// Column lookup and typed access, where user-facing selection and conversion errors are made,
/// because only here are both the user's words and the cell's location known.
extension DataTable {
    /// The 0-based index of the column `selector` names.
    ///
    /// A name matches exactly first, then case-insensitively if that is unique; a name made of
    /// digits, or an `.index`, that matches no header name is a 1-based position. Throws
    /// `ChartError.usage` for unknown names, positions out of range, and names shared by several
    /// columns.
    package func columnIndex(_ selector: ColumnSelector) throws -> Int {
        let text: String
        let position: Int?
        switch selector {
        case let .name(name):
            text = name
            position = Int(name)
        case let .index(index):
            text = String(index)
            position = index
        case let .position(position):
            guard position >= 1, position <= columnCount else {
                throw ChartError.internal("no column \(position) in \(source): it has \(columnCount)")
            }
            return position - 1
        }
        let exact = names.indices.filter { names[$0] == text }
        if exact.count == 1 { return exact[0] }
        if exact.count > 1 { throw ambiguous(text, exact) }
        let lowered = text.lowercased()
        let loose = names.indices.filter { names[$0].lowercased() == lowered }
        if loose.count == 1 { return loose[0] }
        if loose.count > 1 { throw ambiguous(text, loose) }
        if let position {
            guard position >= 1, position <= columnCount else {
                throw ChartError.usage(
                    "no column \(position) in \(source): it has \(columnCount) column\(columnCount == 1 ? "" : "s") (\(nameList))")
            }
            return position - 1
        }
        if let nearest = nearestName(to: text) {
            throw ChartError.usage("no column \"\(text)\" in \(source); did you mean \"\(nearest)\"? (columns: \(nameList))")
        }
        if !hasHeader, rowCount > 0, (0..<columnCount).contains(where: { texts(ofColumn: $0)[0].trimmingASCIIWhitespace() == text }) {
            throw ChartError.usage(
                """
                no column \"\(text)\" in \(source): its first row holds "\(text)" but was read as data, as no column has numbers \
                under it to show it is a header; pass --header to read it as names
                """)
        }
        throw ChartError.usage("no column \"\(text)\" in \(source) (columns: \(nameList))")
    }

    /// The column name closest to `text` (case-insensitive edit distance), when it is close
    /// enough to be a typo: names of three characters or more, one edit per three characters.
    /// Shorter names (`x`, `z`) are too close to everything to guess. Ties go to the first column.
    func nearestName(to text: String) -> String? {
        let target = Array(text.lowercased())
        guard hasHeader, target.count >= 3 else { return nil }
        let limit = target.count / 3
        var best: (name: String, distance: Int)?
        for name in names.prefix(5000) {
            let candidate = Array(name.lowercased())
            guard abs(candidate.count - target.count) <= limit else { continue }
            let distance = Self.editDistance(target, candidate)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (name, distance) }
        }
        return best?.name
    }

    /// Edit distance where swapping two neighbouring letters counts as one edit (optimal string
    /// alignment), since `cots` for `cost` is one slip, not two.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }

    /// Whether the column holds numbers, times, text, or nothing.
    ///
    /// Numbers: every non-empty cell is a number, or at least half are (and fewer are dates).
    /// Times: at least half of the non-empty cells are ISO-8601 dates or times (and not all are
    /// numbers). So one mistyped date (`2024-02-30`) or a stray `n/a` among numbers is reported at
    /// its cell by `times(at:)`/`numbers(at:)` instead of silently turning the axis into
    /// categories. Text: anything else (`--x-type category` forces it). A column that reads as
    /// time only as a whole (years under a `year` header, day/month numbers with a day above 12)
    /// is time too: see `dateReading(of:)`.
    package func kind(of column: Int) -> ColumnKind {
        kindAndReading(of: column).kind
    }

    /// `kind(of:)` with, for a time column, how its cells read (`dateReading(of:)`, else the
    /// standard forms): decided together, since the column's date reading is what makes some
    /// columns time, and callers that read the times need it again.
    package func kindAndReading(of column: Int) -> (kind: ColumnKind, reading: DateReading) {
        let kind = cellKind(of: column)
        switch kind {
        case .number, .text, .time:
            if let reading = dateReading(of: column) { return (.time, reading) }
            return (kind, .standard)
        case .empty:
            return (.empty, .standard)
        }
    }

    /// `kind(of:)` from each cell alone.
    private func cellKind(of column: Int) -> ColumnKind {
        if let parsed = cells[column].numbers, parsed.others == 0 {
            // Read as numbers already: no text to look at.
            return parsed.blanks == parsed.values.count ? .empty : .number
        }
        var numbers = 0
        var values = 0
        forEachCell(inColumn: column) { _, cell in
            guard !Self.isBlank(cell) else { return }
            values += 1
            if ValueParser.number(bytes: cell) != nil { numbers += 1 }
        }
        if values == 0 { return .empty }
        if numbers == values { return .number }  // the common case: no date parsing at all
        var times = 0
        forEachCell(inColumn: column) { _, cell in
            if !Self.isBlank(cell) && ValueParser.time(bytes: cell) != nil { times += 1 }
        }
        if times * 2 >= values && times >= numbers { return .time }
        return numbers * 2 >= values ? .number : .text
    }

    /// The column's cells as numbers.
    ///
    /// An empty (or all-space) cell is `.nan` when `emptyIsGap`, else an error; a cell that is not a
    /// finite decimal is `ChartError.badData` at the cell, e.g.
    /// `data.csv:4:3 (column "y"): expected a number, found "n/a"`; so is a number beyond
    /// ±`ValueParser.maximumMagnitude` (`expected a number between -1e300 and 1e300, found "1e308"`).
    /// A column the reader already parsed, with only numbers (and gaps where allowed), is
    /// returned as stored, without a copy.
    package func numbers(at column: Int, emptyIsGap: Bool) throws -> [Double] {
        if let parsed = cells[column].numbers, parsed.others == 0, parsed.huge == 0, emptyIsGap || parsed.blanks == 0 {
            return parsed.values
        }
        var result: [Double] = []
        result.reserveCapacity(rowCount)
        try forEachCell(inColumn: column) { row, cell in
            if let value = ValueParser.number(bytes: cell) {
                guard abs(value) <= ValueParser.maximumMagnitude else {
                    throw cellError(row: row, column: column, expected: ValueParser.magnitudeRule)
                }
                result.append(value)
            } else if Self.isBlank(cell) {
                guard emptyIsGap else { throw cellError(row: row, column: column, expected: "a number") }
                result.append(.nan)
            } else {
                throw cellError(row: row, column: column, expected: "a number")
            }
        }
        return result
    }

    /// The column's cells as epoch seconds (`--x-type epoch`): numbers within the years 0000–9999,
    /// the range ISO-8601 times cover, so calendar ticks stay meaningful; others are errors at the
    /// cell, and so is an empty one unless `emptyIsGap` (then NaN).
    package func epochSeconds(at column: Int, emptyIsGap: Bool = false) throws -> [Double] {
        let values = try numbers(at: column, emptyIsGap: emptyIsGap)
        for (row, value) in values.enumerated() where !(ValueParser.epochRange ~= value) && !value.isNaN {
            throw cellError(row: row, column: column, expected: "seconds since 1970 within the years 0000 to 9999")
        }
        return values
    }

    /// The column's cells as ISO-8601 times in seconds since 1970 UTC; empty cells are errors.
    package func times(at column: Int) throws -> [Double] {
        var result: [Double] = []
        result.reserveCapacity(rowCount)
        try forEachCell(inColumn: column) { row, cell in
            guard let value = ValueParser.time(bytes: cell) else {
                throw cellError(row: row, column: column, expected: "a date like 2024-01-31")
            }
            result.append(value)
        }
        return result
    }

    /// Whether a cell is empty or only ASCII spaces and tabs.
    static func isBlank(_ cell: UnsafeBufferPointer<UInt8>) -> Bool {
        cell.allSatisfy { $0 == ASCII.space || $0 == ASCII.tab }
    }

    /// Throws at the first of `values` (column `column`'s numbers, row by row) at or below 0, or
    /// below `ValueParser.minimumLogValue`, which a log value axis cannot place (`--y-log` without
    /// a `--y-min` to cut it off; `floor` names the flag that would, `--y2-min` for the right axis;
    /// nil for a log x axis, which no flag cuts); `use` replaces the axis in the message when the
    /// values are not an axis's (hist's log-spaced bins).
    package func requireOnLogAxis(_ values: [Double], column: Int, floor: String? = "--y-min", use: String? = nil) throws {
        guard let row = values.firstIndex(where: { !($0 >= ValueParser.minimumLogValue) && !$0.isNaN }) else { return }
        let expected = values[row] <= 0 ? "a number above 0" : "a number of at least \(GnuplotNumber.literal(ValueParser.minimumLogValue))"
        let axis = floor.map { "on a log axis (\($0) cuts lower values off)" } ?? "on a log x axis (--x-log)"
        throw cellError(row: row, column: column, expected: "\(expected) \(use ?? axis)")
    }

    func cellError(row: Int, column: Int, expected: String) -> ChartError {
        let cell = text(row: row, column: column)
        let found = HeaderSniffer.isBlank(cell) ? "an empty cell" : QuotedText.quoted(cell)
        return .badData(
            location: location(row: row, column: column), column: displayName(ofColumn: column),
            message: "expected \(expected), found \(found)")
    }

    private func ambiguous(_ text: String, _ matches: [Int]) -> ChartError {
        let positions = matches.map { String($0 + 1) }
        let list = positions.dropLast().joined(separator: ", ") + " and " + (positions.last ?? "")
        return .usage(
            "column name \"\(text)\" is ambiguous in \(source): columns \(list) match; select one by position")
    }

    /// The column names for error messages, at most 20, quoted only when they contain a comma.
    private var nameList: String {
        let shown = names.prefix(20).map { $0.contains(",") ? QuotedText.quoted($0) : $0 }
        return shown.joined(separator: ", ") + (names.count > 20 ? ", …" : "")
    }

    /// Throws a usage error when `column` is also one of `others`: one rule for every chart
    /// kind, since a column drawn against itself is always a slip (`--x v --y v`).
    /// `role` and `otherRole` name the flags, e.g. `"the x column (--x)"`, `"a series (--y)"`.
    package func requireDistinct(_ column: Int?, role: String, from others: [Int], otherRole: String) throws {
        guard let column, others.contains(column) else { return }
        throw ChartError.usage("column \"\(names[column])\" is both \(role) and \(otherRole)")
    }
}
