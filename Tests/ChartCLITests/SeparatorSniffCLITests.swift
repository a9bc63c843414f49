import ChartTestSupport
import Foundation
import Testing

/// Tab- and `|`-separated files named `.csv` (issue 34 item 10): read as they are, the same
/// chart as with `--separator`; a header whose separator the lines do not confirm is refused at
/// the header, naming `--separator tab`, whether the input is read whole or streamed.
@Suite struct SeparatorSniffCLITests {
    @Test(arguments: [("separators/tab-named.csv", "tab"), ("separators/pipe-named.csv", "|")])
    func separatedFileNamedCSVReadsAsItIs(fixture: String, separator: String) throws {
        let path = CLI.fixture(fixture)
        let sniffed = try CLI.plan(["bar", path])
        let series = (sniffed["series"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(series == ["sales", "costs"])
        let said = try CLI.plan(["bar", path, "--separator", separator])
        #expect(NSDictionary(dictionary: sniffed).isEqual(to: said))
    }

    /// Piped in, with no name to tell the format, the same file reads as it does named: a `|`
    /// file was whitespace-separated text from a pipe, one column (found by a streaming fuzz).
    @Test(arguments: ["separators/tab-named.csv", "separators/pipe-named.csv"])
    func aSeparatedFilePipedInReadsAsNamed(fixture: String) throws {
        let path = CLI.fixture(fixture)
        let named = try CLI.plan(["bar", path])
        let piped = try ChartProcess.run(["bar", "--plan"], stdin: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(piped.status == 0, "\(piped.stderr)")
        let plan = try JSONSerialization.jsonObject(with: Data(piped.stdoutText.utf8)) as? [String: Any]
        #expect(NSDictionary(dictionary: named).isEqual(to: plan ?? [:]))
    }

    /// A `#` comment of whitespace-separated text holding a `|` keeps it whitespace-separated.
    @Test func aCommentWithABarStaysWhitespace() throws {
        let piped = try ChartProcess.run(["line", "--plan"], stdin: Array("# t | v\n1 2\n2 3\n3 5\n".utf8))
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdoutText.contains("\"rowCount\": 3,"), "\(piped.stdoutText)")
    }

    @Test(arguments: [[String: String](), ["CHART_TEST_STREAM_THRESHOLD": "10"]])
    func unclearSeparatorNamesTheFlag(environment: [String: String]) throws {
        let dir = try TemporaryDirectory.make()
        let path = CLI.fixture("separators/ragged-tab.csv")
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        let result = try CLI.run(["line", path, "-o", "out.png"], in: dir, environment: env)
        #expect(result.status == 65)
        #expect(
            result.stderr
                == """
                chart: error: \(path):1:6: the header is split by tabs, but the first lines do not hold the same number of them (1 on line 1, 1 \
                on line 2, 2 on line 3, 1 on line 4), so the separator is unclear; use --separator tab if tabs separate the fields, or \
                --separator ',' to read one column\n
                """
        )
        #expect(CLI.files(in: dir).isEmpty)
    }
}
