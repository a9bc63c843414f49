/// Tick positions for a time axis, aligned to calendar boundaries (midnight, Mondays, the first
/// of a month, 1 January) so labels read as round times rather than arbitrary instants.
package struct TimeTickSet: Equatable, Sendable {
    /// Epoch seconds (UTC), strictly ascending, each an exact whole second.
    package var values: [Double]
    /// The unit of the step between ticks.
    package var unit: CalendarUnit
    /// How many units one step spans, e.g. 15 for 15-minute steps.
    package var multiple: Int
    /// A strftime-style pattern suited to the step: "%Y" for years, "%b %Y" for months,
    /// "%b %d" for days and weeks ("%Y-%m-%d" when the ticks span years), "%H:%M" for hours
    /// and minutes ("%b %d %H:%M" when they span days), "%H:%M:%S" for seconds
    /// ("%b %d %H:%M:%S" when they span days).
    package var defaultFormat: String

    package init(values: [Double], unit: CalendarUnit, multiple: Int, defaultFormat: String) {
        self.values = values
        self.unit = unit
        self.multiple = multiple
        self.defaultFormat = defaultFormat
    }
}
