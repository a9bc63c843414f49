import ChartTestSupport
import Foundation
import Testing

/// What a pie accepts near its limits; what it refuses are rows of `Tests/Fixtures/errors/pie.json`
/// (`ErrorCaseTests`).
@Suite struct PieErrorTests {
    /// Percentages summing to exactly 100 (with float noise) are fine.
    @Test func percentsSummingToHundredPass() throws {
        let result = try CLI.run(["pie", "--percent", "--plan"], stdin: "k,v\na,33.3\nb,33.3\nc,33.4\nd,0\n")
        #expect(result.status == 0, "\(result.stderr)")
    }
}
