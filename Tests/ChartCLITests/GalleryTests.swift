import ChartTestSupport
import Foundation
import Testing

/// `scripts/gallery` with hostile example names, comments, commands and file names (issue 23):
/// it wrote them raw into `gallery.md` (a `*`, `[`, `<script>` or `|` became markup, a fence
/// in a command ended the code block) and link targets unencoded (a space, `(`, `#`, `?` or
/// `%` broke or redirected the image link). Checked exactly, and by rule: every link target is
/// percent-encoded and leads to its file.
@Suite struct GalleryTests {
    static let makefile = """
        all: plain odd_name*[x]!

        # A *hostile* _comment_ with [a link](javascript:alert(1)) <script>alert(1)</script> & &amp; | pipes | `code` $x$ ~~gone~~ # no heading
        plain:
        \t$(CHART) line a.csv --title '```' -o '$(OUT)/my chart (v2) #1?%.png'

        # 1. not a list
        odd_name*[x]!:
        \tmkdir -p '$(OUT)/dé jà'
        \t$(CHART) line a.csv --page-size 2 \\
        \t  -o "$(OUT)/dé jà/p <b>.png"

        """

    static let expected = """
        # chart gallery

        Made by `scripts/demo` from `share/examples/Makefile`; run the commands in `share/examples/`.

        ## plain

        A \\*hostile\\* \\_comment\\_ with \\[a link\\](javascript:alert(1)) \\<script\\>alert(1)\\</script\\> \\& \\&amp; \
        \\| pipes \\| \\`code\\` \\$x\\$ \\~\\~gone\\~\\~ \\# no heading

        ````
        chart line a.csv --title '```' -o 'my chart (v2) #1?%.png'
        ````

        ![plain](my%20chart%20%28v2%29%20%231%3F%25.png)

        ## odd\\_name\\*\\[x\\]\\!

        1\\. not a list

        ```
        chart line a.csv --page-size 2 \\
          -o "dé jà/p <b>.png"
        ```

        ![odd\\_name\\*\\[x\\]\\!](d%C3%A9%20j%C3%A0/p%20%3Cb%3E-001.png)
        ![odd\\_name\\*\\[x\\]\\!](d%C3%A9%20j%C3%A0/p%20%3Cb%3E-002.png)

        """

    static func script(file: StaticString = #filePath) -> String {
        URL(fileURLWithPath: "\(file)").deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/gallery").path
    }

    @Test func hostileNamesAreEscapedAndLinksEncoded() throws {
        let dir = try TemporaryDirectory.make()
        let out = dir + "/out"
        try FileManager.default.createDirectory(atPath: out + "/dé jà", withIntermediateDirectories: true)
        for file in ["my chart (v2) #1?%.png", "dé jà/p <b>-001.png", "dé jà/p <b>-002.png"] {
            #expect(FileManager.default.createFile(atPath: out + "/" + file, contents: Data([0x89])))
        }
        try Self.makefile.write(toFile: dir + "/Makefile", atomically: true, encoding: .utf8)
        let result = try ChartProcess.runExecutable("/usr/bin/env", ["python3", Self.script(), out, dir + "/Makefile"], currentDirectory: dir)
        if result.status == 127 {
            print("note: GalleryTests skipped: python3 is not installed (scripts/gallery needs it)")
            return
        }
        #expect(result.status == 0, "\(result.stderr)")
        let markdown = try String(contentsOfFile: out + "/gallery.md", encoding: .utf8)
        #expect(markdown == Self.expected)

        // By rule: a link target holds only unreserved characters, / and %XX, and leads to a file.
        let targets = markdown.split(separator: "\n").filter { $0.hasPrefix("![") }.compactMap { line in
            line.range(of: "](").map { String(line[$0.upperBound..<line.index(before: line.endIndex)]) }
        }
        #expect(targets.count == 3)
        for target in targets {
            #expect(target.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-._~/%".contains($0)) }, "\(target)")
            #expect(FileManager.default.fileExists(atPath: out + "/" + (target.removingPercentEncoding ?? "")), "\(target)")
        }

        let page = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(page.contains("<img src='my%20chart%20%28v2%29%20%231%3F%25.png' alt='plain'>"))
        #expect(page.contains("<h2 id='odd_name-2A--5B-x-5D--21-'>odd_name*[x]!</h2>"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;") && !page.contains("<script>"))
    }

    /// What `scripts/demo` does, with the debug build: every example of share/examples/Makefile
    /// renders (`make all`), and the gallery lists each target of `all` with its images. (A
    /// continued `all:` line once broke the gallery while every test passed.)
    @Test func realExamplesRenderAndAreListed() throws {
        let dir = try TemporaryDirectory.make()
        let examples = URL(fileURLWithPath: CLI.example("Makefile")).deletingLastPathComponent().path
        let make = try ChartProcess.runExecutable(
            "/usr/bin/env",
            [
                "make", "--no-print-directory", "-s", "-C", examples,
                "CHART=\(ChartProcess.binaryPath())", "OUT=\(dir)", "all",
            ],
            currentDirectory: dir, timeout: 300)
        #expect(make.status == 0, "\(make.stderr)")
        let result = try ChartProcess.runExecutable("/usr/bin/env", ["python3", Self.script(), dir, examples + "/Makefile"], currentDirectory: dir)
        if result.status == 127 { return }
        #expect(result.status == 0, "\(result.stderr)")
        let markdown = try String(contentsOfFile: dir + "/gallery.md", encoding: .utf8)
        let makefile = try String(contentsOfFile: examples + "/Makefile", encoding: .utf8)
        // Each example is a short name aliasing its figure file (`sales: $(OUT)/sales.png`).
        let targets = makefile.split(separator: "\n").filter { $0.range(of: #"^[a-z0-9-]+: \$\(OUT\)/"#, options: .regularExpression) != nil }
            .map { String($0.prefix { $0 != ":" }) }
        #expect(targets.count >= 20)
        for target in targets {
            #expect(
                markdown.contains("## \(target.replacingOccurrences(of: "-", with: "\\-"))\n") || markdown.contains("## \(target)\n"),
                "\(target) is not in the gallery")
        }
        #expect(markdown.components(separatedBy: "![").count - 1 >= targets.count)
    }
}
