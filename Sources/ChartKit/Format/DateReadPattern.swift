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
package struct DateReadPattern: Sendable, Equatable {
    static let directives: Set<Character> = ["Y", "y", "m", "d", "e", "H", "I", "p", "M", "S", "b", "B", "%"]

    package let pattern: String
    private let parts: [Part]

    private enum Part: Equatable {
        case literal(UInt8)
        case blanks
        case field(Character)
    }

    /// The form, or a usage error naming `flag` and the first directive it cannot read.
    package init(validating pattern: String, flag: String = "--x-date-format") throws(ChartError) {
        var parts: [Part] = []
        var characters = pattern.makeIterator()
        var fields = 0
        while let character = characters.next() {
            if character == "%" {
                guard let directive = characters.next(), Self.directives.contains(directive) else {
                    throw ChartError.usage(
                        "\(flag) '\(pattern)' has a directive chart cannot read; supported: %Y %y %m %d %e %H %I %p %M %S %b %B %%")
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
    package func seconds(_ cell: UnsafeBufferPointer<UInt8>) -> Double? {
        let (start, end) = ValueParser.withoutBlanks(cell)
        var reader = FieldReader(cell: cell, index: start, end: end)
        var fields = Fields()
        for part in parts {
            switch part {
            case let .literal(byte):
                guard reader.index < end, cell[reader.index] == byte else { return nil }
                reader.index += 1
            case .blanks:
                reader.skipBlanks()
            case let .field(directive):
                guard reader.read(directive, into: &fields) else { return nil }
            }
        }
        guard reader.index == end else { return nil }
        return fields.epochSeconds
    }

    /// The calendar fields read so far; those the form lacks keep 1970-01-01 00:00:00.
    private struct Fields {
        var year = 1970, month = 1, day = 1, hour = 0, minute = 0, seconds = 0.0
        var twelveHour = false
        var afternoon: Bool?

        /// The instant, or nil for a day the month does not have.
        var epochSeconds: Double? {
            guard day <= ValueParser.daysIn(month: month, year: year) else { return nil }
            var hour = hour
            if let afternoon, twelveHour { hour = hour % 12 + (afternoon ? 12 : 0) }
            let midnight = Double(ValueParser.daysFromCivil(year: year, month: month, day: day)) * 86_400
            return midnight + Double(hour * 3600 + minute * 60) + seconds
        }
    }

    /// A read position in a trimmed cell, with the readers of one field each.
    private struct FieldReader {
        let cell: UnsafeBufferPointer<UInt8>
        var index: Int
        let end: Int

        mutating func skipBlanks() {
            while index < end, cell[index] == ASCII.space || cell[index] == ASCII.tab { index += 1 }
        }

        /// One to `width` digits as a number; nil when there is no digit.
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

        /// The run of ASCII letters here (possibly empty).
        mutating func word() -> String {
            let wordStart = index
            while index < end, (cell[index] | 0x20) >= UInt8(ascii: "a"), (cell[index] | 0x20) <= UInt8(ascii: "z") { index += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: cell[wordStart..<index]), as: UTF8.self)
        }

        /// A fraction of a second after `.`, if one is there; false when `.` has no digits.
        mutating func fraction(into seconds: inout Double) -> Bool {
            guard index < end, cell[index] == UInt8(ascii: ".") else { return true }
            index += 1
            var scale = 0.1
            let digitsStart = index
            while index < end, cell[index] &- 0x30 < 10 {
                seconds += Double(cell[index] &- 0x30) * scale
                scale /= 10
                index += 1
            }
            return index > digitsStart
        }

        /// Reads the field of `directive` into `fields`; false when the cell does not have it.
        mutating func read(_ directive: Character, into fields: inout Fields) -> Bool {
            switch directive {
            case "Y": guard let value = number(width: 4) else { return false }; fields.year = value
            case "y":
                guard let value = number(width: 2) else { return false }
                fields.year = value >= 69 ? 1900 + value : 2000 + value
            case "m": guard let value = number(width: 2), (1...12).contains(value) else { return false }; fields.month = value
            case "d", "e":
                if directive == "e" { skipBlanks() }
                guard let value = number(width: 2), value >= 1 else { return false }; fields.day = value
            case "H": guard let value = number(width: 2), value < 24 else { return false }; fields.hour = value
            case "I":
                guard let value = number(width: 2), (1...12).contains(value) else { return false }
                fields.hour = value
                fields.twelveHour = true
            case "M": guard let value = number(width: 2), value < 60 else { return false }; fields.minute = value
            case "S":
                guard let value = number(width: 2), value < 60 else { return false }
                fields.seconds = Double(value)
                return fraction(into: &fields.seconds)
            case "b", "B": guard let value = ValueParser.monthNumber(word()) else { return false }; fields.month = value
            case "p":
                switch word().lowercased() {
                case "am": fields.afternoon = false
                case "pm": fields.afternoon = true
                default: return false
                }
            default: return false
            }
            return true
        }
    }

    /// `seconds(_:)` for text.
    package func seconds(_ text: Substring) -> Double? {
        var copy = String(text)
        return copy.withUTF8 { seconds($0) }
    }
}
