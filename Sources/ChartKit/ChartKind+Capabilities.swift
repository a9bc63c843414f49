/// What each kind draws and takes, one exhaustive `switch` a property, so that a new kind is
/// asked every question by the compiler.
///
/// The tests derive their lists of kinds from these (`ChartKind.all(\.takesYLog)`)
/// instead of naming kinds by string: a hand list went stale when hist and scatter arrived, and
/// a suite then kept testing three kinds of five. Each answer is what the kind's command takes
/// (its `--help`) and what it draws; `KindCapabilityTests` checks the flag-shaped ones against
/// the commands.
extension ChartKind {
    /// Whether it draws an x and a value axis (ticks, `--y-min`/`--y-max`, `--y-format`,
    /// `--grid`, a legend at any of `--legend top|right|bottom|none`).
    package var hasAxes: Bool {
        switch self {
        case .line, .bar, .discrete, .hist, .scatter: true
        case .pie: false
        }
    }

    /// Whether `--y-log` draws its value axis in powers of ten.
    package var takesYLog: Bool {
        switch self {
        case .line, .bar, .discrete, .hist, .scatter: true
        case .pie: false
        }
    }

    /// Whether `--x-log` draws its numeric x axis in powers of ten.
    package var takesXLog: Bool {
        switch self {
        case .line, .hist, .scatter: true
        case .bar, .pie, .discrete: false
        }
    }

    /// Whether the value axis holds the input's cells themselves, so a bad one (0 on a log axis)
    /// is an error at its cell; a histogram's holds counts and a pie has none.
    package var valueAxisHoldsCells: Bool {
        switch self {
        case .line, .bar, .discrete, .scatter: true
        case .pie, .hist: false
        }
    }

    /// Whether its marks are bars from a baseline, which on a log axis start at the axis floor
    /// and are not cut at `--y-min` (bars at or below it have no length).
    package var drawsBars: Bool {
        switch self {
        case .bar, .hist: true
        case .line, .pie, .discrete, .scatter: false
        }
    }

    /// Whether its rows split into pages of `--page-size` x values (or categories, or slots).
    package var pages: Bool {
        switch self {
        case .line, .bar, .discrete: true
        case .pie, .hist, .scatter: false
        }
    }

    /// Whether a text x column is drawn as evenly spaced categories (named on the x axis).
    package var hasCategoryX: Bool {
        switch self {
        case .line, .bar, .discrete: true
        case .pie, .hist, .scatter: false
        }
    }

    /// Whether a column of dates as x is a time axis, on which one mistyped date is an error at
    /// its cell; bars name date categories as written when one is not a date.
    package var datesMakeTimeAxis: Bool {
        switch self {
        case .line, .discrete, .scatter: true
        case .bar, .pie, .hist: false
        }
    }

    /// Whether it reads a first column as x (or a pie's slice names) before its values: a
    /// histogram bins every numeric column.
    package var readsXColumn: Bool {
        switch self {
        case .line, .bar, .pie, .discrete, .scatter: true
        case .hist: false
        }
    }

    /// Whether `--series COL` splits long data into one series per key.
    package var takesSeries: Bool {
        switch self {
        case .line, .bar, .discrete, .hist, .scatter: true
        case .pie: false
        }
    }

    /// Whether every x needs a value in every series, so an empty cell, or a long-data series
    /// without a row at some x, is an error rather than a gap: a bar cannot show "no bar" apart
    /// from a zero one.
    package var needsEveryValue: Bool {
        switch self {
        case .bar: true
        case .line, .pie, .discrete, .hist, .scatter: false
        }
    }

    /// Whether `--stacked` stacks its series.
    package var stacks: Bool {
        switch self {
        case .bar, .hist: true
        case .line, .pie, .discrete, .scatter: false
        }
    }

    /// Whether `--highlight X` draws a scrubber at an x value (and `--vline X` a line there).
    package var takesHighlight: Bool {
        switch self {
        case .line, .discrete: true
        case .bar, .pie, .hist, .scatter: false
        }
    }

    /// The flag that names the column of values: `--y`, or a pie's `--value`.
    package var valueFlag: String {
        switch self {
        case .line, .bar, .discrete, .hist, .scatter: "--y"
        case .pie: "--value"
        }
    }
}

extension ChartKind {
    /// The kinds that have `capability`, in `allCases` order: `ChartKind.all(\.takesYLog)`.
    ///
    /// (`allCases.filter(\.takesYLog)` does not compile beside Foundation, whose `filter` taking
    /// a `Predicate` makes the key path ambiguous.)
    package static func all(_ capability: KeyPath<ChartKind, Bool>) -> [ChartKind] {
        allCases.filter { $0[keyPath: capability] }
    }
}
