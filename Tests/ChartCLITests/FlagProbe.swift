import ChartKit
import Foundation

/// One run that shows a flag doing something on one chart kind, for `FlagUseTests`.
///
/// The probe runs `chart KIND data.csv CONTEXT ARGUMENTS` and the same without `ARGUMENTS`, and
/// expects the difference `effect` names: a flag listed in `--help` that changes nothing there is
/// silently ignored, which is what issue 18 forbids.
struct FlagProbe: Sendable {
    /// What the run prints or writes.
    enum Mode: Sendable {
        /// `--plan`.
        case plan
        /// `--emit-script`.
        case script
        /// A real rendering, to `out/c.png` in a fresh folder.
        case render
    }

    /// What the flag must change, compared with the run without it.
    enum Effect: Sendable {
        /// The plan or program on stdout (or a failing run now succeeds); exit 0.
        case output
        /// What is written on stderr (warnings, progress); exit 0.
        case stderr
        /// The run stops with this status and a one-line error that names the flag (a limit
        /// such as `--max-rows` shows that it is honoured by refusing what exceeds it).
        case refusal(Int32)
    }

    /// The flag and its value(s), exactly as typed.
    var arguments: [String]
    /// Flags both runs carry, which the flag needs to matter (`--value-labels` for `--value-format`).
    var context: [String] = []
    /// The input file's text; nil: the kind's standard input (`FlagProbe.standardInput`).
    var input: String? = nil
    /// The input file's name (its extension matters to `--format`).
    var inputName = "data.csv"
    var mode = Mode.plan
    var effect = Effect.output
    /// Honoured where these runs cannot see it; the suite that shows it.
    var coveredBy: String? = nil

    /// Each kind's standard input: six rows, with a text key column for `--series`.
    static func standardInput(_ kind: String) -> String { ChartKind(rawValue: kind)?.sample.probe ?? "" }

    /// The probe of `flag` (its long name, as `--help` lists it) on `kind`; nil when there is none.
    static func probe(_ flag: String, kind: String) -> FlagProbe? {
        guard let chartKind = ChartKind(rawValue: kind) else { return nil }
        return chartKind.ownProbes[flag] ?? sharedProbes(kind: kind)[flag]
    }

