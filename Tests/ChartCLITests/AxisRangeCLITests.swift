import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// Issue 33 item 10 and the UTC part of item 11, end to end with real data shapes: value axes
/// end a fraction of a step past the data and never across 0 for one-signed data, a 100% stack
/// ends at 100, digits are grouped by default, SI labels read `200 … 1k`, and times converted
/// from UTC offsets say the axis shows UTC.
@Suite struct AxisRangeCLITests {
    static func fixture(_ name: String) -> String { CLI.fixture("ranges/" + name) }

    /// An axis of the first page of a plan: `y`, `x` or `valueAxis`.
    static func axis(_ plan: [String: Any], _ name: String) throws -> (min: Double, max: Double, labels: [String]) {
        let page = try #require((plan["pages"] as? [[String: Any]])?.first)
        let axis = try #require(page[name] as? [String: Any], "no \(name) in \(page.keys)")
        let ticks = try #require(axis["ticks"] as? [[String: Any]])
        return (
            try #require((axis["min"] as? NSNumber)?.doubleValue), try #require((axis["max"] as? NSNumber)?.doubleValue),
            ticks.compactMap { $0["label"] as? String }
        )
    }

    /// Latencies of 0.75 ms and more were drawn from −100 (at 400×300 from −250, and x from −30):
    /// the markers' room crossed 0 and the ticks were extended by a whole step to cover it.
    @Test(arguments: ["800x600", "400x300", "1200x800"])
    func latenciesStartAtZero(size: String) throws {
        let plan = try CLI.plan(["scatter", Self.fixture("latencies.csv"), "--x", "request", "--y", "latency_ms", "--size", size])
        for name in ["x", "y"] {
            let axis = try Self.axis(plan, name)
            #expect(axis.min == 0, "\(name) from \(axis.min) at \(size)")
            #expect(axis.labels.first == "0" && axis.labels.allSatisfy { !$0.hasPrefix("-") }, "\(axis.labels)")
        }
    }

    /// Stock prices, all above 0, were drawn from −100.
    @Test func stockPricesStartAtZero() throws {
        let plan = try CLI.plan(["line", Self.fixture("stocks.csv"), "--x", "date", "--y", "AAPL,MSFT"])
        let y = try Self.axis(plan, "y")
        #expect(y.min == 0 && y.labels.first == "0", "\(y)")
    }

    /// Monthly employment changes reaching −800 were drawn from −50,000, a whole step below 0;
    /// the axis now ends a tenth of a step below the data, and 150000 reads 150,000.
    @Test(arguments: ChartKind.all(.cellsOnValueAxis))
    func employmentPadsAFractionOfAStep(kind: ChartKind) throws {
        let plan = try CLI.plan([kind.commandName, Self.fixture("employment.csv"), "--x", "month", "--y", "change"])
        let page = try #require((plan["pages"] as? [[String: Any]])?.first)
        let axis = try Self.axis(plan, page["valueAxis"] == nil ? "y" : "valueAxis")
        #expect(axis.min < -800 && axis.min > -800 - 25_000 / 2, "from \(axis.min)")
        #expect(axis.labels.first == "0" && axis.labels.last == "150,000", "\(axis.labels)")
    }

    /// `--y-format number` keeps digits plain; `si` writes each label with its own prefix.
    @Test(arguments: [
        ("number", ["0", "25000", "50000", "75000", "100000", "125000", "150000"]),
        ("si", ["0", "25k", "50k", "75k", "100k", "125k", "150k"]),
    ])
    func formatsTurnGroupingOff(format: String, labels: [String]) throws {
        let plan = try CLI.plan(["bar", Self.fixture("employment.csv"), "--x", "month", "--y", "change", "--y-format", format])
        #expect(try Self.axis(plan, "valueAxis").labels == labels)
    }

    /// SI labels on an axis to 1,000 read `200 … 1k`, not `0.2k … 1.0k`.
    @Test func siLabelsBelowAThousandArePlain() throws {
        let csv = "k,v\na,120\nb,480\nc,990\n"
        let plan = try CLI.plan(["bar", "--y-format", "si"], stdin: csv)
        #expect(try Self.axis(plan, "valueAxis").labels == ["0", "200", "400", "600", "800", "1k"])
    }

    /// Shares that sum to 100 (one year to 100.00000000000001 in floating point) ran the axis
    /// to 120; a cumulative stack of percentages likewise.
    @Test func hundredPercentStacksEndAtHundred() throws {
        let bar = try Self.axis(CLI.plan(["bar", Self.fixture("shares.csv"), "--stacked"]), "valueAxis")
        #expect(bar.max == 100 && bar.labels.last == "100", "\(bar)")
        let hist = try Self.axis(
            CLI.plan(["hist", Self.fixture("temperatures.csv"), "--y", "temp", "--series", "station", "--stacked", "--percent", "--cumulative"]),
            "y")
        #expect(hist.max == 100 && hist.labels.last == "100", "\(hist)")
    }

    /// Times with a +02:00 offset are drawn in UTC; the x title says so. Times in UTC (`Z`) keep
    /// their title.
    @Test func convertedTimesSayTheAxisShowsUTC() throws {
        let zoned = try CLI.run(["line", Self.fixture("zoned-load.csv"), "--emit-script", "-o", "z.png"])
        #expect(zoned.status == 0, "\(zoned.stderr)")
        #expect(String(decoding: zoned.stdout, as: UTF8.self).contains("set xlabel 'time (UTC)'"))
        let utc = "time,load\n2024-03-01T08:30:00Z,3\n2024-03-01T09:00:00Z,4\n"
        let plain = try CLI.run(["line", "--emit-script", "-o", "z.png"], stdin: utc)
        #expect(String(decoding: plain.stdout, as: UTF8.self).contains("set xlabel 'time'\n"))
        let scatter = try CLI.run(["scatter", Self.fixture("zoned-load.csv"), "--emit-script", "-o", "z.png"])
        #expect(String(decoding: scatter.stdout, as: UTF8.self).contains("set xlabel 'time (UTC)'"))
    }
}
