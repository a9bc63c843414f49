import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// Every `sh` block of README.md runs as pasted (issue 16): a new example is tested without
/// anyone remembering to, and a README that names a missing file, a missing folder or a flag that
/// no longer exists fails here.
///
/// The environment is what the README's `console` set-up block makes: the built `chart` first on
/// `PATH`, the working folder a copy of `share/` standing in `share/examples/` (so `../themes`
/// resolves), and a private `HOME`. Commands of a block run one by one in that folder, in README
/// order, each under `bash -e -o pipefail`, so files an example makes (`big.csv`) serve the next.
/// Each must exit 0 and leave every `-o` it names: the file itself or its numbered pages. A
/// `--follow` example never ends by itself; it runs for a few seconds and is stopped as a user
/// would with Ctrl-C (SIGINT to its process group): it must then exit 130 with its pages in place.
@Suite(.serialized) struct ReadmeExamplesTests {
    /// One runnable line of the README (continuation lines joined), with where it starts.
    struct Example: CustomStringConvertible {
        var line: Int
        var command: String
        var description: String { "README.md:\(line): \(command)" }
    }

    static let readme = URL(fileURLWithPath: CLI.example("u5mr.csv")).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md").path

    /// The commands of every unindented fenced block tagged `sh`; a line ending in `\` or `|`
    /// continues on the next, and blank and `#` comment lines are skipped.
    static func examples(in text: String) -> (examples: [Example], untagged: [Int]) {
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
                pending = Example(line: number, command: raw)
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
        let text = try String(contentsOfFile: Self.readme, encoding: .utf8)
        let (examples, untagged) = Self.examples(in: text)
        #expect(untagged.isEmpty, "README.md code blocks without a tag (sh runs in this test; console, text and others do not): lines \(untagged)")
        #expect(examples.count >= 30, "\(examples.count) examples")
        for kind in ["line", "bar", "pie", "discrete"] {
            #expect(examples.contains { $0.command.contains("chart \(kind) ") }, "no chart \(kind) example")
        }
    }

    @Test func everyExampleRunsAsPasted() throws {
        let text = try String(contentsOfFile: Self.readme, encoding: .utf8)
        let examples = Self.examples(in: text).examples
        let root = try TemporaryDirectory.make()
        let share = URL(fileURLWithPath: CLI.example("u5mr.csv")).deletingLastPathComponent().deletingLastPathComponent().path
        try FileManager.default.copyItem(atPath: share, toPath: root + "/share")
        let folder = root + "/share/examples"
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
            let script = follow
                ? "setsid bash -e -o pipefail -c \"$EXAMPLE\" & p=$!; sleep 6; kill -INT -- -$p; wait $p"
                : "bash -e -o pipefail -c \"$EXAMPLE\""
            let result = try ProcessPipeline(executable: "/bin/bash", arguments: ["-c", script], environment: environment,
                                             currentDirectory: folder, timeout: 120).run()
            let stderr = String(decoding: result.stderr, as: UTF8.self)
            #expect(!result.timedOut, "\(example): did not finish")
            #expect(result.status == (follow ? 130 : 0), "\(example): exit \(result.status): \(stderr)")
            for target in Self.outputs(of: example.command) {
                #expect(Self.written(target, in: folder), "\(example): wrote no \(target)")
            }
        }
        // The theme-by-name example found the copy in the private HOME's config folder.
        #expect(FileManager.default.fileExists(atPath: home + "/.config/chart/themes/house.theme"))
    }
}
