@testable import ChartKit
import Foundation
import Testing

/// Shortening text to a width: the longest prefix that fits with "…", found without quadratic work.
@Suite struct TextFittingTests {
    let metrics = TextMetrics(fontSize: 10)

    /// The old one-character-at-a-time rule, as the reference for short texts.
    func reference(_ text: String, _ width: Double) -> String {
        guard metrics.width(of: text) > width else { return text }
        var characters = Array(text)
        while !characters.isEmpty {
            characters.removeLast()
            let candidate = String(characters).trimmingCharacters(in: .whitespaces) + "…"
            if metrics.width(of: candidate) <= width { return candidate }
        }
        return "…"
    }

    @Test(arguments: ["Democratic Republic of the Congo", "a b c d e f g h", "   leading", "trailing   x",
                      "MMMMMMMMMMiiiiiiiiii", "日本語のとても長いカテゴリ名です", "two\nlines of text here", "x"])
    func matchesTheOneByOneRule(_ text: String) {
        for width in stride(from: 0.0, through: 260, by: 7) {
            #expect(metrics.shortened(text, toWidth: width) == reference(text, width), "\(text) at \(width)")
        }
    }

    /// A 100 KB name is cut in well under a second (it took minutes when cut one character at a time).
    @Test func hundredKilobyteNameIsFast() {
        let name = String(repeating: "abcdefghij", count: 10_000)
        let start = Date()
        let cut = metrics.shortened(name, toWidth: 200)
        #expect(Date().timeIntervalSince(start) < 2)
        #expect(cut.hasSuffix("…"))
        #expect(metrics.width(of: cut) <= 200)
        #expect(metrics.width(of: String(name.prefix(cut.count))) > 200 - metrics.width(of: "…") - 1)
    }
}
