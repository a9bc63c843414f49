/// One series' kept markers of a streamed crowded scatter (`SpilledMarkers`) in the shape a
/// program or data file holds them, produced a window at a time when written: text rows `x
/// value` (and a bubble's point size) of an inline block, or the little-endian doubles of a binary file, as `dataBlock`
/// writes a whole read's markers, so the program and the picture are a whole read's.
package struct SpilledMarkerData: Sendable, Equatable {
    package var markers: SpilledMarkers
    package var series: Int

    /// Writes the markers to `sink` (`binary`: as doubles) a window at a time, in pieces of
    /// bounded size.
    package func write(binary: Bool, _ sink: ([UInt8]) throws -> Void) throws {
        try markers.forEachWindow(series: series) { xs, values, sizes in
            var start = 0
            while start < xs.count {
                let end = min(xs.count, start + (1 << 16))
                if binary {
                    var doubles: [Double] = []
                    doubles.reserveCapacity((end - start) * markers.columns)
                    for row in start..<end {
                        doubles += [xs[row].isFinite ? xs[row] : .nan, values[row].isFinite ? values[row] : .nan]
                        if !sizes.isEmpty { doubles.append(sizes[row].isFinite ? sizes[row] : .nan) }
                    }
                    try sink(GnuplotDataFile.bytes(of: doubles))
                } else {
                    var text = ""
                    for row in start..<end {
                        text += GnuplotNumber.literal(xs[row]) + " " + GnuplotNumber.literal(values[row])
                        text += (sizes.isEmpty ? "" : " " + GnuplotNumber.literal(sizes[row])) + "\n"
                    }
                    try sink(Array(text.utf8))
                }
                start = end
            }
        }
    }
}
