/// Colours in theme files: checked, then written as `#RRGGBB`, so a colour can never carry
/// text into a gnuplot program.
package enum ThemeColor {
    /// `#RRGGBB` as written (its case is kept, so a theme file can reproduce a built-in
    /// byte for byte); `#RGB` and the names `--colors` accepts become `#RRGGBB`; else nil.
    package static func parse(_ text: String) -> String? {
        if text.count == 7, text.hasPrefix("#"), text.dropFirst().allSatisfy(\.isHexDigit) { return text }
        guard text == text.trimmingSpaces() else { return nil }
        return ColorList.color(text)
    }

    /// Whether `color` is `#RRGGBB` (the only form a theme holds).
    package static func isValid(_ color: String) -> Bool {
        color.count == 7 && color.hasPrefix("#") && color.dropFirst().allSatisfy(\.isHexDigit)
    }

    /// Whether `color` is black, gnuplot's default text colour.
    static func isBlack(_ color: String) -> Bool {
        color == "#000000"
    }

    /// Whether `color` is a grey (all three channels within `tolerance` of each other).
    package static func isGrey(_ color: String, tolerance: Int = 0) -> Bool {
        guard isValid(color), let value = Int(color.dropFirst(), radix: 16) else { return false }
        let r = (value >> 16) & 0xFF, g = (value >> 8) & 0xFF, b = value & 0xFF
        return max(r, g, b) - min(r, g, b) <= tolerance
    }
}
