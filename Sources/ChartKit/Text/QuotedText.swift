/// Quotes text found in the input for an error message, short and on one line, so a huge or
/// multi-line cell cannot flood or break the one-line error.
package enum QuotedText {
    /// The most characters shown before truncating with `…`.
    static let limit = 40

    /// `"text"`, with `"` and `\` escaped, control characters as `\n`, `\t`, `\r` or `\u{…}`,
    /// and at most `limit` characters followed by `…`.
    package static func quoted<S: StringProtocol>(_ text: S) -> String {
        var result = "\""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit {
                result += "…"
                break
            }
            count += 1
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                let value = scalar.value
                if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029 {
                    result += "\\u{" + String(value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
