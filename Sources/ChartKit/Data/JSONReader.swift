/// Reads a JSON document into a `DataTable`, accepting the shapes people and tools actually
/// export, so users need not reshape data before charting it.
///
/// Shapes:
/// - array of objects `[{"x": 1, "y": 2}, …]`: columns are the union of keys in first-seen order;
/// - array of arrays `[["x", "y"], [1, 2], …]`: the first inner array is a header when it is all
///   strings and the second is not (or `HeaderMode.present`/`.absent` says so);
/// - object of columns `{"x": [1, 2], "y": [3, 4]}`: arrays of equal length;
/// - a wrapper object with exactly one key whose value is an object, or an array of objects or
///   arrays (`{"data": […]}`, `{"series": {"a": […]}}`), also nested; paths then start with the
///   wrapper's keys (`$.data[2].y`). A one-key object whose array holds plain values is a single
///   column instead.
struct JSONReader {
    /// Header handling for arrays of arrays (other shapes always name their columns).
    var header: HeaderMode

    /// Reads the whole buffer; `name` is used in locations and errors.
    /// An array of flat objects, the common case, is read by `JSONStreamReader` without a tree;
    /// every other shape, and every error, by the general parser below.
    func read(bytes: [UInt8], name: String) throws -> DataTable {
        try bytes.withUnsafeBufferPointer { try UTF8Validation.check($0, from: ASCII.bodyStart($0), name: name) }
        if let table = JSONStreamReader(framing: .arrayOfObjects).read(bytes: bytes, name: name) { return table }
        return try readGeneral(bytes: bytes, name: name)
    }

