import ChartKit
import ChartTestSupport

/// The long flags each kind's `chart KIND --help` lists: what a kind takes, as its users read it.
///
/// The capability tests and the prose-list tests compare against it, so a flag moved between
/// kinds shows up in the capability, the docs' prose and the flag table alike.
enum KindHelp {
    /// Each kind's flags (`--header/--no-header` as `--header`), read once.
    static let flags: [ChartKind: Set<String>] = Dictionary(
        uniqueKeysWithValues: ChartKind.allCases.map { kind in
            let help = (try? CLI.run([kind.commandName, "--help"]).stdoutText) ?? ""
            return (kind, options(in: help))
        })

    /// The options `help` lists (lines starting `  --name` or `  -o, --name`), not those named
    /// in its prose.
    static func options(in help: String) -> Set<String> {
        Set(
            help.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("  -") else { return nil }
                let long = line.split(separator: " ").first { $0.hasPrefix("--") }.map { String($0) }
                return long?.split(separator: "/").first.map { String($0.prefix { $0 != "=" && $0 != "<" }) }
            })
    }

    /// The kinds whose help lists `flag`, in `ChartKind` order.
    static func kinds(taking flag: String) -> [ChartKind] {
        ChartKind.allCases.filter { flags[$0]?.contains(flag) == true }
    }
}
