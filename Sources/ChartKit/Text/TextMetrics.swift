#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Estimates how many pixels a label takes, so margins can be fixed before gnuplot runs.
///
/// gnuplot would size margins itself, but then the plot area moves with every change of
/// tick-label width (FACTS.md), pages of one series would not line up, and pixel-aligned
/// decimation would be impossible. The advances are measured for DejaVu Sans on pngcairo
/// (10 pt: a digit is 8 px, lowercase text averages about 6.7 px) and err on the wide side.
package struct TextMetrics: Sendable, Equatable {
    /// Font size in points, as given to the terminal.
    package var fontSize: Double

    package init(fontSize: Double = 10) {
        self.fontSize = fontSize
    }

    /// Pixels per em: pngcairo renders points at 96 dpi.
    var em: Double { fontSize * 96 / 72 * 0.95 }

    /// Height of one line of text, including leading.
    package var lineHeight: Double { (em * 1.25).rounded(.up) }

    /// The width of the widest line of `text`.
    package func width(of text: String) -> Double {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.unicodeScalars.reduce(0.0) { $0 + advance(of: $1) } * em
        }.max() ?? 0
    }

    /// Number of lines `text` occupies.
    package func lines(in text: String) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).count
    }

    /// `width(of:)` of the text whose UTF-8 bytes are `bytes`, without making it a `String`.
    ///
    /// Lines end at a line feed that does not follow a carriage return (CR LF is one character,
    /// which `width(of:)` does not split at); invalid bytes count as U+FFFD, as in a `String`.
    func width(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Double {
        var widest = 0.0
        var line = 0.0
        var previous: UInt32 = 0
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        decoding: while true {
            let scalar: Unicode.Scalar
            switch decoder.decode(&iterator) {
            case let .scalarValue(value): scalar = value
            case .emptyInput: break decoding
            case .error: scalar = "\u{FFFD}"
            }
            defer { previous = scalar.value }
            if scalar == "\n" && previous != 0x0D {
                widest = Swift.max(widest, line * em)
                line = 0
                continue
            }
            line += advance(of: scalar)
        }
        return Swift.max(widest, line * em)
    }

    /// `lines(in:)` of the text whose UTF-8 bytes are `bytes`.
    static func lines(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 1
        for index in bytes.indices where bytes[index] == 0x0A && (index == bytes.startIndex || bytes[index - 1] != 0x0D) {
            count += 1
        }
        return count
    }

    /// `text` cut to at most `width` pixels, ending in "…" when cut: the longest prefix (trailing
    /// and leading spaces trimmed) that fits with the "…", or "…" alone.
    ///
    /// The width of prefix + "…" never decreases as the prefix grows, so the longest fitting
    /// prefix is found by binary search: O(n log n) for an n-character text (a 100 KB name
    /// takes milliseconds; removing one character at a time was quadratic).
    package func shortened(_ text: String, toWidth limit: Double) -> String {
        guard width(of: text) > limit else { return text }
        // On one line every character is at least 0.3 em wide, so a prefix that fits once trimmed
        // ends within `leading + limit / (0.3 em)` characters; only those need to be looked at
        // (a longer prefix that fits trims to the same text). Many lines: no such bound.
        var considered = text.count
        if !text.contains("\n") {
            let leading = text.prefix { $0.unicodeScalars.allSatisfy(\.isSpaceOrTab) }.count
            considered = min(considered, leading + Int(limit / (0.3 * em)) + 2)
        }
        let characters = Array(text.prefix(considered))
        func candidate(_ count: Int) -> String {
            String(characters[..<count]).trimmingSpaces() + "…"
        }
        // Invariant: prefixes of `low` characters fit (0 gives "…", returned even when it does not);
        // prefixes of `high` or more do not (the whole text, or the first `considered`, does not fit).
        var low = 0, high = characters.count
        if characters.count < text.count {
            // `considered` characters may fit after trimming; test them as the upper end too.
            if width(of: candidate(high)) <= limit { return candidate(high) }
        }
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if width(of: candidate(middle)) <= limit { low = middle } else { high = middle }
        }
        return candidate(low)
    }

    private func advance(of scalar: Unicode.Scalar) -> Double {
        switch scalar {
        case "0"..."9", "$", "#", "?", "_", "+", "=", "<", ">", "~", "^": return 0.65
        case "i", "j", "l", "I", "!", "|", ".", ",", ":", ";", "'", "`": return 0.30
        case "f", "t", "r", " ", "(", ")", "[", "]", "{", "}", "/", "\\", "-", "\"": return 0.42
        case "m", "w", "M", "W", "@", "%", "€", "₹", "₩", "£": return 1.0
        case "A"..."Z": return 0.72
        case "a"..."z": return 0.62
        default: return scalar.value < 0x2E80 ? 0.7 : 1.0
        }
    }
}
