import ArgumentParser
import ChartKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Checks of flag values that every command runs in `validate()`, so a bad value is a usage
/// error (exit 64) before any data is read, whatever the chart kind and however large the input.
enum FlagCheck {
    /// `--colors`: hex or named colours, comma-separated, parsed as ArgumentParser reads them.
    static func colors(_ text: String) -> ParsedFlag<[String]> {
        ParsedFlag(text) { try ColorList.parse($0) }
    }

    /// A label format (`--x-format`, `--y-format`, `--value-format`), parsed as ArgumentParser reads it.
    static func format(_ text: String) -> ParsedFlag<AxisFormat> {
        ParsedFlag(text, AxisFormat.init(parsing:))
    }

    /// Refuses a `date:` format for values that are amounts or counts (pie's `--value-format`,
    /// hist's `--y-format`): they would be written as dates of 1970 (issue 32 item 12), where a
    /// usage error names the flag before any data is read. `what` says what the values are.
    static func noDate(_ format: ParsedFlag<AxisFormat>?, flag: String, what: String) throws {
        guard case .date? = try format?.get() else { return }
        throw ValidationError(
            """
            \(flag) \(QuotedText.quoted(format?.text ?? "")): a date format does not apply to \(what); use number, number:N, thousands, si, percent \
            or currency:CODE
            """
        )
    }

    /// `--stacked` with `--y-log` (bar, hist), refused before any data is read: a stacked
    /// segment's length means nothing on a log axis (`StackedLogCheck` says why, and the layouters
    /// refuse it for the library too).
    static func stackedLog(stacked: Bool, yLog: Bool) throws {
        do {
            try StackedLogCheck.check(stacked: stacked, log: yLog)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// `--x-date-format`, parsed as ArgumentParser reads it.
    static func dateFormat(_ text: String) -> ParsedFlag<DateReadPattern> {
        ParsedFlag(text) { try DateReadPattern(validating: $0) }
    }

    /// The `--x-date-format` help, the same for every command that takes it.
    static let dateFormatHelp = "The form of the x dates, e.g. '%d/%m/%Y' (directives %Y %y %m %d %e %H %I %p %M %S %b %B)"

    /// What a column flag expects, for its messages.
    static let columnName = "a column name or 1-based index"

    /// A single-name flag (`--x`, `--label`, `--series`, …): a blank value names nothing, and is
    /// refused here rather than looked up after reading as a column called "".
    static func name(_ value: String?, flag: String, expected: String = columnName) throws {
        guard let value, value.trimmingWhitespace().isEmpty else { return }
        throw ValidationError("\(flag) needs \(expected); found \(QuotedText.quoted(value))")
    }

    /// A comma-separated list flag (`--y a,b`, `--dashed`, `--names`): an empty entry (`--y ''`,
    /// `--y a,,b`, a trailing comma) is refused rather than skipped, since skipping it silently
    /// drops what the user meant and shifts `--names` onto the wrong plots.
    static func names(_ values: [String], flag: String, expected: String = columnName) throws {
        for value in values
        where value.split(separator: ",", omittingEmptySubsequences: false)
            .contains(where: { $0.trimmingWhitespace().isEmpty })
        {
            let found = value.trimmingWhitespace().isEmpty ? QuotedText.quoted(value) : "an empty one in \(QuotedText.quoted(value))"
            throw ValidationError("\(flag) needs \(expected) in each comma-separated entry; found \(found)")
        }
    }
}
