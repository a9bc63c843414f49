import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// Every refused invocation of every kind, a row each in `Tests/Fixtures/errors/KIND.json`
/// (argv after `chart KIND -o out.png`, stdin, exit status, the exact stderr line, a note):
/// one line naming what is wrong, a sysexits code, and no file left beside the output or in
/// TMPDIR.
@Suite struct ErrorCaseTests {
    @Test(arguments: BadInput.all)
    func reportsAndLeavesNothing(_ bad: BadInput) throws {
        try CLI.expectFailure(bad.command, bad)
    }

    /// Each kind's file reads (`BadInput.all` passes over one that does not) and names each case once.
    @Test(arguments: ChartKind.allCases)
    func casesRead(_ kind: ChartKind) throws {
        let names = try BadInput.cases(for: kind.rawValue).map(\.name)
        #expect(!names.isEmpty)
        #expect(Set(names).count == names.count, "\(kind): a case name repeats")
    }
}
