import ChartTestSupport
import Foundation
import Testing

/// A scatter point needs an x and a y: a row with either cell empty is left out, counted in
/// `--plan` and named in one warning, the same on every path (issue 33, item 6: the canonical
/// cars.json's few empty Horsepower cells were fatal as x, while empty y cells were skipped).
@Suite struct ScatterEmptyCellTests {
    static let carsWarning =
        """
        chart: warning: skipped 6 rows with no x (\"Horsepower\") and 4 points with no y (\"Miles_per_Gallon\"), as a point needs both x and y: \
        fill those cells in to draw them\n
        """

    /// cars.json's shape (null Horsepower in 6 cars, null Miles_per_Gallon in 4): drawn, every
    /// car with both values a marker at its place, the rest counted and named.
    @Test func carsWithEmptyHorsepowerAsX() throws {
        let dir = try TemporaryDirectory.make()
        try FileManager.default.copyItem(atPath: CLI.fixture("scatter/cars.json"), toPath: dir + "/cars.json")
        let args = ["scatter", "cars.json", "--x", "Horsepower", "--y", "Miles_per_Gallon", "-o", "cars.png"]
        let result = try CLI.run(args, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == Self.carsWarning)
        let plan = try CLI.plan(args, in: dir)
        #expect(plan["skippedEmptyX"] as? Int == 6 && plan["skippedEmpty"] as? Int == 4)
        #expect((plan["pages"] as? [[String: Any]])?.first?["points"] as? [Int] == [17])
        let png = try PNGImage.load(path: dir + "/cars.png")
        let geometry = try PlotGeometry(plan: plan)
        let color = try #require((plan["series"] as? [[String: Any]])?.first?["color"] as? String)
        let data = try Data(contentsOf: URL(fileURLWithPath: dir + "/cars.json"))
        let cars = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        var drawn = 0
        for car in cars {
            guard let hp = car["Horsepower"] as? Double, let mpg = car["Miles_per_Gallon"] as? Double else { continue }
            let (column, row) = geometry.pixel(hp, mpg)
            #expect(png[column, row].isNear(hex: color), "\(car["Name"] ?? "?") has no marker at (\(column), \(row))")
            drawn += 1
        }
        #expect(drawn == 17)
    }

