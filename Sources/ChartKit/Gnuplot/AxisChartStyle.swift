/// How a kind's axes look where kinds differ on purpose; the frame (`AxisChartEmitter`) draws
/// them so.
package struct AxisChartStyle {
    var orientation: AxisOrientation = .vertical
    /// Value ticks, their title and the border (`chart bar --no-axes` hides them).
    var showsValueAxis = true
    /// Grid lines at the category ticks too (line and discrete), or at the values only (bars).
    var categoryGrid = true
    /// Reference lines over the marks (opaque bars would hide them) or under them (lines).
    var referenceLinesInFront = false
}
