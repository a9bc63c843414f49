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

    /// What a kind must have: a name for the failure, and whether the kind named so has it.
    static let requirements: [(String, @Sendable (String) -> Bool)] = [
        (
            "golden cases (Sources/ChartTestSupport/GoldenCases/KindGoldens.swift, GoldenCase.cases(for:))",
            { kind in GoldenCase.all.contains { $0.kind.rawValue == kind } }
        ),
        (
            "error cases (Tests/Fixtures/errors/KIND.json, run by ErrorCaseTests)",
            { kind in (try? BadInput.cases(for: kind))?.isEmpty == false }
        ),
        (
            "a reference page (share/doc/chart/chart-KIND.md)",
            { kind in
                text("share/doc/chart/chart-\(kind).md").contains("chart \(kind)")
            }
        ),
        (
            "a README link to its reference page",
            { kind in
                text("README.md").contains("(share/doc/chart/chart-\(kind).md)")
            }
        ),
        (
            "an example in share/examples/Makefile",
            { kind in
                text("share/examples/Makefile").contains("$(CHART) \(kind) ")
            }
        ),
        (
            "bash completions (share/completions/chart.bash)",
            { kind in
                text("share/completions/chart.bash").contains("_chart_\(kind)()")
            }
        ),
        (
            "zsh completions (share/completions/_chart)",
            { kind in
                text("share/completions/_chart").contains("_chart_\(kind)()")
            }
        ),
        (
            "fish completions (share/completions/chart.fish)",
            { kind in
                text("share/completions/chart.fish").contains("__chart_wants_positional \(kind) ")
            }
        ),
    ]

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
