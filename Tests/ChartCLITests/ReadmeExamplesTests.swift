import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// Every `sh` block of README.md and of every `share/doc/chart/*.md` runs as pasted (issues 16
/// and 17): a new example is tested without anyone remembering to, and a page that names a missing
/// file, a missing folder or a flag that no longer exists fails here.
///
/// The environment is what each page's `console` set-up block makes: the built `chart` first on
/// `PATH`, the working folder a fresh copy of `share/examples/` per page with nothing around it
/// (as a copy of the installed `PREFIX/share/doc/chart/examples/` is: an example that reaches
/// `../themes` works in a checkout only), and a private `HOME`. Commands of a page run one by one in that folder, in
/// page order, each under `bash -e -o pipefail`, so files an example makes (`big.csv`) serve the
/// next. Each must exit 0 and leave every `-o` it names: the file itself or its numbered pages. A
/// `--follow` example never ends by itself; it runs for a few seconds and is stopped as a user
/// would with Ctrl-C (SIGINT to its process group): it must then exit 130 with its pages in place.
@Suite(.serialized) struct ReadmeExamplesTests {
    /// One runnable line of a page (continuation lines joined), with where it starts.
    struct Example: CustomStringConvertible {
        var file = "README.md"
        var line: Int
        var command: String
        var description: String { "\(file):\(line): \(command)" }
    }

    /// The repository's top folder.
    static let root = URL(fileURLWithPath: CLI.example("u5mr.csv")).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// README.md, then every Markdown page of `share/doc/chart/` (paths relative to the top folder).
    static let documents: [String] =
        ["README.md"]
        + CLI.files(in: root + "/share/doc/chart").filter { $0.hasSuffix(".md") }.map { "share/doc/chart/" + $0 }

    /// The pages that must hold examples: the README, the reference and each command's page.
    static let pagesWithExamples: [String] =
        ["README.md", "share/doc/chart/reference.md"]
        + ChartKind.allCases.map(\.rawValue).map { "share/doc/chart/chart-\($0).md" }

    static func text(of document: String) throws -> String {
        try String(contentsOfFile: root + "/" + document, encoding: .utf8)
    }

    /// The commands of every unindented fenced block tagged `sh`; a line ending in `\` or `|`
    /// continues on the next, and blank and `#` comment lines are skipped.
    static func examples(in text: String, file: String = "README.md") -> (examples: [Example], untagged: [Int]) {
        var examples: [Example] = []
        var untagged: [Int] = []
        var inBlock = false, runnable = false
        var pending: Example?
        for (index, raw) in text.components(separatedBy: "\n").enumerated() {
            let number = index + 1
            if raw.hasPrefix("```") {
                if inBlock {
                    inBlock = false
                    if let open = pending { examples.append(open); pending = nil }
                } else {
                    inBlock = true
                    let tag = raw.dropFirst(3).trimmingCharacters(in: .whitespaces)
                    runnable = tag == "sh"
                    if tag.isEmpty { untagged.append(number) }
                }
                continue
            }
            guard inBlock, runnable else { continue }
            let line = raw.trimmingCharacters(in: .whitespaces)
            if var open = pending {
                open.command += "\n" + raw
                pending = open
            } else if line.isEmpty || line.hasPrefix("#") {
                continue
            } else {
                pending = Example(file: file, line: number, command: raw)
            }
            let code = line.components(separatedBy: " #").first!.trimmingCharacters(in: .whitespaces)
            if !(code.hasSuffix("\\") || code.hasSuffix("|")), let done = pending {
                examples.append(done)
                pending = nil
            }
        }
        return (examples, untagged)
    }

    /// The `-o` targets a command names (`-o -` and shell-quoted names aside).
    static func outputs(of command: String) -> [String] {
        let words = command.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        return zip(words, words.dropFirst()).compactMap { flag, value in
            flag == "-o" && value != "-" && !value.hasPrefix("'") && !value.hasPrefix("\"") ? value : nil
        }
    }

    /// Whether `target` was written, as itself or as numbered pages (`m.png` → `m-001.png`).
    static func written(_ target: String, in folder: String) -> Bool {
        let path = folder + "/" + target
        if FileManager.default.fileExists(atPath: path) { return true }
        let url = URL(fileURLWithPath: path)
        let stem = url.deletingPathExtension().lastPathComponent
        let pages = CLI.files(in: url.deletingLastPathComponent().path)
        return pages.contains { $0.hasPrefix(stem + "-") && $0.hasSuffix("." + url.pathExtension) }
    }

