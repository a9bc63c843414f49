/// Checks an SVG before chart publishes it: well-formed XML, and nothing in it that runs.
///
/// gnuplot's SVG terminal writes user text with `<` and `&` escaped but not `>` (so a title
/// `a]]>b` made character data XML forbids), and writes the font name into attributes raw (so
/// `x" onmouseover="…` became an event handler on every text element). Font names are now
/// refused at the flag and theme, and `repaired` makes `]]>` and `&#x` in text literal; this check is the net
/// under both: whatever gnuplot writes, a file that a browser or an XML tool would reject, or
/// that carries script, is never renamed into place.
///
/// It is a strict scanner for the XML 1.0 that SVG files use (declaration, comments,
/// processing instructions, a DOCTYPE without internal subset, CDATA, elements, attributes,
/// the five predefined entities and character references), in one pass over the bytes: no
/// XML library is linked into the static `chart` binary for it. It refuses
/// - anything not well-formed: a character XML does not allow (U+FFFE, a C0 control), a `<` or
///   `&` out of place, `]]>` in text, a duplicate attribute, an unclosed or mismatched element;
/// - an attribute whose name starts with `on` (event handlers), a `script` or `foreignObject`
///   element, and a link (`href`, `xlink:href`) that is not a fragment (`#gpPt5`): gnuplot
///   itself writes only fragment links unless asked for hypertext, which chart never does. The
///   one exception is the form gnuplot gives a `with image` plot (a scatter's density image):
///   an `<image>` whose link is `data:image/png;base64,` and PNG bytes (`PNGImageLink`), which
///   a viewer can only show as a picture.
enum SVGCheck {
    /// What is wrong and where (1-based line and column), or nil when the SVG is acceptable.
    struct Problem: Error, Equatable, CustomStringConvertible {
        var line: Int
        var column: Int
        var message: String
        var description: String { "line \(line), column \(column): \(message)" }
    }

    /// `bytes` with the two things gnuplot's SVG terminal lets through from user text made
    /// literal.
    ///
    /// `]]>` becomes `]]&gt;`: gnuplot escapes `<` and `&` but not `>`, and `]]>` may not stand in
    /// character data. `&#x` becomes `&amp;#x`: gnuplot passes hexadecimal character references
    /// through unescaped, so a title `&#x41;` showed as "A" in SVG but as typed in PNG, and
    /// `&#xFFFE;` or `&#x1;` made the file unreadable.
    ///
    /// gnuplot writes neither sequence of its own (no CDATA section, no character reference), and
    /// in an attribute value the entities read back the same, so the result says exactly what
    /// the user wrote, in every viewer.
    static func repaired(_ bytes: [UInt8]) -> [UInt8] {
        let rules: [(find: [UInt8], replace: [UInt8])] = [
            (Array("]]>".utf8), Array("]]&gt;".utf8)),
            (Array("&#x".utf8), Array("&amp;#x".utf8)),
        ]
        var out: [UInt8] = []
        var i = 0
        var copied = 0  // bytes[..<copied] are in out (or nothing changed yet)
        var changed = false
        scan: while i + 3 <= bytes.count {
            for rule in rules where bytes[i] == rule.find[0] && bytes[i + 1] == rule.find[1] && bytes[i + 2] == rule.find[2] {
                if !changed { out.reserveCapacity(bytes.count + 64); changed = true }
                out.append(contentsOf: bytes[copied..<i])
                out.append(contentsOf: rule.replace)
                i += 3
                copied = i
                continue scan
            }
            i += 1
        }
        guard changed else { return bytes }
        out.append(contentsOf: bytes[copied...])
        return out
    }

