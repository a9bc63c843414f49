import ChartKit
import Foundation

// Three charts made in code, as a program would: a line (a PNG file and SVG bytes), a histogram
// with marked percentiles and a scatter chart with a fitted line, written beside the first.
let salesPath = CommandLine.arguments.dropFirst().first ?? "sales.png"
let folder = salesPath.contains("/") ? String(salesPath[...salesPath.lastIndex(of: "/")!]) : ""

// Two series against the month number.
var sales = Chart.line(x: [1, 2, 3, 4, 5, 6], series: [
    ("this year", [120, 135, 128, 160, 172, 190]),
    ("last year", [100, 110, 125, 130, 128, 150]),
])
sales.title = "Sales"
sales.xLabel = "month"

// 400 request times (a fixed pseudo-random sample, so every run draws the same picture).
/// A small linear congruential generator: the same sample on every machine and run.
struct Sample {
    var state: UInt64 = 42
    mutating func next() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(state >> 11) / Double(1 << 53)
    }
}
var sample = Sample()
let latencies = (0..<400).map { _ in
    20 + 60 * sample.next() * sample.next() + (sample.next() < 0.05 ? 150 * sample.next() : 0)
}
var latency = Chart.hist(values: latencies, name: "ms")
latency.title = "Request times"
latency.bins = .width(10)
latency.marks = [.percentile(50), .percentile(99), .mean]

// Response size against time taken, with the least-squares line and its r².
let sizes = (0..<60).map { _ in 5 + 195 * sample.next() }
var requests = Chart.scatter(x: sizes, y: sizes.map { 3 + 0.4 * $0 + 10 * sample.next() }, name: "requests")
requests.title = "Size and time"
requests.xLabel = "kB"
requests.yLabel = "ms"
requests.fit = .linear

do {
    let result = try sales.write(to: salesPath) { print("warning: \($0)") }
    let svg = try sales.render(as: .svg)
    print("wrote \(result.outputs.joined(separator: ", ")); the SVG is \(svg.count) bytes")
    for (chart, name) in [(latency, "latency.png"), (requests, "requests.png")] {
        let written = try chart.write(to: folder + name) { print("warning: \($0)") }
        print("wrote \(written.outputs.joined(separator: ", "))")
    }
} catch {
    print("error: \(error)")
    exit(1)
}
