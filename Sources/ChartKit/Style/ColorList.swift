#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Parses user colours (`--colors '#d62728,#1f77b4,teal'` or a colour column) into `#RRGGBB`.
///
/// Only hex and a fixed table of names are accepted, so a colour can never carry text into the
/// program and an unknown name is reported instead of silently becoming black.
package enum ColorList {
    /// The names accepted, with their `#RRGGBB` values (CSS colour names commonly used in charts).
    package static let named: [String: String] = [
        "black": "#000000", "white": "#FFFFFF", "gray": "#808080", "grey": "#808080",
        "lightgray": "#D3D3D3", "lightgrey": "#D3D3D3", "darkgray": "#A9A9A9", "darkgrey": "#A9A9A9",
        "red": "#FF0000", "darkred": "#8B0000", "crimson": "#DC143C", "tomato": "#FF6347",
        "orange": "#FFA500", "darkorange": "#FF8C00", "gold": "#FFD700", "yellow": "#FFFF00",
        "green": "#008000", "darkgreen": "#006400", "lime": "#00FF00", "olive": "#808000", "seagreen": "#2E8B57",
        "teal": "#008080", "cyan": "#00FFFF", "aqua": "#00FFFF", "turquoise": "#40E0D0",
        "blue": "#0000FF", "navy": "#000080", "royalblue": "#4169E1", "steelblue": "#4682B4", "skyblue": "#87CEEB",
        "purple": "#800080", "indigo": "#4B0082", "violet": "#EE82EE", "magenta": "#FF00FF", "fuchsia": "#FF00FF",
        "pink": "#FFC0CB", "hotpink": "#FF69B4", "brown": "#A52A2A", "chocolate": "#D2691E", "tan": "#D2B48C",
        "salmon": "#FA8072", "coral": "#FF7F50", "maroon": "#800000", "silver": "#C0C0C0",
    ]

    /// One colour as `#RRGGBB`, or nil: `#RGB`, `#RRGGBB` (any case) or a name from `named`.
    package static func color(_ text: String) -> String? {
        let trimmed = text.trimmingSpaces()
        if let value = named[trimmed.lowercased()] { return value }
        guard trimmed.hasPrefix("#") else { return nil }
        let hex = trimmed.dropFirst().uppercased()
        guard hex.allSatisfy({ $0.isHexDigit }) else { return nil }
        switch hex.count {
        case 6: return "#" + hex
        case 3: return "#" + hex.map { "\($0)\($0)" }.joined()
        default: return nil
        }
    }

    /// A comma-separated list; the first bad entry is a usage error naming it and the flag.
    package static func parse(_ text: String, flag: String = "--colors") throws -> [String] {
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard !items.isEmpty, !text.trimmingSpaces().isEmpty else {
            throw ChartError.usage("\(flag) needs at least one colour")
        }
        return try items.map { item in
            guard let value = color(item) else {
                throw ChartError.usage("\(flag): unknown colour \"\(item.trimmingSpaces())\"; use #RRGGBB, #RGB or a name like red, teal, navy")
            }
            return value
        }
    }
}
