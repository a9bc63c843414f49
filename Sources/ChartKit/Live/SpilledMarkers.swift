/// The markers a crowded streamed scatter PNG keeps (`SpilledMarkerCulling`), held as one bit per
/// drawn point of each series and read back from the spill, sorted by x, in draw order, a window
/// of markers a pass, only when the program or its data file is written; or every drawn point,
/// in row order, for markers that cannot be culled (SVG, PDF, a plot they do not crowd).
///
/// Why bits and passes: a thin trail of 10M points keeps 3.6M markers, which as the plan's chart
/// of their rows, the rows themselves and the file's values took 287 MB; a bit a point is 1.25 MB
/// for 10M points, and a window `window` markers of x and value, 16 bytes each. The marker drawn
/// k-th is drawn rank (k × stride) mod n (`MarkerCulling.drawOrder`): a pass reads the series'
/// points in row order, finds each one's k as a running sum (rank × stride⁻¹), and places the kept
/// ones of its window where their k puts them, so the values written are a whole read's, in its order.
/// Unchecked `Sendable` as `LineStream` is: nothing changes after it is made, and its spill is
/// read on the one thread that writes the program.
package final class SpilledMarkers: @unchecked Sendable {
    private let points: SpillPoints
    /// Each series' drawn points (finite values), its n.
    private let drawn: [Int]
    /// Bit k of series s set: the marker drawn k-th is kept; nil: every drawn point, in row
    /// order (markers that cannot be culled: SVG, PDF, or too few to crowd the plot).
    private let kept: [[UInt64]]?
    /// Kept markers of each series (what `--plan` calls markersSent).
    package let counts: [Int]
    /// Markers read back a pass.
    let window: Int
    /// The bubble scale of a `sized` spill (`--size-by`): each marker's point size; nil: none.
    let bubbles: BubbleScale?

    /// 2M markers, 32 MB a pass.
    static let defaultWindow = 1 << 21

    /// The markers kept of `points` (`kept`: a bitmap of each series' draw positions), or with
    /// `kept` nil every drawn point in row order.
    init(points: SpillPoints, drawn: [Int], kept: [[UInt64]]?, window: Int = defaultWindow, bubbles: BubbleScale? = nil) {
        self.points = points
        self.drawn = drawn
        self.kept = kept
        self.bubbles = bubbles
        counts = kept?.map { $0.reduce(0) { $0 + $1.nonzeroBitCount } } ?? drawn
        self.window = max(1, window)
    }

    /// Whether culling left markers out (else every drawn point is sent, as `--plan` says by
    /// printing no `markersSent`).
    package var culled: Bool { kept != nil }

    /// The same markers read back `window` at a time.
    func reading(window: Int) -> SpilledMarkers {
        SpilledMarkers(points: points, drawn: drawn, kept: kept, window: window, bubbles: bubbles)
    }

    /// A bitmap of `n` draw positions, none set.
    static func bitmap(_ n: Int) -> [UInt64] { [UInt64](repeating: 0, count: (n + 63) / 64) }

    /// Values a marker sends: x and value, and a bubble's point size.
    var columns: Int { bubbles == nil ? 2 : 3 }

    /// Calls `body` with series `s`'s kept markers in draw order, a window at a time: each one's
    /// x and value, and with bubbles each one's point size (`BubbleScale.pointSize`).
    func forEachWindow(series s: Int, _ body: (_ xs: [Double], _ values: [Double], _ sizes: [Double]) throws -> Void) throws {
        var first = 0
        while first < counts[s] {
            let size = min(window, counts[s] - first)
            var (xs, values) = ([Double](repeating: 0, count: size), [Double](repeating: 0, count: size))
            var sizes = [Double](repeating: 0, count: bubbles == nil ? 0 : size)
            try forEachKept(series: s) { index, _, x, value, bubble in
                let slot = index - first
                guard slot >= 0 && slot < size else { return }
                (xs[slot], values[slot]) = (x, value)
                if let bubbles { sizes[slot] = bubbles.pointSize(bubble) }
            }
            try body(xs, values, sizes)
            first += size
        }
    }

    /// The spill rows of series `s`'s kept markers, in draw order (for tests: the rows
    /// `MarkerCulling.keptRows` keeps from a whole read's chart).
    func rows(series s: Int) throws -> [Int] {
        var rows = [Int](repeating: 0, count: counts[s])
        try forEachKept(series: s) { index, row, _, _, _ in rows[index] = row }
        return rows
    }

    /// One pass over series `s`'s points in row order: `body` hears each kept one's place in
    /// the draw order of the kept (0 first), its spill row, x, value and size (0 without sizes).
    private func forEachKept(series s: Int, _ body: (_ index: Int, _ row: Int, _ x: Double, _ value: Double, _ size: Double) -> Void) throws {
        guard counts[s] > 0 else { return }
        guard let kept else {
            var index = 0
            if points.sized {
                try points.forEachBubble(ofSeries: s) { row, x, value, size in
                    body(index, row, x, value, size)
                    index += 1
                }
                return
            }
            try points.forEachPoint(ofSeries: s) { row, x, value in
                body(index, row, x, value, 0)
                index += 1
            }
            return
        }
        let (n, bits) = (drawn[s], kept[s])
        // Kept markers drawn before each word's first position.
        var before = [Int](repeating: 0, count: bits.count + 1)
        for word in bits.indices { before[word + 1] = before[word] + bits[word].nonzeroBitCount }
        let step = SpilledMarkerCulling.inverse(MarkerCulling.drawStride(count: n), modulo: n)
        var k = 0
        try points.forEachPoint(ofSeries: s) { row, x, value in
            let (word, bit) = (k >> 6, UInt64(1) << UInt64(k & 63))
            if bits[word] & bit != 0 { body(before[word] + (bits[word] & (bit - 1)).nonzeroBitCount, row, x, value, 0) }
            k += step
            if k >= n { k -= n }
        }
    }
}

extension SpilledMarkers: Equatable {
    /// The same markers of the same spill.
    package static func == (lhs: SpilledMarkers, rhs: SpilledMarkers) -> Bool {
        lhs === rhs
    }
}
