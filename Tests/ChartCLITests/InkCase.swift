import ChartKit
import Foundation
import Testing

/// One chart the data-ink test draws: a kind, its flags (orientation, mode, axis), an input of an
/// extreme shape, and for kinds whose `--plan` lists no marks the points the data holds.
///
/// Issue 33: every non-empty datum must get ink of its series colour, or the run must warn that
/// it left something out. The cases are generated from the shapes that hid data before (one huge
/// value among tiny ones, values at the log axis floor, 2,000 narrow bins, a lone bin, 20 series)
/// so a kind, mode or shape added later is checked without a person looking.
struct InkCase: Sendable, CustomTestStringConvertible {
    /// A datum of a point kind (line, scatter, discrete): its series (0-based) and where it sits
    /// (x is the row's x, or the slot's index for a category axis).
    struct Point: Sendable {
        var series: Int
        var x: Double
        var y: Double
    }

    var kind: ChartKind
    var shape: String
    var flags: [String]
    var input: String
    /// The data's points, for kinds whose plan has no marks; empty for bar, hist and pie (their
    /// plan lists every bar and slice with its value).
    var points: [Point] = []
    /// Text charts: the size in cells (large enough that series one cell apart stay apart).
    var textSize = "120x40"

    var testDescription: String { "\(kind.rawValue) \(flags.joined(separator: " ")): \(shape)" }

    /// A wide table: the first column `x` (numbers, or names when `categories` is set), then one
    /// column per series, `values[series][row]`.
    static func table(_ values: [[Double]], categories: Bool = false, names: [String]? = nil) -> String {
        let rows = values.first?.count ?? 0
        let header = ["x"] + (names ?? values.indices.map { "s\($0 + 1)" })
        var text = header.joined(separator: ",") + "\n"
        for row in 0..<rows {
            let x = categories ? "c\(row + 1)" : String(row + 1)
            text += ([x] + values.map { number($0[row]) }).joined(separator: ",") + "\n"
        }
        return text
    }

    /// The points of `table(values)`, x the row number (1-based) or the slot index (0-based).
    static func points(_ values: [[Double]], slots: Bool = false) -> [Point] {
        values.enumerated().flatMap { series, column in
            column.enumerated().map { row, y in Point(series: series, x: Double(slots ? row : row + 1), y: y) }
        }
    }

    /// A value as a CSV cell: integers without ".0".
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// The extreme shapes, as columns of values.
enum InkShape {
    /// One huge value among tiny ones: 12 rows of 1 with 1,000,000 in the sixth.
    static let hugeAmongTiny: [Double] = (0..<12).map { $0 == 5 ? 1_000_000 : 1 }
    /// Values equal to a log axis's floor (1) beside larger ones.
    static let atTheFloor: [Double] = [1, 1000, 1, 50, 1, 1, 300, 1]
    /// `count` series with values apart from each other (so no two marks share a pixel or cell):
    /// series s at 1 + 10·s … on `rows` rows, with a step of one unit per row (four text rows
    /// apart at 80 rows).
    static func many(_ count: Int, rows: Int = 4) -> [[Double]] {
        (0..<count).map { s in (0..<rows).map { Double(1 + 10 * s + $0) } }
    }
    /// The same on a log axis: series s at 1.6^s, a fifth of a decade apart.
    static func manyOnLog(_ count: Int, rows: Int = 4) -> [[Double]] {
        (0..<count).map { s in
            let level: Double = pow(1.6, Double(s))
            return (0..<rows).map { row -> Double in
                let value: Double = level * (1 + 0.05 * Double(row))
                return (value * 1000).rounded() / 1000
            }
        }
    }
    /// Three series mixing tiny and huge values (grouped and stacked bars).
    static let threeMixed: [[Double]] = [
        [1, 1_000_000, 1, 1],
        [1_000_000, 1, 1, 2],
        [1, 1, 1_000_000, 1],
    ]
}
