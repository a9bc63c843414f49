import ChartKit
import ChartTestSupport
import Testing

/// The fuzz targets' selectors reach what they claim to: every kind (heatmap, the ninth, was out
/// of reach of three selector bits), and `--facet` with `--series` on every kind that takes them.
@Suite struct FuzzVariantTests {
    @Test func selectorsReachEveryKind() {
        let reached = Set((0...255).map { ChartKind.cycling(FuzzTargets.kindIndex(UInt8($0))) })
        #expect(reached == Set(ChartKind.allCases))
    }

    /// Selectors of the seeds written before bit 6 counted keep their kinds.
    @Test(arguments: [(UInt8(0x00), ChartKind.line), (0x05, .bar), (0x73, .discrete), (0x84, .hist), (0x85, .scatter), (0x44, .heatmap)])
    func selectorKeepsItsKind(_ selector: UInt8, _ kind: ChartKind) {
        #expect(ChartKind.cycling(FuzzTargets.kindIndex(selector)) == kind)
    }

    @Test(arguments: ChartKind.allCases.filter { $0.has(.facets) })
    func groupingFacetsTheKind(_ kind: ChartKind) throws {
        let facetOnG = FuzzGrouping(1 | 1 << 2)
        let plan = try FuzzTargets.makePlan(
            kind: kind, bytes: Array("x,g,y\n1,a,2\n2,a,3\n1,b,4\n2,b,5\n".utf8), format: .csv, paging: PagingOptions(output: "/fuzz/out.png"),
            variant: 0, grouping: facetOnG)
        #expect(plan.base is FacetPlan)
        let bytes = Array("x,g,k,y\n1,a,p,2\n2,a,q,3\n".utf8)
        var request = ChartRequest(
            kind.recipe.init(x: nil, y: [], figure: FigureOptions(), paging: PagingOptions(output: "/fuzz/out.png")),
            input: .bytes(bytes, name: "fuzz"))
        try FuzzGrouping(1 | 2 | 1 << 2).apply(to: &request, kind: kind, bytes: bytes, read: ReadOptions(format: .csv))
        #expect(request.facet?.column == .name("g"))
        #expect(request.series == (kind.has(.series) ? .name("k") : nil))
    }

    /// The seeds before facets (second byte below the axis modes' count) group nothing.
    @Test func groupingZeroLeavesTheRequest() throws {
        var request = ChartRequest(
            ChartKind.line.recipe.init(x: nil, y: [], figure: FigureOptions(), paging: PagingOptions(output: "/fuzz/out.png")),
            input: .bytes([], name: "fuzz"))
        try FuzzGrouping(0).apply(to: &request, kind: .line, bytes: Array("x,g\n1,a\n".utf8), read: ReadOptions(format: .csv))
        #expect(request.facet == nil && request.series == nil)
    }
}
