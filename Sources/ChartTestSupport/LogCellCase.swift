import ChartKit

/// One log axis of one kind that draws the data's own cells, with a table whose one cell on it
/// is at or below 0: the end-to-end and library tests of the one wire from the options to the
/// builder (`AxisRecipe.checkedBuilder`) run every case, so each must fail naming that cell.
package struct LogCellCase: Sendable, CustomStringConvertible {
    package var kind: ChartKind
    package var variant: AxisVariant
    /// The flags `chart KIND` takes for the axis.
    package var flags: [String]
    /// `x,a,b` and three rows; the bad cell is on file line 3.
    package var csv: String
    /// The bad cell's 1-based character column on its line, and its column's name.
    package var column: Int
    package var name: String

    package var description: String { "\(kind.rawValue) \(flags.joined(separator: " "))" }

    /// Every kind's cases, from `ChartKind.allCases`.
    package static let all: [LogCellCase] = ChartKind.allCases.flatMap { kind in variants(of: kind).map { LogCellCase(kind, $0) } }

    /// The log axes that draw the data's own cells, by kind. Exhaustive, so a new kind states
    /// its own (hist's values lie on the log-spaced x axis; its `--y-log` axis counts).
    package static func variants(of kind: ChartKind) -> [AxisVariant] {
        switch kind {
        case .line: [.yLog, .xLog, .y2Log]
        case .scatter: [.yLog, .xLog]
        case .bar, .discrete, .area, .box: [.yLog]
        case .hist: [.xLog]
        case .pie, .heatmap: []
        }
    }

    /// `kind` with `variant`, the bad cell where that axis reads: x's own cell (line, scatter),
    /// the `--y2` series `b`, or else series `a`, always in the table's second row.
    init(_ kind: ChartKind, _ variant: AxisVariant) {
        self.kind = kind
        self.variant = variant
        let onX = variant == .xLog && kind != .hist
        let bad: String
        (bad, column, name) = onX ? ("0,3,7", 1, "x") : variant == .y2Log ? ("2,3,-7", 5, "b") : ("2,-3,7", 3, "a")
        csv = "x,a,b\n1,5,6\n\(bad)\n3,4,8\n"
        flags = variant == .y2Log ? ["--y2", "b", "--y2-log"] : [variant.rawValue]
    }

    /// The start of the error the bad cell gets in `file`, as the command prints it.
    package func message(file: String) -> String {
        "chart: error: \(file):3:\(column) (column \"\(name)\"): expected a number above 0"
    }
}
