import ChartKit
import ChartTestSupport
import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// SVG output is well-formed and inert whatever the text (issue 23). `ChartProcess.run` audits
/// every SVG a run leaves (`SVGAudit`), so each run here that exits 0 has already been parsed as
/// XML and checked for event handlers and scripts; these tests add what the audit cannot know:
/// the text reads back as the user wrote it, and a bad SVG from gnuplot is never published.
@Suite struct SVGSafetyTests {
    static let payloads = [
        "a]]>b", "]]>", "x\" onmouseover=\"alert(1)", "<script>alert(1)</script>", "&amp; &#0; &lt; &#x41; &#xFFFE; &#x1;",
        "<![CDATA[", "a --><!--", "<?xml version='1.0'?>", "'\"<>&",
    ]

    /// Every text channel of every kind, with a payload in the data and in the flags.
    static func runs(_ payload: String) -> [(args: [String], stdin: String)] {
        let csvField = "\"" + payload.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        return [
            (["line", "--title", payload, "--x-label", payload, "--y-label", payload, "--legend", "right"], "x,\(csvField),b\n1,2,3\n2,3,1\n"),
            (["line", "--vline", "1.5", "--highlight", "2"], "x,\(csvField)\n1,2\n2,3\n"),
            (["bar", "--title", payload, "--values", "--legend", "bottom"], "name,\(csvField)\n\(csvField),2\nb,3\n"),
            (["bar", "--horizontal", "--stacked", "--legend", "right"], "name,\(csvField),v\n\(csvField),2,1\nb,3,2\n"),
            (["pie", "--donut", "--center-title", payload, "--center-text", payload], "name,value\n\(csvField),2\nb,3\n"),
            (["pie", "--legend", "--title", payload], "name,value\n\(csvField),2\nb,3\n"),
            (["discrete", "--x", "day", "--low", "low", "--high", "high", "--title", payload], "day,low,high\n\(csvField),1,3\nb,2,4\n"),
        ]
    }

    @Test(arguments: payloads)
    func hostileTextMakesValidSVG(_ payload: String) throws {
        for run in Self.runs(payload) {
            let dir = try TemporaryDirectory.make()
            let result = try CLI.run(run.args + ["-o", "c.svg"], stdin: run.stdin, in: dir)  // audited by ChartProcess
            #expect(result.status == 0, "\(run.args): \(result.stderr)")
            let texts = try Self.texts(in: dir + "/c.svg")
            #expect(texts.contains(where: { $0.contains(payload) }), "\(run.args): \(payload.debugDescription) not among \(texts)")
        }
    }

    /// U+FFFE and U+FFFF cannot stand in XML: each becomes U+FFFD, with a warning naming it.
    @Test(arguments: ["\u{FFFE}", "\u{FFFF}"], ChartKind.allCases)
    func noncharactersAreReplacedWithAWarning(_ scalar: String, _ kind: ChartKind) throws {
        let dir = try TemporaryDirectory.make()
        let sample = kind.sample
        // A legend beside the chart where the kind draws one (a heatmap's colour bar has none).
        let legend = kind == .heatmap ? [] : ["--legend", "right"]
        let result = try CLI.run(
            [kind.commandName, "--title", "T\(scalar)", "-o", "c.svg"] + legend + sample.labelFlags, stdin: sample.labelled(scalar), in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let code = scalar == "\u{FFFE}" ? "U+FFFE" : "U+FFFF"
        #expect(
            result.stderr.contains(
                "chart: warning: \(code) in the title: not a character (a Unicode noncharacter, not allowed in SVG); drawn as \u{FFFD}\n"))
        #expect(try Self.texts(in: dir + "/c.svg").contains("T\u{FFFD}"))
    }