    /// Probes of the flags several kinds list, with the kind's own data (a kind whose data or
    /// flags need another run overrides one in `ChartKind.ownProbes`).
    static func sharedProbes(kind: String) -> [String: FlagProbe] {
        let many = "t,v\n" + (1...4000).map { "\($0),\(Double($0 % 97) * 1.5)" }.joined(separator: "\n") + "\n"
        return [
            "--format": FlagProbe(arguments: ["--format", "csv"], inputName: "data.tsv"),
            // `,`, `;`, tab and `|` are sniffed (issue 34 item 10, and from a pipe too); a `:` is not.
            "--separator": FlagProbe(
                arguments: ["--separator", ":"], input: standardInput(kind).replacingOccurrences(of: ",", with: ":"), inputName: "data"),
            "--decimal-comma": FlagProbe(
                arguments: ["--decimal-comma"],
                input: standardInput(kind).replacingOccurrences(of: ",", with: ";")
                    .replacingOccurrences(of: ";1;", with: ";1,5;")),
            "--header": FlagProbe(arguments: ["--header"], input: "a,1,2\nb,3,4\nc,5,6\n"),
            "--max-input-size": FlagProbe(arguments: ["--max-input-size", "10"], effect: .refusal(65)),
            "--max-rows": FlagProbe(arguments: ["--max-rows", "2"], effect: .refusal(65)),
            "--x": FlagProbe(arguments: ["--x", "2"]),
            "--y": FlagProbe(arguments: ["--y", "b"]),
            "--x-date-format": FlagProbe(arguments: ["--x-date-format", "%d/%m/%Y"], input: "d,v\n01/02/2024,3\n01/03/2024,4\n01/04/2024,5\n"),
            "--decimate": FlagProbe(arguments: ["--no-decimate"], input: many, mode: .script),
            "--highlight": FlagProbe(arguments: ["--highlight", "3"]),
            "--colors": FlagProbe(arguments: ["--colors", "red,blue"]),
            "--series": FlagProbe(arguments: ["--series", "key"], context: ["--y", "a"]),
            "--facet": FlagProbe(arguments: ["--facet", "key"]),
            "--facet-scale": FlagProbe(arguments: ["--facet-scale", "free"], context: ["--facet", "key"]),
            "--facet-cols": FlagProbe(arguments: ["--facet-cols", "1"], context: ["--facet", "key"]),
            "--facet-sort": FlagProbe(arguments: ["--facet-sort", "name"], context: ["--facet", "key"]),
            "--size": FlagProbe(arguments: ["--size", "600x400"]),
            "--title": FlagProbe(arguments: ["--title", "T"]),
            "--x-label": FlagProbe(arguments: ["--x-label", "XL"], mode: .script),
            "--y-label": FlagProbe(arguments: ["--y-label", "YL"]),
            "--theme": FlagProbe(arguments: ["--theme", "dark"]),
            "--palette": FlagProbe(arguments: ["--palette", "viridis"]),
            "--font": FlagProbe(arguments: ["--font", "Serif"]),
            "--font-size": FlagProbe(arguments: ["--font-size", "12"]),
            "--scale": FlagProbe(arguments: ["--scale", "2"], mode: .script),
            "--x-format": FlagProbe(arguments: ["--x-format", "number:2"]),
            "--y-format": FlagProbe(arguments: ["--y-format", "number:2"]),
            "--x-label-every": FlagProbe(arguments: ["--x-label-every", "2"]),
            "--y-min": FlagProbe(arguments: ["--y-min", "-10"]),
            "--y-max": FlagProbe(arguments: ["--y-max", "100"]),
            "--y-range": FlagProbe(arguments: ["--y-range", "page"], context: ["--page-size", "2"]),
            "--y-log": FlagProbe(arguments: ["--y-log"]),
            "--x-log": FlagProbe(arguments: ["--x-log"]),
            "--y-axis": FlagProbe(arguments: ["--y-axis", "right"]),
            "--hline": FlagProbe(arguments: ["--hline", "3"], mode: .script),
            "--vline": FlagProbe(arguments: ["--vline", "3"], mode: .script),
            "--grid": FlagProbe(arguments: ["--grid"], mode: .script),
            "--legend": FlagProbe(arguments: ["--legend", "right"]),
            "--page-size": FlagProbe(arguments: ["--page-size", "2"]),
            "--pages": FlagProbe(arguments: ["--pages", "2"]),
            "--page": FlagProbe(arguments: ["--page", "2"], context: ["--page-size", "3"]),
            "--prune": FlagProbe(arguments: ["--prune"], coveredBy: "PageNamingTests"),
            "--output": FlagProbe(arguments: ["-o", "x.svg"]),
            "--plan": FlagProbe(arguments: ["--plan"], mode: .render),
            "--emit-script": FlagProbe(arguments: ["--emit-script"], mode: .render),
            "--format-out": FlagProbe(arguments: ["--format-out", "svg"], mode: .script),
            "--color": FlagProbe(arguments: ["--color", "always"], coveredBy: "TextChartCLITests"),
            "--show": FlagProbe(arguments: ["--show"], coveredBy: "ShowTests"),
            "--gnuplot": FlagProbe(arguments: ["--gnuplot", "/nonexistent/gnuplot"], mode: .render, effect: .refusal(69)),
            "--timeout": FlagProbe(arguments: ["--timeout", "0.000001"], mode: .render, effect: .refusal(70)),
            "--jobs": FlagProbe(arguments: ["--jobs", "1"], coveredBy: "BatchSplitTests"),
            "--progress": FlagProbe(arguments: ["--progress", "always"], context: ["--page-size", "2"], mode: .render, effect: .stderr),
            // A run that warns: --x-format on text x.
            "--quiet": FlagProbe(arguments: ["--quiet"], context: ["--x-format", "number"], input: "k,v\na,1\nb,2\nc,3\n", effect: .stderr),
        ]
    }

