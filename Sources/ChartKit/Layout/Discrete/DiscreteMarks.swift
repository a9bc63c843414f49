/// How a discrete graph's plots share a slot: side by side in 70% of it, with markers and range
/// bars that shrink when slots are narrow.
struct DiscreteMarks {
    /// Each plot's x offset from its slot centre, in slots.
    var offsets: [Double]
    /// Marker size (gnuplot `ps`) and range bar width (gnuplot `lw`).
    var markerSize: Double
    var barWidth: Double

    init(plots k: Int, plotWidth: Int, slotsPerPage: Int) {
        let slotPixels = Double(plotWidth) / Double(slotsPerPage)
        let spacing = min(0.7 / Double(k), 0.3)
        offsets = (0..<k).map { (Double($0) - Double(k - 1) / 2) * spacing }
        let plotPixels = slotPixels * (k > 1 ? spacing : 0.7)
        markerSize = ((min(max(plotPixels / 12, 0.35), 1.3)) * 100).rounded() / 100
        barWidth = ((markerSize * 5) * 10).rounded() / 10
    }
}
