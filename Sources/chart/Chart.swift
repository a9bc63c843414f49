import ArgumentParser

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The `chart` command suite: CSV/JSON in, PNG/SVG/PDF or text charts out, by way of gnuplot.
///
/// Commands are thin: they turn flags into ChartKit options and hand over to `Session`, which
/// runs the pipeline and is the one place where errors become messages and exit codes.
@main
struct Chart: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chart",
        abstract: "Turn CSV and JSON into PNG, SVG and PDF charts with gnuplot, or text charts in a terminal.",
        discussion: """
            Six kinds: line, bar, pie, discrete, hist and scatter; doctor checks the machine. Each reads a \
            file (or standard input when there is none or it is '-') and writes PNG, SVG or PDF images \
            (by the output's extension or --format-out), or draws a text chart in a terminal when there is no -o. \
            Exit codes: 0 ok, 64 usage, 65 bad data, 66 cannot read input, 69 gnuplot unavailable, \
            70 gnuplot failure or internal error, 73 cannot write output, 74 I/O error.
            """,
        version: BuildIdentity.line,
        subcommands: [
            LineCommand.self, BarCommand.self, PieCommand.self, DiscreteCommand.self, HistCommand.self, ScatterCommand.self, AreaCommand.self,
            BoxCommand.self, HeatmapCommand.self,
            DoctorCommand.self,
            VersionCommand.self,
        ]
    )

    /// Parses and runs a command, reporting a bad flag as one `chart: error:` line with exit
    /// 64 (ArgumentParser's default adds a usage block, which breaks one-line log scraping);
    /// `--help` and `--version` still print in full to stdout.
    ///
    /// An argument that is not UTF-8 is refused first (`ArgumentEncoding`). A drawing run's
    /// gnuplot is started before parsing (`EarlyGnuplot`); whatever of it is left unused is
    /// killed before every exit. A plain `chart KIND …` is parsed as KIND alone
    /// (`SubcommandShortcut`: the root's walk of the tree was a quarter of chart's own CPU on a
    /// small chart); anything else, from the root. `--generate-completion-script fish` is answered by
    /// `FishCompletionScript` (ArgumentParser's fish script completes no input file). Every exit goes through `ProcessSetup.exit`, which defers to a
    /// signal that arrived meanwhile (its exit, 128 + the signal, is the one that counts).
    static func main() {
        ProcessSetup.prepare()
        if let problem = ArgumentEncoding.problem(in: ArgumentEncoding.rawArguments()) {
            Terminal.error("chart: error: \(problem)")
            ProcessSetup.exit(ExitCode.validationFailure.rawValue)
        }
        if let message = UsageHint.switchValue(Array(CommandLine.arguments.dropFirst())) {
            Terminal.error("chart: error: \(message)")
            ProcessSetup.exit(ExitCode.validationFailure.rawValue)
        }
        EarlyGnuplot.startIfDrawing(Array(CommandLine.arguments.dropFirst()))
        if FishCompletionScript.isRequested(Array(CommandLine.arguments.dropFirst())) {
            guard let script = try? FishCompletionScript.current() else {
                Terminal.error("chart: error: the command definitions could not be read to write the fish completion script")
                ProcessSetup.exit(70)
            }
            printRequested(script)
        }
        for warning in DeprecatedSwitches.warnings(in: Array(CommandLine.arguments.dropFirst())) { Terminal.error(warning) }
        do {
            let arguments = Array(CommandLine.arguments.dropFirst())
            var command = try SubcommandShortcut.command(for: arguments, in: configuration.subcommands) ?? parseAsRoot()
            try command.run()
            EarlyGnuplot.cancel()
            ProcessSetup.exit(0)
        } catch let code as ExitCode {
            EarlyGnuplot.cancel()
            ProcessSetup.exit(code.rawValue)
        } catch {
            EarlyGnuplot.cancel()
            let code = exitCode(for: error)
            if code == .success { printRequested(fullMessage(for: error)) }
            let full = Chart.message(for: error)
            let first = full.split(separator: "\n").first.map(String.init) ?? "invalid arguments"
            let pointed = code == .validationFailure ? UsageHint.message(for: full, arguments: Array(CommandLine.arguments.dropFirst())) : nil
            let message = pointed ?? RefusedFlags.message(first, arguments: Array(CommandLine.arguments.dropFirst()))
            let hint = code == .validationFailure && pointed == nil ? " (see 'chart --help')" : ""  // a hint already points somewhere
            Terminal.error("chart: error: \(message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message)\(hint)")
            ProcessSetup.exit(code.rawValue)
        }
    }

    /// Prints what the arguments asked for instead of a run (the help, the version, a
    /// completion script) and exits: 0, also when the reader stops early (`--help | head`), but
    /// 74 when it cannot be written (a full disk, a closed standard output), as for any
    /// requested output; `print` buffered it and lost the failure, so scripts saw success.
    static func printRequested(_ text: String) -> Never {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let what =
            arguments.contains("--version")
            ? "the version"
            : arguments.contains(where: { $0.hasPrefix("--generate-completion-script") })
                ? "the completion script" : arguments.contains("---completion") ? "the completions" : "the help"
        do {
            try Session.reporting { try Terminal.write(text + "\n", what: what) }
            ProcessSetup.exit(0)
        } catch let code as ExitCode {
            ProcessSetup.exit(code.rawValue)
        } catch {
            ProcessSetup.exit(74)
        }
    }
}
