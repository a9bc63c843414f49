import ChartKit
import Foundation

// Two series against the month number, as code: a PNG file and SVG bytes.
var chart = Chart.line(x: [1, 2, 3, 4, 5, 6], series: [
    ("this year", [120, 135, 128, 160, 172, 190]),
    ("last year", [100, 110, 125, 130, 128, 150]),
])
chart.title = "Sales"
chart.xLabel = "month"
do {
    let result = try chart.write(to: CommandLine.arguments.dropFirst().first ?? "sales.png") { print("warning: \($0)") }
    let svg = try chart.render(as: .svg)
    print("wrote \(result.outputs.joined(separator: ", ")); the SVG is \(svg.count) bytes")
} catch {
    print("error: \(error)")
    exit(1)
}
