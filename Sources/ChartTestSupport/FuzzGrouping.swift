import ChartKit

/// How the fuzz program target groups an input's rows: `--facet` on one of its columns, with or
/// without `--series` on another, so small multiples are fuzzed on every kind that takes them.
///
/// Chosen by how many times the second byte of an input cycles through the axis modes
/// (`FuzzTargets.program`): 0 (every seed written before facets) groups nothing, so old seeds
/// keep their meaning. Bit 0 facets, bit 1 splits series, bits 2–4 pick the facet column (its
/// header name, as `--facet` takes it); the series key is the column after it.
package struct FuzzGrouping: Sendable {
    package var facet: Bool
    package var series: Bool
    package var column: Int

    package init(_ bits: Int) {
        facet = bits & 1 != 0
        series = bits & 2 != 0
        column = bits >> 2 & 7
    }

    /// Sets `request`'s `--facet` and `--series` as the bits say, on the kinds that take them,
    /// naming the columns of `bytes` read as `read` (an unreadable input is left to the
    /// pipeline to refuse).
    package func apply(to request: inout ChartRequest, kind: ChartKind, bytes: [UInt8], read: ReadOptions) throws {
        guard facet || series else { return }
        guard let names = try? TableReader(options: read).read(bytes: bytes, name: "fuzz", pathExtension: nil).names, !names.isEmpty else {
            return
        }
        let first = column % names.count
        if facet && kind.has(.facets) {
            request.facet = FacetOptions(column: .name(names[first]), scale: FacetScale.allCases[column % FacetScale.allCases.count])
        }
        if series && kind.has(.series) && names.count > 1 {
            request.series = .name(names[(first + 1) % names.count])
        }
    }
}
