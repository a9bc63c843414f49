/// Reads theme files (`--theme ./house.theme`), so a team can keep its house style in its repo.
///
/// The format, one setting per line (share/doc/chart/reference.md, "Themes"; `share/themes/house.theme` shows every key):
///
/// ```
/// # A comment: a line whose first non-blank character is # (colours start with #, so a
/// # comment cannot follow a value on its line).
/// extends = dark
/// background = #101010
/// palette = tableau10
/// dashes = solid, 8 4, 2 3
/// font = Liberation Sans
/// ```
///
/// - `key = value`; blanks around both are ignored; keys are lower case. UTF-8, with or without
///   a byte order mark; CRLF line ends are fine.
/// - `extends = light|dark|print` must come before any other key: the theme starts from that
///   built-in (default `light`) and every other key replaces one of its values.
/// - A key may appear once.
///
/// Every error is a `ChartError.badData` whose location is `file:line:column` (1-based, columns
/// in Unicode scalars, pointing at the key or at the bad part of the value) and whose message
/// says what was expected; the executable prints it as one line and exits 65.
///
/// Errors quote text from the file only once it is recognisably a theme: its first setting
/// (the first line that is not blank or a comment) must name a theme key, or a misspelling of
/// one. Otherwise the error says the file is not a theme and quotes nothing, because
/// `--theme /etc/passwd` or `--theme .env` (a wrong path, a shell-completion slip, a hostile
/// build script) must not print a line of a private file into a terminal or a CI log.
/// A theme must be a regular file; a FIFO or device is refused unread (`cannotRead`, exit 66).
package enum ThemeFile {
    /// Largest theme file read (a theme is a few hundred bytes; this stops `--theme /dev/zero`).
    package static let maximumBytes = 1 << 20

    /// The theme in the file at `path`: `cannotRead` when it cannot be opened, `badData` with
    /// `path:line:column` when its content is wrong.
    package static func load(path: String) throws -> Theme {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.readRegularFile(path: path, limit: maximumBytes)
        } catch ChartError.badData(location: nil, column: nil, message: _) {
            throw ChartError.badData(
                location: SourceLocation(file: path, line: 1, column: 1), column: nil,
                message: "expected a theme file of at most \(FileBytes.describe(bytes: maximumBytes))")
        }
        return try parse(bytes, file: path)
    }

    /// Parses theme file text; `file` names it in errors and becomes the theme's name.
    package static func parse(_ text: String, file: String) throws -> Theme {
        try parse(Array(text.utf8), file: file)
    }

    /// Parses theme file bytes; `file` names it in errors and becomes the theme's name.
    package static func parse(_ bytes: [UInt8], file: String) throws -> Theme {
        var parser = Parser(file: file)
        var content = bytes[...]
        if content.starts(with: [0xEF, 0xBB, 0xBF]) { content = content.dropFirst(3) }
        for (index, rawLine) in content.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.last == 0x0D ? rawLine.dropLast() : rawLine
            try parser.read(line: index + 1, bytes: line)
        }
        return parser.theme
    }

    /// The state of one file being read: the theme so far and where each key was set.
    private struct Parser {
        let file: String
        var theme: Theme
        var seen: [ThemeKey: Int] = [:]
        var firstKeyLine: (key: ThemeKey, line: Int)?
        /// Whether a first setting naming a theme key (or a near miss) has been seen, so that
        /// errors may quote the file's text.
        var recognised = false

        init(file: String) {
            self.file = file
            var theme = Theme.light
            theme.name = file
            self.theme = theme
        }

        func error(_ line: Int, _ column: Int, _ message: String) -> ChartError {
            .badData(location: SourceLocation(file: file, line: line, column: column), column: nil, message: message)
        }

        /// The line as Unicode scalars; invalid UTF-8 is an error at its column.
        func scalars(line: Int, bytes: ArraySlice<UInt8>) throws -> [Unicode.Scalar] {
            var decoder = UTF8()
            var iterator = bytes.makeIterator()
            var result: [Unicode.Scalar] = []
            while true {
                switch decoder.decode(&iterator) {
                case let .scalarValue(scalar): result.append(scalar)
                case .emptyInput: return result
                case .error: throw error(line, result.count + 1, "expected UTF-8 text")
                }
            }
        }

        mutating func read(line: Int, bytes: ArraySlice<UInt8>) throws {
            let text = try scalars(line: line, bytes: bytes)
            let isBlank: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" }
            guard let start = text.firstIndex(where: { !isBlank($0) }), text[start] != "#" else { return }
            if !recognised {
                // The key, or without `=` the first word: a theme's first setting names a key.
                let end = text[start...].firstIndex(where: { $0 == "=" || isBlank($0) }) ?? text.endIndex
                let word = String(String.UnicodeScalarView(text[start..<end]))
                guard word.isEmpty || ThemeKey(rawValue: word) != nil || ThemeKey.nearest(to: word) != nil else {
                    throw error(
                        line, start + 1,
                        """
                        not a chart theme file: its first line that is not blank or a comment must be key = value with a theme key such as extends, \
                        background or palette
                        """
                    )
                }
                recognised = !word.isEmpty  // `= value` is refused just below, quoting nothing
            }
            guard let equals = text[start...].firstIndex(of: "=") else {
                throw error(line, start + 1, "expected key = value, found \"\(String(String.UnicodeScalarView(text[start...])))\"")
            }
            guard equals > start else { throw error(line, start + 1, "expected a key before =") }
            // start < equals and text[start] is not blank, so the key has a last non-blank scalar.
            let keyEnd = (text[start..<equals].lastIndex(where: { !isBlank($0) }) ?? start) + 1
            let keyText = String(String.UnicodeScalarView(text[start..<keyEnd]))
            guard let key = ThemeKey(rawValue: keyText) else {
                let keys = ThemeKey.allCases.map(\.rawValue).joined(separator: ", ")
                let hint = ThemeKey.nearest(to: keyText).map { "; did you mean \"\($0.rawValue)\"?" } ?? " (keys: \(keys))"
                throw error(line, start + 1, "unknown key \"\(keyText)\"\(hint)")
            }
            if let earlier = seen[key] { throw error(line, start + 1, "\"\(keyText)\" is already set on line \(earlier)") }
            if key == .extends, let first = firstKeyLine {
                throw error(
                    line, start + 1,
                    "extends must come before every other key (the theme starts from it); \"\(first.key.rawValue)\" is set on line \(first.line)")
            }
            guard let valueStart = text[(equals + 1)...].firstIndex(where: { !isBlank($0) }) else {
                throw error(line, text.count + 1, "expected a value after \"\(keyText) =\"")
            }
            let valueEnd = (text.lastIndex(where: { !isBlank($0) }) ?? valueStart) + 1  // valueStart is not blank
            let value = String(String.UnicodeScalarView(text[valueStart..<valueEnd]))
            try apply(key, value: value, line: line, column: valueStart + 1)
            seen[key] = line
            if firstKeyLine == nil { firstKeyLine = (key, line) }
        }

        mutating func apply(_ key: ThemeKey, value: String, line: Int, column: Int) throws {
            if let path = key.colorPath {
                theme[keyPath: path] = try color(value, line: line, column: column)
                return
            }
            switch key {
            case .extends:
                guard let base = BuiltinTheme(rawValue: value) else {
                    throw error(
                        line, column,
                        "expected \(BuiltinTheme.list), found \"\(value)\""
                            + Suggestion.clause(for: value, among: BuiltinTheme.allCases.map(\.rawValue)))
                }
                theme = base.theme
                theme.name = file
            case .palette:
                try applyPalette(value, line: line, column: column)
            case .dashes:
                theme.dashes = try parsedItems(value, line: line, column: column, DashPattern.parse)
            case .pointTypes:
                theme.pointTypes = try items(value, line: line, column: column).map { item in
                    guard let type = Int(item.text), Theme.pointTypeRange.contains(type) else {
                        throw error(
                            line, item.column,
                            """
                            expected gnuplot point types from \(Theme.pointTypeRange.lowerBound) to \(Theme.pointTypeRange.upperBound) like 7, 5, \
                            9, found \"\(item.text)\"
                            """
                        )
                    }
                    return type
                }
            case .fills:
                theme.fills = try parsedItems(value, line: line, column: column, FillPattern.parse)
            case .font:
                if let problem = FontName.problem(value) { throw error(line, column, problem) }
                theme.font = value
            case .fontSize:
                guard let size = Double(value), Theme.fontSizes.contains(size) else {
                    throw error(
                        line, column,
                        """
                        expected a font size from \(GnuplotNumber.literal(Theme.fontSizes.lowerBound)) to \
                        \(GnuplotNumber.literal(Theme.fontSizes.upperBound)) points, found \"\(value)\"
                        """
                    )
                }
                theme.fontSize = size
            case .lineWidth:
                guard let width = Double(value), width > 0, width <= Theme.maximumLineWidth else {
                    throw error(
                        line, column, "expected a line width above 0 and at most \(GnuplotNumber.literal(Theme.maximumLineWidth)), found \"\(value)\""
                    )
                }
                theme.lineWidth = width
            case .background, .text, .axis, .grid, .reference, .annotation, .sliceText, .secondaryText, .leader, .outline:
                break  // handled by colorPath above
            }
        }

        /// `palette = NAME` (a built-in palette) or a list of colours.
        mutating func applyPalette(_ value: String, line: Int, column: Int) throws {
            if let name = PaletteName(rawValue: value) {
                theme.palette = name.colors
                theme.sequentialStops = name.sequentialStops
            } else if value.hasPrefix("#") || value.contains(",") {
                theme.palette = try items(value, line: line, column: column).map { try color($0.text, line: line, column: $0.column) }
                theme.sequentialStops = nil
            } else {
                throw error(
                    line, column,
                    "expected \(PaletteName.list) or a list of colours like #0072B2, #E69F00, found \"\(value)\""
                        + Suggestion.clause(for: value, among: PaletteName.allCases.map(\.rawValue)))
            }
        }

        func color(_ text: String, line: Int, column: Int) throws -> String {
            guard let color = ThemeColor.parse(text) else {
                let found = text.isEmpty ? "nothing" : "\"\(text)\""
                throw error(line, column, "expected a colour #RRGGBB (or #RGB, or a name like navy), found \(found)")
            }
            return color
        }

        /// A comma-separated value's items, each read by `parse`; the first it refuses is an
        /// error at that item's column (plus the offset the refusal gives).
        func parsedItems<Item>(_ value: String, line: Int, column: Int, _ parse: (String) -> Result<Item, ThemeValueError>) throws -> [Item] {
            try items(value, line: line, column: column).map { item in
                switch parse(item.text) {
                case let .success(parsed): return parsed
                case let .failure(problem): throw error(line, item.column + problem.offset, problem.message)
                }
            }
        }

        /// A comma-separated value's items, trimmed, each with the column where it starts (an
        /// empty item: the column of the comma after it, or after the end).
        func items(_ value: String, line: Int, column: Int) throws -> [(text: String, column: Int)] {
            var result: [(text: String, column: Int)] = []
            var offset = 0
            for piece in value.unicodeScalars.split(separator: ",", omittingEmptySubsequences: false) {
                let scalars = Array(piece)
                let lead = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }) ?? scalars.count
                let trail = (scalars.lastIndex(where: { $0 != " " && $0 != "\t" }) ?? (lead - 1)) + 1
                let text = String(String.UnicodeScalarView(scalars[lead..<max(lead, trail)]))
                result.append((text, column + offset + lead))
                offset += scalars.count + 1
            }
            return result
        }
    }
}
