import ArgumentParser
import ChartKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs one chart invocation and is the single place where failures become a one-line
/// message on stderr and a sysexits code.
///
/// Commands state their chart as a `ChartRequest`; this runs it through `ChartPipeline` (reading
/// the input with a progress line when asked), prints warnings, then prints the plan, prints the
/// program, or renders, as the flags ask. `--timeout` bounds chart's own work up to the render (`WorkTimeout`) and then
/// gnuplot's.
enum Session {
    /// Prints what gnuplot wrote to stderr on a run that succeeded, one warning a line: its text
    /// ends in a line break, which the escaping of control characters would print as a literal "\n".
    static func gnuplotWarnings(_ text: String) {
        for line in text.split(whereSeparator: \.isNewline) where !line.allSatisfy(\.isWhitespace) {
            Terminal.error("chart: warning: gnuplot: \(line)")
        }
    }

    static func run(output: OutputFlags, paging: PageFlags, request makeRequest: () throws -> ChartRequest) throws {
        try reporting {
            defer { ShowFolder.remove() }  // --show with no -o rendered there
            let target = try output.resolvedOutput()
            try checkStandardOutput(output: output, target: target)
            let ownWork = output.timeoutFlag.map(WorkTimeout.init(seconds:))  // reading and layout, when asked; gnuplot has its own
            defer { ownWork?.cancel() }
            let early = prestart(for: output)
            defer { early?.cancel() }  // unused (an error, or a render that could not take it): killed, reaped, removed
            let line = output.showsReadProgress ? ProgressLine() : nil
            defer { line?.clear() }  // before an error message or the shell prompt
            let request = try makeRequest()
            var pipeline = pipeline(reading: request.input, on: line, environment: ProcessInfo.processInfo.environment)
            let plan = try pipeline.plan(for: request)
            line?.clear()
            let leftovers = try paging.leftovers(plan: plan, output: target)
            if !output.quiet {
                for warning in plan.warnings { Terminal.error("chart: warning: \(warning)") }
                if !paging.prune || output.plan || output.emitScript, plan.outputs.count >= plan.pageCount, let warning = leftovers?.warning {
                    Terminal.error("chart: warning: \(warning)")
                }
            }
            if output.plan {
                try Terminal.write(plan.planJSON, what: "the plan")
            } else if output.emitScript {
                // The program chart runs, writing to the -o paths (chart's own render writes plain
                // names in its workspace and moves them; a program run by hand cannot).
                try Terminal.write(plan.program(outputs: try plan.outputs.map(ScriptOutputName.name(for:)), placement: .inline), what: "the program")
            } else if plan.format == .text {
                pipeline.textColors = output.textColors(target: target, environment: ProcessInfo.processInfo.environment)
                if !output.quiet, let warning = TextChart(sizedFor: plan, colors: pipeline.textColors).repeatedShadeWarning(for: plan) {
                    Terminal.error("chart: warning: \(warning)")
                }
                pipeline.ownWorkDone = { ownWork?.cancel() }  // drawing the text is chart's work too
                try pipeline.renderText(plan)
                if paging.prune { try leftovers?.remove() }
                if output.show && target != "-" { try show(plan, output: output) }
            } else {
                let executable = try GnuplotLocator.locate(explicit: output.gnuplot, environment: ProcessInfo.processInfo.environment)
                var report: (@Sendable (Int, Int) -> Void)?
                if output.showsProgress(pages: plan.outputs.count) {
                    let pages = line ?? ProgressLine()
                    report = { done, total in pages.show(done: done, total: total) }
                }
                let quiet = output.quiet
                pipeline.processes = output.jobs
                pipeline.placement = dataPlacement(ProcessInfo.processInfo.environment)
                pipeline.prestart = early
                pipeline.renderProgress = report
                pipeline.warnings = { warning in if !quiet { gnuplotWarnings(warning) } }
                pipeline.ownWorkDone = { ownWork?.cancel() }  // building the programs is chart's work too; gnuplot has its own timeout
                let rendered = try pipeline.render(plan, with: GnuplotRunner(executable: executable, timeout: output.timeout))
                if paging.prune { try leftovers?.remove() }  // only once every page is in place
                if output.show { try show(plan, output: output, pictures: rendered.outputs) }
            }
        }
    }

