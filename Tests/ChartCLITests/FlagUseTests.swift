import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// Every flag `chart KIND --help` lists does something on that kind, and every flag it does not
/// list is refused (exit 64, one line naming it): none is listed and then ignored or refused, and
/// none is accepted and silently ignored (issue 18 items 3 and 5). Before, pie listed `--page-size`
/// and refused it, listed `--x-label` and ignored it, and bar listed `--vline` and refused it; the
/// refusals keep their reasons (`RefusedFlags`).
///
/// Table-driven: `FlagProbe` holds one probe per flag; a flag `--help` lists without a probe fails
/// here, so a new flag comes with the run that shows it working.
@Suite struct FlagUseTests {
    static let kinds = ChartKind.allCases.map(\.rawValue)

    /// Each kind's listed flags, asked once for all the tests.
    static let listed: [String: [String]] = Dictionary(uniqueKeysWithValues: kinds.map { ($0, (try? listedFlags($0)) ?? []) })

    /// The long flags `chart KIND --help` lists (`--header/--no-header` as `--header`), without
    /// `--help` and `--version`.
    static func listedFlags(_ kind: String) throws -> [String] {
        let help = String(decoding: try CLI.run([kind, "--help"]).stdout, as: UTF8.self)
        return help.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  -") else { return nil }
            guard let long = line.split(separator: " ").first(where: { $0.hasPrefix("--") }) else { return nil }
            let name = String(long.split(separator: "/").first ?? long)
            return ["--help", "--version"].contains(name) ? nil : name
        }
    }

    @Test(arguments: kinds) func everyListedFlagIsHonoured(kind: String) throws {
        let flags = Self.listed[kind] ?? []
        #expect(flags.count >= 30, "\(flags)")
        var baselines = Baselines()
        for flag in flags {
            guard let probe = FlagProbe.probe(flag, kind: kind) else {
                Issue.record("chart \(kind) --help lists \(flag) but FlagProbe has no probe of it")
                continue
            }
            if probe.coveredBy != nil { continue }
            try Self.expectHonoured(probe, kind: kind, baselines: &baselines)
        }
    }

    /// A flag another kind lists and this one does not: exit 64, one line that names it.
    @Test(arguments: kinds) func everyOtherFlagIsRefused(kind: String) throws {
        let own = Set(Self.listed[kind] ?? [])
        var others: [String: FlagProbe] = [:]
        for other in Self.kinds where other != kind {
            for flag in Self.listed[other] ?? [] where !own.contains(flag) {
                others[flag] = others[flag] ?? FlagProbe.probe(flag, kind: other)
            }
        }
        #expect(!others.isEmpty)
        let dir = try TemporaryDirectory.make()
        try FlagProbe.standardInput(kind).write(toFile: dir + "/data.csv", atomically: true, encoding: .utf8)
        for (flag, probe) in others.sorted(by: { $0.key < $1.key }) {
            let result = try CLI.run([kind, "data.csv", "--plan"] + probe.arguments, in: dir)
            let shown = probe.arguments.first ?? flag
            #expect(result.status == 64, "chart \(kind) \(probe.arguments): exit \(result.status)")
            #expect(
                result.stderr.hasPrefix("chart: error: ") && result.stderr.contains(shown)
                    && result.stderr.split(separator: "\n").count == 1, "chart \(kind) \(probe.arguments): \(result.stderr)")
        }
    }

    /// The runs without a probe's flag, by kind, input, context and mode: many probes share one.
    typealias Baselines = [String: ChartProcessResult]

    /// Pie's `--legend` and `--sort` take the values the other kinds take; bare, as the switches
    /// they were, they still mean `right` and `desc`, with a warning.
    @Test func pieLegendAndSortTakeValues() throws {
        let dir = try TemporaryDirectory.make()
        try FlagProbe.standardInput("pie").write(toFile: dir + "/data.csv", atomically: true, encoding: .utf8)
        func plan(_ arguments: [String]) throws -> ChartProcessResult { try CLI.run(["pie", "data.csv", "--plan"] + arguments, in: dir) }
        for (bare, valued) in [(["--legend"], ["--legend", "right"]), (["--sort"], ["--sort", "desc"])] {
            let old = try plan(bare), new = try plan(valued)
            #expect(old.status == 0 && new.status == 0 && old.stdout == new.stdout, "\(old.stderr)")
            #expect(old.stderr == "chart: warning: \(bare[0]) without a value is deprecated; write \(valued.joined(separator: " "))\n")
            let quiet = try plan(bare + ["-q"])
            #expect(new.stderr.isEmpty && quiet.stderr.isEmpty)
        }
        let plain = try plan([]).stdout
        #expect(try plan(["--legend", "none"]).stdout == plain)
        #expect(try plan(["--sort", "none"]).stdout == plain)
        let ascending = try plan(["--sort", "asc"]), descending = try plan(["--sort", "desc"])
        #expect(ascending.status == 0 && ascending.stdout != descending.stdout)
        let top = try plan(["--legend", "top"])
        #expect(top.status == 64 && top.stderr.contains("--legend top does not apply to pie charts"), "\(top.stderr)")
    }

    /// A value parsed once as ArgumentParser reads it (`ParsedFlag`) is still refused before any
    /// data is read, exit 64, with the flag's own message (not ArgumentParser's wrapper).
    @Test(arguments: [
        (["line", "--size", "big"], "--size expects WIDTHxHEIGHT in pixels, like 800x500; got \"big\""),
        (["bar", "--page", "x"], "--page expects a page number, a range like 2-5, or all; got \"x\""),
        (
            ["discrete", "--x-format", "foo"],
            "unknown format \"foo\"; expected number, number:N, thousands, si, percent, currency:CODE or date:FORMAT"
        ),
        (["pie", "--value-format", "number:x"], "bad decimals in \"number:x\"; expected number:N with N from 0 to 20"),
        (["discrete", "--colors", "red,blurple"], "--colors: unknown colour \"blurple\"; use #RRGGBB, #RGB or a name like red, teal, navy"),
        (
            ["bar", "--x-date-format", "%Q"],
            "--x-date-format '%Q' has a directive chart cannot read; supported: %Y %y %m %d %e %H %I %p %M %S %b %B %%"
        ),
        (["pie", "--max-input-size", "5Q"], "--max-input-size must be a size such as 500M, 4G or 1000000; got \"5Q\""),
        (
            ["line", "--separator", "a"],
            "--separator must be one punctuation character (such as ',', ';', '|') or tab, not a letter, digit, quote or space; got \"a\""
        ),
    ])
    func badValuesKeepTheirMessages(_ arguments: [String], _ message: String) throws {
        let result = try CLI.run(arguments + ["--plan"], stdin: "k,v\na,1\n")
        #expect(result.status == 64)
        #expect(result.stderr == "chart: error: \(message) (see 'chart --help')\n")
    }

    /// Runs the probe and the same run without its flag, and checks the difference it promises.
    static func expectHonoured(_ probe: FlagProbe, kind: String, baselines: inout Baselines) throws {
        let dir = try TemporaryDirectory.make()
        try (probe.input ?? FlagProbe.standardInput(kind)).write(toFile: dir + "/" + probe.inputName, atomically: true, encoding: .utf8)
        func run(_ extra: [String]) throws -> ChartProcessResult {
            let mode: [String]
            switch probe.mode {
            case .plan: mode = ["--plan"]
            case .script: mode = ["--emit-script"]
            case .render: mode = ["-o", "out/c.png"]
            }
            let modeFlags = extra.contains(where: { ["--plan", "--emit-script"].contains($0) }) ? ["-o", "-"] : mode
            return try CLI.run([kind, probe.inputName] + probe.context + extra + modeFlags, in: dir)
        }
        let key = "\(kind) \(probe.inputName) \(probe.context) \(probe.mode) \(probe.input ?? "")"
        let without = try baselines[key] ?? run([])
        baselines[key] = without
        let with = try run(probe.arguments)
        let label = "chart \(kind) \(probe.arguments.joined(separator: " "))"
        switch probe.effect {
        case .output:
            #expect(with.status == 0, "\(label): exit \(with.status): \(with.stderr)")
            #expect(without.status != 0 || with.stdout != without.stdout, "\(label): \(probe.mode) is the same as without it")
            #expect(!with.stderr.contains("ignored"), "\(label): \(with.stderr)")
        case .stderr:
            #expect(with.status == 0 && without.status == 0, "\(label): \(with.stderr)")
            #expect(with.stderr != without.stderr, "\(label): stderr is the same as without it")
        case let .refusal(status):
            #expect(without.status == 0, "\(label) without the flag: \(without.stderr)")
            #expect(with.status == status, "\(label): exit \(with.status): \(with.stderr)")
            #expect(with.stderr.split(separator: "\n").count == 1, "\(label): \(with.stderr)")
        }
    }
}
