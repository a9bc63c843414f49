import ChartTestSupport
import Foundation
import Testing

/// Quoted CSV streams on the direct path (issue 37): a file with every field quoted, or with a
/// quoted cell deep in it, draws exactly what the same numbers unquoted draw (the same `--plan`,
/// program and PNG bytes), streamed from a file or a pipe or read whole; a bad quoted cell fails
/// with the whole read's message (file:line:col, column) and exit code.
@Suite struct QuotedStreamTests {
    /// Two noisy series against x, every field quoted when `quoted`; `special(row)` replaces a line.
    static func input(quoted: Bool, special: (Int) -> String? = { _ in nil }) -> String {
        var walk = LineStreamTests.Walk(state: 37)
        var (a, b) = (0.0, 0.0)
        let q = quoted ? "\"" : ""
        return "\(q)x\(q),\(q)a\(q),\(q)b\(q)\n"
            + (0..<20_000).map { i in
                a += walk.next()
                b += walk.next()
                if let line = special(i) { return line }
                return "\(q)\(Double(i) * 0.25)\(q),\(q)\(String(format: "%.3f", a))\(q),\(q)\(i % 1000 == 0 ? "" : String(format: "%.2f", b))\(q)\n"
            }.joined()
    }

    static let plain = input(quoted: false)
    static let cases: [(name: String, input: String)] = [
        ("every field quoted", input(quoted: true)),
        ("every field quoted, CRLF", input(quoted: true).replacingOccurrences(of: "\n", with: "\r\n")),
        ("one quoted cell deep in the file", input(quoted: false) { $0 == 15_000 ? "3750.0,\"\(-9.5)\",1\n" : nil }),
    ]

    /// `--plan` and `--emit-script` of each input, read whole, streamed from a file and from a
    /// pipe, are byte for byte those of the plain input read whole (the same numbers).
    @Test(arguments: cases.indices)
    func quotedPlansAndProgramsAreThePlainOnes(_ index: Int) throws {
        let (name, input) = Self.cases[index]
        let (plainDir, dir) = (try TemporaryDirectory.make(), try TemporaryDirectory.make())
        let same = index >= 2 ? Self.input(quoted: false) { $0 == 15_000 ? "3750.0,-9.5,1\n" : nil } : Self.plain
        try Data(same.utf8).write(to: URL(fileURLWithPath: plainDir + "/in.csv"))
        try Data(input.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        for mode in ["--plan", "--emit-script"] {
            let plain = try LineStreamTests.outputs(["line", mode], input: same, in: plainDir, name: "plain")
            let quoted = try LineStreamTests.outputs(["line", mode], input: input, in: dir, name: name)
            #expect(quoted == [String](repeating: plain[0], count: 3), "\(name) \(mode): not the plain input's")
        }
    }

    /// The PNG of the fully quoted file streamed is the plain file's read whole, byte for byte,
    /// with both series drawn.
    @Test func aQuotedPNGIsThePlainPNG() throws {
        let dir = try TemporaryDirectory.make()
        try Data(Self.plain.utf8).write(to: URL(fileURLWithPath: dir + "/plain.csv"))
        try Data(Self.cases[0].input.utf8).write(to: URL(fileURLWithPath: dir + "/quoted.csv"))
        for (threshold, file) in [(1 << 30, "plain"), (3000, "quoted")] {
            let result = try ChartProcess.run(
                ["line", file + ".csv", "-o", file + ".png"], environment: LineStreamTests.environment(threshold: threshold), currentDirectory: dir)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let quoted = try Data(contentsOf: URL(fileURLWithPath: dir + "/quoted.png"))
        #expect(quoted == (try Data(contentsOf: URL(fileURLWithPath: dir + "/plain.png"))))
        let image = try PNGImage.load(path: dir + "/quoted.png")
        let palette = Set(image.pixels { $0.r < 200 && ($0.r != $0.g || $0.g != $0.b) }.map { image[$0.x, $0.y] })
        #expect(palette.count >= 2, "the two series are not both drawn")
    }

    /// A bad quoted cell deep in a streamed file fails as the whole read fails: the same message
    /// (file:line:col, column, what was expected) and exit 65, and no PNG.
    @Test(arguments: [
        (
            "text in a quoted cell", input(quoted: true) { $0 == 15_000 ? "\"3750\",\"n/a\",\"1\"\n" : nil },
            ":15002:8 (column \"a\"): expected a number"
        ),
        ("text in a quoted x", input(quoted: true) { $0 == 15_000 ? "\"x3\",\"1\",\"1\"\n" : nil }, ":15002:1 (column \"x\"): expected a number"),
        (
            "text after a closing quote", input(quoted: true) { $0 == 15_000 ? "\"3750\",\"1\"z,\"1\"\n" : nil },
            ":15002:11: expected ',' or a line end after the closing quote"
        ),
        ("a quoted value too big", input(quoted: true) { $0 == 15_000 ? "\"3750\",\"1e400\",\"1\"\n" : nil }, ":15002:8 (column \"a\")"),
    ])
    func quotedFailuresAreTheWholeReadsFailures(_ name: String, _ input: String, _ location: String) throws {
        let dir = try TemporaryDirectory.make()
        try Data(input.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        var results: [(Int32, String)] = []
        for threshold in [1 << 30, 3000] {
            let result = try ChartProcess.run(
                ["line", "in.csv", "-o", "out.png"], environment: LineStreamTests.environment(threshold: threshold), currentDirectory: dir)
            results.append((result.status, result.stderr))
        }
        #expect(results[0].0 == 65, "\(name): \(results[0])")
        #expect(results[0].1.contains("in.csv" + location), "\(name): \(results[0].1)")
        #expect(results[1].0 == results[0].0 && results[1].1 == results[0].1, "\(name): \(results[1]) vs whole \(results[0])")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out.png"))
    }
}
