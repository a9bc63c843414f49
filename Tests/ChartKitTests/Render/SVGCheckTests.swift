import Foundation
import Testing

@testable import ChartKit

/// `SVGCheck`, the net under every SVG chart publishes (issue 23): well-formed XML with no
/// event handler, script, embedded content or outside link, and `]]>` in text repaired.
extension RenderTests {
    @Suite struct SVGCheckTests {
        static let good = """
            <?xml version="1.0" encoding="utf-8"  standalone="no"?>
            <svg width="800" height="500" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
            <!-- a comment -->
            <defs><circle id='gpPt5' r='1'/><use xlink:href='#gpPt5' id='gpPt6'/></defs>
            <g font-family="DejaVu Sans"><text>a&lt;b&amp;c&gt;"d'e &#x263A; &#9731; ]] > ]></text></g>
            <text><![CDATA[x < y ]] ]]></text>
            </svg>

            """

        @Test func gnuplotsOwnShapesPass() {
            #expect(SVGCheck.problem(in: Array(Self.good.utf8)) == nil)
        }

        /// A file that must be refused and the problem with its place: the rows of
        /// `Tests/Fixtures/svg-problems.json` (data, so the cases do not repeat one shape as code).
        struct Bad: CustomTestStringConvertible, Sendable, Decodable {
            var name: String
            var svg: String
            var line: Int
            var column: Int
            var message: String
            var testDescription: String { name }
        }

        static let bad: [Bad] = {
            let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Fixtures/svg-problems.json")
            return (try? JSONDecoder().decode([Bad].self, from: Data(contentsOf: url))) ?? []
        }()

        @Test func badCasesRead() {
            #expect(!Self.bad.isEmpty)
        }

        @Test(arguments: bad)
        func problemsAreFoundWithTheirPlace(_ bad: Bad) {
            let problem = SVGCheck.problem(in: Array(bad.svg.utf8))
            #expect(problem == SVGCheck.Problem(line: bad.line, column: bad.column, message: bad.message))
        }

        /// gnuplot's density image (a 2×2 PNG as its svg terminal wrote it): the one link besides
        /// a fragment that passes.
        static let png =
            "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAABmJLR0QA/wD/AP+gvaeTAAAAFklEQVQImWO44MPw/z8DAwPDfwYGBgA8KwT9bjw+8QAAAABJRU5ErkJggg=="

        static func image(_ link: String, element: String = "image", attribute: String = "xlink:href") -> String {
            "<svg xmlns:xlink='http://www.w3.org/1999/xlink'><\(element) x='1' y='2' preserveAspectRatio='none' \(attribute)='\(link)'/></svg>"
        }

        @Test(arguments: ["xlink:href", "href"])
        func anEmbeddedPNGOnAnImagePasses(_ attribute: String) {
            #expect(SVGCheck.problem(in: Array(Self.image("data:image/png;base64," + Self.png, attribute: attribute).utf8)) == nil)
        }

        /// Every other link is still refused, on `<image>` and off it: another scheme, another
        /// media type, parameters, a PNG link on another element, a payload that is not base64
        /// or not a PNG, and a link spelt with references or whitespace.
        @Test(arguments: [
            image("javascript:alert(1)"),
            image("http://example.org/x.png"),
            image("https://example.org/x.png"),
            image("//example.org/x.png"),
            image("x.png"),
            image("file:///etc/passwd"),
            image("data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+"),
            image("data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="),
            image("data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"),
            image("data:image/png," + png),
            image("data:image/png;charset=utf-8;base64," + png),
            image("DATA:image/png;base64," + png),
            image("data:IMAGE/PNG;base64," + png),
            image(" data:image/png;base64," + png),
            image("data:image/png;base64, " + png),
            image("data:image/png;base64," + png.prefix(20) + "\n" + png.dropFirst(20)),
            image("data:image/png;base64," + png + "#x"),
            image("data:image/png;base64," + png.dropLast(2)),
            image("data:image/png;base64," + png + "===="),
            image("data:image/png;base64,R0lGODlhAQABAAAAACw="),  // a GIF
            image("data:image/png;base64,"),
            image("&#x64;ata:image/png;base64," + png),
            image("data:image/png;base64," + png, element: "a"),
            image("data:image/png;base64," + png, element: "use"),
            image("data:image/png;base64," + png, element: "feImage"),
            image("data:image/png;base64," + png, element: "Image"),
        ])
        func everyOtherLinkIsRefused(_ svg: String) {
            let problem = SVGCheck.problem(in: Array(svg.utf8))
            #expect(problem?.message.hasPrefix("a link to something other than a part of the file") == true, "\(problem.map(\.message) ?? "passed")")
        }

        @Test func invalidUTF8IsAProblem() {
            let bytes = Array("<svg><text>a".utf8) + [0xFF] + Array("</text></svg>".utf8)
            #expect(SVGCheck.problem(in: bytes)?.message == "the file is not valid UTF-8")
        }

        @Test(arguments: [
            ("<text>a]]>b</text>", "<text>a]]&gt;b</text>"),
            ("]]>]]>", "]]&gt;]]&gt;"),
            ("]]]>", "]]]&gt;"),
            ("<g a=']]>'/>", "<g a=']]&gt;'/>"),
            ("no change ]] >", "no change ]] >"),
            ("<text>&#x41; &#65; &amp;</text>", "<text>&amp;#x41; &#65; &amp;</text>"),
            ("&#x&#x]]>", "&amp;#x&amp;#x]]&gt;"),
            ("]]", "]]"),
            ("", ""),
        ])
        func closingBracketsAreRepaired(_ input: String, _ expected: String) {
            #expect(String(decoding: SVGCheck.repaired(Array(input.utf8)), as: UTF8.self) == expected)
        }

        @Test func repairedTitleIsWellFormed() {
            let svg = "<svg><text>a]]>b</text></svg>"
            #expect(SVGCheck.problem(in: SVGCheck.repaired(Array(svg.utf8))) == nil)
        }
    }
}
