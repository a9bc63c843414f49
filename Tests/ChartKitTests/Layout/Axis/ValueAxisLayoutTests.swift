import Testing

@testable import ChartKit

@Suite struct LayoutValueAxisTests {
    @Test(arguments: [
        (TickSet(values: [0, 2000, 4000, 6000, 8000, 10000], step: 2000, decimals: 0), 0.0, 11054.0, [0.0, 2000, 4000, 6000, 8000, 10000, 12000]),
        (TickSet(values: [0.1, 0.2], step: 0.1, decimals: 1), 0.0, 0.4, [0, 0.1, 0.2, 0.3, 0.4]),
        (TickSet(values: [8, 10, 12, 14], step: 2, decimals: 0), 8.1, 14.1, [8, 10, 12, 14, 16]),
        (TickSet(values: [-20, 0, 20, 40], step: 20, decimals: 0), -27.3, 55.4, [-40, -20, 0, 20, 40, 60]),
    ])
    func coveringExtendsByWholeSteps(ticks: TickSet, low: Double, high: Double, expected: [Double]) {
        let covered = ValueAxisLayout.covering(ticks, low: low, high: high)
        #expect(covered.values == expected)
        #expect(covered.values.allSatisfy { "\($0)".count < 12 }, "noise in \(covered.values)")
    }

    @Test func freeAxisEndsOnTicksAndFixedEndsAreKept() throws {
        let free = try ValueAxisLayout(format: .auto, fixedMin: nil, fixedMax: nil).axis(for: 0...11054, pixels: 400)
        #expect(free.min == free.ticks.first?.value && free.max == free.ticks.last?.value)
        #expect(free.max >= 11054)
        let fixed = try ValueAxisLayout(format: .auto, fixedMin: 0, fixedMax: 7).axis(for: 1...5, pixels: 400)
        #expect(fixed.min == 0 && fixed.max == 7)
        #expect(fixed.ticks.allSatisfy { (0...7).contains($0.value) })
    }

    @Test func badFixedEndsAreUsageErrors() {
        #expect(throws: ChartError.usage("--y-min 10 is not below the data's largest value 5")) {
            try ValueAxisLayout(format: .auto, fixedMin: 10, fixedMax: nil).axis(for: 1...5, pixels: 400)
        }
    }
}
