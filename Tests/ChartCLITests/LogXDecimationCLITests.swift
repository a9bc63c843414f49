import ChartTestSupport
import Foundation
import Testing

/// `chart line --x-log` sends gnuplot only M4's rows, bucketed by the pixel column of log10(x),
/// and the picture is every point's: end to end, with real gnuplot on the libgd `png` terminal
/// (not antialiased, so any wrong pixel shows), decimated against `--no-decimate`, read whole
/// and streamed.
@Suite struct LogXDecimationCLITests {
    /// Noisy rows over six decades of x (0.01 … 10 000, even in log10), two series, the second
    /// with a run of gaps: seeded, so the PNGs are reproducible.
    static let input: String = {
        var state: UInt64 = 0x5DEECE66D
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        var level = 50.0
        var text = "x,a,b\n"
        for row in 0..<60_000 {
            level = max(1, level + next() - 0.5)
            let x = pow(10, -2 + 6 * Double(row) / 60_000)
            let b = (31_000..<31_500).contains(row) ? "" : String(format: "%.3f", 30 + 10 * next())
            text += "\(x),\(String(format: "%.3f", level + 20 * next())),\(b)\n"
        }
        return text
    }()

    static let cases: [(name: String, arguments: [String])] = [
        ("two series, gaps", []),
        ("log y too", ["--y-log"]),
        ("one page of several", ["--page-size", "25000", "--page", "2"]),
        ("thin line", ["--y", "a", "--line-width", "1"]),
    ]

    /// A stand-in gnuplot that swaps chart's pngcairo terminal for libgd `png` of the same size
    /// and runs the real gnuplot on the program.
    static func libgdGnuplot(in dir: String) throws -> String {
        try CLI.fakeGnuplot(
            in: dir,
            body: """
                size='\\([0-9]*\\),\\([0-9]*\\)'
                png="s/^set terminal pngcairo size $size .*/set terminal png size \\1,\\2/"
                case "$*" in
                */dev/stdin*) sed -e "$png" | exec gnuplot "$@" ;;
                *) exec gnuplot "$@" ;;
                esac
                """)
    }

    @Test(arguments: cases.indices)
    func decimatedLogXIsEveryPointPixelForPixel(_ index: Int) throws {
        let (name, arguments) = Self.cases[index]
        let dir = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data(Self.input.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        let gnuplot = try Self.libgdGnuplot(in: dir)
        let command = ["line", "in.csv", "--x-log", "--gnuplot", gnuplot] + arguments
        let plan = try CLI.plan(command + ["-o", "m4.png"], in: dir)
        let pages = plan["pages"] as? [[String: Any]] ?? []
        let points = pages.first?["points"] as? [String: Any] ?? [:]
        #expect(points["decimation"] as? String == "m4", "\(name): \(points)")
        #expect((points["drawn"] as? Int ?? .max) * 2 < points["in"] as? Int ?? 0, "\(name): \(points)")
        // A page's file: m4.png is named m4-2.png for page 2; the other runs' files likewise.
        let page = pages.first?["output"] as? String ?? "m4.png"
        func file(_ base: String) -> String { dir + "/" + page.replacingOccurrences(of: "m4", with: base) }
        for (flags, output, threshold) in [([String](), "m4.png", 1 << 30), (["--no-decimate"], "all.png", 1 << 30), ([], "streamed.png", 3000)] {
            let result = try CLI.run(
                command + flags + ["-o", output], in: dir, environment: LineStreamTests.environment(threshold: threshold), timeout: 300)
            #expect(result.status == 0, "\(name) \(output): \(result.stderr)")
        }
        let m4 = try PNGImage.load(path: file("m4"))
        let all = try PNGImage.load(path: file("all"))
        #expect(m4.width == all.width && m4.height == all.height)
        let wrong = stride(from: 0, to: min(m4.rgba.count, all.rgba.count), by: 4).count { m4.rgba[$0..<($0 + 3)] != all.rgba[$0..<($0 + 3)] }
        #expect(wrong == 0, "\(name): \(wrong) pixels differ from every point's")
        // The lines are there: the comparison is not of two empty frames.
        #expect(all.count { $0.r < 200 && $0.r != $0.b } > 1000, "\(name)")
        let streamed = try Data(contentsOf: URL(fileURLWithPath: file("streamed")))
        #expect(streamed == (try Data(contentsOf: URL(fileURLWithPath: file("m4")))), "\(name): streamed differs from whole")
    }
}
