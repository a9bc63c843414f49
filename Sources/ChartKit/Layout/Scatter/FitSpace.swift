#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The coordinates a `--fit linear` line is fitted in and straight in: each axis as the chart
/// draws it, linear or log10.
///
/// A least-squares line in the data's own units, drawn on a log axis, is a curve that fits
/// nothing the reader sees: on log-log axes it bent flat across points lying on a power law
/// (issue 33). Fitted in the axes' coordinates, the line is straight on the chart and its model
/// is the one those axes make straight: a power law on log-log axes, an exponential on a log y
/// axis, a logarithm on a log x axis.
package struct FitSpace: Sendable, Equatable {
    package var xLog: Bool
    package var yLog: Bool

    package init(xLog: Bool = false, yLog: Bool = false) {
        self.xLog = xLog
        self.yLog = yLog
    }

    /// Both axes linear: least squares on the values as given.
    package static let linear = FitSpace()

    /// What the straight line is in data units.
    package enum Model: String, Sendable {
        /// y = a·x + b (linear axes).
        case linear
        /// y = a·x^b (log x and log y).
        case power
        /// y = a·e^(bx) (log y, linear x).
        case exponential
        /// y = a·log10(x) + b (log x, linear y).
        case logarithmic
    }

    package var model: Model {
        switch (xLog, yLog) {
        case (false, false): .linear
        case (true, true): .power
        case (false, true): .exponential
        case (true, false): .logarithmic
        }
    }

    /// What is regressed on what, for `--plan`: `log10 y on log10 x`.
    package var description: String {
        "\(yLog ? "log10 y" : "y") on \(xLog ? "log10 x" : "x")"
    }

    /// `x` in fitted coordinates; not finite where a log axis cannot place it (at or below 0).
    func u(_ x: Double) -> Double { xLog ? log10(x) : x }

    /// `y` in fitted coordinates; not finite where a log axis cannot place it (at or below 0).
    func v(_ y: Double) -> Double { yLog ? log10(y) : y }

    /// The data x at fitted coordinate `u`.
    func x(_ u: Double) -> Double { xLog ? pow(10, u) : u }

    /// The data y at fitted coordinate `v`.
    func y(_ v: Double) -> Double { yLog ? pow(10, v) : v }
}
