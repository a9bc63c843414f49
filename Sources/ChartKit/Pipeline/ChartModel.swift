/// A chart of one kind, typed and validated, before layout: what the Model stage builds and what
/// `ChartInput.model` takes from a caller that built it itself.
package protocol ChartModel: Sendable {}

extension LineChart: ChartModel {}
extension BarChart: ChartModel {}
extension PieChart: ChartModel {}
extension DiscreteChart: ChartModel {}
extension HistChart: ChartModel {}