    /// The same cars the other way round (empty x as y, empty y as x), and as a text chart.
    @Test func carsSwappedAndAsText() throws {
        let dir = try TemporaryDirectory.make()
        try FileManager.default.copyItem(atPath: CLI.fixture("scatter/cars.json"), toPath: dir + "/cars.json")
        let swapped = try CLI.run(["scatter", "cars.json", "--x", "Miles_per_Gallon", "--y", "Horsepower", "--plan"], in: dir)
        #expect(swapped.status == 0, "\(swapped.stderr)")
        #expect(
            swapped.stderr
                == """
                chart: warning: skipped 4 rows with no x (\"Miles_per_Gallon\") and 6 points with no y (\"Horsepower\"), as a point needs both \
                x and y: fill those cells in to draw them\n
                """
        )
        let text = try CLI.run(["scatter", "cars.json", "--x", "Horsepower", "--y", "Miles_per_Gallon", "--format-out", "text"], in: dir)
        #expect(text.status == 0 && text.stderr == Self.carsWarning, "\(text.stderr)")
    }

    /// 3,000 rows with an empty x every 97th row (from the first) and an empty y every 89th, in
    /// each format's way of leaving a cell empty.
    static func rows(_ format: String) -> String {
        var lines: [String] = []
        for i in 0..<3_000 {
            let x: String? = i % 97 == 0 ? nil : String(format: "%.3f", Double(i) * 0.37 + Double((i * 7_919) % 101) / 10)
            let y: String? = i % 89 == 5 ? nil : String(format: "%.2f", 10 + Double((i * 104_729) % 1_000) / 7)
            let (size, key) = ("\(1 + i % 9)", ["a", "b", "c"][i % 3])
            switch format {
            case "csv": lines.append("\(x ?? ""),\(y ?? ""),\(size),\(key)")
            case "json null":
                lines.append("{\"x\": \(x ?? "null"), \"y\": \(y ?? "null"), \"s\": \(size), \"k\": \"\(key)\"}")
            case "json empty string":
                lines.append("{\"x\": \(x.map { "\"\($0)\"" } ?? "\"\""), \"y\": \(y ?? "\"\""), \"s\": \(size), \"k\": \"\(key)\"}")
            default:  // a missing key
                let cells = [x.map { "\"x\": \($0)" }, y.map { "\"y\": \($0)" }, "\"s\": \(size)", "\"k\": \"\(key)\""]
                lines.append("{" + cells.compactMap { $0 }.joined(separator: ", ") + "}")
            }
        }
        switch format {
        case "csv": return "x,y,s,k\n" + lines.joined(separator: "\n") + "\n"
        case "ndjson missing key": return lines.joined(separator: "\n") + "\n"
        default: return "[\n" + lines.joined(separator: ",\n") + "\n]\n"
        }
    }

    static let formats = ["csv", "json null", "json empty string", "json missing key", "ndjson missing key"]
    static let paths: [[String]] = [
        [], ["--density"], ["--fit", "linear", "--no-density"], ["--size-by", "s"], ["--series", "k", "--y", "y"],
        ["--x-log", "--y-log", "--fit", "linear"],
    ]

    /// Every format and path: the rows of empty x left out and counted (31 of them), the
    /// empty y counted (34, fewer with `--series`, which reads only its value column), one
    /// warning; a streamed read (small threshold, file and pipe) plans exactly what reading
    /// whole plans.
    @Test(arguments: formats, paths.indices)
    func everyPathSkipsAndCountsBoth(format: String, path: Int) throws {
        let dir = try TemporaryDirectory.make()
        let input = Self.rows(format)
        let name = format.hasPrefix("ndjson") ? "in.ndjson" : format.hasPrefix("json") ? "in.json" : "in.csv"
        try Data(input.utf8).write(to: URL(fileURLWithPath: dir + "/" + name))
        let arguments = ["--x", "x"] + (Self.paths[path].contains("--y") ? [] : ["--y", "y"]) + Self.paths[path]
        var plans: [String] = []
        for (threshold, file) in [(1 << 30, true), (20_000, true), (20_000, false)] {
            let result = try ChartProcess.run(
                ["scatter"] + (file ? [name] : ["--format", name.split(separator: ".")[1].description]) + arguments + ["--plan"],
                stdin: file ? [] : Array(input.utf8), environment: LineStreamTests.environment(threshold: threshold), currentDirectory: dir)
            #expect(result.status == 0, "\(format) \(arguments) threshold \(threshold): \(result.stderr)")
            #expect(
                result.stderr.contains("warning: skipped 31 rows with no x (\"x\") and 34 points with no y ("),
                "\(format) \(arguments): \(result.stderr)")
            plans.append(result.stdoutText)
        }
        let plan = try #require(try JSONSerialization.jsonObject(with: Data(plans[0].utf8)) as? [String: Any])
        #expect(plan["skippedEmptyX"] as? Int == 31 && plan["skippedEmpty"] as? Int == 34, "\(format) \(arguments)")
        #expect(((plan["pages"] as? [[String: Any]])?.first?["points"] as? [Int])?.reduce(0, +) == 3_000 - 31 - 34)
        #expect(plans[1] == plans[0] && plans[2] == plans[0], "\(format) \(arguments): a streamed read plans otherwise")
    }

    /// With no x at all there is nothing to place: the column is named, exit 65.
    @Test(arguments: formats)
    func everyXEmptyIsAnError(format: String) throws {
        let dir = try TemporaryDirectory.make()
        let input = Self.rows(format).replacing(/"x": "?[0-9.]+"?/, with: "\"x\": null").replacing(/\n[0-9.]+,/, with: "\n,")
        let name = format.hasPrefix("ndjson") ? "in.ndjson" : format.hasPrefix("json") ? "in.json" : "in.csv"
        try Data(input.utf8).write(to: URL(fileURLWithPath: dir + "/" + name))
        let result = try CLI.run(["scatter", name, "--x", "x", "--y", "y", "-o", "out.png"], in: dir)
        #expect(result.status == 65, "\(format): \(result.stderr)")
        #expect(
            result.stderr.hasPrefix("chart: error: \(name):") && result.stderr.hasSuffix("(column \"x\"): the x column is empty\n"),
            "\(result.stderr)")
        #expect(CLI.files(in: dir) == [name])
    }
}
