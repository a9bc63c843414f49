import ArgumentParser
import ChartKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `chart doctor`: what chart needs from this machine, what to install when it is missing, and
/// which chart this is (its version, themes and completions), for a bug report in one paste.
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check gnuplot, its terminals and the font chart uses; say what to install.",
        discussion: """
            Prints chart's version line, then one line per check (ok / MISSING) with what was found \
            and, for a failure, the command that fixes it, then where chart finds its themes (every \
            folder searched, in order) and the bash, zsh and fish completions installed beside it. \
            Exits 0 when everything chart needs is there, 69 when gnuplot or its pngcairo terminal \
            is missing or too old, or the gnuplot named by --gnuplot or $GNUPLOT cannot be used.

            EXAMPLES:
              chart doctor
              chart doctor --gnuplot /opt/gnuplot/bin/gnuplot
            """
    )

    @Option(help: ArgumentHelp("gnuplot executable to check (default: $GNUPLOT, then PATH).", valueName: "path"), completion: .file())
    var gnuplot: String?

    func run() throws {
        let checks = Doctor(explicitGnuplot: gnuplot).checks()
        let executable = ThemeFolders.executablePath()
        var lines = [BuildIdentity.line + (executable.map { " at " + $0 } ?? "")]
        for check in checks {
            let mark = check.passed ? "ok     " : (check.required ? "MISSING" : "warning")
            lines.append("\(mark) \(check.name): \(check.detail)")
            if !check.passed { lines.append("        fix: \(check.fix)") }
        }
        lines += InstalledFiles.lines(
            themeFolders: ThemeFolders.current(executable: executable), ownThemes: ThemeFolders.current(executable: nil).first, executable: executable
        )
        try Session.reporting { try Terminal.write(lines.map(TextEscaping.visible).joined(separator: "\n") + "\n", what: "the report") }
        if checks.contains(where: { $0.required && !$0.passed }) { throw ExitCode(69) }
    }
}
