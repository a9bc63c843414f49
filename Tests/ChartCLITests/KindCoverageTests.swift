import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// Every `ChartKind` has what a kind needs besides its code: goldens, error cases, a README
/// link and reference page, an example and completions. A new case that lacks one fails here,
/// naming the missing piece, instead of being silently left out of a hand-kept list (issue 18).
@Suite struct KindCoverageTests {
    /// The top folder of the repository.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static func text(_ path: String) -> String {
        (try? String(contentsOfFile: root + "/" + path, encoding: .utf8)) ?? ""
    }

    static func files(_ folder: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? []
    }

    /// Files a kind must be named in: what is missing, the file and the text it must hold (KIND
    /// stands for the kind's name in both).
    static let mentions: [(what: String, file: String, text: String)] = [
        ("a reference page", "share/doc/chart/chart-KIND.md", "chart KIND"),
        ("a README link to its reference page", "README.md", "(share/doc/chart/chart-KIND.md)"),
        ("an example", "share/examples/Makefile", "$(CHART) KIND "),
        ("bash completions", "share/completions/chart.bash", "_chart_KIND()"),
        ("zsh completions", "share/completions/_chart", "_chart_KIND()"),
        ("fish completions", "share/completions/chart.fish", "__chart_wants_positional KIND "),
    ]

    /// What a kind must have: a name for the failure, and whether the kind named so has it.
    static let requirements: [(String, @Sendable (String) -> Bool)] = {
        var all: [(String, @Sendable (String) -> Bool)] = [
            (
                "golden cases (Sources/ChartTestSupport/GoldenCases/KindGoldens.swift, GoldenCase.cases(for:))",
                { @Sendable kind in GoldenCase.all.contains { $0.kind.rawValue == kind } }
            ),
            (
                "error cases (Tests/Fixtures/errors/KIND.json, run by ErrorCaseTests)",
                { @Sendable kind in (try? BadInput.cases(for: kind))?.isEmpty == false }
            ),
        ]
        for (what, file, needle) in mentions {
            all.append(
                (
                    "\(what) (\(file))",
                    { @Sendable kind in
                        text(file.replacingOccurrences(of: "KIND", with: kind)).contains(needle.replacingOccurrences(of: "KIND", with: kind))
                    }
                ))
        }
        return all
    }()

    @Test(arguments: ChartKind.allCases)
    func kindHasEverything(_ kind: ChartKind) {
        for (what, has) in Self.requirements {
            #expect(has(kind.rawValue), "chart \(kind.rawValue) lacks \(what)")
        }
    }

    /// The checks can fail: a kind that exists nowhere (a `sketch`) has none of it.
    @Test func missingPiecesAreNoticed() {
        for (what, has) in Self.requirements {
            #expect(!has("sketch"), "a kind that does not exist passes the check for \(what)")
        }
    }

    /// Each golden case has its recorded program and plan (a case without them fails in
    /// `EmitterGoldenTests` too, but here it is named as a missing piece of the kind).
    @Test(arguments: GoldenCase.all)
    func goldenCaseIsRecorded(_ golden: GoldenCase) {
        for file in golden.files {
            #expect(FileManager.default.fileExists(atPath: Golden.folder().appendingPathComponent(file).path), "\(golden) lacks \(file)")
        }
    }

    /// Every recorded program and plan belongs to a case: a renamed or dropped case leaves no
    /// golden file that nothing checks.
    @Test func noGoldenFileWithoutACase() {
        let checked = Set(GoldenCase.all.flatMap(\.files))
        let recorded = Self.files("Tests/Fixtures/golden").filter { $0.hasSuffix(".gp") || $0.hasSuffix(".plan.json") }
        #expect(!recorded.isEmpty)
        #expect(recorded.filter { !checked.contains($0) }.sorted() == [])
    }
}
