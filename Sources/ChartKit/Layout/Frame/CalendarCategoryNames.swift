/// Calendar names for bars over a date column: `2006` for yearly rows, `Jan 2006` for monthly,
/// and, when not every bar can be named level, only the bars that start a calendar period
/// (a week, month, quarter, half-year, year or several years), the way a time axis is ticked.
///
/// Bars stay one slot per row; only their names change. Raw cells (`2006-01-01`) rotated and
/// thinned to every 5th month read as text, not as time; a reader looks for the years.
struct CalendarCategoryNames {
    /// One naming: each row's label, or "" for a row left unnamed (it keeps its mark).
    struct Naming {
        var labels: [String]
        /// The widest label, in pixels.
        var widest: Double
        /// The fewest slots between two named rows (the whole count when one row is named).
        var closest: Int
    }

    /// Every row named in the data's own form (`%Y`, `%b %Y`, `%b %d` or `%Y-%m-%d`, with the
    /// time of day when rows carry one), or in `--x-format date:FMT`.
    var full: [String]
    /// Coarser namings in order (finest first), each naming only the rows that start a period;
    /// empty when the rows are not in time order (`--sort` by value).
    var thinned: [Naming]

    /// The names for `times` (epoch seconds, one per row); `pattern` is the user's
    /// `--x-format date:` form, if any.
    init(times: [Double], pattern: String?, metrics: TextMetrics) {
        let civil = times.map { CivilTime(epochSeconds: Int64($0.rounded(.down))) }
        let granularity = XAxisLayout.granularity(of: times)
        let years = Set(civil.map(\.year))
        let yearly = granularity == 86_400 && civil.allSatisfy { $0.month == 1 && $0.day == 1 }
        let monthly = granularity == 86_400 && civil.allSatisfy { $0.day == 1 }
        let dayForm = years.count == 1 ? "%b %d" : "%Y-%m-%d"
        let baseForm =
            yearly
            ? "%Y"
            : monthly
                ? "%b %Y"
                : granularity == 86_400
                    ? dayForm
                    : granularity >= 60 ? dayForm + " %H:%M" : dayForm + " %H:%M:%S"
        func form(_ natural: String) -> DatePattern { DatePattern(unchecked: pattern ?? natural) }
        full = times.map { form(baseForm).format(epochSeconds: $0) ?? "" }

        thinned = []
        guard zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }), civil.count > 1 else { return }
        // Periods coarser than a row, each as a key that changes where a period starts.
        var periods: [(key: (CivilTime) -> Int64, form: String)] = []
        if !yearly && !monthly {
            if granularity < 86_400 { periods.append(({ CivilTime.days(year: $0.year, month: $0.month, day: $0.day) }, dayForm)) }
            periods.append(({ CivilTime.floorDiv(CivilTime.days(year: $0.year, month: $0.month, day: $0.day) + 3, 7) }, dayForm))
            periods.append(({ $0.year * 12 + Int64($0.month) }, "%b %Y"))
        }
        if !yearly {
            periods.append(({ $0.year * 4 + Int64(($0.month - 1) / 3) }, "%b %Y"))
            periods.append(({ $0.year * 2 + Int64(($0.month - 1) / 6) }, "%b %Y"))
            periods.append(({ $0.year }, "%Y"))
        }
        for multiple: Int64 in [2, 5, 10, 20, 50, 100, 200, 500, 1000] {
            periods.append(({ CivilTime.floorDiv($0.year, multiple) }, "%Y"))
        }
        for (key, natural) in periods {
            let keys = civil.map(key)
            var named = [0] + keys.indices.dropFirst().filter { keys[$0] != keys[$0 - 1] }
            // A first bar just before a period starts would crowd the next name: left unnamed.
            if named.count >= 3, (named[1] - named[0]) * 2 < named[2] - named[1] { named.removeFirst() }
            let formatter = form(natural)
            var labels = [String](repeating: "", count: times.count)
            var widest = 0.0
            for row in named {
                labels[row] = formatter.format(epochSeconds: times[row]) ?? ""
                widest = max(widest, metrics.width(of: labels[row]))
            }
            let closest = zip(named, named.dropFirst()).map { $1 - $0 }.min() ?? times.count
            thinned.append(Naming(labels: labels, widest: widest, closest: closest))
            if named.count <= 2 { break }  // coarser periods name no more
        }
    }

    /// The finest thinned naming whose level names fit `slotPixels` wide slots, or nil.
    func fitting(slotPixels: Double) -> Naming? {
        thinned.first { $0.widest + 8 <= Double($0.closest) * slotPixels }
    }
}
