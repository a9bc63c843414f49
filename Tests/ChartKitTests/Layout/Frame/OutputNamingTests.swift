import Testing

@testable import ChartKit

@Suite struct OutputNamingTests {
    @Test(arguments: [
        ("a.png", [1], 1, ["a.png"]),
        // Issue 16 item 12: one page of several is numbered, as a full run names it.
        ("a.png", [2], 10, ["a-002.png"]),
        ("a.png", [1], 10, ["a-001.png"]),
        ("a.png", [1234], 1500, ["a-1234.png"]),
        ("out/m.png", [1, 2, 3], 10, ["out/m-001.png", "out/m-002.png", "out/m-003.png"]),
        ("out/m.png", [3, 4], 10, ["out/m-003.png", "out/m-004.png"]),
        ("m.png", [1, 1200], 1200, ["m-0001.png", "m-1200.png"]),
        ("noext", [1, 2], 2, ["noext-001", "noext-002"]),
        ("dir.v2/chart.png", [1, 2], 2, ["dir.v2/chart-001.png", "dir.v2/chart-002.png"]),
        ("frame-%03d.png", [1, 2], 2, ["frame-001.png", "frame-002.png"]),
        ("frame-%d.png", [7], 9, ["frame-7.png"]),
        ("100%%-%02d.png", [3], 9, ["100%-03.png"]),
        ("-", [4], 9, ["-"]),
        // Issue 23: %% is a literal % in every name, pattern or not (it used to stay "%%").
        ("cpu-100%%.png", [1], 1, ["cpu-100%.png"]),
        ("cpu-100%%.png", [1, 2], 2, ["cpu-100%-001.png", "cpu-100%-002.png"]),
        ("out%%/a%%%%b.png", [1], 1, ["out%/a%%b.png"]),
    ])
    func names(output: String, pages: [Int], total: Int, expected: [String]) throws {
        #expect(try OutputNaming(output: output).paths(for: pages, totalPages: total) == expected)
    }

    @Test(arguments: ["a-%s.png", "a-%d-%d.png", "a-%x.png", "a-%", "50%.png", "a%%%.png", "%n%n%s.png", "a-%003d.png"])
    func rejectsBadPatterns(output: String) {
        #expect(throws: ChartError.usage("-o pattern \"\(output)\" must contain exactly one %d or %0Nd (use %% for a literal %)")) {
            try OutputNaming(output: output).paths(for: [1], totalPages: 1)
        }
        #expect(throws: ChartError.usage("-o pattern \"\(output)\" must contain exactly one %d or %0Nd (use %% for a literal %)")) {
            try OutputNaming.check(output)
        }
    }

    @Test func stdoutTakesOnePage() {
        #expect(throws: ChartError.usage("-o - writes one PNG to standard output, but 2 pages are selected; choose one with --page or name a file")) {
            try OutputNaming(output: "-").paths(for: [1, 2], totalPages: 2)
        }
    }
}
