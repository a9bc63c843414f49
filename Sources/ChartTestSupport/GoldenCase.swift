import ChartKit

/// One recorded chart: a model and options whose gnuplot program and `--plan` are kept as
/// `Tests/Fixtures/golden/NAME.gp` and `NAME.plan.json`.
///
/// The table lives in this support library, not in a test target, so that both test targets
/// read it: `EmitterGoldenTests` checks every case, and `KindCoverageTests` asks every kind for
/// cases whose files exist. A kind adds one file of cases under `GoldenCases/` and one line in
/// `cases(for:)`, which the compiler asks for.
package struct GoldenCase: Sendable, CustomStringConvertible {
    package var kind: ChartKind
    /// The golden files' name without extension: the kind, a dash and what the case shows.
    package var name: String
    /// Starts from the model, as every caller draws after reading: only layout and emit run.
    package var request: ChartRequest

    package var description: String { name }

    /// A case named `KIND-what`, drawn by `recipe` from `model`.
    init(_ kind: ChartKind, _ what: String, _ recipe: some ChartRecipe, _ model: any ChartModel) {
        self.kind = kind
        self.name = kind.rawValue + "-" + what
        self.request = ChartRequest(recipe, input: .model(model))
    }

    /// A case named `KIND-what`, drawn by `recipe` from the long data `csv` split by `series`:
    /// the reading and the split run too.
    init(_ kind: ChartKind, _ what: String, _ recipe: some ChartRecipe, csv: String, series: ColumnSelector) {
        self.kind = kind
        self.name = kind.rawValue + "-" + what
        self.request = ChartRequest(recipe, input: .bytes(Array(csv.utf8), name: "long.csv", pathExtension: "csv"), series: series)
    }

    /// Every kind's cases, in `ChartKind` order.
    package static let all: [GoldenCase] = ChartKind.allCases.flatMap(cases(for:)) + FacetGoldens.cases

    /// The cases of `kind`: an exhaustive switch, so a new kind does not compile without them.
    package static func cases(for kind: ChartKind) -> [GoldenCase] {
        switch kind {
        case .line: LineGoldens.cases
        case .bar: BarGoldens.cases
        case .pie: PieGoldens.cases
        case .discrete: DiscreteGoldens.cases
        case .hist: HistGoldens.cases
        case .scatter: ScatterGoldens.cases
        case .area: AreaGoldens.cases
        case .box: BoxGoldens.cases
        case .heatmap: HeatmapGoldens.cases
        }
    }

    /// Where the recorded program and plan of this case are.
    package var files: [String] { [name + ".gp", name + ".plan.json"] }
}
