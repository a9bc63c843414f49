/// Writes the gnuplot program for a pie chart plan: one program for all its pies.
///
/// gnuplot has no pie command, so each slice is a circle object with an arc (a wedge), a
/// donut's hole is a background-coloured circle drawn over the wedges, and the slices are
/// parted by thin background-coloured lines. The plot area is the whole image and the axes
/// run in pixels (x = column, y = height − 1 − row), so the circle is round and the plan's
/// pixel geometry is exactly what is drawn. Nothing is plotted but a value outside the y range,
/// which makes gnuplot draw the objects without a warning.
public struct PieEmitter: Sendable {
    public init() {}

    public func program(for plan: PiePlan, outputs: [String]) -> String {
        let theme = plan.options.figure.theme
        var script = ScriptBuilder(theme: theme)
        let frame = plan.frame
        let options = plan.options
        let fontSize = options.figure.fontSize
        let height = Double(frame.height)
        script.comment("chart pie: \(plan.pages.count) of \(plan.pageCount) pie(s)")
        FrameCommands.setup(&script, frame: frame, fontSize: fontSize, format: plan.options.figure.format, scale: plan.options.figure.pixelScale)
        script.line("unset border")
        script.line("unset xtics")
        script.line("unset ytics")
        script.line("set xrange [0:\(frame.width - 1)]")
        script.line("set yrange [0:\(frame.height - 1)]")

        func point(_ x: Double, _ y: Double) -> String {
            "\(GnuplotNumber.literal(Self.pixel(x))),\(GnuplotNumber.literal(Self.pixel(height - 1 - y)))"
        }
        let center = point(plan.centerX, plan.centerY)
        let radius = GnuplotNumber.literal(plan.radius)

        for (index, page) in plan.pages.enumerated() {
            script.comment("page \(page.page)\(page.group.map { ": group \($0)" } ?? "")")
            script.line("unset object")
            script.line("unset label")
            script.line("unset arrow")
            script.line("set output \(GnuplotString.quoted(outputs[index]))")
            FrameCommands.title(&script, page.title, frame: frame, fontSize: fontSize)
            var object = 0
            var label = 1
            var arrow = 0

            if page.hasGap {
                object += 1
                script.line("set object \(object) circle at \(center) size \(radius) fs empty border lc rgb '\(theme.outline)' lw 1")
            }
            let drawn = page.slices.filter { $0.value > 0 }
            for slice in drawn {
                object += 1
                let low = min(slice.startAngle, slice.endAngle), high = max(slice.startAngle, slice.endAngle)
                let arc = high - low >= 360 ? "" : " arc [\(GnuplotNumber.literal(Self.rounded(90 - high))):\(GnuplotNumber.literal(Self.rounded(90 - low)))]"
                script.line("set object \(object) circle at \(center) size \(radius)\(arc) fc rgb '\(slice.color)' fs solid 1 noborder")
            }
            // Slice boundaries: a thin background line along each edge, so neighbours stay apart.
            if drawn.count > 1 || page.hasGap {
                var bearings: [Double] = []
                for slice in drawn {
                    for bearing in [slice.startAngle, slice.endAngle] {
                        let reduced = Self.reduced(bearing)
                        if !bearings.contains(where: { abs(Self.reduced($0 - reduced + 180) - 180) < 1e-6 }) { bearings.append(reduced) }
                    }
                }
                for bearing in bearings {
                    arrow += 1
                    let (dx, dy) = PieLayouter.direction(bearing)
                    let from = point(plan.centerX + dx * plan.innerRadius, plan.centerY + dy * plan.innerRadius)
                    let to = point(plan.centerX + dx * (plan.radius + 0.5), plan.centerY + dy * (plan.radius + 0.5))
                    script.line("set arrow \(arrow) from \(from) to \(to) nohead lw 1.5 lc rgb '\(theme.background)' front")
                }
            }
            if plan.innerRadius > 0 {
                object += 1
                let border = page.hasGap ? "border lc rgb '\(theme.outline)' lw 1" : "noborder"
                script.line("set object \(object) circle at \(center) size \(GnuplotNumber.literal(plan.innerRadius)) fc rgb '\(theme.background)' fs solid 1 \(border)")
                centerTexts(&script, plan: plan, label: &label, point: point)
            }
            for slice in page.slices where slice.placement != .none {
                label += 1
                let align: String
                switch slice.placement {
                case .outsideRight: align = "left"
                case .outsideLeft: align = "right"
                case .inside, .none: align = "center"
                }
                script.line("set label \(label) \(GnuplotString.quoted(slice.text)) at \(point(slice.textX, slice.textY)) \(align) front tc rgb '\(slice.textColor)'")
                if slice.leader.count >= 2 {
                    for (from, to) in zip(slice.leader, slice.leader.dropFirst()) {
                        arrow += 1
                        script.line("set arrow \(arrow) from \(point(from.x, from.y)) to \(point(to.x, to.y)) nohead lw 1 lc rgb '\(theme.leader)' front")
                    }
                }
            }
            for entry in page.legend {
                object += 1
                let swatch = PieLayouter.swatch
                script.line("set object \(object) rect from \(point(entry.x, entry.y + swatch)) to \(point(entry.x + swatch, entry.y)) fc rgb '\(entry.color)' fs solid 1 noborder")
                label += 1
                script.line("set label \(label) \(GnuplotString.quoted(entry.label)) at \(point(entry.x + swatch + 8, entry.y + swatch / 2)) left front\(theme.textColorClause)")
            }
            script.line("plot -1 notitle")
        }
        script.line("unset output")
        return script.program
    }

    /// The donut's centre title (bold, larger) and text, stacked around the centre.
    private func centerTexts(_ script: inout ScriptBuilder, plan: PiePlan, label: inout Int, point: (Double, Double) -> String) {
        let fontSize = plan.options.figure.fontSize
        let theme = plan.options.figure.theme
        let title = plan.options.centerTitle.flatMap { $0.isEmpty ? nil : $0 }
        let text = plan.options.centerText.flatMap { $0.isEmpty ? nil : $0 }
        let titleMetrics = TextMetrics(fontSize: fontSize * 1.5)
        let metrics = TextMetrics(fontSize: fontSize)
        let titleHeight = title.map { Double(titleMetrics.lines(in: $0)) * titleMetrics.lineHeight } ?? 0
        let textHeight = text.map { Double(metrics.lines(in: $0)) * metrics.lineHeight } ?? 0
        var y = plan.centerY - (titleHeight + textHeight) / 2
        if let title {
            label += 1
            script.line("set label \(label) \(GnuplotString.quoted(title)) at \(point(plan.centerX, y + titleHeight / 2)) center front font \(GnuplotString.quoted(theme.font + ":Bold," + GnuplotNumber.literal(fontSize * 1.5))) tc rgb '\(theme.sliceText)'")
            y += titleHeight
        }
        if let text {
            label += 1
            script.line("set label \(label) \(GnuplotString.quoted(text)) at \(point(plan.centerX, y + textHeight / 2)) center front tc rgb '\(theme.secondaryText)'")
        }
    }

    /// A coordinate to 1/100 pixel: finer than any terminal draws, and free of float noise.
    static func pixel(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }

    /// Bearing in [0, 360).
    static func reduced(_ bearing: Double) -> Double {
        let value = bearing.truncatingRemainder(dividingBy: 360)
        return value < 0 ? value + 360 : value
    }

    /// Angles to 1e-9 degrees, so float noise from cumulative sums does not reach the program.
    static func rounded(_ value: Double) -> Double {
        (value * 1e9).rounded() / 1e9
    }
}
