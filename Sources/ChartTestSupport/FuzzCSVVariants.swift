import ChartKit

/// The kinds of CSV input issue 32 item 11 found misread, made from each fuzz input, so the CSV
/// target explores them however the fuzzer mutates.
///
/// Each input is also read in UTF-16 and UTF-32 of both byte orders, with and without a byte
/// order mark; padded with NUL bytes; `;`-separated, with and without `--decimal-comma` and with
/// a sink for the three-decimal warning; and behind a quoted header cell holding a tab.
///
/// Beyond "no trap, only `ChartError`", each variant checks what the fix promises: re-encoded
/// text is named as UTF-16 or UTF-32, padded text is refused as not text, and a quoted tab
/// never makes the input TSV.
enum FuzzCSVVariants {
    /// nil when every variant of `bytes` was handled as promised; else what went wrong.
    static func problem(_ bytes: [UInt8]) -> String? {
        let plainText = !bytes.isEmpty && bytes.allSatisfy { $0 != 0 && $0 < 0x80 }
        for (name, encoded) in encodings(of: bytes) {
            let outcome = read(encoded, ReadOptions(format: .csv))
            if let problem = outcome.problem { return "\(name): \(problem)" }
            if plainText, !(outcome.message?.contains("is \(name.prefix(6)) text") ?? false) {
                return "\(name) text was not named as such: \(outcome.message ?? "read")"
            }
        }
        if bytes.count <= NULPatternSample.padBefore {
            let padded = read(bytes + [UInt8](repeating: 0, count: 64), ReadOptions())
            if let problem = padded.problem { return "NUL-padded: \(problem)" }
            guard let message = padded.message, message.contains(", not text;") || message.contains(", not UTF-8;") else {
                return "NUL-padded input was not refused as not text: \(padded.message ?? "read")"
            }
        }
        let semicolons = bytes.map { $0 == UInt8(ascii: ",") ? UInt8(ascii: ";") : $0 }
        for decimalComma in [false, true] {
            var options = ReadOptions(format: .csv, decimalComma: decimalComma)
            options.notes = ReadNotes()
            if let problem = read(semicolons, options).problem { return "';'-separated: \(problem)" }
        }
        let firstLine = bytes.prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }
        let quotedTab = read(Array("\"x\ty\",".utf8) + bytes, ReadOptions())
        if let problem = quotedTab.problem { return "quoted tab: \(problem)" }
        // Read as TSV, the comma after the quoted cell is "expected a tab … after the closing quote".
        if !firstLine.contains(UInt8(ascii: "\t")), !firstLine.contains(UInt8(ascii: "\"")), quotedTab.message?.contains("expected a tab") == true {
            return "a quoted tab in the header made the input TSV: \(quotedTab.message ?? "")"
        }
        return nil
    }

    /// `bytes` (taken as Latin-1 characters, so every input has an encoding) in UTF-16 and
    /// UTF-32 of both byte orders, with and without a byte order mark.
    static func encodings(of bytes: [UInt8]) -> [(String, [UInt8])] {
        var variants: [(String, [UInt8])] = []
        for width in [2, 4] {
            for big in [false, true] {
                var units = [UInt8](repeating: 0, count: bytes.count * width)  // one allocation: the target runs per input
                for (index, byte) in bytes.enumerated() { units[index * width + (big ? width - 1 : 0)] = byte }
                let mark: [UInt8] = width == 2 ? [0xFF, 0xFE] : [0xFF, 0xFE, 0, 0]
                let name = "UTF-\(width * 8)\(big ? "BE" : "LE")"
                variants.append((name, units))
                variants.append((name + " with a byte order mark", (big ? mark.reversed() : mark) + units))
            }
        }
        return variants
    }

    /// What reading `bytes` gave: an error's message, or a problem (not a `ChartError`).
    private static func read(_ bytes: [UInt8], _ options: ReadOptions) -> (message: String?, problem: String?) {
        do {
            _ = try TableReader(options: options).read(bytes: bytes, name: "fuzz", pathExtension: nil)
            return (nil, nil)
        } catch let error as ChartError {
            return (error.description, nil)
        } catch {
            return (nil, "non-ChartError thrown: \(error)")
        }
    }
}

/// How long an input may be for its NUL padding to fall inside the bytes judged (4 KB).
private enum NULPatternSample {
    static let padBefore = 4096 - 64
}
