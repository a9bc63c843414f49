import ChartTestSupport
import Foundation
import Testing

/// `--series` keys that are numbers (`1`, `2`, `3`: run numbers, sensor ids) draw as keys that
/// are words do: the same plan but for the names. The wide table's columns were chosen by
/// `.index(n)`, which finds a column *named* `n` first, so key `1` took the place of x and key
/// `2` of the first series: series named "2" and "2", drawn from the wrong columns (line, area,
/// bar, discrete), or "every value is empty" (scatter). `ColumnSelector.position` now picks them.
@Suite struct NumericSeriesKeyTests {
    /// x 10, 20, 30; three keys with values far apart (key 3 near 300, 2 near 200, 1 near 100).
    static func rows(_ names: [String]) -> String {
        "x,k,v\n" + [10, 20, 30].map { x in names.enumerated().map { "\(x),\($1),\((3 - $0) * 100 + x / 10)\n" }.joined() }.joined()
    }

    static let kinds = ["line", "area", "bar", "discrete", "scatter", "hist", "box"]

    @Test(arguments: kinds)
    func numericKeysDrawAsWordKeysDo(_ kind: String) throws {
        let numbers = try CLI.run([kind, "--series", "k", "--plan"], stdin: Self.rows(["3", "2", "1"]))
        let words = try CLI.run([kind, "--series", "k", "--plan"], stdin: Self.rows(["c", "b", "a"]))
        #expect(numbers.status == 0 && words.status == 0, "\(kind): \(numbers.stderr) \(words.stderr)")
        var renamed = numbers.stdoutText
        for (number, word) in [("3", "c"), ("2", "b"), ("1", "a")] {
            renamed = renamed.replacingOccurrences(of: "\"name\": \"\(number)\"", with: "\"name\": \"\(word)\"")
        }
        #expect(renamed == words.stdoutText, "\(kind): numeric keys plan otherwise")
        #expect(numbers.stdoutText.contains("\"name\": \"3\"") && numbers.stdoutText.contains("\"name\": \"1\""), "\(kind)")
    }
}
