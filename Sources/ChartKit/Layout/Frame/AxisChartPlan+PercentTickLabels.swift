extension AxisChartPlan {
    /// Every tick label that holds a `%` and is longer than gnuplot draws whole shortened with
    /// "…" (`PercentTickLabel`), with a warning naming the labels, so no axis of any kind (names,
    /// slot titles, numbers and dates, on either side) is cut by gnuplot mid-character or with
    /// no sign. Done once on the finished plan, the one place every tick label passes whatever
    /// made it, so `--plan` shows the label as drawn. Text charts are drawn by chart, not
    /// gnuplot, and keep their labels.
    mutating func fitPercentTickLabels() {
        guard figure.format != .text else { return }
        var shortened: [String] = []
        var seen: Set<String> = []
        updateAxes { axis in
            for index in axis.ticks.indices where PercentTickLabel.needsShortening(axis.ticks[index].label) {
                let label = axis.ticks[index].label
                axis.ticks[index].label = PercentTickLabel.fitted(label)
                if seen.insert(label).inserted { shortened.append(label) }
            }
        }
        guard !shortened.isEmpty else { return }
        warnings.append(Self.percentWarning(shortened))
    }

    /// `the tick label "…" holds a % and is 61 bytes long: …`, or the count and the first three.
    static func percentWarning(_ labels: [String]) -> String {
        let limit = PercentTickLabel.maxBytes
        let why = "gnuplot draws only the first \(limit) bytes of a tick label that holds a % (it formats such labels in a fixed buffer)"
        if labels.count == 1, let label = labels.first {
            return
                """
                the tick label \(QuotedText.quoted(label)) holds a % and is \(label.utf8.count) bytes long; \(why), so it is drawn shortened with \
                \"…\"
                """
        }
        let named = labels.prefix(3).map { QuotedText.quoted($0) }.joined(separator: ", ") + (labels.count > 3 ? ", …" : "")
        return "\(labels.count) tick labels hold a % and are longer than \(limit) bytes (\(named)); \(why), so they are drawn shortened with \"…\""
    }
}
