#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Checks what `chart` needs from the machine, so "why does my chart fail in CI" has one command
/// that answers it: gnuplot found and runnable, a version that reads chart's programs, the
/// terminals chart uses (pngcairo now; svg and pdfcairo for other formats), and the font.
///
/// Each check says what it found and, when it fails, what to install. The library only reports;
/// `chart doctor` prints and exits 0 when every required check passes, 69 otherwise.
package struct Doctor: Sendable {
    /// One line of the report.
    package struct Check: Sendable, Equatable {
        package var name: String
        package var passed: Bool
        /// A required check failing makes chart unusable; the others only limit it.
        package var required: Bool
        package var detail: String
        /// What to run or install when it failed; empty when it passed.
        package var fix: String
    }

    package var explicitGnuplot: String?
    package var environment: [String: String]

    package init(explicitGnuplot: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.explicitGnuplot = explicitGnuplot
        self.environment = environment
    }

    static let install = "sudo apt-get install gnuplot-nox (Debian/Ubuntu) or brew install gnuplot (macOS)"

    /// Every check, in order; later checks are skipped (failed) when gnuplot cannot run.
    package func checks() -> [Check] {
        var checks: [Check] = []
        let executable: String
        do {
            executable = try GnuplotLocator.locate(explicit: explicitGnuplot, environment: environment)
            checks.append(Check(name: "gnuplot", passed: true, required: true, detail: executable, fix: ""))
        } catch {
            let detail = (error as? ChartError)?.description ?? "\(error)"
            let fix = GnuplotLocator.fixForNamed(explicit: explicitGnuplot, environment: environment) ?? Self.install
            return [Check(name: "gnuplot", passed: false, required: true, detail: detail, fix: fix)]
        }

        let probe = "print GPVAL_VERSION\nprint GPVAL_PATCHLEVEL\nprint GPVAL_TERMINALS\n"
        let output: String
        do {
            output = try GnuplotRunner(executable: executable, timeout: 20).run(program: probe)
        } catch {
            let detail = (error as? ChartError)?.description ?? "\(error)"
            checks.append(Check(name: "gnuplot runs", passed: false, required: true, detail: detail, fix: "reinstall gnuplot: " + Self.install))
            return checks
        }
        let lines = output.split(separator: "\n").map { $0.trimmingSpaces() }
        let version = lines.first.flatMap { Double($0) } ?? 0
        let patch = lines.count > 1 ? lines[1] : "?"
        checks.append(
            Check(
                name: "gnuplot version", passed: version >= 5.2, required: true,
                detail: "\(lines.first ?? "?") patchlevel \(patch)" + (version >= 5.2 ? "" : " (chart needs 5.2 or later)"),
                fix: version >= 5.2 ? "" : "upgrade gnuplot: " + Self.install))
        let terminals = Set((lines.count > 2 ? lines[2] : "").split(separator: " ").map(String.init))
        for (terminal, required, use) in [("pngcairo", true, "PNG output"), ("svg", false, "SVG output"), ("pdfcairo", false, "PDF output")] {
            let found = terminals.contains(terminal)
            checks.append(
                Check(
                    name: "terminal \(terminal)", passed: found, required: required,
                    detail: found ? "available (\(use))" : "missing (\(use))",
                    fix: found ? "" : "install a gnuplot built with cairo: gnuplot-nox or gnuplot-qt (Debian/Ubuntu), brew install gnuplot (macOS)"))
        }
        checks.append(fontCheck())
        return checks
    }

    /// DejaVu Sans, the font every chart is drawn with, as fontconfig resolves it.
    func fontCheck() -> Check {
        let fix = "sudo apt-get install fonts-dejavu-core (Debian/Ubuntu) or brew install --cask font-dejavu (macOS)"
        guard let fcMatch = GnuplotLocator.search(name: "fc-match", in: environment["PATH"] ?? "") else {
            return Check(name: "font DejaVu Sans", passed: false, required: false, detail: "cannot tell: fc-match (fontconfig) not found", fix: fix)
        }
        let outcome = try? ProcessPipeline(executable: fcMatch, arguments: ["DejaVu Sans"], timeout: 10).run()
        let text = outcome.map { String(decoding: $0.stdout, as: UTF8.self).trimmingWhitespace() } ?? ""
        let found = text.contains("DejaVu Sans")
        return Check(
            name: "font DejaVu Sans", passed: found, required: false,
            detail: found ? text : "fontconfig substitutes \(text.isEmpty ? "nothing" : text): text will look different",
            fix: found ? "" : fix)
    }
}