    /// `--show`: the rendered PNG pages inline, in the protocol the terminal speaks
    /// (`TerminalGraphics`), only when standard output is that terminal (or `CHART_SHOW` names
    /// one); otherwise, and for SVG and PDF, the same plan as a text chart at the terminal's
    /// width and its rows less 2 (80×24 in a pipe or a log).
    static func show(_ plan: ChartPlan, output: OutputFlags, pictures: [String] = []) throws {
        let environment = ProcessInfo.processInfo.environment
        let terminal = isatty(STDOUT_FILENO) != 0
        if plan.format == .png, !pictures.isEmpty, let graphics = graphics(environment, terminal: terminal),
            terminal || environment["CHART_SHOW"] != nil
        {
            for picture in pictures {
                try DescriptorWriter.writeStandardOutput(try graphics.escape(png: FileBytes.read(path: picture)), what: "the chart")
            }
            return
        }
        let text = TextChart(
            columns: output.terminalColumns ?? 80, rows: output.terminalChartRows ?? 24,
            colors: output.textColors(target: "-", environment: environment))
        try Terminal.write(try text.pages(for: plan).joined(), what: "the text chart")
    }

    /// The image protocol to show pictures in: the one the environment names, else sixel when
    /// the terminal answers that it draws it (`TerminalQuery`); nil: the text chart.
    static func graphics(_ environment: [String: String], terminal: Bool) -> TerminalGraphics? {
        if let named = TerminalGraphics.detect(environment) { return named }
        guard TerminalQuery.mayAsk(environment, outputIsTerminal: terminal), TerminalQuery.drawsSixel() else { return nil }
        return .sixel
    }

    /// The pipeline for one run: `line` shows how much of `input` has been read (for big or slow
    /// input) and how many rows it held. `CHART_TEST_STREAM_THRESHOLD=N` (a test hook, not a user
    /// setting) streams line input above N bytes instead of 32 MiB, so tests can stream small
    /// inputs and compare with reading them whole; `CHART_TEST_SPILL_VALUES=N` keeps at most N
    /// values of a streamed histogram in memory (the rest in its temporary file);
    /// `CHART_TEST_SORT_RUN_ROWS=N` sorts an unsorted streamed line input in runs of N rows;
    /// `CHART_TEST_MARKER_WINDOW=N` culls a streamed scatter chart's markers N centres a pass (and reads the kept ones back N a pass);
    /// `CHART_TEST_SERIES_CELLS=N` lowers the `--series` cell limit's ten-million floor to N.
    static func pipeline(reading input: ChartInput, on line: ProgressLine?, environment: [String: String]) -> ChartPipeline {
        var pipeline = ChartPipeline()
        pipeline.streamThreshold = environment["CHART_TEST_STREAM_THRESHOLD"].flatMap { Int($0) } ?? LineStreamReader.defaultThreshold
        pipeline.spillMemoryValues = environment["CHART_TEST_SPILL_VALUES"].flatMap { Int($0) } ?? HistSpill.memoryValues
        pipeline.sortRunRows = environment["CHART_TEST_SORT_RUN_ROWS"].flatMap { Int($0) }.map { max(1, $0) }
        pipeline.markerWindow = environment["CHART_TEST_MARKER_WINDOW"].flatMap { Int($0) }.map { max(1, $0) }
        if let cells = environment["CHART_TEST_SERIES_CELLS"].flatMap({ Int($0) }) { pipeline.seriesCellMinimum = max(1, cells) }
        if let line, let name = input.name {
            pipeline.progress = { @Sendable (bytes: Int, expected: Int?) in line.reading(name, bytes: bytes, expected: expected) }
            pipeline.rowsRead = { rows in line.read(rows: rows, from: name) }
        }
        return pipeline
    }

