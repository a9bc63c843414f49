import Testing

@testable import ChartKit

/// `DiscreteColumns` cuts a crowded page's marks per pixel column: a solid run of markers
/// becomes a box and its two end markers, overlapping bars one box, the rest one marker per
/// row; markers gnuplot would not draw (off the axes, at or below 0 on a log axis) are left out.
@Suite struct DiscreteColumnsTests {
    /// A plot area 10 × 100 pixels (columns 10 … 20 of a 31-pixel image) over slots
    /// −5,000 … 5,000 (1,000 slots per pixel, so slots 0 … 499 are drawn on column 15) and values
    /// 0 … 100 (a pixel row per unit); markers 0.35 (3.1 px across), bars 2 px.
    static let x = AxisPlan(min: -5_000, max: 5_000, ticks: [])
    static let y = AxisPlan(min: 0, max: 100, ticks: [])
    static func geometry(connect: Bool = false) -> DiscreteColumns.Geometry {
        DiscreteColumns.Geometry(
            frame: PlotFrame(width: 31, height: 120, left: 10, right: 20, top: 10, bottom: 110), scale: 1, markerSize: 0.35, barWidth: 2,
            connect: connect)
    }

    static func columns(_ points: [DiscretePoint?], connect: Bool = false, y: AxisPlan = y) -> DiscreteColumns {
        DiscreteColumns(DiscretePlot(name: "p", points: points), slots: 0..<points.count, offset: 0, x: x, y: y, geometry: geometry(connect: connect))
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var points: [DiscretePoint?]
        var connect = false
        var log = false
        var boxes: [DiscreteColumns.Box]
        var markers: [SIMD2<Double>]
    }

    /// Half a marker and half a bar in x units (1,000 slots per pixel), around column 11's x.
    static let marker = (3 * 0.35 + 0.5) * 1_000
    static let bar = 1_000.0
    static let centre = 0.0

    static let cases: [Case] = [
        // Rows 10 … 59 filled by slots 0 … 49 of one column: one box from the lowest to the
        // highest centre, as wide as a marker on the column's pixel, and the two end markers.
        Case(
            testDescription: "a solid run", points: (0..<50).map { DiscretePoint(value: 10.5 + Double($0)) },
            boxes: [DiscreteColumns.Box(xLow: centre - marker, xHigh: centre + marker, yLow: 10.5, yHigh: 59.5)],
            markers: [SIMD2(0, 10.5), SIMD2(49, 59.5)]),
        // Rows two apart (centres under a marker apart) still overlap: one box.
        Case(
            testDescription: "a run with gaps", points: (0..<3).map { DiscretePoint(value: 10.5 + 2 * Double($0)) },
            boxes: [DiscreteColumns.Box(xLow: centre - marker, xHigh: centre + marker, yLow: 10.5, yHigh: 14.5)],
            markers: [SIMD2(0, 10.5), SIMD2(2, 14.5)]),
        // Rows three apart may not touch: one marker each.
        Case(
            testDescription: "sparse markers", points: (0..<3).map { DiscretePoint(value: 10.5 + 3 * Double($0)) }, boxes: [],
            markers: [SIMD2(0, 10.5), SIMD2(1, 13.5), SIMD2(2, 16.5)]),
        // Markers in one row: the lowest stands for them (a pixel row of one column).
        Case(
            testDescription: "one row", points: [DiscretePoint(value: 10.3), DiscretePoint(value: 10.2), DiscretePoint(value: 10.8)], boxes: [],
            markers: [SIMD2(1, 10.2)]),
        // A lone bar is its own vector: lw wide, from low to high; its ends are markers.
        Case(
            testDescription: "a lone bar", points: [DiscretePoint(low: 20, high: 30)], connect: true,
            boxes: [DiscreteColumns.Box(xLow: centre - bar, xHigh: centre + bar, yLow: 20, yHigh: 30)], markers: [SIMD2(0, 20), SIMD2(0, 30)]),
        // Overlapping bars in a column are one box; a bar apart from them is its own.
        Case(
            testDescription: "overlapping bars",
            points: [DiscretePoint(low: 20, high: 30), DiscretePoint(low: 25, high: 40), DiscretePoint(low: 60, high: 70)],
            connect: true,
            boxes: [
                DiscreteColumns.Box(xLow: centre - bar, xHigh: centre + bar, yLow: 20, yHigh: 40),
                DiscreteColumns.Box(xLow: centre - bar, xHigh: centre + bar, yLow: 60, yHigh: 70),
            ],
            markers: [SIMD2(0, 20), SIMD2(1, 25), SIMD2(0, 30), SIMD2(1, 40), SIMD2(2, 60), SIMD2(2, 70)]),
        // Off the axis: no marker (gnuplot draws none); a bar reaching in is kept and clipped by gnuplot.
        Case(
            testDescription: "off the axis", points: [DiscretePoint(low: 90, high: 150), DiscretePoint(value: -5)], connect: true,
            boxes: [DiscreteColumns.Box(xLow: centre - bar, xHigh: centre + bar, yLow: 90, yHigh: 150)], markers: [SIMD2(0, 90)]),
        // Log axis 1 … 100: values at or below 0 are not drawn.
        Case(
            testDescription: "log axis", points: [DiscretePoint(value: 0), DiscretePoint(value: 10)], log: true, boxes: [],
            markers: [SIMD2(1, 10)]),
        // Slots drawn on different pixels are never joined (slot 500 is on column 16).
        Case(
            testDescription: "columns apart",
            points: [DiscretePoint(value: 10.5), nil] + Array(repeating: nil, count: 498) + [DiscretePoint(value: 11.5)],
            boxes: [], markers: [SIMD2(0, 10.5), SIMD2(500, 11.5)]),
    ]

