import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// Streamed NDJSON and JSON arrays of flat objects (`JSONRecordSplitter`, `JSONBatchReader`,
/// `JSONStreamSettlement`) give exactly what a whole read gives: the same chart, or the same error
/// (file, line, column, `$[row]` path), whatever batch edge a row falls on. Each input is read
/// at many small thresholds, so the cuts land on every kind of place in it.
@Suite(.tags(.heavy)) struct JSONStreamReadTests {
    enum Shape: CaseIterable {
        case ndjson, ndjsonCRLF, prettyArray, oneLineArray
        var fileName: String { self == .ndjson || self == .ndjsonCRLF ? "in.ndjson" : "in.json" }
    }

    /// Seeded rows: ascending x, a noisy y (missing or null now and then), a text field full of
    /// what must never cut (`}`, `,`, `]`, escaped quotes and backslashes, `\n`, non-ASCII).
    static func rows(_ count: Int, seed: UInt64) -> [String] {
        var state = seed
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33)
        }
        let notes = ["a}b", "c,d", "e]f,{g", "q\\\"uote\\\"", "back\\\\", "line\\nend", "é😀", "", "x\\u00e9"]
        return (0..<count).map { i in
            let y = next() % 1000
            let yMember = i % 37 == 5 ? "" : i % 41 == 7 ? ",\"y\":null" : ",\"y\":\(y).\(next() % 100)"
            return "{\"x\":\(i)\(yMember),\"note\":\"\(notes[next() % notes.count])\"}"
        }
    }

    static func text(_ rows: [String], _ shape: Shape) -> String {
        switch shape {
        case .ndjson: return rows.enumerated().map { $0.offset % 50 == 3 ? $0.element + "\n\n" : $0.element + "\n" }.joined()
        case .ndjsonCRLF: return rows.map { $0 + "\r\n" }.joined()
        case .prettyArray: return "[\n  " + rows.joined(separator: ",\n  ") + "\n]\n"
        case .oneLineArray: return "[" + rows.joined(separator: ",") + "]"
        }
    }

    /// The chart or the error's text, from a whole read (a huge threshold) or streamed.
    static func outcome(_ path: String, threshold: Int, builder: LineChartBuilder, dir: String) -> (String, Bool) {
        do {
            switch try LineStreamReader(options: ReadOptions(), builder: builder, threshold: threshold, temporaryFolder: dir).read(.file(path)) {
            case let .table(table): return ("\(try builder.chart(from: table))", false)
            case let .stream(stream): return ("\(try stream.wholeChart())", true)
            }
        } catch {
            return ("error: \(error)", false)
        }
    }

    static let thresholds = Array(stride(from: 300, to: 1500, by: 37)) + [2000, 3001]

    @Test(arguments: Shape.allCases)
    func streamedChartsAreTheWholeReadsOnes(_ shape: Shape) throws {
        let dir = try TemporaryDirectory.make()
        let path = dir + "/" + shape.fileName
        try Data(Self.text(Self.rows(400, seed: 11), shape).utf8).write(to: URL(fileURLWithPath: path))
        var builder = LineChartBuilder()
        builder.y = [.name("y")]
        let whole = Self.outcome(path, threshold: 1 << 30, builder: builder, dir: dir)
        #expect(!whole.1 && !whole.0.hasPrefix("error"), "\(whole.0)")
        var streamed = 0
        for threshold in Self.thresholds {
            let result = Self.outcome(path, threshold: threshold, builder: builder, dir: dir)
            if result.1 { streamed += 1 }
            #expect(result.0 == whole.0, "\(shape) threshold \(threshold)")
        }
        #expect(streamed == Self.thresholds.count, "\(shape): only \(streamed) of \(Self.thresholds.count) reads streamed")
    }

    /// A defect at row `row` of 400 (a bad cell, a nested value, a scalar element, a repeated key,
    /// broken syntax, invalid UTF-8) fails as a whole read fails, at every cut.
    static let defects: [(name: String, row: Int, replace: @Sendable (String) -> String)] = [
        ("bad y late", 300, { $0.replacingOccurrences(of: "\"y\":", with: "\"y\":\"n/a\",\"z\":") }),
        ("nested value late", 310, { $0.replacingOccurrences(of: "\"note\":", with: "\"note\":{\"a\":1},\"n2\":") }),
        ("scalar element late", 320, { _ in "5" }),
        ("repeated key late", 330, { $0.replacingOccurrences(of: "{\"x\":", with: "{\"note\":\"a\",\"x\":") }),
        ("syntax late", 340, { $0.replacingOccurrences(of: "\"x\":", with: "\"x\" ") }),
        ("invalid UTF-8 late", 350, { $0.replacingOccurrences(of: "\"note\":\"", with: "\"note\":\"\u{FFFF}") }),
        ("unsorted x late", 360, { $0.replacingOccurrences(of: "{\"x\":360", with: "{\"x\":3") }),
    ]

    @Test(arguments: Shape.allCases, defects.indices)
    func streamedFailuresAreTheWholeReadsFailures(_ shape: Shape, _ index: Int) throws {
        let (name, row, replace) = Self.defects[index]
        var rows = Self.rows(400, seed: 12)
        rows[row] = replace(rows[row])
        var bytes = Array(Self.text(rows, shape).utf8)
        // U+FFFF's encoding (EF BF BF) with its last byte cut off is invalid UTF-8.
        if let at = bytes.indices.first(where: { bytes[$0] == 0xEF && bytes[$0 + 1] == 0xBF && bytes[$0 + 2] == 0xBF }) {
            bytes.remove(at: at + 2)
        }
        let dir = try TemporaryDirectory.make()
        let path = dir + "/" + shape.fileName
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        // An early bad cell too, so a later defect a whole read checks first must win over it.
        for early in [false, true] {
            if early {
                var withEarly = rows
                withEarly[150] = withEarly[150].replacingOccurrences(of: "\"x\":150", with: "\"x\":\"oops\"")
                var earlyBytes = Array(Self.text(withEarly, shape).utf8)
                if let at = earlyBytes.indices.first(where: { earlyBytes[$0] == 0xEF && earlyBytes[$0 + 1] == 0xBF && earlyBytes[$0 + 2] == 0xBF }) {
                    earlyBytes.remove(at: at + 2)
                }
                try Data(earlyBytes).write(to: URL(fileURLWithPath: path))
            }
            let whole = Self.outcome(path, threshold: 1 << 30, builder: LineChartBuilder(), dir: dir)
            if name != "unsorted x late" { #expect(whole.0.hasPrefix("error"), "\(name): \(whole.0)") }
            for threshold in Self.thresholds {
                let result = Self.outcome(path, threshold: threshold, builder: LineChartBuilder(), dir: dir)
                #expect(result.0 == whole.0, "\(shape) \(name) early \(early) threshold \(threshold)")
            }
        }
    }

    /// A key first seen after the first batch: left out when the chart names its columns (a
    /// whole read draws the same), else the file is read whole.
    @Test(arguments: [Shape.ndjson, .oneLineArray])
    func aKeySeenLateGivesTheWholeReadsChart(_ shape: Shape) throws {
        var rows = Self.rows(400, seed: 13)
        rows[350] = rows[350].replacingOccurrences(of: "{\"x\":", with: "{\"late\":1.5,\"x\":")
        let dir = try TemporaryDirectory.make()
        let path = dir + "/" + shape.fileName
        try Data(Self.text(rows, shape).utf8).write(to: URL(fileURLWithPath: path))
        var named = LineChartBuilder()
        named.y = [.name("y")]
        for builder in [named, LineChartBuilder()] {
            let whole = Self.outcome(path, threshold: 1 << 30, builder: builder, dir: dir)
            #expect(!whole.0.hasPrefix("error"), "\(whole.0)")
            for threshold in Self.thresholds {
                let result = Self.outcome(path, threshold: threshold, builder: builder, dir: dir)
                #expect(result.0 == whole.0, "\(shape) threshold \(threshold)")
                #expect(result.1 == !builder.y.isEmpty, "\(shape) threshold \(threshold): streamed \(result.1)")
            }
        }
    }

    /// `chart hist`'s reader (`TableBatchReader`) hands every row to its batches exactly once, in
    /// order, with the cells a whole read has.
    @Test(arguments: Shape.allCases)
    func histBatchesHoldTheWholeReadsCells(_ shape: Shape) throws {
        let dir = try TemporaryDirectory.make()
        let path = dir + "/" + shape.fileName
        try Data(Self.text(Self.rows(400, seed: 14), shape).utf8).write(to: URL(fileURLWithPath: path))
        let whole = try TableReader().read(.file(path))
        let column = try whole.columnIndex(.name("y"))
        let expected = try whole.numbers(at: column, emptyIsGap: true).map(\.bitPattern)
        for threshold in Self.thresholds {
            var values: [UInt64] = []
            var batches = 0
            let table = try TableBatchReader(options: ReadOptions(), threshold: threshold).read(.file(path)) { table, skipping in
                values += try table.numbers(at: try table.columnIndex(.name("y")), emptyIsGap: true).dropFirst(skipping).map(\.bitPattern)
                batches += 1
            }
            #expect(table == nil, "\(shape) threshold \(threshold) was read whole")
            #expect(batches > 3 && values == expected, "\(shape) threshold \(threshold): \(batches) batches")
        }
    }

    /// The fuzz targets' cross-check (`ReaderCrossCheck`) streams JSON in 7- and 64-byte pieces
    /// and compares every cell with the whole read: agreeing tables pass, others are named.
    @Test(arguments: Shape.allCases)
    func theFuzzCrossCheckComparesEveryCell(_ shape: Shape) throws {
        let format: InputFormat = shape.fileName == "in.json" ? .json : .ndjson
        func table(_ bytes: [UInt8]) throws -> DataTable {
            try TableReader(options: ReadOptions(format: format)).read(bytes: bytes, name: "fuzz", pathExtension: nil)
        }
        let bytes = Array(Self.text(Self.rows(60, seed: 15), shape).utf8)
        let other = try table(Array(Self.text(Self.rows(60, seed: 16), shape).utf8))
        for chunk in [7, 64] {
            #expect(JSONBatchReader.streamingProblem(bytes: bytes, format: format, whole: try table(bytes), chunk: chunk) == nil)
            #expect(JSONBatchReader.streamingProblem(bytes: bytes, format: format, whole: other, chunk: chunk) != nil)
        }
        #expect(ReaderCrossCheck.problem(bytes: bytes, format: format) == nil)
    }
}
