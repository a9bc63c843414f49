import ChartKit
import ChartTestSupport
import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// SVG and PDF output by extension or `--format-out` (issue 11): each checked as its format,
/// with the requested size, and byte-deterministic.
@Suite struct OutputFormatTests {
    /// The root element's name and its width and height attributes.
    final class RootReader: NSObject, XMLParserDelegate {
        var root: (name: String, width: String?, height: String?)?
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if root == nil { root = (name, attributes["width"], attributes["height"]) }
        }
    }

    @Test(arguments: ChartKind.allCases)
    func svgParsesWithTheRequestedSize(kind: ChartKind) throws {
        let command = kind.rawValue
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run([command, "-o", "c.svg", "--size", "640x400"], stdin: kind.sample.rows, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let data = try #require(FileManager.default.contents(atPath: dir + "/c.svg"))
        let parser = XMLParser(data: data)
        let reader = RootReader()
        parser.delegate = reader
        #expect(parser.parse(), "c.svg is not well-formed XML")
        #expect(reader.root?.name == "svg" && reader.root?.width == "640" && reader.root?.height == "400")
    }

    @Test(arguments: ChartKind.allCases)
    func pdfHasOnePageAndSameBytesEveryRun(kind: ChartKind) throws {
        let command = kind.rawValue
        let dir = try TemporaryDirectory.make()
        for name in ["a.pdf", "b.pdf"] {
            let result = try CLI.run([command, "-o", name], stdin: kind.sample.rows, in: dir)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let a = try #require(FileManager.default.contents(atPath: dir + "/a.pdf"))
        #expect(a == FileManager.default.contents(atPath: dir + "/b.pdf"))
        let text = String(decoding: a, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-") && text.contains("/CreationDate (D:20000101000000"))
        #expect(text.components(separatedBy: "/Type /Page").dropFirst().filter { !$0.hasPrefix("s") }.count == 1)
        // 800x500 px at 96 dpi is 600x375 points.
        #expect(text.contains("/MediaBox [ 0 0 600 375 ]"))
    }

    /// The same input gives the same bytes in every time zone (issue 16 item 15): cairo stamped
    /// the PDF's creation date with the zone's offset (`-05'00'` in New York), so a figure built
    /// by CI and by a developer differed. gnuplot runs with TZ=UTC.
    @Test(arguments: ["png", "svg", "pdf"])
    func sameBytesInEveryTimeZone(format: String) throws {
        let dir = try TemporaryDirectory.make()
        let input = "date,value\n2024-01-01,3\n2024-02-15,5\n2024-04-01,4\n"
        var outputs: [Data] = []
        for zone in ["UTC", "EST5EDT", "IST-5:30", "NZST-12NZDT"] {
            var environment = ProcessInfo.processInfo.environment
            environment["TZ"] = zone
            let result = try CLI.run(["line", "-o", "c.\(format)"], stdin: input, in: dir, environment: environment)
            #expect(result.status == 0, "\(zone): \(result.stderr)")
            outputs.append(try #require(FileManager.default.contents(atPath: dir + "/c.\(format)")))
        }
        #expect(Set(outputs).count == 1, "\(format) bytes differ between time zones")
    }

    @Test func formatOutForStdoutAndPages() throws {
        let dir = try TemporaryDirectory.make()
        let svg = try CLI.run(["bar", "--format-out", "svg"], stdin: ChartKind.bar.sample.rows, in: dir)
        #expect(svg.status == 0 && String(decoding: svg.stdout.prefix(5), as: UTF8.self) == "<?xml")
        let pages = try CLI.run(["line", "--page-size", "1", "--page", "all", "-o", "p.pdf"], stdin: ChartKind.line.sample.rows, in: dir)
        #expect(pages.status == 0, "\(pages.stderr)")
        #expect(CLI.files(in: dir) == ["p-001.pdf", "p-002.pdf", "p-003.pdf", "p-004.pdf"])
    }

    @Test func conflictingFormatIsAUsageError() throws {
        let result = try CLI.run(["line", "-o", "c.png", "--format-out", "pdf"], stdin: ChartKind.line.sample.rows)
        #expect(result.status == 64)
        #expect(result.stderr == "chart: error: -o c.png names a PNG file but --format-out is pdf (see 'chart --help')\n")
    }

    /// A cut SVG from a broken gnuplot is caught like a cut PNG: exit 70, nothing written.
    @Test func truncatedSVGIsRefused() throws {
        let dir = try TemporaryDirectory.make()
        let fake = try CLI.fakeGnuplot(
            in: dir, body: "cat >/dev/null; printf '<?xml version=\"1.0\"?>\\n<svg width=\"800\" height=\"500\">' > page-001.svg")
        let result = try CLI.run(["line", "-o", "c.svg", "--gnuplot", fake], stdin: ChartKind.line.sample.rows, in: dir)
        #expect(result.status == 70)
        #expect(result.stderr.contains("ends before </svg> (truncated)"))
        #expect(CLI.files(in: dir) == ["fake-gnuplot"])
    }
}

/// `--scale 2` draws the same chart at twice the pixel density (issue 11).
@Suite struct ScaleTests {
    @Test(arguments: ChartKind.allCases)
    func scaleTwoIsTheSamePictureTwiceAsLarge(kind: ChartKind) throws {
        let command = kind.rawValue
        let dir = try TemporaryDirectory.make()
        let input = kind.sample.rows
        for (name, scale) in [("one.png", "1"), ("two.png", "2")] {
            let result = try CLI.run([command, "-o", name, "--scale", scale], stdin: input, in: dir)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let one = try PNGImage.load(path: dir + "/one.png")
        let two = try PNGImage.load(path: dir + "/two.png")
        #expect(two.width == 2 * one.width && two.height == 2 * one.height)
        // The first series colour occupies the same place, twice as far from the origin (a
        // heatmap has no series: all its ink, cells, colour bar and labels, does).
        let blue: (RGBA) -> Bool =
            kind == .heatmap ? { !$0.isNear(hex: "#FFFFFF", tolerance: 30) } : { $0.isNear(hex: "#0072B2", tolerance: 30) }
        let a = try #require(one.bounds(where: blue))
        let b = try #require(two.bounds(where: blue))
        for (small, large) in [(a.minX, b.minX), (a.maxX, b.maxX), (a.minY, b.minY), (a.maxY, b.maxY)] {
            #expect(abs(2 * small - large) <= 4, "\(command): \(a) vs \(b)")
        }
    }
}

/// A PNG is at most 10000 px a side after `--scale` (issue 23: `--scale 4` at 8192 px gave exit
/// 70 from cairo, and 8191x8191 at scale 4 took 4.2 GB and 35 s a page): refused with exit 64
/// before anything is read, on every kind; SVG and PDF, which have no pixels, are not limited.
@Suite struct PixelLimitTests {
    @Test(
        arguments: ChartKind.allCases.map(\.rawValue),
        [("8192x600", "4", "32768x2400"), ("5001x400", "2", "10002x800"), ("400x3334", "3", "1200x10002")])
    func oversizedPNGIsAUsageError(command: String, size: (String, String, String)) throws {
        let dir = try TemporaryDirectory.make()
        for output in [["-o", "c.png"], ["--plan"], ["-o", "-"]] {
            let result = try CLI.run([command, "--size", size.0, "--scale", size.1, "missing.csv"] + output, in: dir)
            #expect(result.status == 64, "\(result.stderr)")
            #expect(
                result.stderr
                    == """
                    chart: error: --size \(size.0) with --scale \(size.1) makes a \(size.2) px PNG; a PNG can be at most 10000x10000 px (use a \
                    smaller --size or --scale, or SVG or PDF output)\n
                    """
            )
            #expect(result.stdout.isEmpty)
        }
        #expect(CLI.files(in: dir).isEmpty)
    }

    @Test func theLimitItselfAndVectorFormatsAreAccepted() throws {
        let input = ChartKind.line.sample.rows
        let plan = try CLI.plan(["line", "--size", "5000x2500", "--scale", "2", "-o", "c.png"], stdin: input)
        #expect(plan["format"] as? String == nil || plan["format"] as? String == "png")
        for output in ["c.svg", "c.pdf"] {
            let result = try CLI.run(["line", "--size", "8192x8192", "--scale", "4", "-o", output, "--plan"], stdin: input)
            #expect(result.status == 0, "\(output): \(result.stderr)")
        }
    }
}

/// A progress line on stderr for page sequences: on a terminal by default, never in a pipe or a
/// log unless asked, and erased when done (issue 11).
@Suite struct ProgressTests {
    static let input = "x,y\n" + (0..<40).map { "\($0),\($0 % 7)" }.joined(separator: "\n") + "\n"

    @Test func alwaysDrawsAndErasesTheLine() throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["line", "--page-size", "5", "-o", "p.png", "--progress", "always"], stdin: Self.input, in: dir)
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("\rchart: page 1/8"))
        #expect(result.stderr.hasSuffix("\r") && result.stderr.split(separator: "\r").last?.allSatisfy { $0 == " " } == true)
        #expect(CLI.files(in: dir).count == 8)
    }

    /// Slow input shows what has been read, then the rows it held, and erases the line.
    @Test func slowInputShowsReadingProgress() throws {
        let dir = try TemporaryDirectory.make()
        let writer =
            "{ echo x,y; i=0; while [ $i -lt 8 ]; do seq $((i*5000+1)) $((i*5000+5000)) | awk '{print $1\",\"$1%7}'; sleep 0.15; i=$((i+1)); done; }"
        let result = try ProcessPipeline(
            executable: "/bin/sh",
            arguments: [
                "-c", "\(writer) | '\(ChartProcess.binaryPath())' line -o p.png --progress always",
            ], currentDirectory: dir, timeout: 60
        ).run()
        let stderr = String(decoding: result.stderr, as: UTF8.self)
        #expect(result.status == 0, "\(stderr)")
        #expect(stderr.contains("\rchart: reading <stdin>: "))
        #expect(stderr.contains("\rchart: <stdin>: 40000 rows read; laying out"))
        #expect(stderr.hasSuffix("\r") && stderr.split(separator: "\r").last?.allSatisfy { $0 == " " } == true)
        #expect(CLI.files(in: dir) == ["p.png"])
    }

    @Test(arguments: [[String](), ["--progress", "never"]])
    func silentWhenStderrIsNotATerminal(flags: [String]) throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["line", "--page-size", "5", "-o", "p.png"] + flags, stdin: Self.input, in: dir)
        #expect(result.status == 0 && result.stderr.isEmpty)
    }
}
