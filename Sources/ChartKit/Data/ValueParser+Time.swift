/// Times and dates: ISO-8601 and the common exported forms, read by hand into epoch seconds.
extension ValueParser {
    /// Dates as people export them besides ISO-8601, read as UTC midnight: `2012/01/31`
    /// (`2012/1/5` too), `Jan 31 2012`, `Jan 31, 2012`, `January 31, 2012`, `31 Jan 2012`,
    /// `31-Jan-2012`. Month names are English, any case, three letters or in full. Day-first or
    /// month-first numbers (`01/02/2012`) are ambiguous and stay text.
    static func commonDate(bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var tokens: [(isNumber: Bool, text: String)] = []
        var current: [UInt8] = []
        var currentIsNumber = false
        var separators = 0
        func flush() {
            if !current.isEmpty { tokens.append((currentIsNumber, String(decoding: current, as: UTF8.self))) }
            current = []
        }
        for byte in bytes {
            let isDigit = byte &- 0x30 < 10
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            if isDigit || isLetter {
                if !current.isEmpty && currentIsNumber != isDigit { return nil }
                currentIsNumber = isDigit
                current.append(byte)
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ",") {
                flush()
                separators += 1
                if separators > 4 { return nil }
            } else {
                return nil
            }
        }
        flush()
        guard tokens.count == 3 else { return nil }
        var year: Int?
        var month: Int?
        var day: Int?
        if tokens.allSatisfy(\.isNumber) {
            // Only year first: 2012/01/31.
            guard tokens[0].text.count == 4, tokens[1].text.count <= 2, tokens[2].text.count <= 2 else { return nil }
            year = Int(tokens[0].text); month = Int(tokens[1].text); day = Int(tokens[2].text)
        } else if !tokens[0].isNumber, tokens[1].isNumber, tokens[2].isNumber {
            month = monthNumber(tokens[0].text); day = tokens[1].text.count <= 2 ? Int(tokens[1].text) : nil
            year = tokens[2].text.count == 4 ? Int(tokens[2].text) : nil
        } else if tokens[0].isNumber, !tokens[1].isNumber, tokens[2].isNumber {
            day = tokens[0].text.count <= 2 ? Int(tokens[0].text) : nil; month = monthNumber(tokens[1].text)
            year = tokens[2].text.count == 4 ? Int(tokens[2].text) : nil
        }
        guard let year, let month, let day, (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year) else { return nil }
        return Double(daysFromCivil(year: year, month: month, day: day)) * 86_400
    }

    private static let monthNames = [
        "january", "february", "march", "april", "may", "june", "july",
        "august", "september", "october", "november", "december",
    ]

    /// 1…12 for `Jan`, `jan`, `January`, `Sept`; nil otherwise.
    static func monthNumber(_ text: String) -> Int? {
        let lower = text.lowercased()
        guard lower.count >= 3 else { return nil }
        if let index = monthNames.firstIndex(where: { $0 == lower || $0.hasPrefix(lower) && lower.count <= 4 }) { return index + 1 }
        return nil
    }

    /// A common date (`commonDate`), optionally followed by a space and a time of day
    /// `HH:MM[:SS[.fff]]` (`2010/01/01 00:00`, the form of widely used sample data sets), UTC.
    ///
    /// The time is split off at the last space, and only when it holds a `:`, so `Jan 31 2012`
    /// still reads as a date alone.
    static func commonDateTime(bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        guard let space = bytes.lastIndex(of: UInt8(ascii: " ")), bytes[(space + 1)...].contains(UInt8(ascii: ":")) else {
            return commonDate(bytes: bytes)
        }
        var end = space
        while end > 0, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        guard let midnight = commonDate(bytes: UnsafeBufferPointer(rebasing: bytes[..<end])) else { return nil }
        var cursor = TimeCursor(bytes: bytes, index: space + 1, end: bytes.count)
        guard let (hour, minute, seconds) = cursor.timeOfDay(), cursor.atEnd else { return nil }
        return midnight + Double(hour * 3600 + minute * 60) + seconds
    }

    /// `time(_:)` over bytes: the ISO-8601 date, then (when more follows) the time of day and
    /// zone; anything not starting `YYYY-MM` is tried as a common date (and time) instead.
    static func time(bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        timeAndZone(bytes: bytes)?.seconds
    }

