import ChartTestSupport
import Testing

@testable import ChartKit

/// Recorded gnuplot programs and `--plan` documents of every kind (`GoldenCase.all`: one file of
/// cases a kind under `Sources/ChartTestSupport/GoldenCases/`).
///
/// A changed program is a changed image: review the diff, then re-record with
/// CHART_RECORD_GOLDEN=1 (a recording run still fails, so a snapshot is never taken by accident).
@Suite struct EmitterGoldenTests {
    @Test(arguments: GoldenCase.all)
    func program(_ golden: GoldenCase) throws {
        // Through the library's entry point, from the model on, as every caller draws.
        let plan = try ChartPipeline().plan(for: golden.request)
        let program = try plan.program(outputs: plan.outputs)
        #expect(Golden.check(program, named: golden.name + ".gp") == .matches)
        #expect(Golden.check(plan.planJSON, named: golden.name + ".plan.json") == .matches)
        // No user text may reach a double-quoted gnuplot string: the only double quotes written
        // are the constant line-break joiner.
        #expect(GnuplotSafety.unsafeLines(in: program) == [])
    }
}
