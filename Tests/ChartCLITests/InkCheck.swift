import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// Finds the marks of an `InkExpectation` that got no ink: in a PNG, no pixel of the series
/// colour in the mark's place (widened by a little for antialiasing and marker size); in a text
/// chart, no cell drawn in that colour there.
///
/// A picture is a grid (pixels, or cells) with the plot's box on it; both checks map a mark's
/// place through the plan's axes onto that box, so the one geometry serves both outputs.
struct InkCheck {
    /// The plot's box on the grid, inclusive: where the axes' ends fall.
    var left, right, top, bottom: Double
    /// How far around a mark's place its ink may be (grid units).
    var slack: Int
    /// Whether the grid position holds ink of the colour `#RRGGBB`.
    var inked: (Int, Int, String) -> Bool
    /// A pie's geometry on the grid (pie charts only).
    var pie: PieGeometry?

    struct PieGeometry {
        var centerX, centerY, radius, innerRadius: Double
        var clockwise: Bool
        /// Text charts draw a pie as a bar of shares: row `bar`, columns `left` to `right`.
        var bar: (row: Int, left: Double, right: Double)?
    }

    /// The marks with no ink, each as its `what`.
    func missing(_ expectation: InkExpectation) -> [String] {
        expectation.marks.filter { !hasInk($0, axes: expectation.axes) }.map { "\($0.what) in \($0.color)" }
    }

    private func hasInk(_ mark: InkMark, axes: (x: InkAxis, y: InkAxis)?) -> Bool {
        switch mark.place {
        case let .box(x, y):
            guard let axes else { return false }
            let xs = [axes.x.fraction(x.lowerBound), axes.x.fraction(x.upperBound)].map { left + $0 * (right - left) }
            let ys = [axes.y.fraction(y.lowerBound), axes.y.fraction(y.upperBound)].map { bottom - $0 * (bottom - top) }
            let columns = Int((xs.min() ?? 0).rounded(.down)) - slack...Int((xs.max() ?? 0).rounded(.up)) + slack
            let rows = Int((ys.min() ?? 0).rounded(.down)) - slack...Int((ys.max() ?? 0).rounded(.up)) + slack
            return columns.contains { column in rows.contains { inked(column, $0, mark.color) } }
        case let .wedge(start, end):
            guard let pie else { return false }
            // The bar of shares gives every slice with a share a cell, in order, so a thin
            // slice's cell may sit a few columns from its angle: any cell of its colour counts.
            if let bar = pie.bar { return (Int(bar.left)...Int(bar.right)).contains { inked($0, bar.row, mark.color) } }
            return wedgePixels(pie, start: start, end: end).contains { inked($0.0, $0.1, mark.color) }
        }
    }

    /// Pixels inside a wedge: along rays at its middle and spread over its angle, from the
    /// inner radius to the rim, with their neighbours.
    private func wedgePixels(_ pie: PieGeometry, start: Double, end: Double) -> [(Int, Int)] {
        var pixels: [(Int, Int)] = []
        let angles = (0...8).map { start + (end - start) * (0.5 + Double($0)) / 9.5 }
        for angle in angles {
            let radians = angle * .pi / 180
            for r in stride(from: pie.innerRadius + 2, through: pie.radius - 1, by: 1) {
                let x = pie.centerX + (pie.clockwise ? 1 : -1) * r * sin(radians), y = pie.centerY - r * cos(radians)
                for dx in -slack...slack { for dy in -slack...slack { pixels.append((Int(x.rounded()) + dx, Int(y.rounded()) + dy)) } }
            }
        }
        return pixels
    }

    /// The check of a PNG drawn from `plan`: a pixel is ink of a colour when it is that colour
    /// laid over the white background at half strength or more (antialiased edges count, a
    /// blend of two series' colours does not).
    static func png(_ image: PNGImage, plan: [String: Any], slack: Int) throws -> InkCheck {
        let inked: (Int, Int, String) -> Bool = { x, y, color in
            guard x >= 0, y >= 0, x < image.width, y < image.height, let target = RGBA(hex: color) else { return false }
            return isInk(image[x, y], of: target)
        }
        if let pie = plan["pie"] as? [String: Any] {
            let geometry = PieGeometry(
                centerX: pie["centerX"] as? Double ?? 0, centerY: pie["centerY"] as? Double ?? 0, radius: pie["radius"] as? Double ?? 0,
                innerRadius: pie["innerRadius"] as? Double ?? 0, clockwise: plan["direction"] as? String != "counterclockwise")
            return InkCheck(left: 0, right: 0, top: 0, bottom: 0, slack: 1, inked: inked, pie: geometry)
        }
        let area = try #require(plan["plotArea"] as? [String: Int])
        return InkCheck(
            left: Double(area["left"] ?? 0), right: Double(area["right"] ?? 0), top: Double(area["top"] ?? 0),
            bottom: Double(area["bottom"] ?? 0), slack: slack, inked: inked)
    }

    /// Whether `pixel` is `color` over white with an opacity of at least a half.
    static func isInk(_ pixel: RGBA, of color: RGBA) -> Bool {
        let target = [color.r, color.g, color.b].map { 255 - Double($0) }, seen = [pixel.r, pixel.g, pixel.b].map { 255 - Double($0) }
        let norm = target.reduce(0) { $0 + $1 * $1 }
        guard norm > 0 else { return seen.allSatisfy { $0 < 10 } }
        let alpha = zip(target, seen).reduce(0) { $0 + $1.0 * $1.1 } / norm
        return alpha >= 0.5 && zip(target, seen).allSatisfy { abs($0 * alpha - $1) <= 24 }
    }

    /// The check of a text chart (`TextCells`) drawn from `plan`: the plot's box is found from
    /// its axis lines. A pie is told by its plan (`pie`), as `png` tells it, not by the kind's
    /// capabilities: a heatmap has no shared axis flags (`.axes`) yet draws a plot box, and read
    /// as a pie its cells were looked for in the legend's corner.
    static func text(_ cells: TextCells, plan: [String: Any]) throws -> InkCheck {
        let isPie = plan["pie"] is [String: Any]
        let inked: (Int, Int, String) -> Bool = { column, row, color in
            guard let cell = cells[column, row] else { return false }
            return cell.character != " " && cell.color?.lowercased() == color.lowercased()
        }
        if isPie {
            let width = Double(cells.rows.first?.count ?? 1)
            return InkCheck(
                left: 0, right: 0, top: 0, bottom: 0, slack: 1, inked: inked,
                pie: PieGeometry(centerX: 0, centerY: 0, radius: 0, innerRadius: 0, clockwise: true, bar: (0, 0, width)))
        }
        let frame = try #require(cells.plotFrame(), "no axis corner └ in the text chart:\n\(cells.plain)")
        return InkCheck(left: frame.left, right: frame.right, top: frame.top, bottom: frame.bottom, slack: 1, inked: inked)
    }

    /// Whether `stderr` holds a warning that says data was left out or cannot be seen (a
    /// warning about labels, names or the legend does not count: those are not data).
    static func warnsOfHiddenData(_ stderr: String) -> Bool {
        let phrases = [
            "left out", "narrower than a pixel", "thinner than a pixel", "under a pixel", "not drawn", "cannot be seen", "too small to see",
            "not visible",
        ]
        return stderr.split(separator: "\n").contains { line in
            line.hasPrefix("chart: warning:") && phrases.contains { line.contains($0) }
                && !["label", "legend", "names"].contains { line.contains($0) }
        }
    }
}