    @Test(arguments: cases)
    func columnsDrawWhatEveryMarkWould(_ c: Case) {
        let y = c.log ? AxisPlan(min: 1, max: 100, ticks: [], log: true) : Self.y
        let columns = Self.columns(c.points, connect: c.connect, y: y)
        // x within 0.05 px (the margins are written to a millionth of the screen).
        #expect(columns.boxes.count == c.boxes.count)
        for (box, expected) in zip(columns.boxes, c.boxes) {
            #expect(abs(box.xLow - expected.xLow) < 50 && abs(box.xHigh - expected.xHigh) < 50, "\(box)")
            #expect(box.yLow == expected.yLow && box.yHigh == expected.yHigh, "\(box)")
        }
        #expect(Set(columns.markers.map { [$0.x, $0.y] }) == Set(c.markers.map { [$0.x, $0.y] }))
        #expect(columns.markers.count == c.markers.count)
    }

    /// On a column within a marker of the plot area's side (column 19), gnuplot clips the box
    /// but not the markers' overhang: markers stay along the run, at most two rows apart.
    @Test func sideColumnsKeepMarkersAlongTheRun() {
        let points = Array(repeating: nil, count: 3_600) + (0..<50).map { DiscretePoint(value: 10.5 + Double($0)) }
        let columns = Self.columns(points)
        #expect(columns.boxes.count == 1)
        let rows = columns.markers.map { Int($0.y) }.sorted()
        #expect(rows.first == 10 && rows.last == 59 && rows.count < 50)
        #expect(zip(rows, rows.dropFirst()).allSatisfy { $1 - $0 <= 2 && $1 > $0 }, "\(rows)")
    }

    /// Only filled markers on PNG: a stack of open shapes is not solid, and SVG and PDF may be zoomed.
    @Test(arguments: [
        (OutputFormat.png, 7, true), (.png, 5, true), (.png, 13, true), (.png, 6, false), (.png, 1, false), (.svg, 7, false), (.pdf, 7, false),
        (.text, 7, false),
    ])
    func appliesToFilledMarkersOnPNG(format: OutputFormat, pointType: Int, applies: Bool) {
        #expect(DiscreteColumns.applies(format: format, pointType: pointType) == applies)
    }
}
