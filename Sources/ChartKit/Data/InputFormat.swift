/// The text formats chart reads, named so `--format` and extension lookup share one list.
package enum InputFormat: String, CaseIterable, Sendable {
    /// Comma-separated values (RFC 4180).
    case csv
    /// Tab-separated values, parsed like CSV with a tab delimiter.
    case tsv
    /// Fields separated by runs of spaces or tabs, `#` comments (gnuplot `.dat` style).
    case whitespace
    /// One JSON document: array of objects, array of arrays, object of columns, or a one-key wrapper.
    case json
    /// One JSON object per line.
    case ndjson

    /// The format a file extension implies, so `data.tsv` needs no `--format`; `nil` when unknown.
    ///
    /// Case-insensitive; a leading dot is ignored. `.txt`, `.dat` and `.ssv` mean whitespace.
    package init?(pathExtension: String) {
        var ext = pathExtension.lowercased()
        if ext.hasPrefix(".") { ext.removeFirst() }
        switch ext {
        case "csv": self = .csv
        case "tsv", "tab": self = .tsv
        case "txt", "dat", "ssv": self = .whitespace
        case "json": self = .json
        case "ndjson", "jsonl": self = .ndjson
        default: return nil
        }
    }
}
