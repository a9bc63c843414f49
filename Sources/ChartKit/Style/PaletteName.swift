/// The palettes a user can name (`--palette`, `palette =` in a theme file).
package enum PaletteName: String, CaseIterable, Sendable {
    case okabeIto = "okabe-ito"
    case tableau10
    case viridis

    /// The palette's colours, `#RRGGBB`.
    package var colors: [String] {
        switch self {
        case .okabeIto: return Palette.okabeIto
        case .tableau10: return Palette.tableau10
        case .viridis: return Palette.viridis
        }
    }

    /// The stops of a sequential palette, whose colours a chart spreads over its series
    /// (`Theme.spread(over:)`); nil for the categorical ones.
    package var sequentialStops: [String]? {
        self == .viridis ? Palette.viridisStops : nil
    }

    /// `okabe-ito, tableau10 or viridis`, for messages.
    package static var list: String {
        let names = allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    }
}
