import ChartTestSupport
import Foundation
import Testing

/// `--facet-sort total` orders panels by exact totals (`ExactSum`): a streamed panel adds its
/// values in input order, a whole read's chart in x order, and summed plainly the two differ
/// where large values cancel. Here panel `a` holds 1e16, -1e16 and 1 in input order (1e16, 1,
/// -1e16 in x order): plainly summed 1 streamed but 0 read whole, under panel `b`'s 0.5, so the
/// streamed scatter chart put `a` first and the whole read `b`.
@Suite struct FacetTotalOrderTests {
    static let cancelling: String = {
        var rows = ["x,panel,v", "1,a,1e16", "3,a,-1e16", "2,a,1", "4,b,0.5"]
        for x in 10..<3_000 { rows.append("\(x),\(["a", "b"][x % 2]),0") }
        return rows.joined(separator: "\n") + "\n"
    }()

    @Test(arguments: ["line", "scatter"])
    func streamedAndWholeReadsOrderPanelsAlike(_ kind: String) throws {
        let arguments = ["--facet", "panel", "--facet-sort", "total"]
        try LineFacetStreamTests.expectReadingsAgree("\(kind) cancelling", input: Self.cancelling, arguments: arguments, kind: kind)
        let (dir, tmp) = (try TemporaryDirectory.make(), try TemporaryDirectory.make())
        let whole = try LineFacetStreamTests.run(
            arguments + ["--plan"], input: Self.cancelling, in: dir, reading: LineFacetStreamTests.readings[0], tmpdir: tmp, kind: kind)
        let first = whole.stdoutText.range(of: "\"name\": \"a\"")?.lowerBound
        let second = whole.stdoutText.range(of: "\"name\": \"b\"")?.lowerBound
        #expect(first != nil && second != nil && first! < second!, "\(kind): panel a (total 1) comes first: \(whole.stdoutText.prefix(600))")
    }
}
