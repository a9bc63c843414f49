/// Leaves out of a crowded PNG scatter the markers that later markers paint over completely, so
/// pngcairo draws a few tens of thousands of markers instead of a million and the PNG is the
/// same, byte for byte.
///
/// Why it is exact: pngcairo draws every marker at a whole device pixel (its position rounded),
/// so all markers of one shape and size cover the same pixels around their centre: the
/// *footprint* (every pixel it changes, its antialiased edge included) and the *core* (pixels it
/// covers fully, which it sets to its own opaque colour whatever was there). A pixel's final
/// colour depends only on the last marker whose core holds it and the draws after that one. A
/// marker whose whole footprint lies in the cores of markers drawn after it therefore changes no
/// final pixel, and every draw that does is kept: gnuplot draws the kept ones in the same order.
/// Dropping only duplicates would not be exact: an antialiased edge drawn twice is darker. Nor
/// is counting the cores of markers drawn *before* it: pngcairo's blend of a colour over itself
/// is not exact (a pixel of 00 72 B2 turns 00 72 B1 under a same-coloured edge).
///
/// The draw order matters. Rows sorted by x, as chart holds a scatter, drawn left to right, let
/// nothing be culled: each marker's left edge sticks out of the cores of every marker after it
/// (1M points: all 1M sent). So a crowded PNG draws each series' markers in `drawOrder`, a
/// stride through its rows that spreads each stretch of markers over the whole cloud; a marker
/// of a dense place then has later markers all around it. Every marker is still drawn, series
/// after series, so only the order of same-coloured markers changes, and with it an edge pixel
/// here and there by a level or two of blending.
///
/// Markers are visited from the last drawn to the first, against a bitmap of the device pixels
/// that the cores of the later markers cover. The footprint and core are discs whose radii were
/// measured on pngcairo for every filled shape, size 0.6–10 and `--scale` 1–3, and taken with a
/// margin (`MarkerCullingTests` renders them again); a centre within a tenth of a pixel of a
/// rounding tie could round either way, so its discs are grown and shrunk by half a pixel.
package struct MarkerCulling {
    /// The device pixels of the image (the `--facet` grid's for a panel), times the scale.
    var width, height, scale: Int
    /// Device position of the plot area's edges: gnuplot's `at screen f` times (size − 1).
    var left, right, top, bottom: Double

    init(frame: PlotFrame, scale: Int) {
        let canvasWidth = frame.panel?.canvasWidth ?? frame.width
        let canvasHeight = frame.panel?.canvasHeight ?? frame.height
        width = canvasWidth * scale
        height = canvasHeight * scale
        let (deviceWidth, deviceHeight) = (Double(width - 1), Double(height - 1))
        left = FrameCommands.edgeFraction(frame.screenX(Double(frame.left))) * deviceWidth
        right = FrameCommands.edgeFraction(frame.screenX(Double(frame.right))) * deviceWidth
        top = (1 - FrameCommands.edgeFraction(frame.screenY(Double(frame.top)))) * deviceHeight
        bottom = (1 - FrameCommands.edgeFraction(frame.screenY(Double(frame.bottom)))) * deviceHeight
        self.scale = scale
    }

    /// Whether markers of gnuplot point type `pointType` can be culled: the filled shapes, whose
    /// cores were measured. Open shapes and translucent bubbles cover nothing fully.
    static func applies(format: OutputFormat, pointTypes: [Int], bubbles: Bool) -> Bool {
        format == .png && !bubbles && pointTypes.allSatisfy { MarkerDiscs.shapes[$0] != nil }
    }

    /// The rows of each series that are drawn, in draw order (series after series, each in
    /// `drawOrder`): `rows[s]` of series `s`, less the markers later markers paint over.
    func keptRows(
        rows: [[Int]], x: [Double], values: [[Double]], xAxis: AxisPlan, yAxis: AxisPlan, pointTypes: [Int], markerSize: Double
    ) -> [[Int]] {
        var coverage = Coverage(self)
        var kept = rows.map { _ in [Int]() }
        for s in rows.indices.reversed() {
            coverage.start(pointType: pointTypes[s], size: markerSize)
            var keep: [Int] = []
            for row in Self.drawOrder(rows[s]).reversed()
            where coverage.keeps(position(x: x[row], value: values[s][row], xAxis: xAxis, yAxis: yAxis)) {
                keep.append(row)
            }
            kept[s] = keep.reversed()
        }
        return kept
    }

    /// The device pixels covered by the cores of the markers visited so far (those drawn after
    /// the one asked about), visited from the last drawn to the first: what a whole read and a
    /// streamed one (`SpilledMarkerCulling`) share, so both keep the same markers.
    struct Coverage {
        private let culling: MarkerCulling
        private var covered: [Bool]
        private var discs: MarkerDiscs
        /// Centres whose footprint (bit: which of the four masks) was found covered: cores only
        /// ever grow, so it stays covered, and a dense cloud asks again at the same centres.
        private var coveredCentres: [UInt8]

        init(_ culling: MarkerCulling) {
            self.culling = culling
            covered = [Bool](repeating: false, count: culling.width * culling.height)
            discs = MarkerDiscs(pointType: 7, size: 1, scale: culling.scale)
            coveredCentres = []
        }

        /// Starts a series (drawn before those visited so far) of markers `pointType`, `size`.
        mutating func start(pointType: Int, size: Double) {
            discs = MarkerDiscs(pointType: pointType, size: size, scale: culling.scale)
            coveredCentres = [UInt8](repeating: 0, count: culling.width * culling.height)
        }

        /// Whether the marker at `centre` changes a final pixel (nil: not placed here, drawn as
        /// given and covering nothing); a kept marker's core joins the covered pixels.
        mutating func keeps(_ centre: MarkerDiscs.Centre?) -> Bool {
            guard let centre else { return true }
            let (width, height) = (culling.width, culling.height)
            let (tieX, tieY) = (centre.tieX ? 1 : 0, centre.tieY ? 1 : 0)
            let shape = discs.masks[tieX][tieY]
            let (bit, pixel) = (UInt8(1) << (2 * tieX + tieY), centre.y * width + centre.x)
            let onImage = centre.x >= 0 && centre.x < width && centre.y >= 0 && centre.y < height
            if onImage && coveredCentres[pixel] & bit != 0 { return false }
            if culling.isCovered(shape.footprint, at: centre, in: covered) {
                if onImage { coveredCentres[pixel] |= bit }
                return false
            }
            for offset in shape.core { culling.set(&covered, offset, at: centre) }
            return true
        }
    }

    /// `rows` in the order a crowded PNG draws them: a stride of about 0.618 of their count
    /// (coprime to it) through them, a low-discrepancy walk, so any stretch of the draw spreads
    /// over the whole x range of rows sorted by x. Deterministic: the same rows, the same order.
    package static func drawOrder(_ rows: [Int]) -> [Int] {
        let count = rows.count
        let stride = drawStride(count: count)
        var index = 0
        return rows.map { _ in
            defer { index = index + stride >= count ? index + stride - count : index + stride }  // (k × stride) mod count, no overflow
            return rows[index]
        }
    }

    /// The stride of `drawOrder` through `count` rows: about 0.618 of them, coprime to `count`.
    static func drawStride(count: Int) -> Int {
        var stride = max(1, Int(Double(count) * 0.618_033_988_75))
        while gcd(stride, count) != 1 { stride += 1 }
        return stride
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

    /// A marker's centre: the device pixel gnuplot rounds it to (the lower one at a near tie,
    /// marked so its discs take both); nil outside the axes' ranges, where gnuplot may skip it.
    func position(x: Double, value: Double, xAxis: AxisPlan, yAxis: AxisPlan) -> MarkerDiscs.Centre? {
        let (fx, fy) = (xAxis.fraction(of: x), yAxis.fraction(of: value))
        guard fx > 0.0001, fx < 0.9999, fy > 0.0001, fy < 0.9999 else { return nil }
        let px = left + fx * (right - left)
        let py = bottom - fy * (bottom - top)
        let tieX = abs(px - px.rounded(.down) - 0.5) < 0.1
        let tieY = abs(py - py.rounded(.down) - 0.5) < 0.1
        return MarkerDiscs.Centre(
            x: Int(tieX ? px.rounded(.down) : px.rounded()), y: Int(tieY ? py.rounded(.down) : py.rounded()), tieX: tieX, tieY: tieY)
    }

    /// Whether every pixel of `footprint` around `centre` is in a later core (or off the image).
    fileprivate func isCovered(_ footprint: [SIMD2<Int32>], at centre: MarkerDiscs.Centre, in covered: [Bool]) -> Bool {
        for offset in footprint {
            let (px, py) = (centre.x + Int(offset.x), centre.y + Int(offset.y))
            guard px >= 0, py >= 0, px < width, py < height else { continue }
            if !covered[py * width + px] { return false }
        }
        return true
    }

    fileprivate func set(_ covered: inout [Bool], _ offset: SIMD2<Int32>, at centre: MarkerDiscs.Centre) {
        let (px, py) = (centre.x + Int(offset.x), centre.y + Int(offset.y))
        guard px >= 0, py >= 0, px < width, py < height else { return }
        covered[py * width + px] = true
    }
}
