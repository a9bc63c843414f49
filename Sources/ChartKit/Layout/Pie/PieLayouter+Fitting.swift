#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Keeps every pie label and legend row inside the image: small slices beyond what fits are
/// grouped into one "Other (N)" slice, and whatever still does not fit is left out and said.
///
/// Labels beside the pie stand one above another, so a side holds only as many as its height
/// allows; 60 slices put labels above the top edge and 1,000 at y = −17,000 px, silently. The
/// smallest slices are grouped first (the fewest that make every label fit, found by
/// bisection); with `--no-other` the slices stay and the labels that do not fit are omitted.
extension PieLayouter {
    /// Height of one legend row.
    static func legendRow(_ metrics: TextMetrics) -> Double {
        max(metrics.lineHeight * 1.3, swatch + 6).rounded()
    }

    /// How many legend rows fit between the region's top and bottom.
    func legendCapacity(_ region: Region, metrics: TextMetrics) -> Int {
        max(1, Int(((region.bottom - region.top) / Self.legendRow(metrics)).rounded(.down)))
    }

    /// Slices with a text that is drawn nowhere.
    static func omittedLabels(_ slices: [PieSlicePlan]) -> Int {
        slices.filter { !$0.text.isEmpty && $0.placement == .none }.count
    }

    /// Each page's pie with its smallest slices grouped into "Other (N)" where its labels or
    /// legend would not fit otherwise, and N for each page (0: unchanged).
    func fittingGroups(_ groups: [PieGroup], chart: PieChart, titles: [String], metrics: TextMetrics) -> ([PieGroup], [Int]) {
        guard options.groupsSmallSlices else { return (groups, groups.map { _ in 0 }) }
        let region = Region(options: options, titles: titles, slices: groups.map { slices(of: $0, chart: chart) }, metrics: metrics)
        var result = groups
        var counts = groups.map { _ in 0 }
        for index in groups.indices {
            let group = groups[index]
            func fits(_ candidate: PieGroup) -> Bool { everythingFits(candidate, chart: chart, region: region, metrics: metrics) }
            let own = group.ownSlices
            guard own >= 3, !fits(group) else { continue }
            // Grouping k smallest: k = 1 would only rename a slice, so the search starts at 2;
            // k = own − 1 leaves one slice and "Other", which is used even if it does not fit.
            var low = 1, high = own - 1
            while high - low > 1 {
                let middle = (low + high) / 2
                if fits(group.groupingSmallest(middle)) { high = middle } else { low = middle }
            }
            result[index] = group.groupingSmallest(high)
            counts[index] = result[index].slices.last?.merged ?? high
        }
        return (result, counts)
    }

    /// Whether every label of `group` has a place inside `region` at the radius it allows, and
    /// its legend (with `--legend`) every row.
    private func everythingFits(_ group: PieGroup, chart: PieChart, region: Region, metrics: TextMetrics) -> Bool {
        let slices = slices(of: group, chart: chart)
        if options.legend && slices.count > legendCapacity(region, metrics: metrics) { return false }
        guard let radius = try? fittedRadius(in: region, slices: [slices], metrics: metrics) else { return false }
        return Self.omittedLabels(place(slices, radius: radius, in: region, metrics: metrics)) == 0
    }

    /// A warning when slice titles drawn (after grouping) share a colour and fill: more titles
    /// than the colours and fill patterns can tell apart. None when a colour column gave the
    /// colours (`colors` nil): they are the user's choice.
    func lookWarnings(_ groups: [PieGroup], colors: Int?) -> [String] {
        guard let colors else { return [] }
        var looks: [String: PieChartBuilder.Look] = [:]
        for group in groups {
            for slice in group.slices where !slice.isOther && slice.value > 0 {
                looks[slice.label] = PieChartBuilder.Look(color: slice.color, fill: slice.fill)
            }
        }
        let distinct = Set(looks.values).count
        guard distinct < looks.count else { return [] }
        let fix =
            options.groupsSmallSlices
            ? "give more colours with --colors, or merge small slices with --other-below"
            : "give more colours with --colors, or drop --no-other to group small slices into \"Other\""
        let warning = SeriesRounds.warning(count: looks.count, distinct: distinct, colors: colors, what: "slices", styles: "fill patterns", fix: fix)
        return warning.map { [$0] } ?? []
    }

    /// The grouping, said once per pie that was grouped.
    func otherWarnings(_ groups: [PieGroup], otherSlices: [Int]) -> [String] {
        zip(groups, otherSlices).compactMap { group, count in
            guard count > 0, let other = group.slices.last else { return nil }
            let pie = group.name.map { "pie \"\($0)\"" } ?? "the pie"
            return
                """
                \(count) small slices of \(pie) grouped into \"\(other.label)\" so every \(options.legend ? "legend row" : "label") fits in the \
                image; use --no-other to keep them (labels that do not fit are then left out), or a larger --size
                """
        }
    }

    /// Labels and legend rows left out, counted over all pages and said once each.
    func omissionWarnings(_ pages: [PiePagePlan]) -> [String] {
        var warnings: [String] = []
        let labels = pages.reduce(0) { $0 + $1.omittedLabels }
        if labels > 0 {
            let advice =
                options.groupsSmallSlices
                ? "use --legend right or a larger --size" : "drop --no-other to group small slices into \"Other\", or use a larger --size"
            warnings.append(
                "\(labels) slice label\(labels == 1 ? "" : "s") left out: \(labels == 1 ? "it does" : "they do") not fit inside the image; \(advice)")
        }
        let rows = pages.reduce(0) { $0 + $1.omittedLegendEntries }
        if rows > 0 {
            let advice =
                options.groupsSmallSlices ? "use a larger --size" : "drop --no-other to group small slices into \"Other\", or use a larger --size"
            warnings.append(
                "\(rows) legend entr\(rows == 1 ? "y" : "ies") left out (the smallest slices): the legend does not fit inside the image; \(advice)")
        }
        return warnings
    }
}
