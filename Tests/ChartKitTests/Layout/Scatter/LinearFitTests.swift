import Testing

@testable import ChartKit

/// Least squares against known answers.
@Suite struct LinearFitTests {
    /// Points exactly on y = 2x + 1: that line, r² = 1.
    @Test func exactLine() throws {
        let xs = [0.0, 1, 2, 3, 4]
        let fit = try #require(LinearFit.fit(xs: xs, ys: xs.map { 2 * $0 + 1 }, rows: Array(xs.indices)))
        #expect(abs(fit.slope - 2) < 1e-12 && abs(fit.intercept - 1) < 1e-12)
        #expect(fit.rSquared == 1)
        #expect(fit.equation == "y = 2x + 1, r² = 1.00")
    }

    /// Anscombe's first quartet: y = 3.0001 + 0.5001x, r² = 0.6665 (published values).
    @Test func anscombe() throws {
        let xs = [10.0, 8, 13, 9, 11, 14, 6, 4, 12, 7, 5]
        let ys = [8.04, 6.95, 7.58, 8.81, 8.33, 9.96, 7.24, 4.26, 10.84, 4.82, 5.68]
        let fit = try #require(LinearFit.fit(xs: xs, ys: ys, rows: Array(xs.indices)))
        #expect(abs(fit.slope - 0.5001) < 1e-4 && abs(fit.intercept - 3.0001) < 1e-4)
        #expect(abs(fit.rSquared - 0.6665) < 1e-4)
        #expect(fit.equation == "y = 0.5001x + 3, r² = 0.67")
    }

    /// Only the given rows count; epoch-sized x does not cancel.
    @Test func rowsAndLargeX() throws {
        let xs = [1.7e9, 1.7e9 + 60, 1.7e9 + 120, 0]
        let ys = [1.0, 2, 3, 99]
        let fit = try #require(LinearFit.fit(xs: xs, ys: ys, rows: [0, 1, 2]))
        #expect(abs(fit.slope - 1.0 / 60) < 1e-12 && fit.rSquared > 0.999_999)
    }

    @Test func tooFewDistinctX() {
        #expect(LinearFit.fit(xs: [1, 1], ys: [1, 2], rows: [0, 1]) == nil)
        #expect(LinearFit.fit(xs: [1], ys: [1], rows: [0]) == nil)
    }
}

/// A fit does not depend on the order of its points (a streamed input comes in input order, a
/// whole read's chart in x order): the same bits either way.
@Suite struct LinearFitOrderTests {
    @Test func sameFitInAnyOrder() throws {
        var state: UInt64 = 5
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        let xs = (0..<5_000).map { _ in 1.7e9 + next() * 86_400 }
        let ys = xs.map { 3e-4 * $0 + next() * 50 }
        let rows = Array(xs.indices)
        let fits = try [rows, rows.reversed(), rows.sorted { xs[$0] < xs[$1] }].map { try #require(LinearFit.fit(xs: xs, ys: ys, rows: $0)) }
        #expect(fits[1] == fits[0] && fits[2] == fits[0])
    }
}
