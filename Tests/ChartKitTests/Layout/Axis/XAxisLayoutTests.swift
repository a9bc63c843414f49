import Testing

@testable import ChartKit

/// Category (slot) labels are thinned so that labelled ticks stand at least a label's width
/// (plus a gap) apart, however many slots share a pixel.
@Suite(.tags(.heavy)) struct XAxisLayoutTests {
    @Test(arguments: [20, 1_000, 200_000, 1_000_000, 3_000_000])
    func categoryLabelsNeverOverlap(_ slots: Int) {
        let metrics = TextMetrics()
        let names = (0..<slots).map(String.init)
        let layout = XAxisLayout(kind: .category, format: .auto, labelEvery: 1, categories: SlotTitles(names), metrics: metrics)
        let pixels = 711
        let axis = layout.axis(window: -0.5...(Double(slots) - 0.5), pixels: pixels)
        let labelled = axis.ticks.filter { !$0.label.isEmpty }
        #expect(!labelled.isEmpty)
        let pixelsPerSlot = Double(pixels) / Double(slots)
        for (left, right) in zip(labelled, labelled.dropFirst()) {
            let gap = (right.value - left.value) * pixelsPerSlot
            let room = (metrics.width(of: left.label) + metrics.width(of: right.label)) / 2
            #expect(gap >= room, "\(slots) slots: \(left.label) and \(right.label) are \(gap) px apart, they need \(room)")
        }
    }
}
