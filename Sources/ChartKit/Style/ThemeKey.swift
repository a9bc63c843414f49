/// The keys of a theme file, in the order `share/themes/house.theme` documents them.
package enum ThemeKey: String, CaseIterable, Sendable {
    case extends
    case background, text, axis, grid, reference, annotation
    case sliceText = "slice-text"
    case secondaryText = "secondary-text"
    case leader, outline
    case palette, dashes
    case pointTypes = "point-types"
    case fills
    case font
    case fontSize = "font-size"
    case lineWidth = "line-width"

    /// The colour a colour key sets, or nil for the other keys.
    var colorPath: WritableKeyPath<Theme, String>? {
        switch self {
        case .background: return \.background
        case .text: return \.text
        case .axis: return \.axis
        case .grid: return \.grid
        case .reference: return \.reference
        case .annotation: return \.annotation
        case .sliceText: return \.sliceText
        case .secondaryText: return \.secondaryText
        case .leader: return \.leader
        case .outline: return \.outline
        case .extends, .palette, .dashes, .pointTypes, .fills, .font, .fontSize, .lineWidth: return nil
        }
    }

    /// The key closest to a misspelt one (`backgrund` → `background`), if any is close enough.
    static func nearest(to text: String) -> ThemeKey? {
        Suggestion.nearest(to: text, among: allCases.map(\.rawValue)).flatMap(ThemeKey.init(rawValue:))
    }
}
