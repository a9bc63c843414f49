import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// `--emit-script` prints a program that, run by hand with gnuplot, writes the files chart would
/// write for the same flags, byte for byte (issue 16 item 16: it wrote `page-001.png`, the name
/// inside chart's workspace), and that cannot be turned into a pipe or a home-folder path by
/// the output's name.
@Suite struct EmitScriptTests {
    @Test(
        arguments: ChartKind.allCases,
        ["x.png", "it's \\ x.png", "|touch CANARY.png", "~x.png", "sub/p.svg", "q.pdf"])
    func scriptWritesWhatChartWrites(kind: ChartKind, output: String) throws {
        let command = kind.rawValue
        let rendered = try TemporaryDirectory.make()
        let emitted = try TemporaryDirectory.make()
        for dir in [rendered, emitted] { try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: true) }
        let paging = kind.has(.pages) ? ["--page-size", "2", "--page", "all"] : []
        let render = try CLI.run([command, "-o", output] + paging, stdin: kind.sample.rows, in: rendered)
        #expect(render.status == 0, "\(render.stderr)")
        let script = try CLI.run([command, "-o", output, "--emit-script"] + paging, stdin: kind.sample.rows, in: emitted)
        #expect(script.status == 0, "\(script.stderr)")
        let gnuplot = try ProcessPipeline(
            executable: try Fault.realGnuplot(), arguments: ["--default-settings", "/dev/stdin"],
            currentDirectory: emitted
        ).run(stdin: script.stdout)
        #expect(gnuplot.status == 0, "\(String(decoding: gnuplot.stderr, as: UTF8.self))")
        let files = Self.tree(rendered)
        #expect(!files.isEmpty && files == Self.tree(emitted), "chart wrote \(files), the script \(Self.tree(emitted))")
        for file in files {
            let chart = FileManager.default.contents(atPath: rendered + "/" + file)
            let script = FileManager.default.contents(atPath: emitted + "/" + file)
            // PDFs carry their creation time; chart sets it to a fixed date after gnuplot.
            if !file.hasSuffix(".pdf") { #expect(chart == script, "\(file) differs") }
        }
        #expect(!FileManager.default.fileExists(atPath: emitted + "/CANARY"), "the output name ran a command")
    }

    @Test func standardOutputBecomesDevStdout() throws {
        let dir = try TemporaryDirectory.make()
        let chart = try CLI.run(["bar", "-o", "-"], stdin: ChartKind.bar.sample.rows, in: dir)
        let script = try CLI.run(["bar", "-o", "-", "--emit-script"], stdin: ChartKind.bar.sample.rows, in: dir)
        #expect(String(decoding: script.stdout, as: UTF8.self).contains("set output '/dev/stdout'"))
        let gnuplot = try ProcessPipeline(
            executable: try Fault.realGnuplot(), arguments: ["--default-settings", "/dev/stdin"],
            currentDirectory: dir
        ).run(stdin: script.stdout)
        #expect(gnuplot.status == 0 && !chart.stdout.isEmpty && gnuplot.stdout == chart.stdout)
        #expect(CLI.files(in: dir).isEmpty)
    }

    @Test func nameGnuplotCannotWriteIsRefused() throws {
        let result = try CLI.run(["line", "-o", "a\u{1}b.png", "--emit-script"], stdin: ChartKind.line.sample.rows)
        #expect(result.status == 64)
        #expect(
            result.stderr
                == """
                chart: error: --emit-script cannot write a program for the output \"a\\u{01}b.png\": gnuplot cannot name a file with U+0001 in \
                it (rename the output)\n
                """
        )
    }

    /// Every file under `folder`, as relative paths, sorted.
    static func tree(_ folder: String) -> [String] {
        ((FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? [])
            .filter { !$0.hasSuffix("sub") || $0.contains(".") }
            .filter { path in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory) && !isDirectory.boolValue
            }
            .sorted()
    }
}
