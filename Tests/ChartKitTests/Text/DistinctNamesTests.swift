import Testing

@testable import ChartKit

/// Shortened legend names never read the same (issue 33 item 9): "nonfarm" and "nonfarm…",
/// "private" and "private_…" were distinct strings but not distinct to a reader.
@Suite(.tags(.heavy)) struct DistinctNamesTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var names: [String]
        var limit: Double
        var drawn: [String]
        var testDescription: String { "\(names) in \(Int(limit))" }
    }

    /// Measured in terminal cells, so the expected cuts can be read off by counting.
    @Test(arguments: [
        // The cases: an end cut would read as the shorter name.
        Case(names: ["nonfarm", "nonfarm_total"], limit: 9, drawn: ["nonfarm", "non…total"]),
        Case(names: ["private", "private_ind"], limit: 9, drawn: ["private", "priv…_ind"]),
        // Both cut: "private_g…" stands for one of them only.
        Case(names: ["private_goods", "private_service"], limit: 10, drawn: ["private_g…", "private_s…"]),
        // Both cut where their ends would be the same text ("private_…").
        Case(names: ["private_goods", "private_gifts"], limit: 9, drawn: ["pri…goods", "pri…gifts"]),
        // An end cut that reads as no other name is kept.
        Case(names: ["manufacturing", "construction"], limit: 8, drawn: ["manufac…", "constru…"]),
        // Names that fit stay whole; duplicates stay duplicates.
        Case(names: ["a", "b", "a"], limit: 9, drawn: ["a", "b", "a"]),
        // Wide characters count two cells.
        Case(names: ["東京都新宿区", "東京都渋谷区"], limit: 7, drawn: ["東…宿区", "東…谷区"]),
        // Words after a space.
        Case(names: ["Sector employment 12", "Sector employment 13"], limit: 12, drawn: ["Sector e… 12", "Sector e… 13"]),
    ])
    func cuts(_ test: Case) {
        let result = DistinctNames.cells.shortened(test.names, toWidth: test.limit)
        #expect(result.names == test.drawn)
        #expect(result.alike == nil)
        #expect(result.names.allSatisfy { Double(TerminalWidth.columns(of: $0)) <= test.limit })
    }

    /// Names that differ only where no cut of the width can show are reported, not hidden.
    @Test func namesNoCutKeepsApartAreReported() {
        let result = DistinctNames.cells.shortened(["abcdXefgh", "abcdYefgh", "other"], toWidth: 5)
        #expect(result.alike.map { [$0.0, $0.1] } == [0, 1])
    }

    /// A thousand names (the series cap) that share a long start and differ at the end are kept
    /// apart by their tails; each cut is checked only against the names sharing its head.
    @Test func aThousandNamesThatShareTheirStart() {
        let names = (0..<1000).map { "Professional and business services sector employment \($0)" }
        let result = DistinctNames.cells.shortened(names, toWidth: 16)
        #expect(result.alike == nil)
        #expect(Set(result.names).count == 1000)
        #expect(result.names[7].hasPrefix("Profes") && result.names[7].hasSuffix(" 7"), "\(result.names[7])")
    }

    struct Reading: Sendable {
        var head: String
        var tail: String
        var name: String
        var reads: Bool
    }

    @Test(arguments: [
        Reading(head: "nonfarm", tail: "", name: "nonfarm", reads: true),
        Reading(head: "private_", tail: "", name: "private", reads: true),
        Reading(head: "private_", tail: "", name: "private_service", reads: true),
        Reading(head: "priv", tail: "_ind", name: "private", reads: false),
        Reading(head: "priv", tail: "_ind", name: "private_ind", reads: true),
        // Head and tail may not overlap: "ab…ba" does not stand for "aba".
        Reading(head: "ab", tail: "ba", name: "aba", reads: false),
    ])
    func readsAs(_ test: Reading) {
        #expect(DistinctNames.reads(DistinctNames.Cut(head: test.head, tail: test.tail), as: test.name) == test.reads)
    }

    /// Generated name sets at every width: each drawn name fits, and none reads as another
    /// entry's name unless the pair is reported.
    @Test func generatedNamesNeverReadAlikeSilently() {
        let stems = ["nonfarm", "private", "private_goods", "private_service", "gov", "government_state", "government_local", "x"]
        let sets = (0..<stems.count).map { Array(stems.dropFirst($0)) + stems.prefix($0).map { $0 + "_sa" } }
        for names in sets {
            for limit in stride(from: 5.0, through: 20, by: 1) {
                let result = DistinctNames.cells.shortened(names, toWidth: limit)
                #expect(result.names.allSatisfy { Double(TerminalWidth.columns(of: $0)) <= limit })
                guard result.alike == nil else { continue }
                #expect(Set(result.names).count == Set(names).count, "\(names) at \(limit): \(result.names)")
                for (index, drawn) in result.names.enumerated() where drawn != names[index] {
                    let parts = drawn.split(separator: "…", omittingEmptySubsequences: false).map(String.init)
                    let cut = DistinctNames.Cut(head: parts[0], tail: parts.count > 1 ? parts[1] : "")
                    let others = names.filter { $0 != names[index] }
                    #expect(!others.contains { DistinctNames.reads(cut, as: $0) }, "\(drawn) reads as another of \(names)")
                }
            }
        }
    }
}
