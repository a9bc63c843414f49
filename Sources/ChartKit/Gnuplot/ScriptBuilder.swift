import Foundation

/// Accumulates a gnuplot program line by line.
///
/// Emitters talk in gnuplot commands; this keeps the text assembly (line ends, data blocks)
/// in one place so every program has the same shape and data blocks can only carry numbers.
/// No line it writes ends in a backslash: gnuplot joins such a line with the next one, even a
/// comment line, so a comment naming a pie group `a\` would swallow the command after it.
public struct ScriptBuilder: Sendable {
    private(set) var lines: [String] = []
    /// The style the program draws in (from `FigureOptions.theme`), so the commands every kind
    /// shares (`FrameCommands`, `HighlightCommands`) use it without it being passed to each.
    public let theme: Theme

    public init(theme: Theme = .light) {
        self.theme = theme
    }

    /// Appends one command line. Callers must pass user text through `GnuplotString.quoted`.
    public mutating func line(_ text: String) {
        lines.append(Self.unjoinable(text))
    }

    /// Appends a comment, which helps a user reading `--emit-script` output.
    public mutating func comment(_ text: String) {
        let flat = text.replacingLineBreaks().unicodeScalars.map { scalar -> String in
            scalar.isControlCharacter ? " " : String(scalar)
        }.joined()
        lines.append(Self.unjoinable("# " + flat))
    }

    /// Appends a named data block of numbers only, one row per line.
    ///
    /// Rows hold `Double`s written by `GnuplotNumber`, so no value can end the block or start
    /// a command: the terminator `EOD` can never appear.
    public mutating func dataBlock(_ name: String, rows: Int, columns: Int, value: (_ row: Int, _ column: Int) -> Double) {
        lines.append("$\(name) << EOD")
        var row = 0
        while row < rows {
            var text = ""
            for column in 0..<columns {
                if column > 0 { text += " " }
                text += GnuplotNumber.literal(value(row, column))
            }
            lines.append(text)
            row += 1
        }
        lines.append("EOD")
    }

    /// The program text, newline-terminated.
    public var program: String {
        lines.joined(separator: "\n") + "\n"
    }

    /// `text`, or `text #` when it ends in a backslash (an empty comment ends the line safely).
    private static func unjoinable(_ text: String) -> String {
        text.hasSuffix("\\") ? text + " #" : text
    }
}
