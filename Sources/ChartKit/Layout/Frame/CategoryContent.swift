/// What the frame needs to know about a chart whose marks sit in category slots, one per row:
/// the slot windows of each page, the names that fit along them and the room they take.
///
/// It is `PointContent`'s sibling for categories: bars and discrete slots lay out their names
/// on it, and so does line's text x, so a new category kind writes only its marks, not a fourth
/// copy of the slot windows and the name thinning (issue 35).
struct CategoryContent {
    /// How names are fitted. The two rules are older than this type and draw different pictures,
    /// so both are kept: changing either would move the names of every existing chart.
    enum Naming {
        /// Measured once and fitted over the whole chart (`CategoryNames`): rotated, thinned,
        /// cut or named by calendar period the same way on every page. Slots count from 0 on
        /// each page (a page's window is −0.5…slots−0.5), as the marks are placed page by page.
        case fitted(CategoryNames)
        /// Level names (`SlotTitles`, made strings only where drawn), thinned page by page so the
        /// widest name on the page and 12 px fit between two named slots: line's text x and
        /// discrete slots, whose marks sit at the row's own position, so windows are in rows.
        case perPage(SlotTitles, labelEvery: Int, metrics: TextMetrics)
    }

    var naming: Naming
    var pages: AxisPages
    /// Each selected page's window along the category axis.
    var windows: [ClosedRange<Double>]
    /// The most lines in one `perPage` name, counted once (the margin iteration asks often).
    private var perPageLines = 1

    /// Slots on the fullest page: every page's window is that wide, so slots keep one spacing
    /// across pages (a short last page is left-aligned, not stretched).
    var slotsPerPage: Int { pages.ranges.map(\.count).max() ?? 1 }

    /// Category slots on `pages`, each page's window as wide as the fullest page's: from
    /// slot 0 for `fitted` names, from the page's first row for `perPage` ones.
    init(_ naming: Naming, pages: AxisPages) {
        self.naming = naming
        self.pages = pages
        let widest = Double(pages.ranges.map(\.count).max() ?? 1)
        windows = pages.selected.map { page in
            let first: Double
            if case .fitted = naming { first = 0 } else { first = Double(pages.ranges[page - 1].lowerBound) }
            return (first - 0.5)...(first + widest - 0.5)
        }
        perPageLines = Self.lines(of: naming)
    }

    /// Category slots in `windows` (one per selected page) chosen by the kind: line's text x,
    /// whose windows tile its pages with its own rule (`LineLayouter.window`).
    init(_ naming: Naming, pages: AxisPages, windows: [ClosedRange<Double>]) {
        self.naming = naming
        self.pages = pages
        self.windows = windows
        perPageLines = Self.lines(of: naming)
    }

    /// The most lines in one name of `perPage` naming (1 for `fitted`, whose names are one line).
    private static func lines(of naming: Naming) -> Int {
        guard case let .perPage(titles, _, _) = naming else { return 1 }
        return titles.mostLines
    }

    /// The names as drawn along `length` pixels of category axis, the rule that fitted them
    /// and the pixels they take across it; nil for `perPage` names, which have no chart-wide rule.
    func fitted(along length: Double) -> (names: [String], rule: CategoryLabelRule, extent: Double)? {
        guard case let .fitted(names) = naming else { return nil }
        return names.fitted(slotPixels: length / Double(slotsPerPage))
    }

    /// How the names fit a plot `length` pixels along the category axis (`AxisChartContent.xLabels`).
    func labelFit(length: Double) -> AxisLabelFit {
        switch naming {
        case let .fitted(names):
            let fit = names.fitted(slotPixels: length / Double(slotsPerPage))
            return AxisLabelFit(extent: fit.extent, angle: names.horizontal ? 0 : fit.rule.angle)
        case let .perPage(_, _, metrics):
            return AxisLabelFit(extent: Double(perPageLines) * metrics.lineHeight)
        }
    }

    /// The category axis of each selected page on a plot `length` pixels along it
    /// (`AxisChartContent.xAxes`).
    func axes(length: Int) -> [AxisPlan] {
        switch naming {
        case .fitted:
            guard let fit = fitted(along: Double(length)) else { return [] }
            let slotPixels = Double(length) / Double(slotsPerPage)
            return pages.selected.indices.map { index in
                let rows = pages.rows(ofSelected: index)
                return Self.fittedAxis(rows: rows, window: windows[index], names: fit.names, every: fit.rule.every, slotPixels: slotPixels)
            }
        case let .perPage(titles, labelEvery, metrics):
            return windows.map { Self.perPageAxis(window: $0, pixels: length, titles: titles, labelEvery: labelEvery, metrics: metrics) }
        }
    }

    /// One tick per slot of `rows`, counted from 0; every `every`-th named, the rest marks only.
    /// When slots are narrower than 4 px only named slots get a mark: a mark per slot drew a
    /// solid black band under 1,000 bars. A slot left unnamed by calendar naming is marked
    /// only where every slot is.
    static func fittedAxis(rows: Range<Int>, window: ClosedRange<Double>, names: [String], every: Int, slotPixels: Double) -> AxisPlan {
        let marksEverySlot = slotPixels >= 4
        let ticks = rows.compactMap { row -> AxisTick? in
            let slot = row - rows.lowerBound
            if slot % every == 0, !names[row].isEmpty || marksEverySlot { return AxisTick(value: Double(slot), label: names[row]) }
            return marksEverySlot ? AxisTick(value: Double(slot), label: "") : nil
        }
        return AxisPlan(min: window.lowerBound, max: window.upperBound, ticks: ticks)
    }

    /// One slot per category in `window`; names thinned so the widest one on the page and a
    /// 12 px gap fit its share, a mark on every slot while slots are 4 px or wider and at most
    /// 400 on the page.
    static func perPageAxis(window: ClosedRange<Double>, pixels: Int, titles: SlotTitles, labelEvery: Int, metrics: TextMetrics) -> AxisPlan {
        let first = Int(window.lowerBound.rounded(.up))
        let last = min(Int(window.upperBound.rounded(.down)), titles.count - 1)
        guard first <= last else { return AxisPlan(min: window.lowerBound, max: window.upperBound, ticks: []) }
        let slots = last - first + 1
        let span = max(window.upperBound - window.lowerBound, 1)
        let slotPixels = Double(pixels) / span
        let widest = titles.widest(in: first..<(last + 1), metrics: metrics)
        // Slots may be far narrower than a pixel (a million on one page): the floor only guards
        // the division (it was 0.001 px, which let labels of a million slots overlap).
        let needed = Int(min(((widest + 12) / max(slotPixels, 1e-9)).rounded(.up), Double(slots)))
        let every = max(labelEvery, needed, 1)
        let marksEverySlot = slotPixels >= 4 && slots <= 400
        var ticks: [AxisTick] = []
        for slot in first...last {
            if (slot - first) % every == 0 {
                ticks.append(AxisTick(value: Double(slot), label: titles[slot]))
            } else if marksEverySlot {
                ticks.append(AxisTick(value: Double(slot), label: ""))
            }
        }
        return AxisPlan(min: window.lowerBound, max: window.upperBound, ticks: ticks)
    }
}
