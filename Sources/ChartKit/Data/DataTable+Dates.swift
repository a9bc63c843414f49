/// Deciding how a date column reads as a whole, where single cells cannot tell.
extension DataTable {
    /// Header words that name a column of years: `year`, `Year`, `fiscal_year`, `yr`, `date`.
    static let yearWords: Set<String> = ["year", "years", "yr", "yyyy", "date"]

    /// The reading that makes `column` a time axis when its cells alone do not: `.years` for a
    /// column of four-digit whole numbers 1000–2999 whose header names a year or date, or the
    /// one day/month order (`%d/%m/%Y` or `%m/%d/%Y`) under which every sampled cell reads.
    /// Nil otherwise: the column is whatever `kind(of:)` says from its cells.
    ///
    /// Years need the header because a column of 4-digit numbers (prices, counts) is more
    /// often a quantity; with `--x-type time` any such column reads as years.
    package func dateReading(of column: Int) -> DateReading? {
        if hasHeader, Self.namesYear(names[column]), isYears(column, range: 1000...2999) { return .years }
        return inferredDayMonth(column)
    }

    /// The reading for `--x-type time`: the named form, else what the column shows (bare years
    /// of any header included), else the standard forms (whose errors name the first bad cell).
    package func forcedDateReading(of column: Int, pattern: DateReadPattern?) -> DateReading {
        if let pattern { return .pattern(pattern) }
        if isYears(column, range: 0...9999) { return .years }
        return inferredDayMonth(column) ?? .standard
    }

    /// The column's cells as epoch seconds under `reading`; empty cells are errors, or NaN
    /// with `emptyIsGap` (a histogram skips and counts them).
    package func times(at column: Int, reading: DateReading, emptyIsGap: Bool = false) throws -> [Double] {
        if reading == .standard, !emptyIsGap { return try times(at: column) }
        var result: [Double] = []
        result.reserveCapacity(rowCount)
        try forEachCell(inColumn: column) { row, cell in
            if emptyIsGap, Self.isBlank(cell) { return result.append(.nan) }
            guard let value = reading.seconds(cell) else {
                throw cellError(row: row, column: column, expected: reading.expected)
            }
            result.append(value)
        }
        return result
    }

    /// Whether some cell of `column` is an ISO-8601 time with a UTC offset other than 0
    /// (`2024-03-01T10:00:00+02:00`), which reading converts to UTC: the axis then says it shows
    /// UTC, or a reader takes 08:00 on the axis for the 08:00 in the file.
    ///
    /// It runs over every cell of a time column after the times were read, so it parses only a
    /// cell whose last six bytes (blanks aside) hold a `+` or `-`: an offset (`+02:00`, `+0200`,
    /// `-05`) ends a time, and `Z` or no zone, the common cases, cost a byte scan, not a parse.
    package func hasZoneOffsets(inColumn column: Int) -> Bool {
        var found = false
        forEachCell(inColumn: column) { _, cell in
            guard !found, Self.hasZoneOffset(cell) else { return }
            found = true
        }
        return found
    }

    /// The rows of `column` from row `first` on whose cell ends in a UTC offset other than 0, as
    /// `hasZoneOffsets` finds them, counted from `first`: a streamed chart meets its batches one
    /// at a time and learns from any of them that its axis shows UTC (`LiveRows.offsetRows`).
    func zoneOffsetRows(inColumn column: Int, from first: Int = 0) -> [Int] {
        var rows: [Int] = []
        forEachCell(inColumn: column) { row, cell in
            if row >= first && Self.hasZoneOffset(cell) { rows.append(row - first) }
        }
        return rows
    }

    /// Whether `cell` ends in a UTC offset other than 0 (a parse only where a sign is near its end).
    private static func hasZoneOffset(_ cell: UnsafeBufferPointer<UInt8>) -> Bool {
        guard mayEndInOffset(cell), let offset = ValueParser.zoneOffset(bytes: cell) else { return false }
        return offset != 0
    }

