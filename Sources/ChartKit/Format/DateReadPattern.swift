/// A strptime-like form for reading dates (`--x-date-format '%d/%m/%Y'`), matched by hand so a
/// cell reads the same on every machine: UTC, English month names, no locale.
///
/// Some forms cannot be told apart from the cells (`01/02/2024` is 1 February or 2 January), so
/// the user names the form. Directives: `%Y` year (up to 4 digits), `%y` two-digit year (69–99 →
/// 19xx, 00–68 → 20xx, as POSIX), `%m` month, `%d`/`%e` day, `%H` hour 00–23, `%I` hour 01–12
/// with `%p` AM/PM, `%M` minute, `%S` second (a fraction after `.` is kept), `%b`/`%B` English
/// month name (three letters or full, any case), `%%` a percent sign. Numbers take one digit up to
/// the field's width, so `%m` reads `1` and `01`. A space matches any run of spaces (or none);
/// other characters must match exactly. Fields not in the form default to 1970-01-01 00:00:00.
public struct DateReadPattern: Sendable, Equatable {
    static let directives: Set<Character> = ["Y", "y", "m", "d", "e", "H", "I", "p", "M", "S", "b", "B", "%"]

    public let pattern: String
    private let parts: [Part]

    private enum Part: Equatable {
        case literal(UInt8)
        case blanks
        case field(Character)
    }

    /// The form, or a usage error naming `flag` and the first directive it cannot read.
    public init(validating pattern: String, flag: String = "--x-date-format") throws(ChartError) {
        var parts: [Part] = []
        var characters = pattern.makeIterator()
        var fields = 0
        while let character = characters.next() {
            if character == "%" {
                guard let directive = characters.next(), Self.directives.contains(directive) else {
                    throw ChartError.usage("\(flag) '\(pattern)' has a directive chart cannot read; supported: %Y %y %m %d %e %H %I %p %M %S %b %B %%")
                }
                if directive == "%" { parts.append(.literal(UInt8(ascii: "%"))) } else { parts.append(.field(directive)); fields += 1 }
            } else if character == " " {
                if parts.last != .blanks { parts.append(.blanks) }
            } else {
                guard character.isASCII, let byte = character.asciiValue else {
                    throw ChartError.usage("\(flag) '\(pattern)' may hold only ASCII characters besides its directives")
                }
                parts.append(.literal(byte))
            }
        }
        guard fields > 0 else {
            throw ChartError.usage("\(flag) '\(pattern)' has no directive; e.g. --x-date-format '%d/%m/%Y'")
        }
        self.pattern = pattern
        self.parts = parts
    }

    /// The cell as seconds since 1970-01-01T00:00:00Z, or nil when it does not have this form
    /// (or names no real date: 31/02/2024). Blanks around the cell are ignored.
    public func seconds(_ cell: UnsafeBufferPointer<UInt8>) -> Double? {
        let (start, end) = ValueParser.withoutBlanks(cell)
        var cursor = Cursor(cell: cell, index: start, end: end)
        var fields = Fields()
        for part in parts {
            switch part {
            case let .literal(byte):
                guard cursor.index < end, cell[cursor.index] == byte else { return nil }
                cursor.index += 1
            case .blanks:
                while cursor.index < end, cell[cursor.index] == ASCII.space || cell[cursor.index] == ASCII.tab { cursor.index += 1 }
            case let .field(directive):
                guard fields.read(directive, from: &cursor) else { return nil }
            }
        }
        guard cursor.index == end else { return nil }
        return fields.epochSeconds
    }

    /// Where reading a cell has got to.
    private struct Cursor {
        let cell: UnsafeBufferPointer<UInt8>
        var index: Int
        let end: Int

        /// One to `width` digits, or nil when there is none.
        mutating func number(width: Int) -> Int? {
            var value = 0
            var count = 0
            while count < width, index < end, cell[index] &- 0x30 < 10 {
                value = value * 10 + Int(cell[index] &- 0x30)
                index += 1
                count += 1
            }
            return count > 0 ? value : nil
        }

        /// The ASCII letters from here on.
        mutating func word() -> String {
            let wordStart = index
            while index < end, (cell[index] | 0x20) >= UInt8(ascii: "a"), (cell[index] | 0x20) <= UInt8(ascii: "z") { index += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: cell[wordStart..<index]), as: UTF8.self)
        }

        /// A `.` and its digits as a fraction of a second (0 when there is no `.`), nil for a bare `.`.
        mutating func fraction() -> Double? {
            guard index < end, cell[index] == UInt8(ascii: ".") else { return 0 }
            index += 1
            var value = 0.0, scale = 0.1, digits = 0
            while index < end, cell[index] &- 0x30 < 10 {
                value += Double(cell[index] &- 0x30) * scale
                scale /= 10
                digits += 1
                index += 1
            }
            return digits > 0 ? value : nil
        }
    }

    /// The fields read so far, defaulting to 1970-01-01 00:00:00.
    private struct Fields {
        var year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0.0
        var twelveHour = false
        var afternoon: Bool?

        /// Reads one directive's field; false when the cell does not hold it.
        mutating func read(_ directive: Character, from cursor: inout Cursor) -> Bool {
            switch directive {
            case "Y": guard let value = cursor.number(width: 4) else { return false }; year = value
            case "y":
                guard let value = cursor.number(width: 2) else { return false }
                year = value >= 69 ? 1900 + value : 2000 + value
            case "m": guard let value = cursor.number(width: 2), (1...12).contains(value) else { return false }; month = value
            case "d", "e":
                if directive == "e" { while cursor.index < cursor.end, cursor.cell[cursor.index] == ASCII.space { cursor.index += 1 } }
                guard let value = cursor.number(width: 2), value >= 1 else { return false }; day = value
            case "H": guard let value = cursor.number(width: 2), value < 24 else { return false }; hour = value
            case "I":
                guard let value = cursor.number(width: 2), (1...12).contains(value) else { return false }
                hour = value; twelveHour = true
            case "M": guard let value = cursor.number(width: 2), value < 60 else { return false }; minute = value
            case "S":
                guard let value = cursor.number(width: 2), value < 60, let fraction = cursor.fraction() else { return false }
                second = Double(value) + fraction
            case "b", "B": guard let value = ValueParser.monthNumber(cursor.word()) else { return false }; month = value
            case "p":
                switch cursor.word().lowercased() {
                case "am": afternoon = false
                case "pm": afternoon = true
                default: return false
                }
            default: return false
            }
            return true
        }

        /// Seconds since the epoch, or nil for a day the month does not have.
        var epochSeconds: Double? {
            guard day <= ValueParser.daysIn(month: month, year: year) else { return nil }
            var hour = self.hour
            if let afternoon, twelveHour { hour = hour % 12 + (afternoon ? 12 : 0) }
            let midnight = Double(ValueParser.daysFromCivil(year: year, month: month, day: day)) * 86_400
            return midnight + Double(hour * 3600 + minute * 60) + second
        }
    }

    /// `seconds(_:)` for text.
    public func seconds(_ text: Substring) -> Double? {
        var copy = String(text)
        return copy.withUTF8 { seconds($0) }
    }
}