    @Test func everyBlockIsTaggedAndHasExamples() throws {
        #expect(Self.documents.count >= 8, "\(Self.documents)")
        var all: [Example] = []
        for document in Self.documents {
            let (examples, untagged) = Self.examples(in: try Self.text(of: document), file: document)
            #expect(
                untagged.isEmpty, "\(document) code blocks without a tag (sh runs in this test; console, text and others do not): lines \(untagged)")
            all += examples
        }
        for page in Self.pagesWithExamples {
            #expect(Self.documents.contains(page), "\(page) is missing")
            #expect(all.contains { $0.file == page }, "\(page) has no sh example")
        }
        #expect(all.count >= 30, "\(all.count) examples")
        for kind in ChartKind.allCases.map(\.rawValue) {
            for page in ["README.md", "share/doc/chart/chart-\(kind).md"] {
                #expect(all.contains { $0.file == page && $0.command.contains("chart \(kind) ") }, "no chart \(kind) example in \(page)")
            }
        }
    }

    /// Every long flag `chart KIND --help` lists is written in `chart-KIND.md` or `reference.md`, so
    /// the reference cannot silently fall behind the commands (issue 17).
    @Test(arguments: ChartKind.allCases.map(\.rawValue)) func referenceNamesEveryFlag(kind: String) throws {
        let help = try CLI.run([kind, "--help"])
        #expect(help.status == 0, "\(help.stderr)")
        let flags = Set(Self.longFlags(in: String(decoding: help.stdout, as: UTF8.self))).subtracting(["--help"])
        #expect(flags.count >= 20, "\(flags.sorted())")
        let documented = Set(
            Self.longFlags(
                in: try Self.text(of: "share/doc/chart/chart-\(kind).md")
                    + Self.text(of: "share/doc/chart/reference.md")))
        let missing = flags.subtracting(documented).sorted()
        #expect(missing.isEmpty, "chart \(kind) --help lists flags that share/doc/chart/chart-\(kind).md and reference.md never name: \(missing)")
    }

    /// The long flags (`--name`) written in `text`.
    static func longFlags(in text: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: "(?<![A-Za-z0-9-])--[a-z][a-z0-9]*(?:-[a-z0-9]+)*")
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { String(text[Range($0.range, in: text)!]) }
    }

    @Test(arguments: documents) func everyExampleRunsAsPasted(document: String) throws {
        let text = try Self.text(of: document)
        let examples = Self.examples(in: text, file: document).examples
        guard !examples.isEmpty else { return }
        let root = try TemporaryDirectory.make()
        let folder = root + "/chart-examples"
        try FileManager.default.copyItem(atPath: Self.root + "/share/examples", toPath: folder)
        let home = root + "/home"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        let binary = URL(fileURLWithPath: ChartProcess.binaryPath()).deletingLastPathComponent().path
        environment["PATH"] = binary + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["HOME"] = home
        environment["XDG_CONFIG_HOME"] = nil
        for example in examples {
            let follow = example.command.contains("--follow")
            environment["EXAMPLE"] = example.command
            // A followed example gets its own process group (setsid), so Ctrl-C reaches all of it.
            let script =
                follow
                ? "setsid bash -e -o pipefail -c \"$EXAMPLE\" & p=$!; sleep 6; kill -INT -- -$p; wait $p"
                : "bash -e -o pipefail -c \"$EXAMPLE\""
            let result = try ProcessPipeline(
                executable: "/bin/bash", arguments: ["-c", script], environment: environment,
                currentDirectory: folder, timeout: 120
            ).run()
            let stderr = String(decoding: result.stderr, as: UTF8.self)
            #expect(!result.timedOut, "\(example): did not finish")
            #expect(result.status == (follow ? 130 : 0), "\(example): exit \(result.status): \(stderr)")
            for target in Self.outputs(of: example.command) {
                #expect(Self.written(target, in: folder), "\(example): wrote no \(target)")
            }
        }
        // The theme-by-name example found the copy in the private HOME's config folder.
        if text.contains("cp slides.theme ~/.config/chart/themes/") {
            #expect(FileManager.default.fileExists(atPath: home + "/.config/chart/themes/slides.theme"))
        }
    }
}