    /// Forty small slices: a 300x200 pie groups some into "Other" and says so.
    static let slices = "name,v\n" + (0..<40).map { "s\($0),\(1 + $0 % 7)" }.joined(separator: "\n") + "\n"

}

extension ChartKind {
    /// Probes of this kind's own flags, and of shared flags its data or pages need another run
    /// for: one exhaustive switch, so a new kind is asked for its own.
    var ownProbes: [String: FlagProbe] {
        switch self {
        case .line:
            [
                "--x-type": FlagProbe(arguments: ["--x-type", "category"]),
                "--dashed": FlagProbe(arguments: ["--dashed", "a"]),
                "--points": FlagProbe(arguments: ["--points"], mode: .script),
                "--line-width": FlagProbe(arguments: ["--line-width", "5"], mode: .script),
                "--follow": FlagProbe(arguments: ["--follow"], coveredBy: "LineFollowTests"),
                "--refresh": FlagProbe(arguments: ["--refresh", "2"], coveredBy: "LineFollowTests"),
                "--window": FlagProbe(arguments: ["--window", "3"], coveredBy: "LineFollowTests"),
                "--y2": FlagProbe(arguments: ["--y2", "b"]),
                "--y2-label": FlagProbe(arguments: ["--y2-label", "R"], context: ["--y2", "b"]),
                "--y2-format": FlagProbe(arguments: ["--y2-format", "number:2"], context: ["--y2", "b"]),
                "--y2-min": FlagProbe(arguments: ["--y2-min", "0"], context: ["--y2", "b"]),
                "--y2-max": FlagProbe(arguments: ["--y2-max", "10"], context: ["--y2", "b"]),
                "--y2-log": FlagProbe(arguments: ["--y2-log"], context: ["--y2", "b"]),
            ]
        case .bar:
            [
                "--x-format": FlagProbe(arguments: ["--x-format", "date:%b"], input: "month,a\n2024-01-01,3\n2024-02-01,4\n2024-03-01,5\n"),
                "--horizontal": FlagProbe(arguments: ["--horizontal"]),
                "--stacked": FlagProbe(arguments: ["--stacked"]),
                "--values": FlagProbe(arguments: ["--values"]),
                "--no-axes": FlagProbe(arguments: ["--no-axes"]),
                "--sort": FlagProbe(arguments: ["--sort", "desc"]),
                "--bar-width": FlagProbe(arguments: ["--bar-width", "0.5"]),
                "--baseline": FlagProbe(arguments: ["--baseline", "1"]),
                "--series": FlagProbe(arguments: ["--series", "key"], input: "cat,key,v\nc1,p,1\nc1,q,2\nc2,p,3\nc2,q,4\n"),
                // A run that warns: a date format on text categories (bar refuses a number format).
                "--quiet": FlagProbe(arguments: ["--quiet"], context: ["--x-format", "date:%Y"], input: "k,v\na,1\nb,2\nc,3\n", effect: .stderr),
            ]
        // The standard input's x are the slots s1…s6, its values lo, hi and v.
        case .discrete:
            [
                "--y": FlagProbe(arguments: ["--y", "v"]),
                // Long range data: one range plot per key (it was refused before issue 36).
                "--series": FlagProbe(arguments: ["--series", "key"], context: ["--low", "lo", "--high", "hi"]),
                "--highlight": FlagProbe(arguments: ["--highlight", "s2"]),
                "--vline": FlagProbe(arguments: ["--vline", "s2"], mode: .script),
                "--x-format": FlagProbe(arguments: ["--x-format", "number:2"], input: "x,v\n1,2\n2,3\n3,4\n"),
                "--low": FlagProbe(arguments: ["--low", "lo"], context: ["--high", "hi"]),
                "--high": FlagProbe(arguments: ["--high", "hi"], context: ["--low", "lo"]),
                "--names": FlagProbe(arguments: ["--names", "A"], context: ["--y", "v"]),
                "--connect": FlagProbe(arguments: ["--connect"], context: ["--low", "lo", "--high", "hi"]),
                "--decimate": FlagProbe(
                    arguments: ["--no-decimate"], input: "x,v\n" + (1...3000).map { "\($0),1" }.joined(separator: "\n") + "\n",
                    mode: .script),
            ]
        // Scatter draws one page: --page can only select page 1, and --y-range page is refused.
        case .scatter:
            [
                "--x-type": FlagProbe(arguments: ["--x-type", "time"], effect: .refusal(65)),
                "--marker-size": FlagProbe(arguments: ["--marker-size", "2"]),
                "--fit": FlagProbe(arguments: ["--fit", "linear"]),
                "--density": FlagProbe(arguments: ["--density"]),
                "--size-by": FlagProbe(arguments: ["--size-by", "b"], context: ["--y", "a"]),
                "--page": FlagProbe(arguments: ["--page", "2"], effect: .refusal(64)),
                "--y-range": FlagProbe(arguments: ["--y-range", "page"], effect: .refusal(64)),
                "--progress": FlagProbe(
                    arguments: ["--progress", "always"],
                    coveredBy: "the shared OutputFlags (one page: only the reading progress of a slow input shows)"),
                "--header": FlagProbe(arguments: ["--header"], coveredBy: "the one reader, probed on the other kinds"),
                "--quiet": FlagProbe(arguments: ["--quiet"], coveredBy: "the one warning printer, probed on the other kinds"),
            ]
        case .hist:
            [
                "--bins": FlagProbe(arguments: ["--bins", "3"]),
                "--bin-width": FlagProbe(arguments: ["--bin-width", "0.5"]),
                "--range": FlagProbe(arguments: ["--range", "2:6"]),
                "--density": FlagProbe(arguments: ["--density"]),
                "--percent": FlagProbe(arguments: ["--percent"]),
                "--cumulative": FlagProbe(arguments: ["--cumulative"]),
                "--stacked": FlagProbe(arguments: ["--stacked"]),
                "--mark": FlagProbe(arguments: ["--mark", "p90"]),
                // One page: other pages are refused (HistErrorTests), and --y-range page with them.
                "--page": FlagProbe(arguments: ["--page", "2"], coveredBy: "HistErrorTests"),
                "--y-range": FlagProbe(arguments: ["--y-range", "page"], effect: .refusal(64)),
                "--progress": FlagProbe(arguments: ["--progress", "always"], coveredBy: "the shared OutputFlags (a histogram has one page)"),
                // The default title "count" takes the room "YL" takes: the program shows it.
                "--y-label": FlagProbe(arguments: ["--y-label", "YL"], mode: .script),
                // A histogram does not warn about --x-format; an emoji in the title does.
                "--quiet": FlagProbe(arguments: ["--quiet"], context: ["--title", "T 📈"], effect: .stderr),
            ]
        // Area reads x as line does; its own flags pile the series up and draw their outlines.
        case .area:
            [
                "--x-type": FlagProbe(arguments: ["--x-type", "category"]),
                "--stacked": FlagProbe(arguments: ["--stacked"]),
                "--percent": FlagProbe(arguments: ["--percent"]),
                "--line-width": FlagProbe(arguments: ["--line-width", "5"], mode: .script),
                "--follow": FlagProbe(arguments: ["--follow"], coveredBy: "AreaRenderingTests"),
                "--refresh": FlagProbe(arguments: ["--refresh", "2"], coveredBy: "LineFollowTests (the same follower)"),
                "--window": FlagProbe(arguments: ["--window", "3"], coveredBy: "LineFollowTests (the same follower)"),
            ]
        case .box:
            [
                "--horizontal": FlagProbe(arguments: ["--horizontal"]),
                "--points": FlagProbe(arguments: ["--points"], context: ["--x", "cat", "--value", "a"], mode: .script),
                "--value": FlagProbe(arguments: ["--value", "b"], context: ["--x", "cat"]),
                // The probe's wide columns are two boxes of one category row each: categories,
                // series and pages come from long rows (--x cat, --series key).
                "--facet-cols": FlagProbe(arguments: ["--facet-cols", "2"], context: ["--facet", "key"]),
                "--x-format": FlagProbe(arguments: ["--x-format", "number:2"], effect: .refusal(64)),
                "--legend": FlagProbe(arguments: ["--legend", "right"], context: ["--x", "cat", "--series", "key"]),
                "--page-size": FlagProbe(arguments: ["--page-size", "2"], context: ["--x", "cat"]),
                "--page": FlagProbe(arguments: ["--page", "2"], context: ["--x", "cat", "--page-size", "3"]),
                "--y-range": FlagProbe(arguments: ["--y-range", "page"], context: ["--x", "cat", "--page-size", "2"]),
                "--quiet": FlagProbe(arguments: ["--quiet"], context: ["--title", "T 📈"], effect: .stderr),
            ]
        case .heatmap:
            [
                "--x": FlagProbe(arguments: ["--x", "key"]),
                "--y": FlagProbe(arguments: ["--y", "n"]),
                "--value": FlagProbe(arguments: ["--value", "n"]),
                "--agg": FlagProbe(arguments: ["--agg", "sum"], context: ["--value", "n"]),
                "--matrix": FlagProbe(arguments: ["--matrix"], input: "k,a\nr1,1\nr2,3\n"),
                "--scheme": FlagProbe(arguments: ["--scheme", "magma"]),
                "--color-log": FlagProbe(arguments: ["--color-log"]),
                "--values": FlagProbe(arguments: ["--values"], mode: .script),
                "--x-bin": FlagProbe(arguments: ["--x-bin", "2"]),
                "--y-bins": FlagProbe(arguments: ["--y-bins", "2"]),
                // One picture: the shared page flag is refused past page 1 (--palette is not listed:
                // cells take --scheme; HeatmapCLITests.paletteIsRefused).
                "--page": FlagProbe(arguments: ["--page", "2"], effect: .refusal(64)),
                "--progress": FlagProbe(arguments: ["--progress", "always"], coveredBy: "the shared OutputFlags (a heatmap has one page)"),
                "--y-label": FlagProbe(arguments: ["--y-label", "YL"], mode: .script),
                "--quiet": FlagProbe(arguments: ["--quiet"], context: ["--title", "T 📈"], effect: .stderr),
            ]
        // A pie's pages are its groups; its warning run groups small slices into "Other".
        case .pie:
            [
                "--header": FlagProbe(arguments: ["--header"], input: "n1,10\nn2,20\n"),
                "--page": FlagProbe(arguments: ["--page", "2"], context: ["--group", "grp"]),
                "--progress": FlagProbe(arguments: ["--progress", "always"], context: ["--group", "grp"], mode: .render, effect: .stderr),
                "--quiet": FlagProbe(arguments: ["--quiet"], context: ["--size", "300x200"], input: FlagProbe.slices, effect: .stderr),
                "--label": FlagProbe(arguments: ["--label", "grp"]),
                "--value": FlagProbe(arguments: ["--value", "extra"]),
                "--color-column": FlagProbe(arguments: ["--color-column", "col"]),
                "--group": FlagProbe(arguments: ["--group", "grp"]),
                "--percent": FlagProbe(arguments: ["--percent"]),
                "--other-below": FlagProbe(arguments: ["--other-below", "5"]),
                "--sort": FlagProbe(arguments: ["--sort", "desc"]),
                "--no-other": FlagProbe(arguments: ["--no-other"], context: ["--size", "300x200"], input: FlagProbe.slices),
                "--counterclockwise": FlagProbe(arguments: ["--counterclockwise"]),
                "--start-angle": FlagProbe(arguments: ["--start-angle", "90"]),
                "--percent-labels": FlagProbe(arguments: ["--percent-labels"]),
                "--value-labels": FlagProbe(arguments: ["--value-labels"]),
                "--value-format": FlagProbe(arguments: ["--value-format", "number:2"], context: ["--value-labels"]),
                "--no-slice-titles": FlagProbe(arguments: ["--no-slice-titles"]),
                "--donut": FlagProbe(arguments: ["--donut"]),
                "--ring-width": FlagProbe(arguments: ["--ring-width", "0.2"]),
                "--center-title": FlagProbe(arguments: ["--center-title", "CT"], context: ["--donut"], mode: .script),
                "--center-text": FlagProbe(arguments: ["--center-text", "CX"], context: ["--donut"], mode: .script),
            ]
        }
    }
}
