#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where each pie label goes: inside its slice when the whole text box fits there, else beside
/// the pie with a leader line, stacked per side so no two overlap (see `PieLayouter`).
extension PieLayouter {
    /// Places every label: inside when it fits, else outside with a leader, stacked per side.
    func place(_ slices: [PieSlicePlan], radius: Double, centerX: Double, centerY: Double, top: Double, bottom: Double, metrics: TextMetrics)
        -> [PieSlicePlan]
    {
        let inner = options.ringWidth.map { radius * (1 - $0) } ?? 0
        var result = slices
        var outside: [Int] = []
        for index in result.indices where !result[index].text.isEmpty {
            let slice = result[index]
            let low = min(slice.startAngle, slice.endAngle), high = max(slice.startAngle, slice.endAngle)
            let mid = (low + high) / 2
            // Candidate distances from the centre: mid-ring for a donut; for a pie the usual
            // 0.6 of the radius first, then nearer the rim or the centre.
            let candidates: [Double] =
                inner > 0
                ? [(inner + radius) / 2]
                : (high - low >= 359.999 ? [0] : [0.6, 0.7, 0.5, 0.4].map { $0 * radius })
            let (dx, dy) = Self.direction(mid)
            let boxWidth = metrics.width(of: slice.text) + 4
            let boxHeight = Double(metrics.lines(in: slice.text)) * metrics.lineHeight
            let anchor = candidates.lazy.map { (centerX + dx * $0, centerY + dy * $0) }.first { x, y in
                fits(
                    x: x, y: y, width: boxWidth, height: boxHeight, low: low, high: high, inner: inner, outer: radius, centerX: centerX,
                    centerY: centerY)
            }
            if let (x, y) = anchor {
                result[index].placement = .inside
                result[index].textX = x
                result[index].textY = y
                // On a hatched slice (mostly background) the text is the theme's slice text.
                result[index].textColor = slice.fill == .solid ? Self.contrastingText(on: slice.color) : options.figure.theme.sliceText
            } else {
                outside.append(index)
            }
        }
        for rightSide in [true, false] {
            placeOutside(
                &result, outside, rightSide: rightSide, radius: radius, centerX: centerX, centerY: centerY,
                top: top, bottom: bottom, metrics: metrics)
        }
        return result
    }

    /// Outside labels on one side: stacked top to bottom without overlap, pulled back inside the
    /// image, each joined to its slice by a leader line.
    func placeOutside(
        _ result: inout [PieSlicePlan], _ outside: [Int], rightSide: Bool, radius: Double,
        centerX: Double, centerY: Double, top: Double, bottom: Double, metrics: TextMetrics
    ) {
        let slices = result
        let middle = { (index: Int) in (slices[index].startAngle + slices[index].endAngle) / 2 }
        let candidates = outside.filter { (Self.direction(middle($0)).dx >= 0) == rightSide }.sorted { a, b in
            let ya = Self.direction(middle(a)).dy, yb = Self.direction(middle(b)).dy
            return ya != yb ? ya < yb : a < b
        }
        // Labels that cannot all stand one above another inside the image: the smallest
        // slices' labels are left out (placement stays `none`) until the rest fit.
        var side = candidates
        let heightOf = { (index: Int) in Double(metrics.lines(in: slices[index].text)) * metrics.lineHeight }
        var needed = side.reduce(0.0) { $0 + heightOf($1) + 2 } - 2
        let smallestFirst = candidates.sorted { a, b in slices[a].value != slices[b].value ? slices[a].value < slices[b].value : a > b }
        var dropped = Set<Int>()
        for index in smallestFirst where needed > bottom - top {
            dropped.insert(index)
            needed -= heightOf(index) + 2
        }
        side.removeAll { dropped.contains($0) }
        var ys: [Double] = []
        var heights: [Double] = []
        for index in side {
            let desired = centerY + Self.direction(middle(index)).dy * (radius + 12)
            let h = Double(metrics.lines(in: result[index].text)) * metrics.lineHeight
            let lowest = ys.last.map { $0 + (heights.last ?? 0) / 2 + h / 2 + 2 } ?? (top + h / 2)
            ys.append(max(desired, lowest))
            heights.append(h)
        }
        // Push up from the bottom edge if the stack ran past it.
        var limit = bottom
        for k in ys.indices.reversed() {
            ys[k] = min(ys[k], limit - heights[k] / 2)
            limit = ys[k] - heights[k] / 2 - 2
        }
        for (k, index) in side.enumerated() {
            let (dx, dy) = Self.direction(middle(index))
            let edge = PiePoint(x: centerX + dx * radius, y: centerY + dy * radius)
            let elbow = PiePoint(x: centerX + dx * (radius + 10), y: centerY + dy * (radius + 10))
            let textX = centerX + (rightSide ? 1 : -1) * (radius + Self.outsideGap)
            let end = PiePoint(x: textX + (rightSide ? -4 : 4), y: ys[k])
            result[index].placement = rightSide ? .outsideRight : .outsideLeft
            result[index].textX = textX
            result[index].textY = ys[k]
            result[index].textColor = options.figure.theme.sliceText
            result[index].leader = [edge, elbow, end]
        }
    }

