import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// The library's settings beyond data: each reaches the layout as the command's flag does, and
/// one a kind does not draw, or a value the flag would refuse, is a usage error naming it.
@Suite struct ChartSettingsTests {
    static let line = Chart.line(x: [1, 2, 3, 4], series: [("y", [3, 5, 4, 6])])
    static let bar = Chart.bar(categories: ["a", "b", "c"], series: [("y", [1, 2, 3])])
    static let pie = Chart.pie(slices: [("a", 1), ("b", 2)])
    static let hist = Chart.hist(values: [1, 2, 3])
    static let scatter = Chart.scatter(x: [1, 2, 3], y: [3, 1, 2])

    /// One row per refusal: the chart, the setting changed, and words the message must hold.
    static let refusals: [(String, Chart, @Sendable (inout Chart) -> Void, String)] = [
        ("bins on a line", line, { $0.bins = .count(5) }, "bins applies to hist charts, not to a line chart"),
        ("marks on a bar", bar, { $0.marks = [.mean] }, "marks applies to hist charts"),
        ("donut on a bar", bar, { $0.donut = 0.4 }, "donut applies to pie charts"),
        ("fit on a line", line, { $0.fit = .linear }, "fit applies to scatter charts"),
        ("sizeBy on a hist", hist, { $0.sizeBy = "2" }, "sizeBy applies to scatter charts"),
        ("yLog on a pie", pie, { $0.yLog = true }, "yLog applies to line, bar, discrete, hist, scatter, area, box charts"),
        ("xLog on a bar", bar, { $0.xLog = true }, "xLog applies to line, hist, scatter charts"),
        ("pages on a scatter", scatter, { $0.pages = .size(2) }, "pages applies to line, bar, discrete, area, box charts"),
        ("valueLabels on a line", line, { $0.valueLabels = true }, "valueLabels applies to bar, pie charts"),
        ("stacked on a line", line, { $0.stacked = true }, "stacked applies to bar, hist charts"),
        ("x on a hist", hist, { $0.x = "value" }, "x applies to"),
        ("bins count 0", hist, { $0.bins = .count(0) }, "from 1 to 1000"),
        ("bins width -1", hist, { $0.bins = .width(-1) }, "above 0"),
        ("bins width on log bins", hist, { ($0.bins, $0.xLog) = (.width(2), true) }, "log-spaced"),
        ("bins duration not a duration", hist, { $0.bins = .duration("soon") }, "calendar duration"),
        ("percentile 100", hist, { $0.marks = [.percentile(100)] }, "below 100"),
        ("empty bin range", hist, { $0.binRange = 3...3 }, "binRange"),
        ("yMin above yMax", line, { ($0.yMin, $0.yMax) = (5, 1) }, "yMin (5.0) must be below yMax (1.0)"),
        ("infinite yMax", bar, { $0.yMax = .infinity }, "finite"),
        ("donut above 1", pie, { $0.donut = 1.5 }, "at most 1"),
        ("marker size 20", scatter, { $0.markerSize = 20 }, "between 0.6 and 10"),
        ("page size 0", line, { $0.pages = .size(0) }, "at least 1"),
        ("page 0", line, { $0.selectedPages = 0...1 }, "from page 1"),
        ("stacked on a log axis", bar, { ($0.stacked, $0.yLog) = (true, true) }, "cannot be combined"),
    ]

    @Test(arguments: refusals.indices)
    func refusesWhatTheKindDoesNotDraw(_ row: Int) {
        let (name, chart, change, expected) = Self.refusals[row]
        var changed = chart
        change(&changed)
        #expect(
            {
                do {
                    _ = try changed.plan()
                    return false
                } catch let ChartError.usage(message) {
                    return message.contains(expected)
                } catch {
                    return false
                }
            }(), "\(name): expected a usage error with \"\(expected)\"")
    }

    /// Log axes, fixed value-axis ends, value labels and a donut reach each kind's plan.
    @Test func settingsReachTheLayout() throws {
        var line = Self.line
        (line.yMin, line.yMax, line.yLog) = (1, 100, true)
        let linePlan = try #require(try line.plan().base as? LinePlan)
        #expect(linePlan.pages[0].y.log && linePlan.pages[0].y.min == 1 && linePlan.pages[0].y.max == 100)

        var bar = Self.bar
        (bar.valueLabels, bar.stacked) = (true, true)
        let barPlan = try #require(try bar.plan().base as? BarPlan)
        #expect(barPlan.options.showValues && barPlan.options.stacked)

        var pie = Self.pie
        (pie.donut, pie.valueLabels) = (0.5, true)
        let piePlan = try #require(try pie.plan().base as? PiePlan)
        #expect(piePlan.options.ringWidth == 0.5 && piePlan.options.valueLabels)
    }
}
