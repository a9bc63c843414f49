/// The finite points of a streamed scatter chart's spill, read a block at a time: series by
/// series for wide rows, or for long data's rows (`long`: the value and the series' code as
/// the spill's two series) by each row's code.
struct SpillPoints {
    var spill: LineSpill
    var count: Int
    var long: Bool
    /// Whether the spill's last series is each row's bubble size (`--size-by`): a point needs
    /// one to be drawn.
    var sized = false

    /// Each finite value of series `s` with a finite size in row order, with its spill row, x
    /// and size (`sized` spills; long data's: value, code and size).
    func forEachBubble(ofSeries s: Int, _ body: (Int, Double, Double, Double) -> Void) throws {
        let code = Double(s)
        try spill.forEachBlock(in: 0..<count) { start, xs, values in
            let (ys, sizes) = (long ? values[0] : values[s], values[values.count - 1])
            for row in ys.indices where ys[row].isFinite && sizes[row].isFinite && (!long || values[1][row] == code) {
                body(start + row, xs[row], ys[row], sizes[row])
            }
        }
    }

    /// Each finite value of series `s` in row order, with its spill row and x.
    func forEachPoint(ofSeries s: Int, _ body: (Int, Double, Double) -> Void) throws {
        try spill.forEachBlock(in: 0..<count) { start, xs, values in
            let ys = long ? values[0] : values[s]
            let code = Double(s)
            for row in ys.indices where ys[row].isFinite && (!long || values[1][row] == code) { body(start + row, xs[row], ys[row]) }
        }
    }
}