    /// `--start-angle` reduced modulo 360, keeping its sign (450 → 90, −450 → −90, 30 → 30):
    /// `truncatingRemainder` is exact, so ordinary angles are unchanged, and every bearing in the
    /// plan then lies within ±720°, which gnuplot's arcs accept. Non-finite angles are refused
    /// by `plan(for:)`.
    static func startBearing(_ angle: Double) -> Double {
        let reduced = angle.truncatingRemainder(dividingBy: 360)
        return reduced == 0 ? 0 : reduced
    }

    /// Whether a text box centred at (x, y) lies inside the wedge (low…high bearings, between
    /// the radii), at least 3 pixels clear of its straight edges.
    func fits(
        x: Double, y: Double, width: Double, height: Double, low: Double, high: Double, inner: Double, outer: Double, centerX: Double, centerY: Double
    ) -> Bool {
        let sweep = high - low
        for (px, py) in [(-0.5, -0.5), (0.5, -0.5), (-0.5, 0.5), (0.5, 0.5), (0, -0.5), (0, 0.5), (-0.5, 0), (0.5, 0)] {
            let ox = x + px * width - centerX, oy = y + py * height - centerY
            let distance = (ox * ox + oy * oy).squareRoot()
            guard distance <= outer - 3, distance >= inner + 3 else { return false }
            if sweep >= 359.999 { continue }
            // The bearing of this corner, turned into [low, low + 360).
            var turn = (atan2(ox, -oy) * 180 / .pi - low).truncatingRemainder(dividingBy: 360)
            if turn < 0 { turn += 360 }
            let bearing = low + turn
            guard bearing <= high else { return false }
            // Distance to each straight edge: r·sin(angle to it).
            let toStart = distance * sin(min(bearing - low, 90) * .pi / 180)
            let toEnd = distance * sin(min(high - bearing, 90) * .pi / 180)
            guard toStart >= 3 || distance < 1, toEnd >= 3 || distance < 1 else { return false }
        }
        return true
    }

    /// Whether any two label boxes intersect (a warning, not an error).
    func overlaps(_ slices: [PieSlicePlan], metrics: TextMetrics) -> Bool {
        let boxes: [(Double, Double, Double, Double)] = slices.compactMap { slice in
            let w = metrics.width(of: slice.text), h = Double(metrics.lines(in: slice.text)) * metrics.lineHeight
            switch slice.placement {
            case .none: return nil
            case .inside: return (slice.textX - w / 2, slice.textY - h / 2, slice.textX + w / 2, slice.textY + h / 2)
            case .outsideRight: return (slice.textX, slice.textY - h / 2, slice.textX + w, slice.textY + h / 2)
            case .outsideLeft: return (slice.textX - w, slice.textY - h / 2, slice.textX, slice.textY + h / 2)
            }
        }
        // Swept top to bottom: a box is compared only with the boxes that start above its
        // bottom, so stacked outside labels cost one comparison each (all pairs took most of a
        // minute for 32,000 slices).
        let byTop = boxes.sorted { $0.1 < $1.1 }
        for (i, a) in byTop.enumerated() {
            for b in byTop[(i + 1)...] {
                guard b.1 < a.3 - 1 else { break }
                if a.0 < b.2 - 1 && b.0 < a.2 - 1 { return true }
            }
        }
        return false
    }
}
