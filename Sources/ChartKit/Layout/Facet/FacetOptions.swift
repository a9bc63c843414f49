/// `--facet COL` and its settings: small multiples, one panel per distinct value of a column,
/// in a grid on one image (ggplot's `facet_wrap`, Vega-Lite's `facet`).
///
/// A value on the request beside `--series`, so every kind that takes it reaches the one
/// facet layout (`FacetLayouter`) through the pipeline instead of a copy per kind.
package struct FacetOptions: Sendable, Equatable {
    /// The column whose distinct values are the panels.
    package var column: ColumnSelector
    /// Which ranges the panels share.
    package var scale: FacetScale
    /// Panels per row; nil: as square as the image allows (`FacetGrid`).
    package var columns: Int?
    /// The order of the panels.
    package var sort: FacetSort

    package init(column: ColumnSelector, scale: FacetScale = .shared, columns: Int? = nil, sort: FacetSort = .appearance) {
        self.column = column
        self.scale = scale
        self.columns = columns
        self.sort = sort
    }

    /// The most panels one `--facet` chart draws: checked while the keys are counted, before
    /// any panel's table is made. 1,000 panels at the smallest readable size are 70 pages of
    /// 800x500; more is a column that is not a grouping (an id, a timestamp).
    package static let maximumPanels = 1_000
    /// The smallest panel drawn on an image, in pixels (below it a titled panel has no room for
    /// its plot once ticks and axis titles are placed; 200x125 had none):
    /// a grid that would make panels smaller goes onto more pages.
    package static let minimumPanel = (width: 240, height: 160)
    /// The most panels per row `--facet-cols` takes.
    package static let maximumColumns = 50
}

/// `--facet-scale`: which axes the panels share (ggplot's `scales`).
package enum FacetScale: String, Sendable, Equatable, CaseIterable {
    /// Every panel the same x and value ranges and ticks, computed over all panels.
    case shared
    /// Each panel its own x and value ranges.
    case free
    /// Each panel its own x range, one value range for all.
    case freeX = "free-x"
    /// Each panel its own value range, one x range for all.
    case freeY = "free-y"

    var sharesX: Bool { self == .shared || self == .freeY }
    var sharesY: Bool { self == .shared || self == .freeX }
}

/// `--facet-sort`: the order of the panels.
package enum FacetSort: String, Sendable, Equatable, CaseIterable {
    /// As the values first appear in the input.
    case appearance
    /// By name, numbers by value first (`2 < 10`), then text.
    case name
    /// By the sum of the panel's values, largest first (by its row count for a histogram).
    case total
}