    /// The gnuplot for this run's first render, started before the input is read so that its
    /// start-up (~75 ms) overlaps reading and layout: the one `Chart.main` started before parsing
    /// (`EarlyGnuplot`), else one started now. Nil for `--plan` and `--emit-script` (an early one
    /// is cancelled), and when gnuplot cannot be found or started; the render then reports that
    /// as before, after the data (so bad data is still reported first).
    static func prestart(for output: OutputFlags) -> GnuplotPrestart? {
        let early = EarlyGnuplot.take()
        guard !output.plan, !output.emitScript, output.outputFormat != .text else {
            early?.cancel()
            return nil
        }
        if let early { return early }
        guard let executable = try? GnuplotLocator.locate(explicit: output.gnuplot, environment: ProcessInfo.processInfo.environment) else {
            return nil
        }
        return GnuplotPrestart.start(runner: GnuplotRunner(executable: executable, timeout: output.timeout))
    }

    /// Output requested on a standard output that was closed when chart started (`-o - >&-`)
    /// would go to the /dev/null `ProcessSetup` put there, and a script would see exit 0 with
    /// nothing written: an I/O error (exit 74) before anything is read or drawn instead. `--show`
    /// writes there too (the picture or its text chart), even with `-o`.
    static func checkStandardOutput(output: OutputFlags, target: String) throws {
        guard ProcessSetup.standardOutputWasClosed else { return }
        if output.show {
            throw ChartError.io(
                "standard output is closed, so the chart --show shows would be lost; open it (a terminal, a file or a pipe) or leave out --show")
        }
        let what = output.plan ? "the plan (--plan)" : output.emitScript ? "the program (--emit-script)" : target == "-" ? "the chart" : nil
        guard let what else { return }
        throw ChartError.io("standard output is closed, so \(what) would be lost; open it (a file or a pipe) or name an output file with -o")
    }

    /// Runs `body`, turning a `ChartError` into its one-line message and sysexits code: the
    /// one place every command's failures pass through (`chart line --follow` included).
    static func reporting(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch ChartError.stdoutClosed {
            throw ExitCode.success  // the reader has all it wanted (`--plan | head`)
        } catch let error as ChartError {
            Terminal.error("chart: error: \(error.description)")
            throw ExitCode(exitCode(for: error))
        }
    }

    /// Where data goes, normally `DataPlacement.automatic`. Test-only hook, not a user setting:
    /// `CHART_TEST_BINARY_THRESHOLD=N` sends data blocks of N or more values as binary files
    /// (`1`: every block), `0` keeps every block inline, so tests can compare both pictures.
    /// `CHART_TEST_PLOT_POINTS=N` draws a scatter chart's markers in plots of at most N points.
    static func dataPlacement(_ environment: [String: String]) -> DataPlacement {
        let points = environment["CHART_TEST_PLOT_POINTS"].flatMap { Int($0) } ?? DataPlacement.defaultPointsPerPlot
        guard let text = environment["CHART_TEST_BINARY_THRESHOLD"], let threshold = Int(text), threshold >= 0 else {
            return .files(threshold: DataPlacement.defaultThreshold, pointsPerPlot: points)
        }
        return threshold == 0 ? .inline : .files(threshold: threshold, pointsPerPlot: points)
    }

    /// sysexits(3) codes, so `make` and CI fail with a code that says whose fault it was.
    static func exitCode(for error: ChartError) -> Int32 {
        switch error {
        case .usage: return 64  // EX_USAGE
        case .badData: return 65  // EX_DATAERR
        case .cannotRead: return 66  // EX_NOINPUT
        case .gnuplotUnavailable: return 69  // EX_UNAVAILABLE
        case .gnuplotFailed, .internal: return 70  // EX_SOFTWARE
        case .cannotWrite: return 73  // EX_CANTCREAT
        case .io: return 74  // EX_IOERR
        case .stdoutClosed: return 0  // not an error: the reader stopped reading
        }
    }
}
