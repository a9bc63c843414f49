import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// The committed completions complete in the real shells (issue 34 items 1–2): an input file for
/// every kind, a flag, a `--theme` name and an `-o` folder, in bash, zsh and fish. Before, fish
/// offered no input file for line, bar, discrete, hist or scatter (ArgumentParser's script hands
/// fish's argparse `x-type=`, read as a short flag `x` clashing with `x=`), and bash showed a
/// folder under `--theme` as `outdir//`.
///
/// A shell that is not installed is skipped with a printed note naming it (scripts/bootstrap
/// installs all three where apt-get runs as root).
@Suite struct ShellCompletionTests {
    /// One row: what is typed (Tab pressed at its end) and what must be offered.
    struct Case: Sendable, CustomTestStringConvertible {
        var line: String
        /// Offered exactly these, in any order, when `exact`; else at least these.
        var offered: [String]
        var exact = true
        /// Every candidate starts with this (a list of flags holds only flags).
        var prefix = ""
        var testDescription: String { "'\(line)'" }
    }

    static let cases: [Case] =
        ChartKind.allCases.map(\.rawValue).map { Case(line: "chart \($0) sal", offered: ["salaries.json", "sales.csv"]) } + [
            Case(line: "chart line --y-l", offered: ["--y-label", "--y-log"], exact: false, prefix: "--y"),
            Case(line: "chart scatter -", offered: ["--x-type", "--x", "-o"], exact: false, prefix: "-"),
            Case(line: "chart line --theme d", offered: ["dark"]),
            Case(line: "chart bar --theme ou", offered: ["outdir/"]),
            Case(line: "chart line -o ou", offered: ["outdir/"]),
            Case(line: "chart hist --palette v", offered: ["viridis"]),
            Case(line: "chart line sales.csv sal", offered: []),
            Case(line: "chart pie --value v sal", offered: ["salaries.json", "sales.csv"]),
            Case(line: "chart li", offered: ["line"]),
            Case(line: "chart doctor --gnuplot bin/gnu", offered: ["bin/gnuplot"]),
        ]

    static let rows = ShellCompleter.Shell.allCases.flatMap { shell in cases.map { (shell, $0) } }

    @Test(arguments: rows)
    func completes(_ shell: ShellCompleter.Shell, _ row: Case) throws {
        let completer = ShellCompleter(shell: shell)
        guard let executable = completer.executable else {
            print(
                """
                note: ShellCompletionTests skipped for \(shell): \(shell) is not installed \
                (scripts/bootstrap installs it where apt-get runs as root)
                """
            )
            return
        }
        let folder = try Self.folder()
        let offered = try completer.candidates(for: row.line, in: folder, executable: executable)
        if row.exact {
            #expect(offered.sorted() == row.offered.sorted(), "\(shell) completing '\(row.line)'")
        } else {
            #expect(Set(row.offered).isSubset(of: Set(offered)), "\(shell) completing '\(row.line)' offered \(offered)")
        }
        #expect(offered.allSatisfy { $0.hasPrefix(row.prefix) }, "\(shell) completing '\(row.line)' offered \(offered)")
    }

    /// A folder as a user's: two files starting `sal`, another file, folders and a user theme.
    static func folder() throws -> String {
        let folder = try TemporaryDirectory.make()
        for file in ["sales.csv", "salaries.json", "notes.txt", "outdir/old.png", "bin/gnuplot", "home/.config/chart/themes/house.theme"] {
            let path = folder + "/" + file
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        }
        return folder
    }
}
