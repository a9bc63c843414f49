/// Guesses the format of input that has no `--format` and no telling extension (stdin, mostly),
/// so `cat data.json | chart …` just works.
enum FormatSniffer {
    /// The format the content looks like.
    ///
    /// First non-blank byte `[` or `{` → JSON, except that a first line holding one complete
    /// object followed by another line starting with `{` → NDJSON. Otherwise the first non-blank
    /// record decides, outside quoted fields: a tab → TSV, a comma or a semicolon → CSV
    /// (`separator(of:)` tells which), else whitespace-separated.
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
        while index < buffer.count {
            let byte = buffer[index]
            index += 1
            switch byte {
            case ASCII.lf, ASCII.cr: return sawSeparator ? .csv : .whitespace
            case ASCII.tab: return .tsv
            case ASCII.comma, ASCII.semicolon: (sawSeparator, atFieldStart) = (true, true)
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

    /// The separator of CSV content: `;` or `,`, from the first few non-blank lines.
    ///
    /// Counted outside double quotes on each line: a separator is consistent when every line
    /// has the same, non-zero count of it. `;` wins when it is consistent and `,` is not, or
    /// both are and `;` is at least as frequent (the spreadsheet exports of much of Europe write
    /// `2024-01-01;1,5`, one of each per line, where a comma-separated file with a `;` in the
    /// same place on every line is rare). With neither consistent, the first line decides, `;`
    /// only when it has more of them. Anything else is `,`, the format's own separator.
    static func separator(of bytes: [UInt8]) -> UInt8 {
        var lines: [(commas: Int, semicolons: Int)] = []
        bytes.withUnsafeBufferPointer { buffer in
            var index = ASCII.bodyStart(buffer)
            var quoted = false
            var current = (commas: 0, semicolons: 0, blank: true)
            while index < buffer.count, lines.count < separatorSampleLines {
                let byte = buffer[index]
                index += 1
                if byte == ASCII.quote { quoted.toggle() }
                if quoted { current.blank = false; continue }
                switch byte {
                case ASCII.lf, ASCII.cr:
                    if !current.blank { lines.append((current.commas, current.semicolons)) }
                    current = (0, 0, true)
                case ASCII.comma: current.commas += 1; current.blank = false
                case ASCII.semicolon: current.semicolons += 1; current.blank = false
                case ASCII.space, ASCII.tab: break
                default: current.blank = false
                }
            }
            if lines.count < separatorSampleLines, !current.blank { lines.append((current.commas, current.semicolons)) }
        }
        guard let first = lines.first else { return ASCII.comma }
        let commas = first.commas > 0 && lines.allSatisfy { $0.commas == first.commas }
        let semicolons = first.semicolons > 0 && lines.allSatisfy { $0.semicolons == first.semicolons }
        switch (semicolons, commas) {
        case (true, false): return ASCII.semicolon
        case (true, true): return first.semicolons >= first.commas ? ASCII.semicolon : ASCII.comma
        case (false, true): return ASCII.comma
        case (false, false): return first.semicolons > first.commas ? ASCII.semicolon : ASCII.comma
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
