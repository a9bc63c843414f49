/// A small byte-level JSON parser that records the line and column of every value, because
/// Foundation's parsers are slow on large inputs and cannot say where a bad value is.
///
/// Strict RFC 8259 syntax, except that lone UTF-16 surrogates in `\u` escapes become U+FFFD.
/// Nesting deeper than `maximumDepth` is rejected so hostile input cannot exhaust the stack.
/// Errors are `ChartError.badData` at the offending character, e.g. "expected ',' or ']'".
struct JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    static let maximumDepth = 256

    private let buffer: UnsafeBufferPointer<UInt8>
    private let name: String
    private(set) var index: Int
    private var position: TextPosition
    private var depth = 0
    private var scratch: [UInt8] = []

    /// A parser over `buffer` (which must outlive it), starting after any BOM.
    init(buffer: UnsafeBufferPointer<UInt8>, name: String) {
        self.buffer = buffer
        self.name = name
        index = ASCII.bodyStart(buffer)
        position = TextPosition(lineStart: index)
    }

    /// A parser over `buffer` positioned at byte `index` (line numbers then count from there).
    init(buffer: UnsafeBufferPointer<UInt8>, name: String, at index: Int) {
        self.buffer = buffer
        self.name = name
        self.index = index
        position = TextPosition(lineStart: index)
    }

    /// Parses the string whose opening quote is at the current index.
    mutating func stringAtIndex() throws -> String {
        try parseString()
    }

    /// The current 1-based line.
    var line: Int { position.line }

    /// Whether only whitespace remains.
    mutating func atEnd() -> Bool {
        skipWhitespace()
        return index >= buffer.count
    }

    /// Parses one complete document: a value followed only by whitespace.
    mutating func parseDocument() throws -> JSONValue {
        let value = try parseValue()
        skipWhitespace()
        if index < buffer.count { throw error("unexpected text after the JSON value") }
        return value
    }

    /// Parses the next value, skipping whitespace before it.
    mutating func parseValue() throws -> JSONValue {
        skipWhitespace()
        guard index < buffer.count else { throw error("unexpected end of input") }
        let line = Int32(clamping: position.line)
        let column = Int32(clamping: position.column(of: index, in: buffer))
        let node: JSONValue.Node
        switch buffer[index] {
        case UInt8(ascii: "{"): node = try parseObject()
        case UInt8(ascii: "["): node = try parseArray()
        case ASCII.quote: node = .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): node = .number(try parseNumber())
        case UInt8(ascii: "t"): try expectLiteral("true"); node = .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); node = .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); node = .null
        default: throw error("expected a value")
        }
        return JSONValue(node: node, line: line, column: column)
    }

    /// Skips spaces, tabs and line breaks, keeping the line count.
    mutating func skipWhitespace() {
        while index < buffer.count {
            switch buffer[index] {
            case ASCII.space, ASCII.tab: index += 1
            case ASCII.lf, ASCII.cr: position.skipLineEnd(in: buffer, at: &index)
            default: return
            }
        }
    }

    /// Skips spaces and tabs only (not line breaks).
    mutating func skipBlanks() {
        while index < buffer.count, buffer[index] == ASCII.space || buffer[index] == ASCII.tab { index += 1 }
    }

    /// Whether the next byte is a line break or the input is exhausted.
    var atLineEnd: Bool {
        index >= buffer.count || buffer[index] == ASCII.lf || buffer[index] == ASCII.cr
    }

    /// A `badData` error at the current position.
    mutating func error(_ message: String) -> ChartError {
        let column = position.column(of: min(index, buffer.count), in: buffer)
        return .badData(location: SourceLocation(file: name, line: position.line, column: column), column: nil, message: message)
    }

    private mutating func enter() throws {
        depth += 1
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func parseObject() throws -> JSONValue.Node {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if index < buffer.count, buffer[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < buffer.count else { throw error("unexpected end of input") }
            guard buffer[index] == ASCII.quote else { throw error("expected a string (an object key)") }
            let key = try parseString()
            skipWhitespace()
            guard index < buffer.count else { throw error("unexpected end of input") }
            guard buffer[index] == UInt8(ascii: ":") else { throw error("expected ':'") }
            index += 1
            members.append(JSONMember(key: key, value: try parseValue()))
            skipWhitespace()
            guard index < buffer.count else { throw error("unexpected end of input") }
            switch buffer[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .object(members)
            default: throw error("expected ',' or '}'")
            }
        }
    }

    private mutating func parseArray() throws -> JSONValue.Node {
        try enter()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < buffer.count, buffer[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            guard index < buffer.count else { throw error("unexpected end of input") }
            switch buffer[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            default: throw error("expected ',' or ']'")
            }
        }
    }

    /// Parses a string starting at its opening quote; the fast path creates the String directly
    /// from the bytes when there are no escapes.
    private mutating func parseString() throws -> String {
        index += 1
        let start = index
        while index < buffer.count {
            let byte = buffer[index]
            if byte == ASCII.quote {
                let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw error("unescaped control character in string") }
            index += 1
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<index]))
        while index < buffer.count {
            let byte = buffer[index]
            if byte == ASCII.quote {
                index += 1
                return String(decoding: scratch, as: UTF8.self)
            }
            if byte < 0x20 { throw error("unescaped control character in string") }
            guard byte == UInt8(ascii: "\\") else {
                scratch.append(byte)
                index += 1
                continue
            }
            guard index + 1 < buffer.count else {
                index += 1
                throw error("unexpected end of input")
            }
            let escape = buffer[index + 1]
            switch escape {
            case ASCII.quote, UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(escape)
            case UInt8(ascii: "b"): scratch.append(0x08)
            case UInt8(ascii: "f"): scratch.append(0x0C)
            case UInt8(ascii: "n"): scratch.append(ASCII.lf)
            case UInt8(ascii: "r"): scratch.append(ASCII.cr)
            case UInt8(ascii: "t"): scratch.append(ASCII.tab)
            case UInt8(ascii: "u"):
                let scalar = try parseUnicodeEscape()
                scratch.append(contentsOf: Array(String(Character(scalar)).utf8))
                continue
            default: throw error("invalid escape sequence in string")
            }
            index += 2
        }
        throw error("unexpected end of input")
    }

    /// Parses `\uXXXX` (and a following low surrogate) at `index`, leaving `index` after it.
    private mutating func parseUnicodeEscape() throws -> Unicode.Scalar {
        let high = try hexQuad(at: index + 2)
        index += 6
        if (0xD800...0xDBFF).contains(high), index + 1 < buffer.count, buffer[index] == UInt8(ascii: "\\"),
            buffer[index + 1] == UInt8(ascii: "u")
        {
            let low = try hexQuad(at: index + 2)
            if (0xDC00...0xDFFF).contains(low) {
                index += 6
                let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                return Unicode.Scalar(value) ?? "\u{FFFD}"
            }
        }
        return Unicode.Scalar(high) ?? "\u{FFFD}"
    }

    private mutating func hexQuad(at offset: Int) throws -> UInt32 {
        var value: UInt32 = 0
        for position in offset..<(offset + 4) {
            guard position < buffer.count else {
                index = buffer.count
                throw error("unexpected end of input")
            }
            let byte = buffer[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                index = position
                throw error("invalid \\u escape: expected four hex digits")
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// Checks the RFC 8259 number grammar and returns the literal text.
    private mutating func parseNumber() throws -> String {
        let start = index
        func isDigit(_ offset: Int) -> Bool {
            offset < buffer.count && buffer[offset] &- 0x30 < 10
        }
        if buffer[index] == UInt8(ascii: "-") { index += 1 }
        guard isDigit(index) else { throw error("invalid number: expected a digit") }
        if buffer[index] == UInt8(ascii: "0") {
            index += 1
            if isDigit(index) { throw error("invalid number: leading zero") }
        } else {
            while isDigit(index) { index += 1 }
        }
        if index < buffer.count, buffer[index] == UInt8(ascii: ".") {
            index += 1
            guard isDigit(index) else { throw error("invalid number: expected a digit after '.'") }
            while isDigit(index) { index += 1 }
        }
        if index < buffer.count, buffer[index] == UInt8(ascii: "e") || buffer[index] == UInt8(ascii: "E") {
            index += 1
            if index < buffer.count, buffer[index] == UInt8(ascii: "+") || buffer[index] == UInt8(ascii: "-") { index += 1 }
            guard isDigit(index) else { throw error("invalid number: expected a digit in the exponent") }
            while isDigit(index) { index += 1 }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<index]), as: UTF8.self)
    }

    private mutating func expectLiteral(_ literal: StaticString) throws {
        let count = literal.utf8CodeUnitCount
        let bytes = UnsafeBufferPointer(start: literal.utf8Start, count: count)
        for offset in 0..<count {
            guard index + offset < buffer.count, buffer[index + offset] == bytes[offset] else {
                throw error("expected a value")
            }
        }
        index += count
    }
}
