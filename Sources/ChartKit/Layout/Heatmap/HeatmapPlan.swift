/// A heatmap's plan: the axis frame's, with its colour scale and the drawn cells.
package typealias HeatmapPlan = AxisKindPlan<HeatmapMarks>

/// What a heatmap decides beyond the frame: the colour scale and where its bar goes.
package struct HeatmapMarks: AxisMarks {
    package typealias Chart = HeatmapChart
    package typealias Options = HeatmapOptions
    package typealias PageMarks = [HeatmapCell]
    package typealias Emitter = HeatmapEmitter
    package var scale: HeatmapColorScale
    package var bar: HeatmapColorBar
}