    /// The first problem in `bytes`, or nil.
    static func problem(in bytes: [UInt8]) -> Problem? {
        var scanner = Scanner(bytes: bytes)
        do {
            try scanner.document()
            return nil
        } catch let problem as Problem {
            return problem
        } catch {
            return Problem(line: 1, column: 1, message: "\(error)")
        }
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var openElements: [ArraySlice<UInt8>] = []
        var sawRoot = false

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func document() throws {
            try validateCharacters()
            if starts(with: "\u{FEFF}") { index += 3 }
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "<") {
                    try markup()
                } else if bytes[index] == UInt8(ascii: "&") {
                    guard !openElements.isEmpty else { throw fail("a reference outside the root element") }
                    try reference()
                } else {
                    try text()
                }
            }
            guard openElements.isEmpty else { throw fail("<\(String(decoding: openElements.last!, as: UTF8.self))> is never closed") }
            guard sawRoot else { throw fail("no root element") }
        }

        // MARK: Characters

        /// Every scalar must be an XML `Char` and the bytes valid UTF-8.
        func validateCharacters() throws {
            var position = 0
            var iterator = bytes.makeIterator()
            var decoder = UTF8()
            while true {
                switch decoder.decode(&iterator) {
                case let .scalarValue(scalar):
                    let v = scalar.value
                    let allowed =
                        v == 0x9 || v == 0xA || v == 0xD || (0x20...0xD7FF).contains(v)
                        || (0xE000...0xFFFD).contains(v) || (0x10000...0x10FFFF).contains(v)
                    if !allowed {
                        throw problem(at: position, "U+\(String(v, radix: 16, uppercase: true)) is not allowed in XML")
                    }
                    position += UTF8.width(scalar)
                case .emptyInput:
                    return
                case .error:
                    throw problem(at: position, "the file is not valid UTF-8")
                }
            }
        }

        // MARK: Markup

        mutating func markup() throws {
            if starts(with: "<?") {
                try skip(past: "?>", what: "a processing instruction")
            } else if starts(with: "<!--") {
                index += 4
                guard let end = find("--", from: index) else { throw fail("a comment is never closed") }
                guard end + 2 < bytes.count, bytes[end + 2] == UInt8(ascii: ">") else { throw problem(at: end, "\"--\" inside a comment") }
                index = end + 3
            } else if starts(with: "<![CDATA[") {
                guard !openElements.isEmpty else { throw fail("CDATA outside the root element") }
                try skip(past: "]]>", what: "a CDATA section")
            } else if starts(with: "<!DOCTYPE") {
                guard !sawRoot else { throw fail("a DOCTYPE after the root element") }
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
                    if bytes[index] == UInt8(ascii: "[") { throw problem(at: index, "a DOCTYPE with an internal subset") }
                    index += 1
                }
                guard index < bytes.count else { throw problem(at: start, "a DOCTYPE is never closed") }
                index += 1
            } else if starts(with: "</") {
                try endTag()
            } else {
                try startTag()
            }
        }

        mutating func startTag() throws {
            let tagStart = index
            index += 1
            let name = try self.name()
            guard openElements.isEmpty ? !sawRoot : true else { throw problem(at: tagStart, "a second root element") }
            let local = localName(name)
            if local == "script" || local == "foreignobject" {
                throw problem(
                    at: tagStart, "a <\(String(decoding: name, as: UTF8.self))> element (SVG from chart never carries script or embedded content)")
            }
            var attributes: [ArraySlice<UInt8>] = []
            let isImage = name.split(separator: UInt8(ascii: ":")).last?.elementsEqual("image".utf8) ?? false
            while true {
                let hadSpace = skipSpace()
                guard index < bytes.count else { throw problem(at: tagStart, "a start tag is never closed") }
                if bytes[index] == UInt8(ascii: ">") {
                    index += 1
                    sawRoot = true
                    openElements.append(name)
                    return
                }
                if starts(with: "/>") {
                    index += 2
                    sawRoot = true
                    return
                }
                guard hadSpace else { throw fail("expected a space, \">\" or \"/>\" in a start tag") }
                try attribute(&attributes, onImage: isImage)
            }
        }

        /// One attribute; `onImage` says it belongs to an SVG `<image>`, the one element whose
        /// link may be an embedded PNG.
        mutating func attribute(_ seen: inout [ArraySlice<UInt8>], onImage: Bool) throws {
            let start = index
            let name = try self.name()
            if seen.contains(where: { $0.elementsEqual(name) }) {
                throw problem(at: start, "the attribute \(String(decoding: name, as: UTF8.self)) appears twice")
            }
            seen.append(name)
            let lower = String(decoding: name, as: UTF8.self).lowercased()
            if lower.hasPrefix("on") {
                throw problem(at: start, "an event-handler attribute \(String(decoding: name, as: UTF8.self))")
            }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { throw fail("expected \"=\" after an attribute name") }
            index += 1
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw fail("expected a quoted attribute value")
            }
            let quote = bytes[index]
            index += 1
            let valueStart = index
            while index < bytes.count, bytes[index] != quote {
                if bytes[index] == UInt8(ascii: "<") { throw fail("\"<\" in an attribute value") }
                if bytes[index] == UInt8(ascii: "&") { try reference() } else { index += 1 }
            }
            guard index < bytes.count else { throw problem(at: valueStart, "an attribute value is never closed") }
            let value = bytes[valueStart..<index]
            index += 1
            if lower == "href" || lower.hasSuffix(":href") {
                guard value.first == UInt8(ascii: "#") || (onImage && PNGImageLink.isInert(value)) else {
                    throw problem(at: valueStart, "a link to something other than a part of the file (\(lower))")
                }
            }
        }

        mutating func endTag() throws {
            let start = index
            index += 2
            let name = try self.name()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
                throw fail("expected \">\" to end </\(String(decoding: name, as: UTF8.self))")
            }
            index += 1
            guard let open = openElements.popLast() else { throw problem(at: start, "an end tag with no element open") }
            guard open.elementsEqual(name) else {
                throw problem(at: start, "</\(String(decoding: name, as: UTF8.self))> closes <\(String(decoding: open, as: UTF8.self))>")
            }
        }

        /// Character data up to the next `<` or `&`; `]]>` is not allowed in it.
        mutating func text() throws {
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "<"), bytes[index] != UInt8(ascii: "&") {
                if bytes[index] == UInt8(ascii: ">"), index >= start + 2, bytes[index - 1] == UInt8(ascii: "]"), bytes[index - 2] == UInt8(ascii: "]")
                {
                    throw problem(at: index - 2, "\"]]>\" in text")
                }
                index += 1
            }
            if openElements.isEmpty, bytes[start..<index].contains(where: { !isSpace($0) }) {
                throw problem(at: start, "text outside the root element")
            }
        }

        /// `&lt;` `&gt;` `&amp;` `&quot;` `&apos;` or a character reference to an XML Char.
        mutating func reference() throws {
            let start = index
            guard let end = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
                throw problem(at: start, "\"&\" that does not start a reference (write &amp;)")
            }
            let body = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
            index = end + 1
            if ["lt", "gt", "amp", "quot", "apos"].contains(body) { return }
            var value: UInt32?
            if body.hasPrefix("#x") {
                value = UInt32(body.dropFirst(2), radix: 16)
            } else if body.hasPrefix("#") {
                value = UInt32(body.dropFirst(), radix: 10)
            }
            guard let v = value else { throw problem(at: start, "an unknown entity &\(body);") }
            let allowed =
                v == 0x9 || v == 0xA || v == 0xD || (0x20...0xD7FF).contains(v) || (0xE000...0xFFFD).contains(v) || (0x10000...0x10FFFF).contains(v)
            guard allowed else { throw problem(at: start, "a reference to U+\(String(v, radix: 16, uppercase: true)), which XML does not allow") }
        }

        // MARK: Pieces

        mutating func name() throws -> ArraySlice<UInt8> {
            let start = index
            while index < bytes.count, isNameByte(bytes[index], first: index == start) { index += 1 }
            guard index > start else { throw fail("expected a name") }
            return bytes[start..<index]
        }

        /// ASCII letters, digits, `_ : - .` and every non-ASCII byte (names are checked as bytes;
        /// the characters were validated up front).
        func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: ":"), 0x80...0xFF:
                return true
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
                return !first
            default:
                return false
            }
        }

        func localName(_ name: ArraySlice<UInt8>) -> String {
            let text = String(decoding: name, as: UTF8.self).lowercased()
            return text.split(separator: ":").last.map(String.init) ?? text
        }

        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x9 || byte == 0xA || byte == 0xD }

        @discardableResult
        mutating func skipSpace() -> Bool {
            let start = index
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            return index > start
        }

        func starts(with text: String) -> Bool {
            let pattern = Array(text.utf8)
            return bytes.count - index >= pattern.count && bytes[index..<(index + pattern.count)].elementsEqual(pattern)
        }

        func find(_ text: String, from start: Int) -> Int? {
            let pattern = Array(text.utf8)
            var i = start
            while i + pattern.count <= bytes.count {
                if bytes[i] == pattern[0], bytes[i..<(i + pattern.count)].elementsEqual(pattern) { return i }
                i += 1
            }
            return nil
        }

        mutating func skip(past end: String, what: String) throws {
            let start = index
            guard let found = find(end, from: index + 2) else { throw problem(at: start, "\(what) is never closed") }
            index = found + end.utf8.count
        }

        func fail(_ message: String) -> Problem { problem(at: index, message) }

        /// The line and column of byte `offset`, counted in characters.
        func problem(at offset: Int, _ message: String) -> Problem {
            var line = 1
            var lineStart = 0
            for i in 0..<min(offset, bytes.count) where bytes[i] == 0x0A {
                line += 1
                lineStart = i + 1
            }
            let column = String(decoding: bytes[lineStart..<min(offset, bytes.count)], as: UTF8.self).unicodeScalars.count + 1
            return Problem(line: line, column: column, message: message)
        }
    }
}
