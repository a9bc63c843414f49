#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Picks the rows of a page that draw the same line as all of them: M4 (Jugel et al., VLDB
/// 2014), the first, last, smallest and largest value of every series in each pixel column.
///
/// A line drawn through those points only differs from the full polyline inside a column, where
/// both cover the same vertical span, so on a raster of known columns the pixels are the same
/// (measured in FACTS.md: pixel-identical on libgd `png`; on antialiased pngcairo two buckets
/// per pixel keep the difference invisible). That turns a million-row page into a few thousand
/// points, which is what lets pngcairo draw it in a fraction of a second instead of minutes.
///
/// Rules that keep it exact:
/// - buckets are aligned to the pixel columns of the fixed plot area: column c covers
///   x from c − ½ to c + ½ (in columns from the plot's left edge), so the window's two ends sit
///   in the middle of the first and last column, as gnuplot draws them;
/// - on a log x axis (`logX`) the columns are equal steps of log10(x), which is what gnuplot
///   maps linearly onto them; the same rule then holds in log10(x) (`M4LogBucketTests`);
/// - rows outside the window are never bucketed; the caller keeps the nearest one beyond each
///   edge (the anchors that make the line reach the border), and they are kept here too;
/// - gaps: a NaN breaks a series' line, so around every run of NaN the last value before it,
///   the first NaN and the first value after it are kept (the line ends and restarts where it
///   did); the rows picked for one series are kept for all (one shared x column).
/// Rows come back sorted, so the polyline visits them in input order.
package struct M4Decimator: Sendable {
    /// Pixel columns of the plot area (the frame's `plotWidth + 1`).
    package var columns: Int
    /// Buckets per pixel column: 2 on antialiased terminals (pngcairo), 1 on libgd `png`.
    package var bucketsPerColumn: Int
    /// Whether the x axis is logarithmic (`--x-log`): columns are then even in log10(x).
    package var logX: Bool

    package init(columns: Int, bucketsPerColumn: Int = 2, logX: Bool = false) {
        self.columns = Swift.max(1, columns)
        self.bucketsPerColumn = Swift.max(1, bucketsPerColumn)
        self.logX = logX
    }

    /// Whether `rowCount` points are worth decimating: with at most four per column M4 would
    /// keep nearly all of them.
    package func isWorthwhile(rowCount: Int) -> Bool {
        rowCount > 4 * columns
    }

    /// The rows of `rows` to draw for the x `window` (`xs` ascending), given every series'
    /// values. Rows outside the window are kept as they are (anchors).
    package func rows(_ rows: Range<Int>, xs: [Double], series: [[Double]], window: ClosedRange<Double>) -> [Int] {
        guard isWorthwhile(rowCount: rows.count), let buckets = BucketMap(decimator: self, window: window) else { return Array(rows) }
        var keep = [Bool](repeating: false, count: rows.count)
        var bucketStart = rows.lowerBound
        while bucketStart < rows.upperBound {
            let x = xs[bucketStart]
            guard window.contains(x) else {
                keep[bucketStart - rows.lowerBound] = true  // an anchor beyond an edge
                bucketStart += 1
                continue
            }
            let bucket = buckets.bucket(of: x)
            var bucketEnd = bucketStart + 1
            // Every x from this one to the bucket's last x inside the window is in it (the map is
            // monotone): one comparison a row, not the map's arithmetic and rounding.
            if let last = buckets.lastX(of: bucket, from: x, in: window) {
                while bucketEnd < rows.upperBound, xs[bucketEnd] <= last { bucketEnd += 1 }
            }
            while bucketEnd < rows.upperBound, window.contains(xs[bucketEnd]), buckets.bucket(of: xs[bucketEnd]) == bucket {
                bucketEnd += 1
            }
            mark(bucketStart..<bucketEnd, series: series, base: rows.lowerBound, keep: &keep)
            bucketStart = bucketEnd
        }
        return keep.indices.filter { keep[$0] }.map { $0 + rows.lowerBound }
    }

    /// The bucket of `x` in `window`, nil when the window maps to no columns (empty, not finite,
    /// or not above 0 on a log axis): what `rows` buckets by, for tests of the mapping.
    package func bucket(of x: Double, window: ClosedRange<Double>) -> Int? {
        guard window.contains(x) else { return nil }
        return BucketMap(decimator: self, window: window)?.bucket(of: x)
    }

    /// Where x falls among the buckets of a window: its column position, (x − min) / span ·
    /// (columns − 1) with x, min and span in log10 on a log axis, times the buckets per column,
    /// with bucket edges at half columns (the window's ends in the middle of the end columns).
    private struct BucketMap {
        let low: Double
        let scale: Double
        let offset: Double
        let last: Int
        let log: Bool

        init?(decimator: M4Decimator, window: ClosedRange<Double>) {
            log = decimator.logX
            guard !log || window.lowerBound > 0 else { return nil }
            (low, last) = (log ? log10(window.lowerBound) : window.lowerBound, decimator.columns * decimator.bucketsPerColumn - 1)
            let span = (log ? log10(window.upperBound) : window.upperBound) - low
            guard span > 0, span.isFinite else { return nil }
            scale = Double(decimator.columns - 1) / span * Double(decimator.bucketsPerColumn)
            guard scale.isFinite else { return nil }
            offset = 0.5 * Double(decimator.bucketsPerColumn)
        }

        /// An x at or below the window's top that the map puts in `bucket` (as it puts `x`),
        /// so every x between the two is in it; nil on a log axis or when none is found at once.
        ///
        /// Why it is exact: `bucket(of:)` never decreases as x grows (a subtraction, a product
        /// with a positive scale, a sum and a rounding down, each monotone under IEEE rounding).
        /// The bucket's upper edge solved for x is only near the true last x, so it is stepped
        /// down until the map itself agrees.
        func lastX(of bucket: Int, from x: Double, in window: ClosedRange<Double>) -> Double? {
            guard !log else { return nil }
            if bucket == last { return window.upperBound }
            var edge = Swift.min(window.upperBound, low + (Double(bucket + 1) - offset) / scale)
            for _ in 0..<4 {
                guard edge >= x, edge.isFinite else { return nil }
                if self.bucket(of: edge) == bucket { return edge }
                edge = edge.nextDown
            }
            return nil
        }

        /// The bucket of an x inside the window.
        @inline(__always)
        func bucket(of x: Double) -> Int {
            let position = ((log ? log10(x) : x) - low) * scale + offset
            return Swift.min(last, Swift.max(0, Int(position.rounded(.down))))
        }
    }

    /// Marks first, last, min and max of each series in one bucket, and the rows around gaps.
    private func mark(_ bucket: Range<Int>, series: [[Double]], base: Int, keep: inout [Bool]) {
        keep[bucket.lowerBound - base] = true
        keep[bucket.upperBound - 1 - base] = true
        for values in series {
            var minRow = -1
            var maxRow = -1
            var (low, high) = (Double.infinity, -Double.infinity)
            var first = -1
            var last = -1
            var previousWasGap = false
            for row in bucket {
                let value = values[row]
                if value.isNaN {
                    if !previousWasGap {
                        keep[row - base] = true  // the break itself
                        if row > bucket.lowerBound { keep[row - 1 - base] = true }  // the line's end
                    }
                    previousWasGap = true
                    continue
                }
                if previousWasGap { keep[row - base] = true }  // the line's restart
                previousWasGap = false
                if first < 0 { first = row }
                last = row
                if minRow < 0 || value < low { (minRow, low) = (row, value) }
                if maxRow < 0 || value > high { (maxRow, high) = (row, value) }
            }
            for row in [first, last, minRow, maxRow] where row >= 0 { keep[row - base] = true }
        }
    }
}
