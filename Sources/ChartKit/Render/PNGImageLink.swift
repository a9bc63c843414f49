/// The one link besides a fragment that chart lets stand in an SVG: a PNG embedded in an
/// `<image>` as `data:image/png;base64,…`, the form gnuplot's SVG terminal gives a `with image`
/// plot (a scatter's density image).
///
/// It is inert: a `data:` URL of type `image/png` on `<image>` is decoded and drawn as a
/// picture, never fetched, parsed as markup or run. The check is deliberately narrower than
/// what viewers accept (no other media type, no parameters, no whitespace or entities in the
/// value, only the base64 alphabet with its padding, and the bytes must start with PNG's
/// signature), so every other `data:` URL, `javascript:` or outside link is still refused:
/// gnuplot writes exactly this form, on one line, and nothing else needs to pass.
enum PNGImageLink {
    /// The prefix of every accepted link.
    static let prefix = Array("data:image/png;base64,".utf8)

    /// `iVBORw0KGgo`: the base64 of PNG's 8-byte signature (`\x89PNG\r\n\x1A\n`) and the first
    /// bits of what follows.
    static let signature = Array("iVBORw0KGgo".utf8)

    /// Whether `value`, an attribute value as written in the file, is exactly
    /// `data:image/png;base64,` followed by base64 of bytes that start with the PNG signature.
    static func isInert(_ value: ArraySlice<UInt8>) -> Bool {
        guard value.starts(with: prefix) else { return false }
        let payload = value.dropFirst(prefix.count)
        guard payload.count % 4 == 0, payload.starts(with: signature) else { return false }
        let padding = payload.reversed().prefix(while: { $0 == UInt8(ascii: "=") }).count
        guard padding <= 2 else { return false }
        return payload.dropLast(padding).allSatisfy(isBase64)
    }

    private static func isBase64(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "+"), UInt8(ascii: "/"):
            return true
        default:
            return false
        }
    }
}
