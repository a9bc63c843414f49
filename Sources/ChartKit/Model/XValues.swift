/// The x positions of a chart's rows, already typed.
///
/// Categories are placed at 0, 1, 2, … so every later stage works with numbers only; their
/// names are kept beside for the tick labels.
package struct XValues: Sendable, Equatable {
    package var kind: XAxisKind
    /// One position per row: the number, epoch seconds, or the category's slot index.
    package var positions: [Double]
    /// For `.category`, the name of each slot (parallel to `positions`); empty otherwise.
    package var categories: [String]
    /// The column's display name for a default axis title (nil when there was no header).
    package var title: String?
    /// For `.time`, how the x cells were read, so a `--vline` or `--highlight` may be written
    /// the same way (`--x-date-format`, bare years).
    package var reading: DateReading = .standard

    package init(kind: XAxisKind, positions: [Double], categories: [String] = [], title: String? = nil) {
        self.kind = kind
        self.positions = positions
        self.categories = categories
        self.title = title
    }
}
