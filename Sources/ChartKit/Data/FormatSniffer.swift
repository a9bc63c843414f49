/// Guesses the format of input that has no `--format` and no telling extension (stdin, mostly),
/// so `cat data.json | chart …` just works.
enum FormatSniffer {
    /// The format the content looks like.
    ///
    /// First non-blank byte `[` or `{` → JSON, except that a first line holding one complete
    /// object followed by another line starting with `{` → NDJSON. Otherwise the first non-blank
    /// record decides, outside quoted fields: a tab → TSV, a comma, a semicolon or a `|` → CSV
    /// (`separator(of:)` tells which), else whitespace-separated. A `|` counts unless the record
    /// is a `#` comment of whitespace-separated text: before, `cat data.csv | chart line` read a
    /// `|`-separated file as one column of text where `chart line data.csv` split it.
    static func format(of bytes: [UInt8]) -> InputFormat {
        bytes.withUnsafeBufferPointer { buffer in
            var index = ASCII.bodyStart(buffer)
            while index < buffer.count, isWhitespace(buffer[index]) { index += 1 }
            guard index < buffer.count else { return .csv }
            if buffer[index] == UInt8(ascii: "[") { return .json }
            if buffer[index] == UInt8(ascii: "{") { return looksLikeNDJSON(buffer) ? .ndjson : .json }
            return firstRecordFormat(buffer, from: index)
        }
    }

    /// TSV, CSV or whitespace by the separators of the record starting at `start`, outside
    /// quoted fields (a `"` opening a field, as the reader takes it): a header `"a<tab>b",c`
    /// is CSV, and a quoted field's line break does not end the record.
    private static func firstRecordFormat(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> InputFormat {
        var index = start
        var sawSeparator = false
        var atFieldStart = true
        let comment = buffer[start] == UInt8(ascii: "#")
        while index < buffer.count {
            let byte = buffer[index]
            index += 1
            switch byte {
            case ASCII.lf, ASCII.cr: return sawSeparator ? .csv : .whitespace
            case ASCII.tab: return .tsv
            case ASCII.comma, ASCII.semicolon: (sawSeparator, atFieldStart) = (true, true)
            case ASCII.pipe where !comment: (sawSeparator, atFieldStart) = (true, true)
            case ASCII.space: break
            case ASCII.quote where atFieldStart:
                while index < buffer.count {  // to the closing quote; `""` is a quote inside
                    if buffer[index] == ASCII.quote {
                        guard index + 1 < buffer.count, buffer[index + 1] == ASCII.quote else { break }
                        index += 1
                    }
                    index += 1
                }
                index += 1
                atFieldStart = false
            default: atFieldStart = false
            }
        }
        return sawSeparator ? .csv : .whitespace
    }

    /// Lines `separator(of:)` looks at.
    static let separatorSampleLines = 5

    /// The separator of CSV content: `,`, `;`, a tab or `|`, from the first few non-blank lines;
    /// with a doubt instead when the header looks tab- or `|`-separated but the lines disagree.
    ///
    /// Counted outside double quotes on each line: a separator is consistent when every line
    /// has the same, non-zero count of it. A header without a comma is split by the consistent
    /// one of `;`, tab and `|` it holds most of (ties in that order), so a spreadsheet's `;`
    /// export, a tab-separated file and a `|`-separated one named `.csv` all just read. With a
    /// comma in the header, `;` wins when it is consistent and `,` is not, or both are and `;` is
    /// at least as frequent (the exports of much of Europe write `2024-01-01;1,5`, one of each per
    /// line, where a comma-separated file with a `;` in the same place on every line is rare).
    /// With none consistent, the first line decides, `;` only when it has more of them than
    /// commas; a header of tabs or `|` and no `,` or `;` that the lines do not split alike is a
    /// doubt (`SeparatorDoubt`): read as one column it would draw nothing the user meant.
    static func separator(of bytes: [UInt8]) -> (separator: UInt8, doubt: SeparatorDoubt?) {
        let lines = SeparatorCounts.sample(bytes, lines: separatorSampleLines)
        guard let first = lines.first else { return (ASCII.comma, nil) }
        func consistent(_ byte: UInt8) -> Bool {
            first.count(of: byte) > 0 && lines.allSatisfy { $0.count(of: byte) == first.count(of: byte) }
        }
        if first.count(of: ASCII.comma) == 0 {
            let candidates = [ASCII.semicolon, ASCII.tab, ASCII.pipe].filter(consistent)
            if let best = candidates.max(by: { first.count(of: $0) < first.count(of: $1) }) {
                return (candidates.first { first.count(of: $0) == first.count(of: best) } ?? best, nil)
            }
            if first.count(of: ASCII.semicolon) == 0,
                let doubtful = [ASCII.tab, ASCII.pipe].filter({ first.count(of: $0) > 0 })
                    .max(by: { first.count(of: $0) < first.count(of: $1) })
            {
                return (ASCII.comma, SeparatorDoubt(separator: doubtful, lines: lines))
            }
        }
        let commas = consistent(ASCII.comma)
        let semicolons = consistent(ASCII.semicolon)
        switch (semicolons, commas) {
        case (true, false): return (ASCII.semicolon, nil)
        case (true, true): return (first.count(of: ASCII.semicolon) >= first.count(of: ASCII.comma) ? ASCII.semicolon : ASCII.comma, nil)
        case (false, true): return (ASCII.comma, nil)
        case (false, false): return (first.count(of: ASCII.semicolon) > first.count(of: ASCII.comma) ? ASCII.semicolon : ASCII.comma, nil)
        }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == ASCII.space || byte == ASCII.tab || byte == ASCII.lf || byte == ASCII.cr
    }

    /// Whether the first object ends on its own line and the next non-blank line starts with `{`.
    private static func looksLikeNDJSON(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        var parser = JSONParser(buffer: buffer, name: "")
        parser.skipWhitespace()
        let firstLine = parser.line
        guard let value = try? parser.parseValue(), case .object = value.node, parser.line == firstLine else {
            return false
        }
        parser.skipBlanks()
        guard parser.atLineEnd, !parser.atEnd() else { return false }
        return parser.index < buffer.count && buffer[parser.index] == UInt8(ascii: "{")
    }
}