    /// Whatever gnuplot writes, an SVG with script, an event handler or broken XML is refused
    /// with exit 70 and never renamed into place.
    @Test(arguments: [
        ("<text onmouseover=\"alert(1)\">x</text>", "an event-handler attribute onmouseover"),
        ("<script>alert(1)</script>", "a <script> element"),
        ("<text>a]]>b\u{FFFE}</text>", "U+FFFE is not allowed in XML"),
        ("<text>a & b</text>", "\"&\" that does not start a reference"),
        ("<a xlink:href=\"https://example.org\">x</a>", "a link to something other than a part of the file"),
    ])
    func badSVGFromGnuplotIsRefused(_ body: String, _ message: String) throws {
        let dir = try TemporaryDirectory.make()
        let source = try TemporaryDirectory.make()  // not the run's folder, which the test audit reads
        let svg = "<?xml version=\"1.0\"?>\n<svg width=\"800\" height=\"500\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n\(body)\n</svg>\n"
        try svg.write(toFile: source + "/page.svg", atomically: true, encoding: .utf8)
        let fake = try CLI.fakeGnuplot(in: dir, body: "cat >/dev/null; cp '\(source)/page.svg' page-001.svg")
        let result = try CLI.run(["line", "-o", "c.svg", "--gnuplot", fake], stdin: "x,y\n1,2\n2,3\n", in: dir)
        #expect(result.status == 70, "\(result.stderr)")
        #expect(
            result.stderr.hasPrefix("chart: error: internal error: gnuplot wrote an SVG for c.svg that chart will not publish: line 3, column "),
            "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(CLI.files(in: dir) == ["fake-gnuplot"])
    }

    /// A scatter with more points than a quarter of its plot's pixels draws a density image,
    /// which gnuplot embeds as `data:image/png;base64,…` (issue 32: every such SVG was refused,
    /// exit 70). It is published, parses as XML, and its one `<image>` holds a PNG of the plot.
    @Test func densityImageSVGIsPublished() throws {
        let dir = try TemporaryDirectory.make()
        var state: UInt64 = 1
        let rows = (0..<80_000).map { _ -> String in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return "\(state >> 44),\((state >> 20) & 0xFFFFF)"
        }
        try ("x,y\n" + rows.joined(separator: "\n") + "\n").write(toFile: dir + "/big.csv", atomically: true, encoding: .utf8)
        let result = try CLI.run(["scatter", "big.csv", "-o", "d.svg"], in: dir)  // audited by ChartProcess
        #expect(result.status == 0, "\(result.stderr)")
        #expect(CLI.files(in: dir) == ["big.csv", "d.svg"])
        let links = try Self.imageLinks(in: dir + "/d.svg")
        #expect(links.count == 1, "\(links.map { $0.prefix(40) })")
        let prefix = "data:image/png;base64,"
        let link = try #require(links.first)
        #expect(link.hasPrefix(prefix))
        let png = try #require(Data(base64Encoded: String(link.dropFirst(prefix.count))))
        let decoded = try PNGImage.load(data: Array(png))
        #expect(decoded.width > 0 && decoded.height > 0)
    }

    /// The link (`xlink:href` or `href`) of every `<image>` element, parsed by libxml2.
    static func imageLinks(in path: String) throws -> [String] {
        let data = try #require(FileManager.default.contents(atPath: path))
        final class Collector: NSObject, XMLParserDelegate {
            var links: [String] = []
            func parser(
                _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]
            ) {
                if name == "image" { links.append(attributes["xlink:href"] ?? attributes["href"] ?? "") }
            }
        }
        let parser = XMLParser(data: data)
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse(), "\(path) is not well-formed")
        return collector.links
    }

    /// The character data of every `<text>` element (tspans joined), as a viewer shows it.
    static func texts(in path: String) throws -> [String] {
        let data = try #require(FileManager.default.contents(atPath: path))
        final class Collector: NSObject, XMLParserDelegate {
            var texts: [String] = []
            var depth = 0
            var current = ""
            func parser(
                _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]
            ) {
                if name == "text" { depth += 1; if depth == 1 { current = "" } }
            }
            func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
                if name == "text" { depth -= 1; if depth == 0 { texts.append(current) } }
            }
            func parser(_ parser: XMLParser, foundCharacters string: String) { if depth > 0 { current += string } }
        }
        let parser = XMLParser(data: data)
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse(), "\(path) is not well-formed")
        return collector.texts
    }
}
