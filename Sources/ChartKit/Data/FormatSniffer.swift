/// Guesses the format of input that has no `--format` and no telling extension (stdin, mostly),
/// so `cat data.json | chart …` just works.
enum FormatSniffer {
    /// The format the content looks like.
    ///
    /// First non-blank byte `[` or `{` → JSON, except that a first line holding one complete
    /// object followed by another line starting with `{` → NDJSON. Otherwise the first non-blank
    /// line decides: a tab → TSV, a comma → CSV, else whitespace-separated.
    static func format(of bytes: [UInt8]) -> InputFormat {
        bytes.withUnsafeBufferPointer { buffer in
            var index = ASCII.bodyStart(buffer)
            while index < buffer.count, isWhitespace(buffer[index]) { index += 1 }
            guard index < buffer.count else { return .csv }
            if buffer[index] == UInt8(ascii: "[") { return .json }
            if buffer[index] == UInt8(ascii: "{") { return looksLikeNDJSON(buffer) ? .ndjson : .json }
            var sawComma = false
            while index < buffer.count, buffer[index] != ASCII.lf, buffer[index] != ASCII.cr {
                if buffer[index] == ASCII.tab { return .tsv }
                if buffer[index] == ASCII.comma { sawComma = true }
                index += 1
            }
            return sawComma ? .csv : .whitespace
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
