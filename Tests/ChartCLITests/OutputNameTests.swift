import ChartTestSupport
import Foundation
import Testing

/// Output names (issue 23): every name the file system takes is written, whatever the hidden
/// temporary beside it needs; and `%` means the same in every `-o`, pattern or not.
@Suite struct OutputNameTests {
    static let input = "x,y\n1,1\n2,2\n3,3\n"

    /// A name of `bytes` bytes (ASCII, or two-byte `é` with an ASCII filler) ending in `.png`.
    static func name(bytes: Int, accented: Bool) -> String {
        let stem = bytes - 4
        return
            (accented
            ? String(repeating: "é", count: stem / 2) + String(repeating: "a", count: stem % 2)
            : String(repeating: "a", count: stem)) + ".png"
    }

    /// Up to NAME_MAX (255 bytes) the output is written, with nothing left beside it; the
    /// temporary `.NAME.chart-PID-HEX.tmp` (28 more bytes) refused everything over 227.
    @Test(arguments: [227, 228, 250, 254, 255], [false, true])
    func namesUpToNameMaxAreWritten(bytes: Int, accented: Bool) throws {
        let dir = try TemporaryDirectory.make()
        let name = Self.name(bytes: bytes, accented: accented)
        #expect(name.utf8.count == bytes)
        let result = try CLI.run(["line", "-o", name], stdin: Self.input, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(CLI.files(in: dir) == [name])
        // Overwriting backs the old file up under the same kind of hidden name.
        let again = try CLI.run(["line", "-o", name, "--title", "again"], stdin: Self.input, in: dir)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(CLI.files(in: dir) == [name])
    }

    /// A name over NAME_MAX (or pages that would make one) is refused before rendering, with
    /// its length and the limit, exit 73, nothing written.
    @Test func namesOverNameMaxAreRefusedFirst() throws {
        let dir = try TemporaryDirectory.make()
        let long = Self.name(bytes: 256, accented: false)
        let result = try CLI.run(["line", "-o", long], stdin: Self.input, in: dir)
        #expect(result.status == 73)
        #expect(result.stderr == "chart: error: cannot write \(long): the name is 256 bytes, more than the 255 this file system allows\n")
        let paged = Self.name(bytes: 253, accented: false)  // paged-001.png would be 257 bytes
        let pages = try CLI.run(["line", "-o", paged, "--page-size", "1"], stdin: Self.input, in: dir)
        #expect(pages.status == 73)
        #expect(pages.stderr.hasSuffix(": the name is 257 bytes, more than the 255 this file system allows\n"))
        #expect(CLI.files(in: dir).isEmpty)
    }

    /// `%%` is a literal `%` in every name (it used to stay `%%` unless the name had a `%d`);
    /// `%d`/`%0Nd` is the page number; any other `%` is a usage error before reading.
    @Test(arguments: [
        ("a%%.png", [String](), ["a%.png"]),
        ("100%%.png", ["--page-size", "2"], ["100%-001.png", "100%-002.png"]),
        ("p%%-%02d.png", ["--page-size", "2"], ["p%-01.png", "p%-02.png"]),
        ("plain.png", ["--page-size", "2"], ["plain-001.png", "plain-002.png"]),
    ])
    func percentInOutputNames(output: String, flags: [String], written: [String]) throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["line", "-o", output] + flags, stdin: Self.input, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(CLI.files(in: dir) == written)
        let plan = try CLI.plan(["line", "-o", output] + flags, stdin: Self.input, in: dir)
        let outputs = (plan["pages"] as? [[String: Any]] ?? []).compactMap { $0["output"] as? String }
        #expect(outputs == written)
    }

    @Test(arguments: ["50%.png", "a%s.png", "a%%%.png", "a%d%d.png"])
    func unknownPercentSequencesAreRefusedBeforeReading(output: String) throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["line", "missing.csv", "-o", output], in: dir)
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "chart: error: -o pattern \"\(output)\" must contain exactly one %d or %0Nd (use %% for a literal %) (see 'chart --help')\n")
        #expect(CLI.files(in: dir).isEmpty)
    }
}
