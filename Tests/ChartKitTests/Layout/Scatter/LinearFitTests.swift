import Foundation
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

    /// On log axes the line is fitted in logs, straight where it is drawn: points exactly on
    /// each axis pair's model give its coefficients back and r² = 1, and the legend's equation
    /// is in data units.
    static let models: [(space: FitSpace, model: @Sendable (Double) -> Double, slope: Double, intercept: Double, equation: String)] = [
        (FitSpace(xLog: true, yLog: true), { 3 * $0 * $0 }, 2.0, log10(3.0), "y = 3·x^2, r² = 1.00"),
        (FitSpace(xLog: true, yLog: true), { 0.5 / $0.squareRoot() }, -0.5, log10(0.5), "y = 0.5·x^-0.5, r² = 1.00"),
        (FitSpace(yLog: true), { 2 * exp(0.25 * $0) }, 0.25 / log(10.0), log10(2.0), "y = 2·e^(0.25x), r² = 1.00"),
        (FitSpace(xLog: true), { 1.5 * log10($0) - 2 }, 1.5, -2.0, "y = 1.5·log10(x) - 2, r² = 1.00"),
    ]

    @Test(arguments: models.indices)
    func modelOfTheAxes(_ index: Int) throws {
        let (space, model, slope, intercept, equation) = Self.models[index]
        let xs = [1.0, 2, 3, 5, 8, 13, 20, 35, 50, 80, 100]
        let fit = try #require(LinearFit.fit(xs: xs, ys: xs.map(model), rows: Array(xs.indices), space: space))
        #expect(abs(fit.slope - slope) < 1e-12 && abs(fit.intercept - intercept) < 1e-12, "\(fit)")
        #expect(fit.rSquared > 1 - 1e-12 && fit.count == xs.count)
        #expect(fit.equation == equation)
        for x in [1.5, 7, 42, 99] { #expect(abs(fit.value(at: x) / model(x) - 1) < 1e-12, "at \(x)") }
    }

    /// y = 3·x^2 on log-log axes: a = 3, b = 2 (what a linear fit of the same points is not).
    @Test func powerLawCoefficients() throws {
        let xs = [1.0, 2, 3, 5, 8, 13, 20, 35, 50, 80, 100]
        let ys = xs.map { 3 * $0 * $0 }
        let fit = try #require(LinearFit.fit(xs: xs, ys: ys, rows: Array(xs.indices), space: FitSpace(xLog: true, yLog: true)))
        #expect(abs(pow(10, fit.intercept) - 3) < 1e-12 && abs(fit.slope - 2) < 1e-12 && fit.space.model == .power)
        let linear = try #require(LinearFit.fit(xs: xs, ys: ys, rows: Array(xs.indices)))
        #expect(linear.rSquared < 0.99 && linear.equation.hasPrefix("y = 280"))
    }

    /// A point a log axis cannot place (at or below 0, kept by `--y-min`) is left out of the
    /// fit, not turned into an infinite sum that fits nothing.
    @Test func pointsALogAxisCannotPlaceAreLeftOut() throws {
        let xs = [1.0, 10, 100, 1_000]
        let fit = try #require(LinearFit.fit(xs: xs, ys: [2, 20, 0, 2_000], rows: [0, 1, 2, 3], space: FitSpace(xLog: true, yLog: true)))
        #expect(fit.count == 3 && abs(fit.slope - 1) < 1e-12 && abs(fit.intercept - log10(2.0)) < 1e-12)
        #expect(LinearFit.fit(xs: xs, ys: [2, -1, 0, -5], rows: [0, 1, 2, 3], space: FitSpace(yLog: true)) == nil)
    }

    /// The drawn line's two ends: across the x range while it stays near the plot, cut where it
    /// leaves (in the coordinates it is straight in); none when it misses the plot.
    @Test func endsOfTheDrawnLine() throws {
        let power = LinearFit(slope: 2, intercept: log10(3.0), rSquared: 1, count: 3, space: FitSpace(xLog: true, yLog: true))
        let inside = try #require(power.ends(x: 1...100, y: 1...1e5, margin: 0))
        #expect(abs(inside[0].x - 1) < 1e-12 && abs(inside[0].y - 3) < 1e-12)
        #expect(abs(inside[1].x - 100) < 1e-9 && abs(inside[1].y / 3e4 - 1) < 1e-12)
        let cut = try #require(power.ends(x: 1...1e300, y: 1...1e5, margin: 0))
        #expect(abs(cut[1].y / 1e5 - 1) < 1e-12 && abs(cut[1].x / (1e5 / 3).squareRoot() - 1) < 1e-12, "\(cut)")
        let linear = LinearFit(slope: 1, intercept: 0, rSquared: 1, count: 2)
        let ends = try #require(linear.ends(x: 0...10, y: 0...5, margin: 1))
        #expect(ends.map(\.x) == [0, 10] && ends.map(\.y) == [0, 10])
        #expect(linear.ends(x: 0...10, y: 20...30, margin: 0) == nil)
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
