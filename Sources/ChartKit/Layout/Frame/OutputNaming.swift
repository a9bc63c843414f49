#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Names the output file of each rendered page.
///
/// A chart of one page keeps the name the user gave; a chart of several pages gets `-001`,
/// `-002`, … before the extension (three digits at least, so names sort in page order; more
/// when the page count needs them), numbered by page number so `--page 3-4` writes `-003` and
/// `-004`. Whether a name is numbered depends on the chart's page count, never on how many
/// pages are selected: `--page 5 -o p.png` writes `p-005.png`, the name the full run gives page
/// 5, so shards (`parallel chart … --page {} -o p.png ::: 1 2 3`) never write one file twice
/// and a page has one name whichever run drew it. A name with
/// a printf-style `%d`/`%03d` is a pattern and is used for every page. `%` means the same in
/// every name, pattern or not: `%%` is a literal `%` (so `-o 'cpu-100%%.png'` writes
/// `cpu-100%.png`, as `100%%-%02d.png` writes `100%-03.png`), and any other `%` sequence is a
/// usage error, never kept as typed. `-` is standard output, which can carry one image only (or text pages one after another).
package struct OutputNaming: Sendable, Equatable {
    package var output: String

    package init(output: String) {
        self.output = output
    }

    /// The path for each of `pages` (1-based page numbers) out of `totalPages` (numbered when
    /// `totalPages` is more than one, however few pages are selected). Text pages (`format`) may
    /// follow one another on standard output; images cannot.
    package func paths(for pages: [Int], totalPages: Int, format: OutputFormat = .png) throws -> [String] {
        if output == "-" {
            if format == .text { return pages.map { _ in "-" } }
            guard pages.count == 1 else {
                throw ChartError.usage(
                    "-o - writes one PNG to standard output, but \(pages.count) pages are selected; choose one with --page or name a file")
            }
            return ["-"]
        }
        let output: String
        switch try Self.parse(self.output) {
        case let .pattern(pattern): return pages.map { pattern.path(for: $0) }
        case let .name(name): output = name
        }
        if totalPages <= 1 && pages.count == 1 { return [output] }
        let digits = Self.digits(totalPages: totalPages)
        let (stem, suffix) = Self.split(output)
        return pages.map { page in
            let number = String(page)
            return stem + "-" + String(repeating: "0", count: max(0, digits - number.count)) + number + suffix
        }
    }

    /// The digits of a page number in a numbered name: three at least, more when the count needs them.
    static func digits(totalPages: Int) -> Int { max(3, String(totalPages).count) }

    /// `out/m.png` as `("out/m", ".png")`: the parts before and after a page number.
    static func split(_ output: String) -> (stem: String, suffix: String) {
        let ext = URL(fileURLWithPath: output).pathExtension
        let stemEnd = ext.isEmpty ? output.endIndex : output.index(output.endIndex, offsetBy: -(ext.count + 1))
        return (String(output[..<stemEnd]), ext.isEmpty ? "" : "." + ext)
    }

    /// Checks `-o`'s `%` sequences before any data is read (a usage error otherwise comes only
    /// once the pages are known).
    package static func check(_ output: String) throws {
        guard output != "-" else { return }
        _ = try parse(output)
    }

    /// What `-o` says: one name (`%%` already a `%`), or a page-number pattern.
    enum Parsed {
        case name(String)
        case pattern(Pattern)
    }

    static func parse(_ text: String) throws -> Parsed {
        guard text.contains("%") else { return .name(text) }
        let pattern = try Pattern(text)
        return pattern.hasNumber ? .pattern(pattern) : .name(pattern.prefix)
    }

    /// A `%d` / `%0Nd` pattern in the file name (the only printf forms accepted; `%%` is a `%`).
    struct Pattern {
        var prefix: String
        var width: Int
        var zeroPad: Bool
        var suffix: String

        /// Whether the name has a `%d`; without one, `prefix` is the whole name.
        var hasNumber: Bool

        init(_ text: String) throws {
            var prefix = "", suffix = ""
            var found: (width: Int, zero: Bool)?
            var index = text.startIndex
            while index < text.endIndex {
                let character = text[index]
                if character == "%" {
                    let next = text.index(after: index)
                    if next < text.endIndex, text[next] == "%" {
                        if found == nil { prefix.append("%") } else { suffix.append("%") }
                        index = text.index(after: next)
                        continue
                    }
                    var cursor = next
                    var spec = ""
                    while cursor < text.endIndex, text[cursor].isASCII, text[cursor].isNumber {
                        spec.append(text[cursor]); cursor = text.index(after: cursor)
                    }
                    guard cursor < text.endIndex, text[cursor] == "d", found == nil, spec.count <= 2 else {
                        throw ChartError.usage("-o pattern \"\(text)\" must contain exactly one %d or %0Nd (use %% for a literal %)")
                    }
                    found = (Int(spec) ?? 0, spec.hasPrefix("0"))
                    index = text.index(after: cursor)
                    continue
                }
                if found == nil { prefix.append(character) } else { suffix.append(character) }
                index = text.index(after: index)
            }
            self.prefix = prefix
            self.width = found?.width ?? 0
            self.zeroPad = found?.zero ?? false
            self.suffix = suffix
            self.hasNumber = found != nil
        }

        func path(for page: Int) -> String {
            let number = String(page)
            let pad = String(repeating: zeroPad ? "0" : " ", count: max(0, width - number.count))
            return prefix + pad + number + suffix
        }
    }
}
