/// One plot's points on a page of a streamed discrete graph, every one drawn (`--no-decimate`,
/// or a page they do not crowd), in the shape a program or data file holds them, read from the
/// spill a block at a time when written: text rows `x low high` of an inline block, or the
/// little-endian doubles of a binary file, as `dataBlock` writes a whole read's points, so the
/// program and the picture are a whole read's.
package struct SpilledSlotData: Sendable, Equatable {
    package var points: DiscretePoints
    /// Added to each slot for x: the plot's place in its slot.
    package var offset: Double

    /// How many rows are written (the points; gaps are left out) and whether one is a range,
    /// counted in one pass.
    package var shape: (rows: Int, hasRanges: Bool) {
        var (rows, hasRanges) = (0, false)
        for case let point? in points {
            rows += 1
            if !point.isSingle { hasRanges = true }
        }
        return (rows, hasRanges)
    }

    /// Writes the rows to `sink` (`binary`: as doubles) in pieces of bounded size.
    package func write(binary: Bool, _ sink: ([UInt8]) throws -> Void) throws {
        var doubles: [Double] = []
        var text = ""
        var pending = 0
        for (slot, point) in zip(points.indices, points) {
            guard let point else { continue }
            let x = Double(slot) + offset
            if binary {
                doubles += [x.isFinite ? x : .nan, point.low.isFinite ? point.low : .nan, point.high.isFinite ? point.high : .nan]
            } else {
                text += GnuplotNumber.literal(x) + " " + GnuplotNumber.literal(point.low) + " " + GnuplotNumber.literal(point.high) + "\n"
            }
            pending += 1
            if pending == 1 << 16 {
                try sink(binary ? GnuplotDataFile.bytes(of: doubles) : Array(text.utf8))
                (doubles, text, pending) = ([], "", 0)
            }
        }
        if pending > 0 { try sink(binary ? GnuplotDataFile.bytes(of: doubles) : Array(text.utf8)) }
    }
}