    /// The offset east of UTC, in seconds, that an ISO-8601 time in `bytes` carries (`+02:00`:
    /// 7200); 0 for `Z`, no zone or a date without a time; nil when `bytes` is not a time.
    /// A chart says so on its axis when it converted such times to UTC.
    static func zoneOffset(bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        timeAndZone(bytes: bytes)?.offset
    }

    /// `time(bytes:)` with the zone offset it removed.
    @inline(__always)
    private static func timeAndZone(bytes: UnsafeBufferPointer<UInt8>) -> (seconds: Double, offset: Int)? {
        let (start, end) = withoutBlanks(bytes)
        var cursor = TimeCursor(bytes: bytes, index: start, end: end)
        guard let year = cursor.digits(4), cursor.skip("-"), let month = cursor.digits(2), (1...12).contains(month) else {
            return commonDateTime(bytes: UnsafeBufferPointer(rebasing: bytes[start..<end])).map { ($0, 0) }
        }
        if cursor.atEnd { return (Double(daysFromCivil(year: year, month: month, day: 1)) * 86_400, 0) }
        guard cursor.skip("-"), let day = cursor.digits(2), day >= 1, day <= daysIn(month: month, year: year) else { return nil }
        let midnight = Double(daysFromCivil(year: year, month: month, day: day)) * 86_400
        if cursor.atEnd { return (midnight, 0) }
        guard cursor.skip("T") || cursor.skip("t") || cursor.skip(" ") else { return nil }
        guard let (hour, minute, seconds) = cursor.timeOfDay(), let offset = cursor.zoneOffset(), cursor.atEnd else { return nil }
        return (midnight + Double(hour * 3600 + minute * 60 - offset) + seconds, offset)
    }

    /// A read position in a trimmed ISO-8601 time, with the field readers that advance it.
    ///
    /// Each field reader consumes its bytes only on success, so `time(bytes:)` reads as the
    /// grammar: date, separator, time of day, zone, end.
    private struct TimeCursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var index: Int
        let end: Int

        /// Whether every byte has been read.
        var atEnd: Bool { index == end }

        /// Exactly `count` ASCII digits as a number, or nil (nothing consumed) when fewer are there.
        @inline(__always)
        mutating func digits(_ count: Int) -> Int? {
            guard index + count <= end else { return nil }
            var value = 0
            for offset in 0..<count {
                let digit = bytes[index + offset] &- 0x30
                guard digit < 10 else { return nil }
                value = value * 10 + Int(digit)
            }
            index += count
            return value
        }

        /// Steps over `byte` if it is next, returning whether it was.
        @inline(__always)
        mutating func skip(_ byte: Unicode.Scalar) -> Bool {
            guard index < end, bytes[index] == UInt8(ascii: byte) else { return false }
            index += 1
            return true
        }

        /// `HH:MM`, then optional `:SS` and an optional fraction after `.` or `,`, range-checked;
        /// nil when malformed.
        mutating func timeOfDay() -> (hour: Int, minute: Int, seconds: Double)? {
            guard let hour = digits(2), hour < 24, skip(":"), let minute = digits(2), minute < 60 else { return nil }
            var seconds = 0.0
            if skip(":") {
                guard let whole = digits(2), whole < 60 else { return nil }
                seconds = Double(whole)
                if skip(".") || skip(",") {
                    var scale = 0.1
                    var fractionDigits = 0
                    while index < end, bytes[index] &- 0x30 < 10 {
                        seconds += Double(bytes[index] &- 0x30) * scale
                        scale /= 10
                        fractionDigits += 1
                        index += 1
                    }
                    guard fractionDigits > 0 else { return nil }
                }
            }
            return (hour, minute, seconds)
        }

        /// The zone's offset east of UTC in seconds: 0 for `Z` or no zone, else `±HH`, `±HH:MM`
        /// or `±HHMM`; nil when malformed.
        mutating func zoneOffset() -> Int? {
            if skip("Z") || skip("z") { return 0 }
            guard index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") else { return 0 }
            let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
            index += 1
            guard let zoneHours = digits(2), zoneHours <= 23 else { return nil }
            var zoneMinutes = 0
            if index < end {
                _ = skip(":")
                guard let minutes = digits(2), minutes < 60 else { return nil }
                zoneMinutes = minutes
            }
            return sign * (zoneHours * 3600 + zoneMinutes * 60)
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Number of days in `month` of `year` (Gregorian leap years).
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2:
            let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
            return leap ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
