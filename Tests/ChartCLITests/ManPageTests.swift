import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// `man chart` reads cleanly and says what a user looks for in a man page (issue 34: every
/// `man chart` printed 6–8 `mdoc warning: Empty input line`, the page said "PNG charts" only and
/// had no EXAMPLES, FILES, ENVIRONMENT or SEE ALSO). The page is generated
/// (`scripts/generate-docs`): swift-argument-parser's page, finished by
/// `scripts/lib/finish-man.awk` with the sections of `share/man/chart.1.sections`.
@Suite struct ManPageTests {
    static let root = URL(fileURLWithPath: CLI.example("u5mr.csv")).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    static let page = root + "/share/man/chart.1"

    static func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    /// The section `name` of the page: from its `.Sh` line to the next.
    static func section(_ name: String, of page: String) -> String? {
        let lines = page.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0 == ".Sh \(name)" || $0 == ".Sh \"\(name)\"" }) else { return nil }
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix(".Sh ") } ?? lines.endIndex
        return lines[start..<end].joined(separator: "\n")
    }

    /// Runs a formatter on the page; nil (and a note) when it is not installed.
    static func warnings(_ command: [String], environment extra: [String: String] = [:]) throws -> String? {
        var environment = ProcessInfo.processInfo.environment
        environment.merge(extra) { $1 }
        let result = try ChartProcess.runExecutable("/usr/bin/env", command, environment: environment)
        if result.status == 127 {
            print("note: ManPageTests skipped \(command[0]): it is not installed (scripts/bootstrap installs man-db and groff)")
            return nil
        }
        #expect(result.status == 0, "\(command.joined(separator: " ")): exit \(result.status): \(result.stderr)")
        return result.stderr
    }

    @Test(arguments: ["60", "80", "120"]) func manPrintsNoWarning(width: String) throws {
        guard let stderr = try Self.warnings(["man", "--warnings", "-l", Self.page], environment: ["MANWIDTH": width]) else { return }
        #expect(stderr.isEmpty, "MANWIDTH=\(width) man --warnings -l share/man/chart.1:\n\(stderr)")
    }

    @Test func groffPrintsNoWarning() throws {
        guard let stderr = try Self.warnings(["groff", "-mandoc", "-ww", "-z", Self.page]) else { return }
        #expect(stderr.isEmpty, "groff -mandoc -ww -z share/man/chart.1:\n\(stderr)")
    }

    /// No line mdoc reads as an empty input line, and the help's examples are literal displays.
    @Test func pageIsCleanMdoc() throws {
        let page = try Self.text(Self.page)
        let lines = page.components(separatedBy: "\n").dropLast()
        let empty = lines.enumerated().filter { $0.element.trimmingCharacters(in: .whitespaces).isEmpty }.map { $0.offset + 1 }
        #expect(empty.isEmpty, "empty lines \(empty) in share/man/chart.1: \(GeneratedDocsTests.fix)")
        #expect(page.contains(".Bd -literal -offset indent\nchart line sales.csv"), "the help's examples are not literal displays")
    }

    @Test func pageHasTheSectionsUsersLookFor() throws {
        let page = try Self.text(Self.page)
        for name in ["NAME", "SYNOPSIS", "DESCRIPTION", "ENVIRONMENT", "FILES", "EXIT STATUS", "EXAMPLES", "SEE ALSO"] {
            #expect(Self.section(name, of: page) != nil, "share/man/chart.1 has no \(name)")
        }
        let name = try #require(Self.section("NAME", of: page))
        for format in ["PNG", "SVG", "PDF", "text"] { #expect(name.contains(format), "NAME does not say \(format): \(name)") }
        let examples = Self.section("EXAMPLES", of: page) ?? ""
        for kind in ChartKind.allCases.map(\.rawValue) {
            #expect(page.contains(".It Em \(kind)\n"), "no \(kind) command in share/man/chart.1")
            #expect(examples.contains("chart \(kind) "), "no chart \(kind) in EXAMPLES")
        }
        #expect(Self.section("SEE ALSO", of: page)?.contains(".Xr gnuplot 1") == true)
        let files = Self.section("FILES", of: page) ?? ""
        for path in ["chart/themes", "bash-completion", "_chart", "chart.fish", "share/doc/chart", "examples"] {
            #expect(files.contains(path), "FILES does not name \(path)")
        }
        for code in ["64", "65", "66", "69", "70", "73", "74", "130"] {
            #expect(Self.section("EXIT STATUS", of: page)?.contains(code) == true, "EXIT STATUS does not name \(code)")
        }
    }

    /// Every environment variable the sources read is in ENVIRONMENT (the test support's own, read
    /// only by the tests, aside): a new one that is not documented fails here.
    @Test func environmentNamesEveryVariableChartReads() throws {
        let environment = try #require(Self.section("ENVIRONMENT", of: Self.text(Self.page)))
        let read = try NSRegularExpression(pattern: #"(?:environment\["|getenv\(")([A-Z][A-Z0-9_]*)"(?:\]|\))(?!\s*=[^=])"#)
        var variables: [String: String] = [:]
        for folder in ["Sources/ChartKit", "Sources/chart"] {
            let base = Self.root + "/" + folder
            for file in FileManager.default.enumerator(atPath: base)?.compactMap({ $0 as? String }) ?? [] where file.hasSuffix(".swift") {
                let text = try Self.text(base + "/" + file)
                for match in read.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    variables[String(text[Range(match.range(at: 1), in: text)!])] = folder + "/" + file
                }
            }
        }
        #expect(variables.count >= 10, "\(variables.keys.sorted())")
        for (variable, file) in variables.sorted(by: { $0.key < $1.key }) {
            let listed =
                environment.contains(".It Ev \(variable)\n") || environment.contains(".It Ev \(variable) ,")
                || environment.contains(", \(variable) ,") || environment.contains(", \(variable)\n")
            #expect(listed, "\(file) reads $\(variable), which ENVIRONMENT in share/man/chart.1.sections does not list")
        }
    }

    /// The page ends with the sections file as it is now: editing it without running
    /// scripts/generate-docs is caught.
    @Test func sectionsAreCurrent() throws {
        let page = try Self.text(Self.page)
        let sections = try Self.text(Self.root + "/share/man/chart.1.sections")
        #expect(page.hasSuffix("\n" + sections), "share/man/chart.1 is \(GeneratedDocsTests.fix)")
    }
}
