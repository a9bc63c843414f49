#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// gnuplot's error report parsed out of its stderr, so the user sees one line with the line number
/// of the generated program instead of gnuplot's three-line echo-caret-message block.
///
/// gnuplot prints (optionally) the offending line, a caret line, then
/// `"/dev/stdin" line N: message`, sometimes followed by detail lines such as
/// `system error: No such file or directory`. Warnings use the same prefix with `warning:`.
package struct GnuplotErrorReport: Equatable, Sendable {
    /// The line of the program on stdin, nil when the error was in another file (a `load`ed one).
    package var line: Int?
    /// The error text on one line, e.g. `undefined variable: foo`.
    package var message: String

    /// Finds the last non-warning `"FILE" line N: …` report; nil when there is none.
    package init?(stderr: String) {
        let lines = stderr.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        var found: (index: Int, file: String, line: Int, text: String)?
        for (index, text) in lines.enumerated() {
            guard let parsed = Self.parseReportLine(text) else { continue }
            if !parsed.text.lowercased().hasPrefix("warning:") {
                found = (index, parsed.file, parsed.line, parsed.text)
            }
        }
        guard let found else { return nil }
        var parts = [found.text]
        for detail in lines[(found.index + 1)...] {
            let trimmed = detail.trimmingSpaces()
            if trimmed.isEmpty { break }
            parts.append(trimmed)
        }
        let message = Self.condense(parts.joined(separator: "; "))
        if found.file == "/dev/stdin" {
            self.line = found.line
            self.message = message
        } else {
            self.line = nil
            self.message = "\"\(found.file)\" line \(found.line): \(message)"
        }
    }

    /// The last few non-empty stderr lines on one line, for failures without a report.
    package static func condensedTail(of stderr: String, maxLines: Int = 3) -> String {
        let lines = stderr.split(whereSeparator: \.isNewline)
            .map { $0.trimmingSpaces() }
            .filter { !$0.isEmpty && !$0.allSatisfy { $0 == "^" } }
        return condense(lines.suffix(maxLines).joined(separator: "; "))
    }

    /// Splits `"FILE" line N: text`.
    private static func parseReportLine(_ text: String) -> (file: String, line: Int, text: String)? {
        guard text.hasPrefix("\"") else { return nil }
        let afterQuote = text.dropFirst()
        guard let close = afterQuote.firstIndex(of: "\"") else { return nil }
        let file = String(afterQuote[..<close])
        var rest = afterQuote[afterQuote.index(after: close)...]
        guard rest.hasPrefix(" line ") else { return nil }
        rest = rest.dropFirst(" line ".count)
        let digits = rest.prefix(while: \.isNumber)
        guard let number = Int(digits) else { return nil }
        rest = rest.dropFirst(digits.count)
        guard rest.hasPrefix(":") else { return nil }
        return (file, number, rest.dropFirst().trimmingSpaces())
    }

    /// Collapses runs of whitespace (and control characters) into single spaces.
    private static func condense(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace || $0.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control } })
            .joined(separator: " ")
    }
}
