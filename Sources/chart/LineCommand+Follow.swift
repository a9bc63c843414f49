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

extension LineCommand {
    /// `chart line --follow`: checks what can be checked before any input (gnuplot, the output's
    /// folder), then hands the stream to `LineFollower`. Errors become one line and a sysexits
    /// code through `Session.reporting`. SIGINT, SIGTERM and SIGHUP, the ways a follow is ended,
    /// are handled by `ProcessSetup` as for any command (gnuplot killed, temporary files removed,
    /// files already in place kept: each is complete, exit 128 + the signal), but end with
    /// `FollowEnding`'s line saying which pages are in place instead of an error.
    func runFollowing() throws {
        let (look, axes, extras) = (flags.look, flags.axes, flags.extras)
        try Self.follow(
            flags.input, flags.output, flags.figure, flags.colours.palette, axes, pageSize: flags.pagination.pageSize, follow, builder: try builder()
        ) {
            figureOptions, path in
            LineOptions(
                figure: figureOptions,
                axes: try axes.options(vlines: extras.vlines.vline, xLog: look.xLog, y2: extras.rightAxis.options()),
                paging: PagingOptions(output: path),
                lineWidth: look.lineWidth ?? figureOptions.theme.lineWidth,
                points: look.points,
                decimate: look.decimate)
        }
    }

    /// Follows the input as `chart line --follow` (and `chart area --follow`, whose `area` says
    /// how its bands pile up), with the line options `line` makes of the figure and the path.
    static func follow(
        _ input: InputOptions, _ output: OutputFlags, _ figure: FigureFlags, _ palette: PaletteName?, _ axes: AxisFlags, pageSize: Int?,
        _ follow: FollowFlags,
        builder: @autoclosure () throws -> LineChartBuilder, area: AreaStacking? = nil, line: (FigureOptions, String) throws -> LineOptions
    ) throws {
        try Session.reporting {
            let figureOptions = try figure.options(for: output, axes: axes, palette: palette)  // the theme file is read before any data
            let source = try input.checkedSource()
            let text = output.outputFormat == .text
            let path = output.output ?? (text ? "-" : "")
            try Session.checkStandardOutput(output: output, target: path)
            // A text chart is drawn by chart itself: gnuplot is needed for images only.
            let environment = ProcessInfo.processInfo.environment
            let executable =
                text
                ? (try? GnuplotLocator.locate(explicit: output.gnuplot, environment: environment)) ?? "gnuplot"
                : try GnuplotLocator.locate(explicit: output.gnuplot, environment: environment)
            var options = LineFollowOptions(
                line: try line(figureOptions, path),
                builder: try builder(),
                read: try input.readOptions,
                maxInputBytes: try input.maxInputSize?.get(),
                output: path,
                pageSize: pageSize,
                window: follow.window,
                refresh: follow.refreshSeconds)
            options.area = area
            if text {
                options.textColors = output.textColors(target: path, environment: environment)
                options.redrawInPlace = path == "-" && isatty(STDOUT_FILENO) != 0
            }
            // The first file's folder must take files before anything is read.
            let first = try LineFollower.firstOutput(for: options)
            try OutputTransaction(paths: [first]).rollback()
            let follower = LineFollower(
                options: options, runner: GnuplotRunner(executable: executable, timeout: output.timeout),
                processes: output.jobs)
            let quiet = output.quiet
            follower.warnings = { warning in
                if !quiet { Terminal.error("chart: warning: \(warning)") }
            }
            let record = follower.record
            let paged = options.pageSize != nil
            let standardOutput = path == "-"
            ProcessSetup.endQuietly(on: FollowEnding.signals) {
                quiet
                    ? nil
                    : FollowEnding.line(
                        pages: record.pagesInPlace(), paged: paged, standardOutput: standardOutput && record.wroteToStandardOutput)
            }
            try follower.run(source: source)
        }
    }
}
