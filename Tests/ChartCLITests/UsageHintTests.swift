import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// Usage errors that point at what the user meant (issue 34 item 10): one row each, the
/// built binary's exit code and exact stderr line.
@Suite struct UsageHintTests {
    /// One invocation, its exit code and its exact error line.
    struct Row: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var status: Int32
        var message: String
        var stdin = "x,y\n1,2\n2,3\n"
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let rows: [Row] = [
        // A mistyped command: the nearest command, or the list.
        Row(arguments: ["lien", "data.csv", "-o", "x.png"], status: 64, message: "unknown command \"lien\"; did you mean \"line\"?"),
        Row(arguments: ["scater", "-o", "x.png"], status: 64, message: "unknown command \"scater\"; did you mean \"scatter\"?"),
        Row(arguments: ["disc", "-o", "x.png"], status: 64, message: "unknown command \"disc\"; did you mean \"discrete\"?"),
        Row(
            arguments: ["plot", "-o", "x.png"], status: 64,
            message: "unknown command \"plot\"; the commands are line, bar, pie, discrete, hist, scatter, doctor or version"),
        Row(
            arguments: ["data.csv", "-o", "x.png"], status: 64,
            message:
                "unknown command \"data.csv\": the chart kind comes first, e.g. chart line data.csv (commands: line, bar, pie, discrete, hist, scatter, doctor or version)"
        ),
        // An unknown flag: ArgumentParser's own nearest flag, said once.
        Row(
            arguments: ["line", "--y-lable", "v", "-o", "x.png"], status: 64,
            message: "Unknown option '--y-lable'. Did you mean '--y-label'? (see 'chart --help')"),
        // Colour spellings: the series colours, not the text-colour mode.
        Row(
            arguments: ["bar", "--colour", "red", "-o", "x.png"], status: 64,
            message:
                "unknown option --colour: --colors is the bar colours (e.g. --colors red,#1f77b4); --color auto|always|never is when text charts are coloured"
        ),
        Row(
            arguments: ["pie", "--colours", "red,blue", "-o", "x.png"], status: 64,
            message:
                "unknown option --colours: --colors is the slice colours (e.g. --colors red,#1f77b4); --color auto|always|never is when text charts are coloured"
        ),
        Row(
            arguments: ["bar", "--color", "red", "-o", "x.png"], status: 64,
            message:
                "--color takes auto, always or never (when text charts are coloured), not \"red\"; --colors is the bar colours (e.g. --colors red,#1f77b4)"
        ),
        Row(
            arguments: ["line", "--colors", "red", "-o", "x.png"], status: 64,
            message:
                "unknown option --colors: chart line has no --colors: its colours come from --palette or --theme; --color auto|always|never is when text charts are coloured"
        ),
        // Enum values: the nearest value and the list.
        Row(
            arguments: ["line", "--palette", "viridus", "-o", "x.png"], status: 64,
            message: "invalid --palette \"viridus\"; did you mean \"viridis\"? (expected okabe-ito, tableau10 or viridis)"),
        Row(
            arguments: ["bar", "--legend", "topp", "-o", "x.png"], status: 64,
            message: "invalid --legend \"topp\"; did you mean \"top\"? (expected top, right, bottom or none)"),
        Row(
            arguments: ["line", "--legend", "middle", "-o", "x.png"], status: 64,
            message: "invalid --legend \"middle\" (expected top, right, bottom or none)"),
        Row(
            arguments: ["line", "--y-format", "currenc", "-o", "x.png"], status: 64,
            message:
                "unknown format \"currenc\"; did you mean \"currency:CODE\"? (expected number, number:N, thousands, si, percent, currency:CODE or date:FORMAT) (see 'chart --help')"
        ),
        // pie's --sort and --legend may stand bare: a slip of a value is still a slip.
        Row(
            arguments: ["pie", "--sort=nonee", "-o", "x.png"], status: 64,
            message: "invalid --sort \"nonee\"; did you mean \"none\"? (expected none, asc or desc)"),
        Row(
            arguments: ["pie", "--legend", "rigth", "-o", "x.png"], status: 64,
            message: "invalid --legend \"rigth\"; did you mean \"right\"? (expected top, right, bottom or none)"),
        // --y-range is shared|page; the limits are --y-min and --y-max.
        Row(
            arguments: ["line", "--y-range", "0:10", "-o", "x.png"], status: 64,
            message:
                "--y-range takes shared or page (whether pages share one value axis), not \"0:10\"; for the axis limits use --y-min 0 --y-max 10"
        ),
        Row(
            arguments: ["bar", "--y-range=[:5]", "-o", "x.png"], status: 64,
            message: "--y-range takes shared or page (whether pages share one value axis), not \"[:5]\"; for the axis limits use --y-max 5"),
        // A pie has a label and a value column.
        Row(
            arguments: ["pie", "--x", "x", "-o", "x.png"], status: 64,
            message:
                "--x does not apply to pie charts: a pie has no x or y; --label names the column of slice names and --value the column of slice sizes (see 'chart --help')"
        ),
        Row(
            arguments: ["pie", "--y", "y", "-o", "x.png"], status: 64,
            message:
                "--y does not apply to pie charts: a pie has no x or y; --label names the column of slice names and --value the column of slice sizes (see 'chart --help')"
        ),
        // A page past the last names --page-size.
        Row(
            arguments: ["line", "--page", "2", "-o", "x.png"], status: 64,
            message: "page 2 does not exist: the data makes 1 page of 2 points; use --page-size 1 for 2 pages, or --page 1"),
        Row(
            arguments: ["bar", "--page-size", "2", "--page", "4", "-o", "x.png"], status: 64,
            message:
                "page 4 does not exist: the data makes 2 pages of up to 2 categories (4 in all); use --page-size 1 for 4 pages, or --page 1-2",
            stdin: "k,v\na,1\nb,2\nc,3\nd,4\n"),
        Row(
            arguments: ["discrete", "--pages", "2", "--page", "3", "-o", "x.png"], status: 64,
            message: "page 3 does not exist: the data makes 2 pages (--pages 2, 4 rows in all); use --pages 3 for 3 pages, or --page 1-2",
            stdin: "d,lo,hi\nMon,1,3\nTue,2,5\nWed,1,2\nThu,2,3\n"),
        Row(
            arguments: ["hist", "--page", "2", "-o", "x.png"], status: 64,
            message: "page 2 does not exist: the data makes 1 page; a histogram is always one page: use --page 1 or leave out --page"),
        Row(
            arguments: ["scatter", "--page", "2", "-o", "x.png"], status: 64,
            message: "page 2 does not exist: the data makes 1 page; a scatter chart is always one page: use --page 1 or leave out --page"),
        Row(
            arguments: ["pie", "--page", "2", "-o", "x.png"], status: 64,
            message:
                "page 2 does not exist: the data makes 1 page; a pie chart makes one page per --group value: use --group COLUMN for more pages, or --page 1"
        ),
    ]

