/// A CSV whose header is split by tabs or `|` (and holds no `,` or `;`) but whose first lines
/// do not hold the same number of them: the separator cannot be told from the content.
///
/// Read with `,` such a file is one column of text, and every later message (no column "y",
/// a number expected) would hide the cause; the read stops at the header instead and says
/// how to name the separator (`--separator tab`), or to keep one column (`--separator ','`).
package struct SeparatorDoubt: Sendable, Equatable {
    /// The tab or `|` the header is split by.
    let separator: UInt8
    /// The sampled lines, the header first.
    let lines: [SeparatorCounts]

    /// The usage of `--separator` that names this separator.
    var flagValue: String { separator == ASCII.tab ? "tab" : "'|'" }

    /// The error for the input named `name`: at the header's first such separator.
    func error(name: String) -> ChartError {
        let header = lines[0]
        let what = separator == ASCII.tab ? "tabs" : "\"|\""
        let counts = lines.map { "\($0.count(of: separator)) on line \($0.line)" }.joined(separator: ", ")
        return .badData(
            location: SourceLocation(file: name, line: header.line, column: header.column(of: separator) ?? 1), column: nil,
            message:
                """
                the header is split by \(what), but the first lines do not hold the same number of them (\(counts)), so the separator is unclear; \
                use --separator \(flagValue) if \(what) separate the fields, or --separator ',' to read one column
                """
        )
    }
}