    /// Reads any accepted shape through a tree of values (`bytes` already checked as UTF-8).
    func readGeneral(bytes: [UInt8], name: String) throws -> DataTable {
        let root = try bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(buffer: buffer, name: name)
            return try parser.parseDocument()
        }
        return try table(from: root, file: name, prefix: nil, inputSize: bytes.count)
    }

    private func table(from value: JSONValue, file: String, prefix: String?, inputSize: Int) throws -> DataTable {
        switch value.node {
        case let .array(elements):
            guard let first = elements.first else { throw ChartError.noDataRows(file) }
            switch first.node {
            case .object: return try arrayOfObjects(elements, file: file, prefix: prefix, inputSize: inputSize)
            case .array: return try arrayOfArrays(elements, file: file, prefix: prefix)
            default:
                throw ChartError.badData(
                    location: first.location(file: file, path: (prefix ?? "$") + "[0]"), column: nil,
                    message: "expected an array of objects or an array of arrays, found \(first.kindDescription) in the array")
            }
        case let .object(members):
            if members.count == 1, isWrapped(members[0].value) {
                let member = members[0]
                return try table(
                    from: member.value, file: file, prefix: (prefix ?? "$") + JSONPathStyle.member(member.key),
                    inputSize: inputSize)
            }
            return try objectOfColumns(members, file: file, prefix: prefix)
        default:
            throw ChartError.badData(
                location: value.location(file: file, path: prefix ?? "$"), column: nil,
                message: "expected an array or an object of columns, found \(value.kindDescription)")
        }
    }

    /// Whether a one-key object's value is itself a table shape rather than a single column.
    private func isWrapped(_ value: JSONValue) -> Bool {
        switch value.node {
        case .object: return true
        case let .array(elements):
            guard let first = elements.first else { return false }
            switch first.node {
            case .object, .array: return true
            default: return false
            }
        default: return false
        }
    }

    private func style(_ inner: JSONPathStyle, prefix: String?) -> JSONPathStyle {
        prefix.map { .nested(prefix: $0, inner: inner) } ?? inner
    }

    private func arrayOfObjects(_ elements: [JSONValue], file: String, prefix: String?, inputSize: Int) throws -> DataTable {
        var rows = JSONObjectRows(file: file, style: style(.arrayOfObjects, prefix: prefix), inputSize: inputSize)
        for (row, element) in elements.enumerated() {
            guard case let .object(members) = element.node else {
                throw ChartError.badData(
                    location: element.location(file: file, path: (prefix ?? "$") + "[\(row)]"), column: nil,
                    message: "expected an object like the first element, found \(element.kindDescription)")
            }
            try rows.append(element, members: members)
        }
        return try rows.table()
    }

    private func arrayOfArrays(_ elements: [JSONValue], file: String, prefix: String?) throws -> DataTable {
        let rows = try sameWidthArrays(elements, file: file, prefix: prefix)
        let width = rows[0].count
        guard width > 0 else { throw ChartError.noDataRows(file) }
        let hasHeader = startsWithHeader(rows)
        let rowOffset = hasHeader ? 1 : 0
        let pathStyle = style(.arrayOfArrays(rowOffset: rowOffset), prefix: prefix)
        let names = try hasHeader ? headerNames(rows[0], file: file, prefix: prefix) : (1...width).map(String.init)
        guard rows.count - rowOffset > 0 else { throw ChartError.noDataRows(file) }
        let cells = try cellColumns(rows[rowOffset...], names: names, hasHeader: hasHeader, file: file, pathStyle: pathStyle)
        return DataTable(
            source: file, names: names, hasHeader: hasHeader, columns: cells.texts,
            cellLines: cells.lines, cellColumns: cells.columns, jsonPaths: pathStyle)
    }

    /// The inner arrays of an array of arrays, each checked to be an array as wide as the first.
    ///
    /// Checked before the header and cells are read, so those can rely on every row having a
    /// value for every column; a ragged row is reported at its own path.
    private func sameWidthArrays(_ elements: [JSONValue], file: String, prefix: String?) throws -> [[JSONValue]] {
        var rows: [[JSONValue]] = []
        rows.reserveCapacity(elements.count)
        for (row, element) in elements.enumerated() {
            guard case let .array(values) = element.node else {
                throw ChartError.badData(
                    location: element.location(file: file, path: (prefix ?? "$") + "[\(row)]"), column: nil,
                    message: "expected an array like the first element, found \(element.kindDescription)")
            }
            if let width = rows.first?.count, values.count != width {
                throw ChartError.badData(
                    location: element.location(file: file, path: (prefix ?? "$") + "[\(row)]"), column: nil,
                    message: "expected \(width) value\(width == 1 ? "" : "s") like the first row, found \(values.count)")
            }
            rows.append(values)
        }
        return rows
    }

    /// Whether the first inner array names the columns: as `header` says, or when `.auto`, when
    /// it is all strings and the second is not.
    ///
    /// A first row of strings alone proves nothing (a table of labels is all strings too); the
    /// contrast with a second row of other values is what marks a header.
    private func startsWithHeader(_ rows: [[JSONValue]]) -> Bool {
        func allStrings(_ values: [JSONValue]) -> Bool {
            values.allSatisfy { if case .string = $0.node { return true } else { return false } }
        }
        switch header {
        case .present: return true
        case .absent: return false
        case .auto: return rows.count >= 2 && allStrings(rows[0]) && !allStrings(rows[1])
        }
    }

    /// The column names from the header array: trimmed, an empty one named by its position, as
    /// CSV headers are.
    ///
    /// A header value that is an object or an array is an error at its path, since it cannot
    /// name a column.
    private func headerNames(_ headerRow: [JSONValue], file: String, prefix: String?) throws -> [String] {
        var names: [String] = []
        for (column, value) in headerRow.enumerated() {
            let path = (prefix ?? "$") + "[0][\(column)]"
            let text = try JSONCell.text(of: value, file: file, path: path, columnName: "column \(column + 1)")
            names.append(HeaderSniffer.headerName(text, index: column))
        }
        return names
    }

    /// The data rows turned column-wise: each cell's text, line and character column.
    ///
    /// Errors name a column by its header name when there is a header, else by its number
    /// ("column 3"); row numbers in paths count from the first data row, as `pathStyle` expects.
    private func cellColumns(
        _ rows: ArraySlice<[JSONValue]>, names: [String], hasHeader: Bool, file: String, pathStyle: JSONPathStyle
    ) throws -> (texts: [[String]], lines: [[Int32]], columns: [[Int32]]) {
        let width = names.count
        var texts = Array(repeating: [String](), count: width)
        var lines = Array(repeating: [Int32](), count: width)
        var characterColumns = Array(repeating: [Int32](), count: width)
        for column in 0..<width {
            texts[column].reserveCapacity(rows.count)
            lines[column].reserveCapacity(rows.count)
            characterColumns[column].reserveCapacity(rows.count)
        }
        for (row, values) in rows.enumerated() {
            for (column, value) in values.enumerated() {
                let columnName = hasHeader ? "column \"\(names[column])\"" : "column \(column + 1)"
                let path = pathStyle.path(row: row, column: column, names: names)
                texts[column].append(try JSONCell.text(of: value, file: file, path: path, columnName: columnName))
                lines[column].append(value.line)
                characterColumns[column].append(value.column)
            }
        }
        return (texts, lines, characterColumns)
    }

    private func objectOfColumns(_ members: [JSONMember], file: String, prefix: String?) throws -> DataTable {
        let pathStyle = style(.objectOfColumns, prefix: prefix)
        let names = members.map(\.key)
        guard !members.isEmpty else { throw ChartError.noDataRows(file) }
        var columns: [[String]] = []
        var lines: [[Int32]] = []
        var characterColumns: [[Int32]] = []
        var expectedCount: Int?
        for (column, member) in members.enumerated() {
            let columnName = "column \"\(member.key)\""
            let memberPath = (prefix ?? "$") + JSONPathStyle.member(member.key)
            guard case let .array(values) = member.value.node else {
                throw ChartError.badData(
                    location: member.value.location(file: file, path: memberPath), column: columnName,
                    message: "expected an array of values, found \(member.value.kindDescription)")
            }
            if let expectedCount, values.count != expectedCount {
                throw ChartError.badData(
                    location: member.value.location(file: file, path: memberPath), column: columnName,
                    message: "expected \(expectedCount) values like \(QuotedText.quoted(members[0].key)), found \(values.count)")
            }
            expectedCount = values.count
            var cells: [String] = []
            cells.reserveCapacity(values.count)
            for (row, value) in values.enumerated() {
                let path = pathStyle.path(row: row, column: column, names: names)
                cells.append(try JSONCell.text(of: value, file: file, path: path, columnName: columnName))
            }
            columns.append(cells)
            lines.append(values.map(\.line))
            characterColumns.append(values.map(\.column))
        }
        guard expectedCount ?? 0 > 0 else { throw ChartError.noDataRows(file) }
        return DataTable(
            source: file, names: names, hasHeader: true, columns: columns,
            cellLines: lines, cellColumns: characterColumns, jsonPaths: pathStyle)
    }
}