    @Test(arguments: rows)
    func usageErrorPointsAtWhatWasMeant(row: Row) throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(row.arguments, stdin: row.stdin, in: dir)
        #expect(result.status == row.status, "\(result.stderr)")
        #expect(result.stderr == "chart: error: \(row.message)\n")
        #expect(CLI.files(in: dir).isEmpty)
    }

    /// The enum-valued options of every kind, from ArgumentParser's own description of the
    /// commands (`--experimental-dump-help`), so an option added later is covered too.
    static func enumOptions() throws -> [(kind: String, flag: String, values: [String])] {
        let result = try CLI.run(["--experimental-dump-help"])
        let dump = try JSONDecoder().decode(FlagTable.Dump.self, from: Data(result.stdout))
        return (dump.command.subcommands ?? []).filter { ChartKind(rawValue: $0.commandName) != nil }.flatMap { command in
            (command.arguments ?? []).compactMap { argument in
                guard argument.kind == "option", argument.shouldDisplay, let values = argument.allValues, !values.isEmpty,
                    let long = argument.names?.first(where: { $0.kind == "long" })?.name
                else { return nil }
                return (command.commandName, "--" + long, values)
            }
        }
    }

    /// Every enum-valued option of every kind gets its nearest value and the list: a slip (the
    /// value's last letter typed twice) names the value, for each value of each option.
    @Test func everyEnumOptionSuggestsTheNearestValue() throws {
        let options = try Self.enumOptions()
        #expect(options.count >= 30, "found only \(options.map { "\($0.kind) \($0.flag)" })")
        #expect(Set(options.map(\.flag)).isSuperset(of: ["--palette", "--legend", "--y-range", "--color", "--format", "--format-out"]))
        for (kind, flag, values) in options {
            let list = values.count == 1 ? values[0] : values.dropLast().joined(separator: ", ") + " or " + values[values.count - 1]
            let value = values.max { $0.count < $1.count } ?? values[0]
            let slip = value + String(value.last ?? "x")
            let dir = try TemporaryDirectory.make()
            let result = try CLI.run([kind, "\(flag)=\(slip)", "-o", "x.png"], stdin: FlagProbe.standardInput(kind), in: dir)
            #expect(result.status == 64, "\(kind) \(flag): \(result.stderr)")
            #expect(
                result.stderr == "chart: error: invalid \(flag) \"\(slip)\"; did you mean \"\(value)\"? (expected \(list))\n",
                "\(kind) \(flag)")
        }
    }
}
