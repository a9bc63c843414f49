/// A strftime-style date pattern implemented by hand, so date labels are identical on every
/// machine: UTC only, English month and day names, no locale or time-zone database.
///
/// Directives: `%Y` year, `%y` two-digit year, `%m` month 01–12, `%d` day 01–31, `%e` day
/// space-padded, `%H` hour 00–23, `%M` minute, `%S` second, `%b`/`%B` short/full month name,
/// `%a`/`%A` short/full weekday name, `%j` day of year 001–366, `%p` AM/PM, `%I` hour 01–12,
/// `%%` a percent sign. Fractions of a second are dropped (floored).
struct DatePattern: Equatable, Sendable {
    static let directives: Set<Character> = ["Y", "y", "m", "d", "e", "H", "M", "S", "b", "B", "a", "A", "j", "p", "I", "%"]
    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July",
        "August", "September", "October", "November", "December",
    ]
    static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    let pattern: String

    /// The pattern, or a usage error naming the first unsupported directive.
    init(validating pattern: String) throws(ChartError) {
        var index = pattern.startIndex
        while index < pattern.endIndex {
            if pattern[index] == "%" {
                let next = pattern.index(after: index)
                guard next < pattern.endIndex, Self.directives.contains(pattern[next]) else {
                    let found = next < pattern.endIndex ? "%" + String(pattern[next]) : "%"
                    throw ChartError.usage(
                        "unsupported date directive \(found) in \"date:\(pattern)\"; supported: %Y %y %m %d %e %H %M %S %b %B %a %A %j %p %I %%")
                }
                index = pattern.index(after: next)
            } else {
                index = pattern.index(after: index)
            }
        }
        self.pattern = pattern
    }

    /// The pattern without validation; unsupported directives are copied literally.
    init(unchecked pattern: String) {
        self.pattern = pattern
    }

    /// The label for epoch seconds, or nil when the time is not finite or beyond ±1e15 s.
    func format(epochSeconds: Double) -> String? {
        guard epochSeconds.isFinite, abs(epochSeconds) < 1e15 else { return nil }
        let time = CivilTime(epochSeconds: Int64(epochSeconds.rounded(.down)))
        var result = ""
        var percent = false
        for character in pattern {
            if !percent {
                if character == "%" { percent = true } else { result.append(character) }
                continue
            }
            percent = false
            switch character {
            case "Y": result += String(time.year)
            case "y": result += Self.padded(Int(CivilTime.floorMod(time.year, 100)), 2)
            case "m": result += Self.padded(time.month, 2)
            case "d": result += Self.padded(time.day, 2)
            case "e": result += time.day < 10 ? " \(time.day)" : String(time.day)
            case "H": result += Self.padded(time.hour, 2)
            case "M": result += Self.padded(time.minute, 2)
            case "S": result += Self.padded(time.second, 2)
            case "b": result += String(Self.monthNames[time.month - 1].prefix(3))
            case "B": result += Self.monthNames[time.month - 1]
            case "a": result += String(Self.weekdayNames[time.weekday].prefix(3))
            case "A": result += Self.weekdayNames[time.weekday]
            case "j": result += Self.padded(time.dayOfYear, 3)
            case "p": result += time.hour < 12 ? "AM" : "PM"
            case "I": result += Self.padded(time.hour % 12 == 0 ? 12 : time.hour % 12, 2)
            case "%": result += "%"
            default: result += "%" + String(character)
            }
        }
        if percent { result += "%" }
        return result
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
