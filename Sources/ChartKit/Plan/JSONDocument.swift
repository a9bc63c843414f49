/// A tiny JSON writer that keeps keys in the order written.
///
/// `--plan` output is read by Make and CI scripts and compared in tests, so its layout must be
/// stable and readable; `JSONEncoder` sorts keys alphabetically or not at all.
package indirect enum JSONDocument: Sendable, Equatable {
    case string(String)
    case number(Double)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONDocument])
    case object([(String, JSONDocument)])

    package static func == (lhs: JSONDocument, rhs: JSONDocument) -> Bool {
        lhs.text() == rhs.text()
    }

    /// Pretty-printed text with two-space indentation.
    package func text(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent)
        let inner = String(repeating: "  ", count: indent + 1)
        switch self {
        case let .string(value): return Self.quote(value)
        case let .number(value): return value.isFinite ? GnuplotNumber.literal(value) : "null"
        case let .int(value): return String(value)
        case let .bool(value): return value ? "true" : "false"
        case .null: return "null"
        case let .array(items):
            if items.isEmpty { return "[]" }
            if items.allSatisfy(\.isScalar) {
                return "[" + items.map { $0.text() }.joined(separator: ", ") + "]"
            }
            return "[\n" + items.map { inner + $0.text(indent: indent + 1) }.joined(separator: ",\n") + "\n" + pad + "]"
        case let .object(members):
            if members.isEmpty { return "{}" }
            if members.count <= 4 && members.allSatisfy({ $0.1.isScalar }) {
                return "{" + members.map { Self.quote($0.0) + ": " + $0.1.text() }.joined(separator: ", ") + "}"
            }
            return "{\n" + members.map { inner + Self.quote($0.0) + ": " + $0.1.text(indent: indent + 1) }.joined(separator: ",\n") + "\n" + pad + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    /// A JSON string literal with the required escapes, and every character unsafe on a terminal
    /// (`TextEscaping.isUnsafeOnTerminal`: C1 controls, DEL, bidi overrides, U+2028/U+2029) as a
    /// `\uXXXX` escape too: `--plan` on a terminal then cannot act on it or reorder what the
    /// reader sees, and the document still means the same to a JSON reader.
    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || TextEscaping.isUnsafeOnTerminal(scalar):
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
