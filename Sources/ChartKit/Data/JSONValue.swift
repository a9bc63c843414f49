/// A parsed JSON value together with where it starts, so table errors can point into the file.
struct JSONValue {
    /// The value's content.
    enum Node {
        case object([JSONMember])
        case array([JSONValue])
        case string(String)
        /// The number's literal text, kept verbatim (`1e5`, `-0.50`).
        case number(String)
        case bool(Bool)
        case null
    }

    var node: Node
    /// 1-based line of the value's first character.
    var line: Int32
    /// 1-based character column of the value's first character.
    var column: Int32

    /// How error messages name this kind of value: "an object", "a number", ….
    var kindDescription: String {
        switch node {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
        }
    }

    /// The source location of this value in `file`, with a JSON path.
    func location(file: String, path: String?) -> SourceLocation {
        SourceLocation(file: file, line: Int(line), column: Int(column), jsonPath: path)
    }
}

/// One `"key": value` pair of an object, in source order (duplicates kept).
struct JSONMember {
    var key: String
    var value: JSONValue
}
