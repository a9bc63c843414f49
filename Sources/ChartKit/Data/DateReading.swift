/// How a column's cells become instants: the standard forms, bare years, or a named form.
///
/// Most date columns read cell by cell (`ValueParser.time`); two kinds need the whole column to
/// decide: four-digit years (a number unless the header says it is a year) and day/month numbers
/// (`03/04/2024` reads only once some cell shows which field is the day). The column's reading is
/// decided once (`DataTable.dateReading(of:)`) and every cell is then read the same way.
package enum DateReading: Sendable, Equatable {
    /// ISO-8601 and the common exported forms `ValueParser.time` reads.
    case standard
    /// Bare years (`1990`): 1 January of that year, UTC.
    case years
    /// A strptime-like form, named by `--x-date-format` or inferred for day/month numbers.
    case pattern(DateReadPattern)

    /// The cell as epoch seconds, or nil when it is not in this reading's form.
    package func seconds(_ cell: UnsafeBufferPointer<UInt8>) -> Double? {
        switch self {
        case .standard: ValueParser.time(bytes: cell)
        case .years: Self.year(cell)
        case let .pattern(pattern): pattern.seconds(cell)
        }
    }

    /// `seconds(_:)` for text (a `--vline` or `--highlight` value).
    package func seconds(_ text: Substring) -> Double? {
        var copy = String(text)
        return copy.withUTF8 { seconds($0) }
    }

    /// What an error says a cell should have been.
    var expected: String {
        switch self {
        case .standard: "a date like 2024-01-31"
        case .years: "a year like 1990"
        case let .pattern(pattern): "a date in the form '\(pattern.pattern)'"
        }
    }

    /// 1 January of a cell of exactly four digits (blanks around it allowed), else nil.
    static func year(_ cell: UnsafeBufferPointer<UInt8>) -> Double? {
        let (start, end) = ValueParser.withoutBlanks(cell)
        guard end - start == 4 else { return nil }
        var year = 0
        for index in start..<end {
            let digit = cell[index] &- 0x30
            guard digit < 10 else { return nil }
            year = year * 10 + Int(digit)
        }
        return Double(ValueParser.daysFromCivil(year: year, month: 1, day: 1)) * 86_400
    }
}
