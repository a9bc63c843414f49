import ArgumentParser
import ChartKit

/// `--facet COL` and its settings: small multiples, one panel per distinct value of a column
/// in a grid on one image (see `FacetLayouter`), for the kinds that take long data.
struct FacetFlags: ParsableArguments {
    @Option(help: ArgumentHelp("Small multiples: one panel per distinct value of this column, in a grid on one image.", valueName: "column"))
    var facet: String?

    @Option(
        name: .customLong("facet-scale"),
        help: ArgumentHelp("Which ranges the panels share: shared (default), free, free-x or free-y (each panel its own).", valueName: "scale"))
    var facetScale: FacetScale = .shared

    @Option(name: .customLong("facet-cols"), help: ArgumentHelp("Panels per row (default: as square as the image allows).", valueName: "n"))
    var facetCols: Int?

    @Option(
        name: .customLong("facet-sort"),
        help: ArgumentHelp("Panel order: appearance (default, as first met), name, or total (largest sum of values first).", valueName: "order"))
    var facetSort: FacetSort = .appearance

    func validate() throws {
        try FlagCheck.name(facet, flag: "--facet")
        if let facetCols, !(1...FacetOptions.maximumColumns).contains(facetCols) {
            throw ValidationError("--facet-cols must be 1–\(FacetOptions.maximumColumns); got \(facetCols)")
        }
        if facet == nil, facetScale != .shared || facetCols != nil || facetSort != .appearance {
            throw ValidationError("--facet-scale, --facet-cols and --facet-sort set up --facet COLUMN, which is missing")
        }
    }

    /// The facet settings, when `--facet` is given.
    var options: FacetOptions? {
        facet.map { FacetOptions(column: ColumnSelector(parsing: $0), scale: facetScale, columns: facetCols, sort: facetSort) }
    }
}

extension FacetScale: ExpressibleByArgument {}
extension FacetSort: ExpressibleByArgument {}
