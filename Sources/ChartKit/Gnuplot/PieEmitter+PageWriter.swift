extension PieEmitter {
    /// Writes one pie page's objects, boundaries, labels and legend, numbering gnuplot's
    /// objects, labels and arrows as it goes (label 1 is the title).
    struct PageWriter {
        var plan: PiePlan
        var page: PiePagePlan
        var object = 0
        var label = 1
        var arrow = 0

        init(plan: PiePlan, page: PiePagePlan) {
            self.plan = plan
            self.page = page
        }

        /// A pixel position (rows counted from the top) in gnuplot's upward coordinates.
        func point(_ x: Double, _ y: Double) -> String {
            "\(GnuplotNumber.literal(PieEmitter.pixel(x))),\(GnuplotNumber.literal(PieEmitter.pixel(Double(plan.frame.height) - 1 - y)))"
        }

        mutating func write(_ script: inout ScriptBuilder) {
            let center = point(plan.centerX, plan.centerY)
            let radius = GnuplotNumber.literal(plan.radius)
            if page.hasGap {
                object += 1
                script.line(
                    "set object \(object) circle at \(center) size \(radius) fs empty border lc rgb '\(plan.options.figure.theme.outline)' lw 1")
            }
            let drawn = page.slices.filter { $0.value > 0 }
            for slice in drawn {
                object += 1
                let low = min(slice.startAngle, slice.endAngle), high = max(slice.startAngle, slice.endAngle)
                let arc =
                    high - low >= 360
                    ? "" : " arc [\(GnuplotNumber.literal(PieEmitter.rounded(90 - high))):\(GnuplotNumber.literal(PieEmitter.rounded(90 - low)))]"
                script.line("set object \(object) circle at \(center) size \(radius)\(arc) \(slice.fill.objectStyle(slice.color))")
            }
            if drawn.count > 1 || page.hasGap { boundaries(&script, drawn) }
            if plan.innerRadius > 0 {
                object += 1
                let border = page.hasGap ? "border lc rgb '\(plan.options.figure.theme.outline)' lw 1" : "noborder"
                script.line(
                    """
                    set object \(object) circle at \(center) size \(GnuplotNumber.literal(plan.innerRadius)) fc rgb \
                    '\(plan.options.figure.theme.background)' fs solid 1 \(border)
                    """
                )
                centerTexts(&script)
            }
            sliceLabels(&script)
            for entry in page.legend {
                object += 1
                let swatch = PieLayouter.swatch
                script.line(
                    """
                    set object \(object) rect from \(point(entry.x, entry.y + swatch)) to \(point(entry.x + swatch, entry.y)) \
                    \(entry.fill.objectStyle(entry.color))
                    """
                )
                label += 1
                script.line(
                    """
                    set label \(label) \(GnuplotString.quoted(entry.label)) at \(point(entry.x + swatch + 8, entry.y + swatch / 2)) left \
                    front\(plan.options.figure.theme.textColorClause)
                    """
                )
            }
        }

        /// Slice boundaries: a thin background line along each edge, so neighbours stay apart.
        private mutating func boundaries(_ script: inout ScriptBuilder, _ drawn: [PieSlicePlan]) {
            var edges = BearingSet()
            for slice in drawn {
                edges.insert(PieEmitter.reduced(slice.startAngle))
                edges.insert(PieEmitter.reduced(slice.endAngle))
            }
            for bearing in edges.bearings {
                arrow += 1
                let (dx, dy) = PieLayouter.direction(bearing)
                let from = point(plan.centerX + dx * plan.innerRadius, plan.centerY + dy * plan.innerRadius)
                let to = point(plan.centerX + dx * (plan.radius + 0.5), plan.centerY + dy * (plan.radius + 0.5))
                script.line("set arrow \(arrow) from \(from) to \(to) nohead lw 1.5 lc rgb '\(plan.options.figure.theme.background)' front")
            }
        }

        /// Slice titles inside or beside their slices, with leader lines to those outside.
        private mutating func sliceLabels(_ script: inout ScriptBuilder) {
            for slice in page.slices where slice.placement != .none {
                label += 1
                let align: String
                switch slice.placement {
                case .outsideRight: align = "left"
                case .outsideLeft: align = "right"
                case .inside, .none: align = "center"
                }
                script.line(
                    """
                    set label \(label) \(GnuplotString.quoted(slice.text)) at \(point(slice.textX, slice.textY)) \(align) front tc rgb \
                    '\(slice.textColor)'
                    """
                )
                guard slice.leader.count >= 2 else { continue }
                for (from, to) in zip(slice.leader, slice.leader.dropFirst()) {
                    arrow += 1
                    script.line(
                        """
                        set arrow \(arrow) from \(point(from.x, from.y)) to \(point(to.x, to.y)) nohead lw 1 lc rgb \
                        '\(plan.options.figure.theme.leader)' front
                        """
                    )
                }
            }
        }

        /// The donut's centre title (bold, larger) and text, stacked around the centre.
        private mutating func centerTexts(_ script: inout ScriptBuilder) {
            let fontSize = plan.options.figure.fontSize
            let title = plan.options.centerTitle.flatMap { $0.isEmpty ? nil : $0 }
            let text = plan.options.centerText.flatMap { $0.isEmpty ? nil : $0 }
            let titleMetrics = TextMetrics(fontSize: fontSize * 1.5)
            let metrics = TextMetrics(fontSize: fontSize)
            let titleHeight = title.map { Double(titleMetrics.lines(in: $0)) * titleMetrics.lineHeight } ?? 0
            let textHeight = text.map { Double(metrics.lines(in: $0)) * metrics.lineHeight } ?? 0
            var y = plan.centerY - (titleHeight + textHeight) / 2
            if let title {
                label += 1
                script.line(
                    """
                    set label \(label) \(GnuplotString.quoted(title)) at \(point(plan.centerX, y + titleHeight / 2)) center front font \
                    \(GnuplotString.quoted(plan.options.figure.theme.font + ":Bold," + GnuplotNumber.literal(fontSize * 1.5))) tc rgb \
                    '\(plan.options.figure.theme.sliceText)'
                    """
                )
                y += titleHeight
            }
            if let text {
                label += 1
                script.line(
                    """
                    set label \(label) \(GnuplotString.quoted(text)) at \(point(plan.centerX, y + textHeight / 2)) center front tc rgb \
                    '\(plan.options.figure.theme.secondaryText)'
                    """
                )
            }
        }
    }
}
