/// One 8-bit RGBA pixel, so tests can ask colour questions about rendered charts.
package struct RGBA: Equatable, Hashable, Sendable, CustomStringConvertible {
    package var r: UInt8
    package var g: UInt8
    package var b: UInt8
    package var a: UInt8

    package init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// `#rrggbb` or `#rrggbbaa` (the `#` is optional); nil when malformed.
    package init?(hex: String) {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
        let full = digits.count == 6 ? (value << 8) | 0xFF : value
        self.init(
            r: UInt8(truncatingIfNeeded: full >> 24), g: UInt8(truncatingIfNeeded: full >> 16),
            b: UInt8(truncatingIfNeeded: full >> 8), a: UInt8(truncatingIfNeeded: full))
    }

    package static let white = RGBA(r: 255, g: 255, b: 255)
    package static let black = RGBA(r: 0, g: 0, b: 0)

    /// True when every channel differs from `other` by at most `tolerance`.
    package func isClose(to other: RGBA, tolerance: Int) -> Bool {
        abs(Int(r) - Int(other.r)) <= tolerance && abs(Int(g) - Int(other.g)) <= tolerance
            && abs(Int(b) - Int(other.b)) <= tolerance && abs(Int(a) - Int(other.a)) <= tolerance
    }

    package var description: String {
        "#" + [r, g, b, a].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
}
