import ArgumentParser
import ChartKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where images go, what to do instead of rendering, and how gnuplot is run.
struct OutputFlags: ParsableArguments {
    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            """
            Output PNG, SVG, PDF or text (.txt) (missing folders are made); '-' for standard output; several pages become NAME-001.png … or follow \
            a %03d pattern (%% is a literal %). Default: standard output: a text chart on a terminal, else a PNG.
            """,
            valueName: "path"), completion: .file(extensions: ["png", "svg", "pdf", "txt"]))
    var output: String?

    @Flag(help: "Print what would be rendered (pages, windows, ticks, outputs) as JSON; render nothing.")
    var plan = false

    @Flag(help: "Print the gnuplot program, which writes the -o files when gnuplot runs it; render nothing.")
    var emitScript = false

    @Option(
        help: ArgumentHelp(
            """
            Output format: png, svg, pdf or text (Unicode, drawn without gnuplot) (default: from the output's extension, else text on a terminal, \
            else png).
            """,
            valueName: "format"))
    var formatOut: OutputFormat?

    @Option(help: ArgumentHelp("Colour in text charts: auto (on a terminal, unless NO_COLOR is set), always or never.", valueName: "when"))
    var color: ColorMode?

    @Flag(
        help:
            """
            Also show the chart here: inline on terminals that show images (kitty, iTerm2, WezTerm, VS Code, sixel; \
            CHART_SHOW=kitty|iterm|sixel|text overrides), else as a text chart.
            """
    )
    var show = false

    @Option(help: ArgumentHelp("gnuplot executable (default: $GNUPLOT, then PATH).", valueName: "path"), completion: .file())
    var gnuplot: String?

    @Option(
        name: .customLong("timeout"),
        parsing: .unconditional,
        help: ArgumentHelp(
            """
            Stop (exit 70) when gnuplot's drawing takes longer than this many seconds (default: 60); when given, also when reading and laying out \
            the data does.
            """,
            valueName: "seconds"))
    var timeoutFlag: Double?

    /// gnuplot's timeout: `--timeout`, else `defaultTimeout`. chart's own work (reading, layout)
    /// is bounded only by an explicit `--timeout` (`WorkTimeout`): by default a slow producer
    /// (`long-query | chart bar`) must not be cut off after a minute.
    var timeout: Double { timeoutFlag ?? Self.defaultTimeout }

    /// `--timeout`'s default, also the timeout of the gnuplot started before parsing (`EarlyGnuplot`).
    static let defaultTimeout: Double = 60

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("gnuplot processes sharing a long batch of pages (default: 2 on a machine with two or more cores).", valueName: "n"))
    var jobs: Int = Renderer.defaultProcesses

    @Option(
        help: ArgumentHelp("Progress line on stderr while pages render: auto (on a terminal, for several pages), always or never.", valueName: "when")
    )
    var progress: ProgressMode = .auto

    @Flag(name: .shortAndLong, help: "Do not print warnings.")
    var quiet = false

    func validate() throws {
        if plan && emitScript { throw ValidationError("--plan and --emit-script cannot be combined; choose one") }
        guard timeout > 0 && timeout.isFinite else { throw ValidationError("--timeout must be a positive number of seconds") }
        guard (1...64).contains(jobs) else { throw ValidationError("--jobs must be between 1 and 64") }
        if let output, output.isEmpty { throw ValidationError("-o needs a path (or '-' for standard output)") }
        if let output {
            do { try OutputNaming.check(output) } catch { throw ValidationError(String(describing: error)) }
        }
        if let output, let ext = output.split(separator: "/").last?.split(separator: ".").dropFirst().last?.lowercased(),
            ["jpg", "jpeg", "gif", "eps", "ps", "webp", "tif", "tiff", "bmp"].contains(ext)
        {
            // The file would hold other bytes under a name that promises this format.
            throw ValidationError("-o \(output): chart writes PNG, SVG, PDF or text; name the output .png, .svg, .pdf or .txt")
        }
        if color != nil && outputFormat != .text {
            throw ValidationError("--color applies to text charts (--format-out text, -o FILE.txt, or a terminal as the output)")
        }
        if show && (plan || emitScript) { throw ValidationError("--show renders the chart; it cannot be combined with --plan or --emit-script") }
        if show && output == "-" {
            throw ValidationError("--show prints on standard output, so the chart cannot go there too; name a file with -o, or leave -o out")
        }
        if emitScript && outputFormat == .text {
            throw ValidationError("--emit-script prints the gnuplot program of an image; chart draws text charts itself, without gnuplot")
        }
        if let format = formatOut {
            if let named = extensionFormat, named != format {
                throw ValidationError("-o \(output ?? "") names a \(named.rawValue.uppercased()) file but --format-out is \(format.rawValue)")
            }
        }
    }

    /// Whether to draw a progress line: `always`; `never`; `auto` when stderr is a terminal and
    /// there are several pages (one chart is done before a line would help).
    func showsProgress(pages: Int) -> Bool {
        switch progress {
        case .always: return true
        case .never: return false
        case .auto: return !quiet && pages > 1 && isatty(STDERR_FILENO) != 0
        }
    }

    /// Whether to show reading progress (it appears only once reading takes half a second):
    /// `always`; `never`; `auto` when stderr is a terminal.
    var showsReadProgress: Bool {
        switch progress {
        case .always: return true
        case .never: return false
        case .auto: return !quiet && isatty(STDERR_FILENO) != 0
        }
    }

    /// The format `-o`'s extension names (`.png`, `.svg`, `.pdf`), if any.
    var extensionFormat: OutputFormat? {
        guard let output, let ext = output.split(separator: "/").last?.split(separator: ".").dropFirst().last else { return nil }
        return OutputFormat(pathExtension: String(ext))
    }

    /// `--format-out`, else the output's extension, else text when the chart goes to a terminal
    /// (no `-o`, standard output a terminal: PNG bytes there would help nobody), else PNG.
    var outputFormat: OutputFormat {
        formatOut ?? extensionFormat ?? (output == nil && !show && !plan && !emitScript && isatty(STDOUT_FILENO) != 0 ? .text : .png)
    }

    /// How a text chart is coloured: `--color`, else on a terminal unless `NO_COLOR` is set (to
    /// anything) or `TERM` is `dumb`; 24-bit when `COLORTERM` says the terminal has it, else the
    /// 256-colour palette. Files and pipes get no escapes unless `--color always`.
    func textColors(target: String, environment: [String: String]) -> TextColors {
        let on: Bool
        switch color ?? .auto {
        case .always: on = true
        case .never: on = false
        case .auto: on = target == "-" && isatty(STDOUT_FILENO) != 0 && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
        }
        guard on else { return .none }
        let depth = environment["COLORTERM"]?.lowercased()
        return depth == "truecolor" || depth == "24bit" ? .trueColor : .palette256
    }

    /// The terminal's width in columns when the chart goes to it, else nil (files and pipes get
    /// 80 columns, so the same input gives the same bytes).
    var terminalColumns: Int? {
        terminalSize?.columns
    }

    /// The rows a text chart takes on the terminal it goes to: all but two, so the command line
    /// above it and the prompt after it stay on the screen with the chart's title and legend
    /// (a chart as tall as the terminal scrolled its first lines away); nil off a terminal
    /// (files and pipes get 24 rows, so the same input gives the same bytes).
    /// A terminal of fewer rows still gets `leastTerminalRows`, so the chart keeps room for its
    /// plot under a title and legend (it scrolls there, as before).
    var terminalChartRows: Int? {
        terminalSize.flatMap { $0.rows > 0 ? min(max($0.rows - Self.promptRows, Self.leastTerminalRows), 500) : nil }
    }

    /// Rows a text chart leaves on its terminal: the command line and the prompt after it.
    static let promptRows = 2
    /// The fewest rows of a text chart sized by its terminal.
    static let leastTerminalRows = 12

    /// The terminal's size in cells when the chart goes to it, else nil.
    private var terminalSize: (columns: Int, rows: Int)? {
        guard output == nil || output == "-", isatty(STDOUT_FILENO) != 0 else { return nil }
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// The output path: `-o`, else standard output when it is not a terminal (a pipeline or a
    /// redirect), else a usage error, because PNG bytes on a terminal help nobody. `--plan` and
    /// `--emit-script` render nothing, so without `-o` they name pages as `-o chart.png` would
    /// (`chart.png`, or `chart-001.png` … for several), and work for any page selection.
    func resolvedOutput() throws -> String {
        if let output { return output }
        if show { return try ShowFolder.path() + "/chart." + outputFormat.fileExtension }
        if plan || emitScript { return outputFormat == .text ? "chart.txt" : "chart.png" }
        if outputFormat == .text { return "-" }
        if isatty(STDOUT_FILENO) == 0 { return "-" }
        throw ChartError.usage("no output named: pass -o FILE.png, or redirect standard output (chart ... > chart.png)")
    }
}

/// Where `--show` with no `-o` renders: a private folder (as gnuplot's workspace: removed when
/// the run ends and on a signal), made on first use, so every command's request and the session
/// name the same file.
enum ShowFolder {
    nonisolated(unsafe) private static var workspace: RenderWorkspace?

    static func path() throws -> String {
        if let workspace { return workspace.path }
        let made = try RenderWorkspace(removingStale: false)
        workspace = made
        return made.path
    }

    static func remove() {
        workspace?.remove()
        workspace = nil
    }
}
