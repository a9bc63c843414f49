/// The data of a `Chart`: text in a format chart reads (CSV, TSV, JSON, NDJSON), a file, or
/// columns of values made in code.
public enum ChartData: Sendable {
    /// CSV, TSV, JSON or NDJSON text; the format is sniffed as for a file.
    case text(String)
    /// A file, read as `chart` reads it (format by extension, else sniffed).
    case file(String)
    /// Named columns made in code: the first is x (or the labels of a pie), the others series.
    case columns([ChartColumn])

    /// The pipeline's input for this data, with how to read it.
    func input() -> (ChartInput, ReadOptions) {
        switch self {
        case let .text(text):
            return (.bytes(Array(text.utf8), name: "<text>"), ReadOptions())
        case let .file(path):
            return (.source(.file(path)), ReadOptions())
        case let .columns(columns):
            return (.bytes(ChartColumn.csv(columns), name: "<columns>", pathExtension: "csv"), ReadOptions(format: .csv, header: .present))
        }
    }
}

/// One named column of a `Chart` made in code: numbers (a NaN is an empty cell, a gap in a
/// line) or texts (categories, slice labels, or dates and times in any form chart reads).
public struct ChartColumn: Sendable, Equatable {
    public var name: String
    /// The cells as chart reads them from a file.
    var cells: [String]

    /// A column of numbers, each written so that it reads back as the same `Double`.
    public init(_ name: String, numbers: [Double]) {
        self.name = name
        self.cells = numbers.map { $0.isNaN ? "" : "\($0)" }
    }

    /// A column of texts, read as a file's cells are: numbers, dates or categories.
    public init(_ name: String, texts: [String]) {
        self.name = name
        self.cells = texts
    }

    /// The columns as CSV bytes: a cell with a comma, quote, line break or space at an end is
    /// quoted, so it stays one cell as it was. Shorter columns end in empty cells.
    static func csv(_ columns: [ChartColumn]) -> [UInt8] {
        func quoted(_ text: String) -> String {
            let plain =
                !text.unicodeScalars.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }
                && text.trimmingWhitespace() == text
            return plain ? text : "\"" + text.replacing(scalar: "\"", with: "\"\"") + "\""
        }
        var text = columns.map { quoted($0.name) }.joined(separator: ",") + "\n"
        let rows = columns.map(\.cells.count).max() ?? 0
        for row in 0..<rows {
            text += columns.map { row < $0.cells.count ? quoted($0.cells[row]) : "" }.joined(separator: ",") + "\n"
        }
        return Array(text.utf8)
    }
}
