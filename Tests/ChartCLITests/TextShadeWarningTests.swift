import ChartTestSupport
import Foundation
import Testing

/// Without colour a text bar or hist chart tells series apart by 4 shades, so a fifth series
/// is drawn in the first one's shade (`█` for both sun and snow in five weather kinds): the run
/// says so, and says nothing when colour or the shades tell every series apart.
@Suite struct TextShadeWarningTests {
    static let warning =
        """
        chart: warning: 5 series and 4 shades: without colour the text chart draws the last series in the shade of the first, so they read alike; \
        use --color always, or at most 4 series\n
        """

    /// Five overlaid hist series and five bar series, as text without colour: the warning.
    /// With colour, or with four series: none.
    @Test(arguments: [
        (["hist", "weather-kinds.csv", "--series", "weather", "--y", "temp_max"], true),
        (["hist", "weather-kinds.csv", "--series", "weather", "--y", "temp_max", "--color", "always"], false),
        (["bar", "five.csv"], true),
        (["bar", "five.csv", "--stacked"], true),
        (["bar", "five.csv", "--y", "a,b,c,d"], false),
        (["bar", "five.csv", "--color", "always"], false),
    ])
    func fiveSeriesWithoutColourWarn(_ arguments: [String], warns: Bool) throws {
        let dir = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "name,a,b,c,d,e\nx,1,2,3,4,5\ny,5,4,3,2,1\n".write(toFile: dir + "/five.csv", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: CLI.fixture("weather-kinds.csv"), toPath: dir + "/weather-kinds.csv")
        let run = try CLI.run(arguments + ["--format-out", "text", "-o", "chart.txt"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains(Self.warning) == warns, "\(arguments): \(run.stderr)")
    }
}
