import Foundation
import Testing

@testable import ChartKit

/// Histograms of values a subnormal apart (issue 32 item 1): bins at least 1e-300 wide, bin
/// indices that cannot trap, densities never infinite.
@Suite struct HistExtremesTests {
    /// A width of 0 (values 0 and 5e-324 asked for one) or a subnormal becomes 1e-300.
    @Test(arguments: [0.0, 5e-324, 1e-310, 1e-301])
    func niceWidthIsAtLeast1eMinus300(_ width: Double) throws {
        #expect(try HistBinner.nice(width, 0, 1e-320).value == 1e-300)
    }

    /// A guessed offset that is NaN or infinite (an edge that underflowed to 0) still counts the
    /// value in its bin.
    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300])
    func countSurvivesANonFiniteGuess(_ guess: Double) throws {
        let series = HistSeries(name: "v", values: [0.5, 1.5, 2.5])
        let counts = try HistBinner.count(series, edges: [0, 1, 2, 3], range: nil) { _ in guess }
        #expect(counts == [1, 1, 1])
    }

    /// Values 0 and 1e-320 with --density: one bin 1e-300 wide, its density 1e300, finite.
    @Test func densityOfSubnormalsIsFinite() throws {
        var options = HistOptions(figure: FigureOptions(), paging: PagingOptions(output: "h.png"))
        options.scale = .density
        let plan = try HistLayouter(options: options).plan(for: HistChart(series: [HistSeries(name: "v", values: [0, 1e-320])]))
        #expect(plan.marks.bins.edges == [0, 1e-300])
        #expect(plan.pages[0].marks.bars.allSatisfy { $0.value.isFinite && $0.value <= 1e300 })
    }

    /// Densities beyond 1e300 are a data error, not infinity in the program.
    @Test func densitiesBeyond1e300AreRefused() {
        let bins = HistBins(
            edges: [0, 1e-310], rule: "bins", counts: [[1]], outside: 0, unit: HistBins.Unit(mantissa: 1, exponent: -310), firstUnit: 0)
        #expect(throws: ChartError.self) { try HistLayouter.checkDensities([[Double.infinity]], bins: bins, scale: .density) }
        #expect(throws: Never.self) { try HistLayouter.checkDensities([[Double.infinity]], bins: bins, scale: .count) }
    }
}
