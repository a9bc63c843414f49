/// How a `Chart`'s settings become the request `chart KIND` makes from the same flags: checked
/// as the command checks them, refused by name where the kind does not draw them.
extension Chart {
    /// The settings a kind draws, each with its name in a message: one given to another kind is
    /// a usage error, since a setting silently ignored makes a chart other than the one asked for.
    private var kindSettings: [(name: String, given: Bool, kinds: Set<ChartKind>)] {
        let axisKinds = Set(ChartKind.all(.axes))
        return [
            ("x", x != nil, Set(ChartKind.all(.xColumn))),
            ("xLog", xLog, Set(ChartKind.all(.xLog))),
            ("yLog", yLog, axisKinds),
            ("yMin", yMin != nil, axisKinds),
            ("yMax", yMax != nil, axisKinds),
            ("pages", pages != .one, Set(ChartKind.all(.pages))),
            ("valueLabels", valueLabels, [.bar, .pie]),
            ("donut", donut != nil, [.pie]),
            ("stacked", stacked, [.bar, .hist]),
            ("bins", bins != .auto, [.hist]),
            ("binRange", binRange != nil, [.hist]),
            ("barHeight", barHeight != .count, [.hist]),
            ("cumulative", cumulative, [.hist]),
            ("marks", !marks.isEmpty, [.hist]),
            ("fit", fit != nil, [.scatter]),
            ("markerSize", markerSize != 1, [.scatter]),
            ("sizeBy", sizeBy != nil, [.scatter]),
        ]
    }

    /// Refuses a setting the kind does not draw, or a value the command's flag would refuse.
    private func checkSettings() throws {
        for setting in kindSettings where setting.given && !setting.kinds.contains(kind) {
            let kinds = ChartKind.allCases.filter(setting.kinds.contains).map(\.rawValue)
            throw ChartError.usage(
                "\(setting.name) applies to \(kinds.joined(separator: ", ")) charts, not to \(kind.article) \(kind.rawValue) chart")
        }
        for (name, value) in [("yMin", yMin), ("yMax", yMax)] {
            guard let value else { continue }
            guard value.isFinite, abs(value) <= ValueParser.maximumMagnitude else {
                throw ChartError.usage("\(name) must be a finite number between -1e300 and 1e300, not \(value)")
            }
        }
        if let yMin, let yMax, yMin >= yMax { throw ChartError.usage("yMin (\(yMin)) must be below yMax (\(yMax))") }
        if let donut, !PieOptions.isRingWidth(donut) {
            throw ChartError.usage("donut must be above 0 and at most 1 (the ring's width as a fraction of the radius), not \(donut)")
        }
        if let binRange, !(binRange.lowerBound.isFinite && binRange.upperBound.isFinite && binRange.lowerBound < binRange.upperBound) {
            throw ChartError.usage("binRange must run from a finite number to a larger one, not \(binRange)")
        }
        guard ScatterOptions.markerSizes.contains(markerSize) else {
            throw ChartError.usage("markerSize must be between 0.6 and 10, not \(markerSize)")
        }
        if let selectedPages, selectedPages.lowerBound < 1 {
            throw ChartError.usage("selectedPages counts from page 1, not \(selectedPages.lowerBound)")
        }
    }

    /// The request the `chart` command would make from the same data and settings.
    func request(output: String) throws -> ChartRequest {
        let format = TableReader.pathExtension(of: output).flatMap(OutputFormat.init(pathExtension:)) ?? .png
        guard FigureOptions.isDrawable(width: width, height: height) else {
            let (least, most) = (FigureOptions.minimumSize, FigureOptions.maximumSize)
            throw ChartError.usage(
                "a chart of \(width)x\(height) px cannot be drawn: width \(least.width)–\(most.width), height \(least.height)–\(most.height)")
        }
        try checkSettings()
        let figure = FigureOptions(
            width: width, height: height, title: title, xLabel: xLabel, yLabel: yLabel, format: format,
            theme: theme.theme)
        let paging = PagingOptions(
            pagination: try pages.pagination, selection: selectedPages.map { .range($0.lowerBound, $0.upperBound) }, output: output)
        let (input, read) = data.input()
        return ChartRequest(try recipe(figure: figure, paging: paging), input: input, read: read)
    }

    /// The kind's recipe with the kind's defaults, then these settings, as the command's flags
    /// set them (the recipe's builder checks each cell a log axis draws, `AxisRecipe`).
    private func recipe(figure: FigureOptions, paging: PagingOptions) throws -> any ChartRecipe {
        let x = self.x.map(ColumnSelector.init(parsing:))
        let y = self.y.map(ColumnSelector.init(parsing:))
        switch kind {
        case .bar:
            return try axisRecipe(BarRecipe(x: x, y: y, figure: figure, paging: paging)) {
                ($0.options.showValues, $0.options.stacked) = (valueLabels, stacked)
            }
        case .pie:
            var recipe = PieRecipe(x: x, y: y, figure: figure, paging: paging)
            (recipe.options.ringWidth, recipe.options.valueLabels) = (donut, valueLabels)
            return recipe
        case .hist:
            return try axisRecipe(HistRecipe(x: x, y: y, figure: figure, paging: paging)) {
                ($0.options.binning, $0.options.range) = (try bins.binning(logSpaced: xLog), binRange)
                ($0.options.scale, $0.options.cumulative, $0.options.stacked) = (barHeight.histScale, cumulative, stacked)
                $0.options.marks = try marks.map { try $0.histMark() }
            }
        case .scatter:
            return try axisRecipe(ScatterRecipe(x: x, y: y, figure: figure, paging: paging)) {
                ($0.options.fit, $0.options.markerSize) = (fit?.scatterFit, markerSize)
                $0.builder.sizeBy = sizeBy.map(ColumnSelector.init(parsing:))
            }
        default:
            // A kind with no settings of its own (line, discrete, a new table kind): its
            // recipe's defaults, and the axes if it has them.
            let recipe = kind.recipe.init(x: x, y: y, figure: figure, paging: paging)
            guard let axisKind = recipe as? any AxisRecipe else { return recipe }
            return withAxes(axisKind)
        }
    }

    /// `recipe` with these axis settings (an opened `any AxisRecipe`).
    private func withAxes<Recipe: AxisRecipe>(_ recipe: Recipe) -> any ChartRecipe { axisRecipe(recipe) { _ in } }

    /// `recipe` with these axis settings, then the kind's own set by `kindSettings`: every axis
    /// kind takes the axes the same way.
    private func axisRecipe<Recipe: AxisRecipe>(_ recipe: Recipe, kindSettings: (inout Recipe) throws -> Void = { _ in }) rethrows -> Recipe {
        var recipe = recipe
        recipe.options.axes = AxisOptions(yMin: yMin, yMax: yMax, yLog: yLog, xLog: xLog)
        try kindSettings(&recipe)
        return recipe
    }
}
