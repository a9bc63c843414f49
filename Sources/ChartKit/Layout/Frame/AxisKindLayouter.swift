/// A chart kind's layouter on the shared axis frame: it declares which frame features it draws,
/// and lays out only its marks.
///
/// The declaration is the kind's promise: `plan(for:)` (through `AxisChartLayouter.plan`) refuses
/// every feature the options set that the kind does not draw before any layout, with one message
/// shape. A kind cannot reach the frame without declaring, so a shared flag it forgets is
/// refused, not silently ignored.
package protocol AxisKindLayouter: Sendable {
    associatedtype Chart: AxisChartTexts
    associatedtype Options: AxisKindOptions
    associatedtype Plan: AxisChartPlan
    /// The kind this layouter draws.
    static var kind: ChartKind { get }
    /// Every frame feature the kind can draw (with some options: `draws(with:)` narrows it).
    static var draws: AxisFeatures { get }
    /// What the kind draws with `options` (horizontal bars have no right value axis); the
    /// default is `draws`.
    static func draws(with options: Options) -> AxisFeatures
    /// Why the kind refuses `feature`, as the text after "--FLAG does not apply to KIND charts"
    /// (": …" or "; use … instead"); nil: the feature's own (`AxisFeatures.defaultReason`).
    static func refusalReason(_ feature: AxisFeatures) -> String?
    var options: Options { get }
    init(options: Options)
    /// The plan of `chart` once the frame has made its texts drawable and refused what the kind
    /// does not draw.
    func layout(_ chart: Chart) throws -> Plan
}

extension AxisKindLayouter {
    package static func draws(with options: Options) -> AxisFeatures { draws }
    package static func refusalReason(_ feature: AxisFeatures) -> String? { nil }

    /// The plan for `chart`: refused where it sets what the kind does not draw, its texts made
    /// drawable by the frame, then laid out.
    package func plan(for chart: Chart) throws -> Plan {
        try AxisChartLayouter.plan(chart, by: self) { try $0.layout($1) }
    }
}
