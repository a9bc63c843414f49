import Testing

@testable import ChartKit

/// `BearingSet` keeps exactly the edges the old all-pairs scan kept: a bearing is dropped when
/// one already kept is less than 1e-6 degrees away around the circle.
@Suite struct BearingSetTests {
    /// The rule as it was, one comparison with every kept bearing.
    static func reference(_ bearings: [Double]) -> [Double] {
        var kept: [Double] = []
        for bearing in bearings where !kept.contains(where: { abs(PieEmitter.reduced($0 - bearing + 180) - 180) < 1e-6 }) {
            kept.append(bearing)
        }
        return kept
    }

    static let cases: [[Double]] = [
        [0, 90, 90, 180, 180, 359.9999999, 0],
        [10, 10.0000005, 10.0000015, 10.0000025],
        [359.9999999, 0.0000001, 180, 180.0000009, 179.9999991],
        [0.0000005, 0.000001, 0.0000015, 0.000002, 359.9999995],
    ]

    @Test(arguments: cases)
    func keepsWhatTheScanKept(_ bearings: [Double]) {
        var set = BearingSet()
        for bearing in bearings { set.insert(bearing) }
        #expect(set.bearings == Self.reference(bearings))
    }

    /// Slice edges of a many-slice pie, noise included, as the emitter makes them.
    @Test func manySliceEdgesMatchTheScan() {
        var bearings: [Double] = []
        var cumulative = 0.0
        for index in 0..<3_000 {
            let start = 360 * cumulative / 4_500.0
            cumulative += Double(index % 3 + 1) * 0.5
            bearings += [PieEmitter.reduced(start), PieEmitter.reduced(360 * cumulative / 4_500.0)]
        }
        var set = BearingSet()
        for bearing in bearings { set.insert(bearing) }
        #expect(set.bearings == Self.reference(bearings))
    }
}
