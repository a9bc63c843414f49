import ChartKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The gnuplot started before the arguments are parsed, for the run's first render.
///
/// Why before parsing: chart's own start-up before it has a program is mostly
/// swift-argument-parser's parse, and a gnuplot started after it had only reading and layout
/// (a few ms for 1,000 points) to overlap with its ~75 ms of start-up (measured: no gain).
/// Started first, gnuplot initialises on the other core while chart parses, reads and lays
/// out, which brings a 1,000-point chart closer to a bare gnuplot run (share/doc/chart/PERFORMANCE.md).
///
/// The raw arguments are only a guess, so the guess is conservative: a drawing command
/// (`line`, `bar`, `pie`, `discrete`) and none of the flags that draw nothing (`--plan`,
/// `--emit-script`, `--help`, `--version`, `--follow`, whose renders run their own way) or that
/// change which gnuplot runs or its timeout (`--gnuplot`, `--timeout`; `Session` then starts
/// one itself after parsing). A wrong guess only costs a gnuplot that is killed unused:
/// `Session` takes it (and cancels it for `--plan` or `--emit-script`) and `Chart.main` cancels
/// whatever is left before every exit, so no path leaves a process or a folder behind.
enum EarlyGnuplot {
    private nonisolated(unsafe) static var started: GnuplotPrestart?

    /// The commands that render through `Session.run`: one per `ChartKind`.
    static let drawingCommands = Set(ChartKind.allCases.map(\.commandName))
    /// Flags after which no gnuplot is wanted, or not this one.
    static let excludedFlags: Set<String> = [
        "--plan", "--emit-script", "--help", "-h", "--version", "--follow",
        "--gnuplot", "--timeout", "--generate-completion-script",
        "--experimental-dump-help",
    ]

    /// Starts gnuplot when `arguments` (without the program name) look like a drawing run.
    /// Called on the main thread before parsing; does nothing visible on any failure.
    static func startIfDrawing(_ arguments: [String]) {
        guard wantsGnuplot(arguments),
            let executable = try? GnuplotLocator.locate(explicit: nil, environment: ProcessInfo.processInfo.environment)
        else {
            return
        }
        started = GnuplotPrestart.start(runner: GnuplotRunner(executable: executable, timeout: OutputFlags.defaultTimeout))
    }

    /// True for a drawing command with none of `excludedFlags` (also as `--flag=value`, or `h`
    /// among grouped short flags such as `-qh`).
    static func wantsGnuplot(_ arguments: [String]) -> Bool {
        guard let command = arguments.first, drawingCommands.contains(command) else { return false }
        for argument in arguments.dropFirst() {
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            if excludedFlags.contains(name) { return false }
            if argument.hasPrefix("-"), !argument.hasPrefix("--"), argument.contains("h") { return false }
        }
        return true
    }

    /// The early gnuplot, once; nil when none was started or it was already taken.
    static func take() -> GnuplotPrestart? {
        defer { started = nil }
        return started
    }

    /// Kills and reaps an early gnuplot nobody took, and removes its folder; call before exiting.
    static func cancel() {
        take()?.cancel()
    }
}