    /// Whether `cell` is longer than a date and one of its last six bytes before any trailing
    /// blanks is a sign, as a zone offset's would be.
    private static func mayEndInOffset(_ cell: UnsafeBufferPointer<UInt8>) -> Bool {
        var end = cell.count
        while end > 0, cell[end - 1] == UInt8(ascii: " ") || cell[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        guard end > 10 else { return false }
        for index in (end - 6)..<end where cell[index] == UInt8(ascii: "+") || cell[index] == UInt8(ascii: "-") { return true }
        return false
    }

    /// Whether a column name says it holds years (`Year`, `fiscal_year`, `startYear`, `DATE`).
    static func namesYear(_ name: String) -> Bool {
        var words: [String] = []
        var word = ""
        var previousLower = false
        for character in name {
            if character.isLetter {
                if character.isUppercase && previousLower { words.append(word); word = "" }
                word.append(Character(character.lowercased()))
                previousLower = character.isLowercase
            } else {
                if !word.isEmpty { words.append(word) }
                word = ""
                previousLower = false
            }
        }
        words.append(word)
        return words.contains { yearWords.contains($0) }
    }

    /// Whether every non-blank cell (there is one) is exactly four digits within `range`.
    private func isYears(_ column: Int, range: ClosedRange<Int>) -> Bool {
        var any = false
        var all = true
        forEachCell(inColumn: column) { _, cell in
            guard all, !Self.isBlank(cell) else { return }
            guard let seconds = DateReading.year(cell) else { all = false; return }
            let year = Int(CivilTime(epochSeconds: Int64(seconds)).year)
            if !range.contains(year) { all = false }
            any = true
        }
        return any && all
    }

    /// The day/month order of a column of `D/M/YYYY`-like cells (separator `/`, `.` or `-`,
    /// optionally with ` HH:MM[:SS]`) when exactly one order reads the first 1000 non-blank
    /// cells; nil when both do (no day above 12: ambiguous) or neither does.
    private func inferredDayMonth(_ column: Int) -> DateReading? {
        // Cell by cell, so a column whose first cell has another shape (any numeric column)
        // costs one cell, not a pass over every row.
        var sample: [String] = []
        var row = 0
        while row < rowCount, sample.count < 1000 {
            let cell = text(row: row, column: column)
            row += 1
            guard !HeaderSniffer.isBlank(cell) else { continue }
            if sample.isEmpty, NumericDateShape(cell) == nil { return nil }
            sample.append(cell)
        }
        guard let first = sample.first, let shape = NumericDateShape(first) else { return nil }
        let readings = shape.candidates.filter { pattern in sample.allSatisfy { pattern.seconds(Substring($0)) != nil } }
        guard readings.count == 1 else { return nil }
        return .pattern(readings[0])
    }
}

/// The look of a numeric date with the year last (`31/01/2024`, `1.2.2024 13:05`): its separator
/// and time of day, from which the two candidate forms (day first, month first) are built.
struct NumericDateShape {
    let separator: Character
    let timeSuffix: String

    /// The shape of `text`, or nil when it is not two 1–2 digit groups and a 4-digit year, all
    /// joined by the same `/`, `.` or `-`, optionally followed by ` HH:MM` or ` HH:MM:SS`.
    init?(_ text: String) {
        let trimmed = text.trimmingSpaces()
        let halves = trimmed.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard let date = halves.first, let separator = date.first(where: { "/.-".contains($0) }) else { return nil }
        let groups = date.split(separator: separator, omittingEmptySubsequences: false)
        guard groups.count == 3, groups.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            (1...2).contains(groups[0].count), (1...2).contains(groups[1].count), groups[2].count == 4
        else { return nil }
        self.separator = separator
        if halves.count == 2 {
            let clock = halves[1].split(separator: ":", omittingEmptySubsequences: false)
            guard (2...3).contains(clock.count) else { return nil }
            timeSuffix = clock.count == 2 ? " %H:%M" : " %H:%M:%S"
        } else {
            timeSuffix = ""
        }
    }

    /// Day first, then month first.
    var candidates: [DateReadPattern] {
        let s = String(separator)
        return ["%d\(s)%m\(s)%Y", "%m\(s)%d\(s)%Y"].compactMap { try? DateReadPattern(validating: $0 + timeSuffix) }
    }
}
