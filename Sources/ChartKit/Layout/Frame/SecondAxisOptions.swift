/// The second value axis on the right (`--y2`): its own range, ticks, label format, title and
/// log flag, for the series the model marks `onY2`.
///
/// Kept apart from the first axis's options so a kind that cannot draw it refuses one value
/// (`AxisFrameOptions.refuse`), and so "no second axis" is nil rather than a flag to forget.
package struct SecondAxisOptions: Sendable, Equatable {
    package var format: AxisFormat
    /// Fixed ends (`--y2-min`, `--y2-max`); nil: from the data (aligned with y's grid under `--grid`).
    package var min: Double?
    package var max: Double?
    /// A log axis (`--y2-log`).
    package var log: Bool
    /// The axis title (`--y2-label`); nil: the only right-hand series' name.
    package var label: String?

    package init(format: AxisFormat = .auto, min: Double? = nil, max: Double? = nil, log: Bool = false, label: String? = nil) {
        self.format = format
        self.min = min
        self.max = max
        self.log = log
        self.label = label
    }

    /// The layout of this axis's ticks (errors name the `--y2-…` flags).
    var valueAxisLayout: ValueAxisLayout {
        ValueAxisLayout(format: format, fixedMin: min, fixedMax: max, log: log, flag: "--y2")
    }
}
