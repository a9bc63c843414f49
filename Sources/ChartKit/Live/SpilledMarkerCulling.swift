/// Runs `MarkerCulling` over a streamed scatter chart's spill, sorted by x, holding a window of
/// marker centres rather than every point, so `scatter --no-density` on 100M points keeps the
/// flat-memory promise and sends gnuplot the markers a whole read sends.
///
/// Why windows of the draw order: culling visits each series' markers from the last drawn to
/// the first, and `MarkerCulling.drawOrder` draws drawn row `(k × stride) mod n` k-th, a walk all
/// over the file. Reading rows one at a time in that order would be random reads of the whole
/// spill; instead each pass reads the spill in order and keeps the centres of the markers drawn
/// k-th for k in one window (the row of drawn rank r is drawn k = r × stride⁻¹ mod n, a running
/// sum), then visits the window from its end. A window of 8M centres is 32 MB: two passes for
/// 10M points, thirteen for 100M.
struct SpilledMarkerCulling {
    var culling: MarkerCulling
    /// Marker centres held per pass.
    var window: Int
    /// 8M centres, 32 MB.
    static let defaultWindow = 1 << 23

    /// Culling on `culling`'s image, or nil when a centre's pixel does not fit in 30 bits
    /// (an image above 1G device pixels: the caller reads every row instead).
    init?(_ culling: MarkerCulling, window: Int = defaultWindow) {
        guard culling.width * culling.height < 1 << 30, window > 0 else { return nil }
        self.culling = culling
        self.window = window
    }

    /// The markers (of the sorted spill) each series draws, in draw order, less the markers later
    /// markers paint over: `MarkerCulling.keptRows` of the whole read's chart, whose rows are
    /// the spill's, held as a bit per drawn point (`SpilledMarkers`). `points[s]` is how many
    /// finite values series `s` has. A `long` spill holds long data's rows (`ScatterSeriesRows`):
    /// the value and the series' code as its two series.
    func keptMarkers(
        spill: LineSpill, count: Int, points: [Int], xAxis: AxisPlan, yAxis: AxisPlan, pointTypes: [Int], markerSize: Double, long: Bool = false
    ) throws -> SpilledMarkers {
        let blocks = SpillPoints(spill: spill, count: count, long: long)
        var coverage = MarkerCulling.Coverage(culling)
        var kept = points.map { SpilledMarkers.bitmap($0) }
        for s in points.indices.reversed() where points[s] > 0 {
            coverage.start(pointType: pointTypes[s], size: markerSize)
            let n = points[s]
            let step = Self.inverse(MarkerCulling.drawStride(count: n), modulo: n)
            var end = n
            while end > 0 {
                let start = max(0, end - window)
                let centres = try self.centres(blocks, series: s, order: start..<end, drawn: n, step: step, x: xAxis, y: yAxis)
                for offset in centres.indices.reversed() where coverage.keeps(unpacked(centres[offset])) {
                    let k = start + offset
                    kept[s][k >> 6] |= UInt64(1) << UInt64(k & 63)
                }
                end = start
            }
        }
        return SpilledMarkers(points: blocks, drawn: points, kept: kept)
    }

    /// The packed centre (`packed`) of each marker of series `s` drawn k-th for k in `order`, in
    /// one pass over the spill: the row of drawn rank r is drawn (r × `step`) mod `drawn`-th.
    private func centres(_ blocks: SpillPoints, series s: Int, order: Range<Int>, drawn: Int, step: Int, x: AxisPlan, y: AxisPlan) throws -> [UInt32]
    {
        var centres = [UInt32](repeating: .max, count: order.count)
        var k = 0
        try blocks.forEachPoint(ofSeries: s) { _, xValue, value in
            if order.contains(k) { centres[k - order.lowerBound] = packed(culling.position(x: xValue, value: value, xAxis: x, yAxis: y)) }
            k += step
            if k >= drawn { k -= drawn }
        }
        return centres
    }

    /// A centre as its pixel (30 bits) and ties (2 bits); `UInt32.max`: not placed.
    private func packed(_ centre: MarkerDiscs.Centre?) -> UInt32 {
        guard let centre else { return .max }
        return UInt32(centre.y * culling.width + centre.x) << 2 | (centre.tieX ? 2 : 0) | (centre.tieY ? 1 : 0)
    }

    private func unpacked(_ packed: UInt32) -> MarkerDiscs.Centre? {
        guard packed != .max else { return nil }
        let pixel = Int(packed >> 2)
        return MarkerDiscs.Centre(x: pixel % culling.width, y: pixel / culling.width, tieX: packed & 2 != 0, tieY: packed & 1 != 0)
    }

    /// `a × b mod m` without overflow.
    static func product(_ a: Int, _ b: Int, modulo m: Int) -> Int {
        let wide = a.multipliedFullWidth(by: b)
        return m.dividingFullWidth((wide.high, wide.low)).remainder
    }

    /// The inverse of `a` modulo `m` (`a` coprime to `m`; 0 for `m` = 1), by Euclid's algorithm.
    static func inverse(_ a: Int, modulo m: Int) -> Int {
        guard m > 1 else { return 0 }
        var (r0, r1) = (m, a % m)
        var (t0, t1) = (0, 1)
        while r1 != 0 {
            let q = r0 / r1
            (r0, r1) = (r1, r0 - q * r1)
            (t0, t1) = (t1, t0 - q * t1)
        }
        return t0 < 0 ? t0 + m : t0
    }
}
