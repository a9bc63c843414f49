/// An independent list of what must never reach a terminal raw, for tests and fuzz targets
/// to check chart's output against (not `TextEscaping`'s own predicate, so a gap in one is
/// caught by the other, as `SVGAudit` checks `SVGCheck`).
package enum TerminalAudit {
    /// C0 controls, DEL, C1 controls (a UTF-8 terminal obeys U+009B as CSI), the bidi
    /// embeddings, overrides, isolates and marks, and the line and paragraph separators.
    package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069: return true
        case 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// The first scalar of `text` that could act on a terminal (other than those `allowing`), as
    /// a problem; nil when there is none.
    package static func problem(in text: String, allowing: Set<Unicode.Scalar> = []) -> String? {
        guard let bad = text.unicodeScalars.first(where: { !allowing.contains($0) && isUnsafe($0) }) else { return nil }
        return "U+\(String(bad.value, radix: 16, uppercase: true)) would reach a terminal raw"
    }
}
