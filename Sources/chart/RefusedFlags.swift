import ChartKit

/// The message for a shared flag that ArgumentParser rejects as unknown on a kind that does not
/// draw it: the kind's refusal (`AxisFeatures.refusal(in:)`), with the reason and what to use
/// instead, where "Unknown option '--vline'" says neither.
///
/// Each command lists only the flags its kind draws (issue 18), and which those are is the
/// kind's declaration (`ChartKind.draws`), so this message and the library's refusal of the
/// same feature are one text.
enum RefusedFlags {
    /// `message` (ArgumentParser's first line), or the refusal when it rejects an unknown option
    /// that `arguments` (after the program name) gave to a kind that does not draw it.
    static func message(_ message: String, arguments: [String]) -> String {
        guard let kind = arguments.first.flatMap(ChartKind.init(rawValue:)),
            message.hasPrefix("Unknown option '"), let flag = message.dropFirst(16).split(separator: "'").first
        else { return message }
        if let refusal = others[kind]?[String(flag.prefix { $0 != "=" })] { return refusal }
        guard let feature = AxisFeatures.member(flag: String(flag)), !kind.draws.contains(feature)
        else { return message }
        return feature.refusal(in: kind, typed: String(flag))
    }

    /// Refusals of flags outside `AxisFeatures` that one kind's command does not list.
    static let others: [ChartKind: [String: String]] = [.heatmap: ["--palette": HeatmapCommand.paletteRefusal]]
}
