import Testing

@testable import ChartKit

/// Long data (`--series`) in which a series has no row at some x, through the pipeline of every
/// kind that splits it: drawn with a gap, or refused by an error that names the kind being drawn
/// (the splitter said "a bar chart" whoever asked).
@Suite struct MissingPairTests {
    /// Series "a" has no row at x 2.
    static let long = Array("d,region,v\n1,a,10\n1,b,3\n2,b,11\n".utf8)

    @Test(arguments: ChartKind.all(.series))
    func aMissingPairIsAGapOrAnErrorNamingTheKind(_ kind: ChartKind) throws {
        let request = ChartRequest(ChartPipelineTests.chart(kind), input: .bytes(Self.long, name: "long.csv"), series: .name("region"))
        guard kind.has(.everyValue) else {
            _ = try ChartPipeline().plan(for: request)
            return
        }
        let error = try #require(throws: ChartError.self) { try ChartPipeline().plan(for: request) }
        guard case .badData(_, _, let message) = error else {
            Issue.record("not a bad-data error: \(error)")
            return
        }
        #expect(message.hasSuffix("; \(kind.article) \(kind.rawValue) chart needs a value for every category in every series"), "\(message)")
        for other in ChartKind.allCases where other != kind {
            #expect(!message.contains("\(other.rawValue) chart"), "\(message)")
        }
    }
}
