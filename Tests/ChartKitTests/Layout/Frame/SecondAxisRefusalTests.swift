import Testing

@testable import ChartKit

/// The library refuses a second value axis (`--y2`) on the kinds that cannot draw it, whatever
/// the caller (the CLI does not even list the flag for them).
@Suite struct SecondAxisRefusalTests {
    @Test(arguments: [ChartKind.bar, .discrete])
    func refused(_ kind: ChartKind) throws {
        var frame = AxisFrameOptions(axes: AxisOptions(y2: SecondAxisOptions()), paging: PagingOptions(output: "c.png"))
        do {
            try frame.refuse([.y2], in: kind)
            Issue.record("--y2 was not refused on \(kind.rawValue)")
        } catch let ChartError.usage(message) {
            #expect(message == "--y2 does not apply to \(kind.rawValue) charts: a second value axis is drawn on line charts only")
        }
        frame.axes.y2 = nil
        try frame.refuse([.y2], in: kind)
    }
}
