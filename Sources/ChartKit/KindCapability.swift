/// What a chart kind draws or takes: the questions the tests ask of every kind, answered once
/// per kind in `ChartKind.capabilities` (ChartKind.swift, beside the kind's recipe).
///
/// The tests derive their lists of kinds from these (`ChartKind.all(.yLog)`) instead of naming
/// kinds by string: a hand list went stale when hist and scatter arrived, and a suite then kept
/// testing three kinds of five. `KindCapabilityTests` checks the capabilities that are flags
/// against what each command's `--help` lists, so one left out of a new kind's set fails there.
///
/// - `axes`: an x and a value axis (ticks, `--y-min`/`--y-max`, `--y-format`, `--grid`, a legend
///   at any of `--legend top|right|bottom|none`).
/// - `yLog`, `xLog`: `--y-log`, `--x-log`, axes in powers of ten.
/// - `cellsOnValueAxis`: the value axis holds the input's cells, so a bad one (0 on a log axis)
///   is an error at its cell; a histogram's holds counts.
/// - `bars`: bars from a baseline, which on a log axis start at the axis floor and are not cut
///   at `--y-min` (bars at or below it have no length).
/// - `pages`: pages of `--page-size` x values (or categories, or slots).
/// - `categoryX`: a text x column is drawn as evenly spaced categories, named on the x axis.
/// - `timeX`: a column of dates as x is a time axis, on which one mistyped date is an error at
///   its cell (bars name date categories as written when one is not a date).
/// - `xColumn`: a first column read as x (or a pie's slice names) before the values; a
///   histogram bins every numeric column.
/// - `series`: `--series COL` splits long data into one series per key.
/// - `everyValue`: every x needs a value in every series; an empty cell, or a long-data series
///   without a row at some x, is an error rather than a gap (a bar cannot show "no bar" apart
///   from zero).
/// - `stacking`: `--stacked` stacks the series.
/// - `highlight`: `--highlight X`, a scrubber at an x value (and `--vline X`, a line there).
/// - `facets`: `--facet COL`, one panel per distinct value of a column, in a grid on one image.
package enum KindCapability: CaseIterable, Sendable {
    case axes, yLog, xLog, cellsOnValueAxis, bars, pages, categoryX, timeX, xColumn, series, everyValue, stacking, highlight, facets
}

extension ChartKind {
    /// Whether this kind has every one of `capabilities`.
    package func has(_ capabilities: KindCapability...) -> Bool { self.capabilities.isSuperset(of: capabilities) }

    /// The kinds that have every one of `capabilities`, in `allCases` order: `ChartKind.all(.yLog)`.
    package static func all(_ capabilities: KindCapability...) -> [ChartKind] {
        allCases.filter { $0.capabilities.isSuperset(of: capabilities) }
    }

    /// The flag that names the column of values: `--y`, or a pie's `--value`.
    package var valueFlag: String { self == .pie ? "--value" : "--y" }
}
