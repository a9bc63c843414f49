import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// The committed bash completion completes what a user types after `chart` (issue 16 item 18):
/// input files, `-o`, `--gnuplot` and theme names and theme files, asking the built binary for
/// `--theme` as a shell does. (Before: no file completed, `--theme` offered nothing, and the zsh
/// file was not named `_chart`, so zsh never loaded it.)
@Suite struct CompletionTests {
    @Test(arguments: [
        (["chart", "line", "sal"], "sales.csv|salt.txt|"),
        (["chart", "bar", "data/"], "data/q1.csv|"),
        // A folder without its slash: bash's `complete -o filenames` adds one (it showed `data//`).
        (["chart", "line", "--theme", "d"], "dark|data|"),
        (["chart", "pie", "--theme", "themes/"], "themes/house.theme|"),
    ])
    func bashCompletes(_ words: [String], _ expected: String) throws {
        let dir = try TemporaryDirectory.make()
        for file in ["sales.csv", "salt.txt", "data/q1.csv", "themes/house.theme", "themes/notes.txt"] {
            try FileManager.default.createDirectory(
                atPath: dir + "/" + (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            FileManager.default.createFile(atPath: dir + "/" + file, contents: Data())
        }
        let script = CLI.example("../completions/chart.bash")
        let binFolder = (ChartProcess.binaryPath() as NSString).deletingLastPathComponent
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let body = """
            source '\(script)'
            COMP_WORDS=(\(quoted)); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
            COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}; COMPREPLY=()
            _chart chart "${COMP_WORDS[-1]}" "${COMP_WORDS[-2]}"
            printf '%s|' "${COMPREPLY[@]}"
            """
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = binFolder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        let result = try ProcessPipeline(
            executable: "/bin/bash", arguments: ["-c", body], environment: environment,
            currentDirectory: dir
        ).run()
        #expect(result.status == 0, "\(String(decoding: result.stderr, as: UTF8.self))")
        #expect(String(decoding: result.stdout, as: UTF8.self) == expected)
    }

    @Test func zshFileIsNamedForItsFunction() throws {
        let zsh = try String(contentsOfFile: CLI.example("../completions/_chart"), encoding: .utf8)
        #expect(zsh.hasPrefix("#compdef chart"))
        #expect(!FileManager.default.fileExists(atPath: CLI.example("../completions/chart.zsh")))
    }
}
