/// Everything the user can say about a scatter chart beyond its data.
package struct ScatterOptions: AxisKindOptions, Equatable {
    /// Figure, axes (both numeric: `--x-log`, `--y-log`, formats, `--hline`) and the one page a
    /// scatter chart has; `--vline`, `--highlight` and pages are refused.
    package var frame: AxisFrameOptions
    /// gnuplot's point size for the markers: 1 draws a filled circle 7 px across (measured on
    /// pngcairo: about 6·size + 1 px), never below `ScatterLayouter.minimumMarkerSize`, so a point
    /// is always visible.
    package var markerSize: Double
    /// The marker sizes `--marker-size` and the library's `markerSize` take: from a speck that
    /// still shows to a disc of about 60 px.
    package static let markerSizes: ClosedRange<Double> = 0.6...10
    /// A fitted line per series (`--fit linear`), its equation and r² in the legend; nil: none.
    package var fit: ScatterFit?
    /// Markers, or a density image of points per pixel: `auto` switches to the image above
    /// `ScatterLayouter.densityThreshold`.
    package var density: DensityMode = .auto

    package init(
        figure: FigureOptions = FigureOptions(), axes: AxisOptions = AxisOptions(), paging: PagingOptions, markerSize: Double = 1,
        fit: ScatterFit? = nil
    ) {
        self.frame = AxisFrameOptions(figure: figure, axes: axes, paging: paging)
        self.markerSize = markerSize
        self.fit = fit
    }
}

/// The line `--fit` draws through each series.
package enum ScatterFit: String, Sendable, Equatable, CaseIterable {
    /// Least squares on the points as given (`LinearFit`).
    case linear
}

/// Whether a scatter chart draws markers or a density image (`--density`, `--no-density`).
package enum DensityMode: String, Sendable, Equatable {
    /// The image when points outnumber a quarter of the plot's pixels, else markers.
    case auto
    /// Always the image (`--density`).
    case on
    /// Always markers (`--no-density`).
    case off
}
