import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// The guessed split (`SpeculativeSplit`) reads exactly what the exact path reads: long inputs
/// with what breaks a guess (a quoted field or an object across a cut, blank lines, CR line ends,
/// cells the direct parsers refuse, bad cells, a key seen late) at random rows, streamed in many
/// batch sizes, give the chart or the error the exact path alone gives, and a whole read's chart.
@Suite(.tags(.heavy)) struct SpeculativeSplitTests {
    typealias Random = ParallelReadTests.Random

    /// The counts the batches are checked with: exact where the classic zero-byte test is not
    /// (bytes next to a match, 0x0A ± 1, 0x8A, 0x0D), at every length around the 16-byte step.
    @Test func lineEndsAreCountedExactly() {
        var random = Random(99)
        let alphabet: [UInt8] = [0x0A, 0x0B, 0x09, 0x0D, 0x0C, 0x8A, 0x8D, 0x00, 0xFF, 0x31, 0x2C]
        for length in 0..<70 {
            for _ in 0..<40 {
                let bytes = (0..<length).map { _ in alphabet[random.next(alphabet.count)] }
                let counted = SpeculativeSplit.lineEnds(in: bytes)
                #expect(counted.lineFeeds == bytes.filter { $0 == 0x0A }.count, "\(bytes)")
                #expect(counted.hasCarriageReturn == bytes.contains(0x0D), "\(bytes)")
            }
        }
    }

    /// Where a batch is cut: after the last LF, or the last CR that is not the final byte.
    @Test(
        arguments: [
            ("a\nb\nc", 4), ("a\nb\n", 4), ("a\rb\rc", 4), ("a\rb\r", 2), ("a\r\nb", 3), ("a\n\r", 2), ("abc", nil), ("", nil), ("\r", nil),
        ] as [(String, Int?)])
    func batchesAreCutAtTheLastLineEnd(_ text: String, _ end: Int?) {
        #expect(SpeculativeSplit.lastRecordEnd(in: Array(text.utf8)) == end, "\(text.debugDescription)")
    }

    enum Shape: String, CaseIterable {
        case csv, tsv, singleColumn, ndjson, ndjsonNoX, array, prettyArray
        /// CSV whose every line ends with a lone CR (never a line feed to cut at).
        case csvCR
    }

    /// `rows` rows of `shape` with a hazard on about one row in `every` (none when `every` is 0):
    /// what the direct parsers refuse, what spans a line end, and errors (a text cell, an extra
    /// field, a line end inside a JSON string).
    static func input(_ shape: Shape, rows: Int, seed: Int, every: Int) -> String {
        var random = Random(seed)
        var text = ""
        switch shape {
        case .csv: text = "x,y,note\n"
        case .csvCR: text = "x,y,note\r"
        case .tsv: text = "x\ty\tnote\n"
        case .singleColumn: text = "y\n"
        case .array, .prettyArray: text = "["
        case .ndjson, .ndjsonNoX: break
        }
        var y = 0
        for row in 0..<rows {
            y += random.next(21) - 10
            let hazard = every > 0 && random.next(every) == 0 ? random.next(10) : -1
            let value = hazard == 4 ? "1e1" : hazard == 8 && random.next(4) == 0 ? "oops" : "\(y).\(random.next(100))"
            let end = hazard == 2 ? "\r\n" : hazard == 3 ? "\r" : hazard == 1 ? "\n\n" : "\n"
            switch shape {
            case .csv, .tsv, .csvCR:
                let separator = shape == .tsv ? "\t" : ","
                let note =
                    hazard == 0 ? "\"two\nlines\"" : hazard == 5 ? "\"q\"" : hazard == 6 ? "" : hazard == 9 ? "n\(separator)extra" : "n\(row % 7)"
                let padded = hazard == 7 ? " \(value)" : value
                // A text x now and then (the x column is checked before the series in a batch).
                let x = hazard == 8 && random.next(3) == 0 ? "q\(row)" : "\(row)"
                text += "\(x)\(separator)\(padded)\(separator)\(note)" + (shape == .csvCR ? "\r" : end)
            case .singleColumn:
                text += (hazard == 5 ? "\"\(value)\"" : value) + end
            case .ndjson, .ndjsonNoX, .array, .prettyArray:
                let x = shape != .ndjsonNoX ? "\"x\":\(row)," : ""
                let noteText = hazard == 5 ? "a\\\"b" : hazard == 6 ? "{[,]}" : hazard == 9 ? "a\nb" : "n\(row % 7)"
                let yMember = hazard == 8 ? "\"y\":\"\(value)\"" : hazard == 7 ? "\"y\":null" : "\"y\":\(value)"
                // Without x the object holds only y (a first key would be x).
                let note = shape != .ndjsonNoX ? ["\"note\":\"\(noteText)\""] : []
                let members = [x + yMember] + note + (hazard == 4 && row > rows * 3 / 4 ? ["\"late\":1"] : [])
                let object = "{" + (hazard == 6 ? members.reversed() : members).joined(separator: ",") + "}"
                let separator =
                    shape == .array ? (row + 1 == rows ? "]" : ",") : shape == .prettyArray ? (row + 1 == rows ? end + "]" : "," + end + "  ") : end
                text += (hazard == 0 ? object.replacingOccurrences(of: ",", with: ",\n") : object) + separator
            }
        }
        // Half the inputs end without a line end (the last read is then one batch).
        if seed % 2 == 0, let last = text.last, last == "\n" || last == "\r" { text.removeLast() }
        return text
    }

    /// What reading `text` gives: the stream's whole chart, the table's, or the error.
    static func outcome(_ text: String, _ shape: Shape, threshold: Int, direct: Bool, folder: String) -> String {
        let path =
            folder + "/in."
            + [Shape.tsv: "tsv", .ndjson: "ndjson", .ndjsonNoX: "ndjson", .array: "json", .prettyArray: "json"][shape, default: "csv"]
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            var builder = LineChartBuilder()
            if ![.csv, .tsv, .csvCR, .singleColumn].contains(shape) { builder.y = [.name("y")] }
            var reader = LineStreamReader(options: ReadOptions(), builder: builder, threshold: threshold, temporaryFolder: folder)
            reader.parsesDirectly = direct
            switch try reader.read(.file(path)) {
            case let .table(table): return "table \(try builder.chart(from: table))"
            case let .stream(stream): return "stream \(try stream.wholeChart())"
            }
        } catch {
            return "error \(error)"
        }
    }

    @Test(arguments: Shape.allCases)
    func guessingReadsWhatTheExactPathReads(_ shape: Shape) throws {
        let folder = try TemporaryDirectory.make()
        var streamedWithHazards = 0
        for (seed, every) in [(1, 0), (2, 400), (3, 150), (4, 60), (5, 25), (6, 1000), (7, 90), (8, 0), (10, 200), (12, 40)] {
            let text = Self.input(shape, rows: 2500, seed: seed, every: every)
            let whole = Self.outcome(text, shape, threshold: 1 << 30, direct: true, folder: folder)
            for threshold in [257, 700, 1500, 4096] {
                let guessed = Self.outcome(text, shape, threshold: threshold, direct: true, folder: folder)
                let exact = Self.outcome(text, shape, threshold: threshold, direct: false, folder: folder)
                #expect(guessed == exact, "\(shape) seed \(seed) every \(every) threshold \(threshold)")
                if every > 0 && guessed.hasPrefix("stream") { streamedWithHazards += 1 }
                if every == 0 {  // a whole read's chart, though a missing last line end makes a last batch of one line
                    #expect(guessed.hasPrefix("stream"), "\(shape) seed \(seed) threshold \(threshold): \(guessed.prefix(200))")
                    #expect(guessed.dropFirst(7) == whole.dropFirst(6), "\(shape) seed \(seed) threshold \(threshold): not the whole read's chart")
                }
            }
        }
        #expect(streamedWithHazards > 0, "\(shape): every input with hazards failed or was read whole")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("chart-") }.isEmpty)
    }

    /// Inputs with several errors report the one a read without guessing reports: a batch
    /// checks x before the series and counts fields before cells, so which error wins depends
    /// on where batches end, and the bytes given back are grouped as they were read; a read that
    /// fails (`--max-input-size`) comes after the errors of what was read before it. Batches of
    /// 16 bytes; the cases come from a review of the change (the last one fails when the read's
    /// error is thrown at once).
    @Test(
        arguments: [
            ("no line end at the end", "x,y\n1,1\n2,2\n3,3\n" + "4,oops\n5,5\nq,6", nil),
            ("lone CRs", "x,y\r1,1\r2,2\r3,3\r" + "4,oops\r5,5\r66,6\r" + "70,7\r80,8\r90,9\rq,9\r", nil),
            ("a read that fails", "x,y\n1,1\n2,2\n3,3\n" + "4,oops\n5,5\n6,6\n7" + "0,1\n11,1\n12,1\n13,1\n", 40),
        ] as [(String, String, Int?)])
    func severalErrorsAreReportedAsWithoutGuessing(_ name: String, _ text: String, _ limit: Int?) throws {
        let folder = try TemporaryDirectory.make()
        let path = folder + "/in.csv"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        func outcome(direct: Bool) -> String {
            var options = ReadOptions()
            if let limit { options.maxBytes = limit }
            var reader = LineStreamReader(options: options, builder: LineChartBuilder(), threshold: 16, temporaryFolder: folder)
            reader.parsesDirectly = direct
            do {
                switch try reader.read(.file(path)) {
                case let .stream(stream): return "stream \(try stream.wholeChart())"
                case let .table(table): return "read whole \(try LineChartBuilder().chart(from: table))"  // the whole read's error
                }
            } catch {
                return "error \(error)"
            }
        }
        let exact = outcome(direct: false)
        #expect(exact.hasPrefix("error"), "\(name): \(exact)")
        #expect(outcome(direct: true) == exact, "\(name)")
    }

    /// A batch is taken by counting its line feeds only when every one ends a record; else it is
    /// split exactly, and one that does not end with a record is not taken.
    @Test(
        arguments: [
            ("1,2\n3,4\n", false, 2, 2),
            ("1,2\n\n3,4\n", false, 2, 3),
            ("1,2\r\n3,4\r\n", false, 2, 2),
            ("1,2\r3,4\n", false, 2, 2),
            ("1,2\n3,4", true, 2, 1),
            ("1,2\n3,\"4\n", false, nil, nil),
            ("1,2\n3,4\n5", false, nil, nil),
        ] as [(String, Bool, Int?, Int?)])
    func aBatchIsCountedOrSplit(_ text: String, _ last: Bool, _ rows: Int?, _ lines: Int?) throws {
        var builder = LineChartBuilder()
        builder.y = [.name("y")]
        let table = try TableReader(options: ReadOptions()).read(bytes: Array("x,y\n0,1\n".utf8), name: "in.csv", pathExtension: nil)
        let columns = try LiveLineColumns(first: table, builder: builder)
        let parser = try #require(DelimitedRowParser(read: ReadOptions(format: .csv), columns: columns, width: 2))
        var cutter = RecordSplitter(mode: .delimited(ASCII.comma))
        cutter.restart(atLine: 1)
        let batch = SpeculativeSplit.rows(of: Array(text.utf8), last: last, parser: parser, cutter: cutter)
        #expect(batch?.rows.count == rows, "\(text.debugDescription)")
        #expect(batch?.lines == lines, "\(text.debugDescription)")
    }

    /// Every possible guess, at every line feed of a small input: whenever both halves are taken
    /// (the first ends with a record, the second is read from there), their rows are the rows of
    /// the whole read at once, bit for bit, and their line ends add up; so a cut inside an object
    /// over two lines, or after a lone CR's line, is never taken wrongly.
    @Test(arguments: [Shape.csv, .ndjson])
    func everyCutIsCheckedOrRight(_ shape: Shape) throws {
        let text: String
        let fresh: ([UInt8], Bool) -> SpeculativeSplit.Read?
        if shape == .csv {
            text = "1,2,a\n2,3,b\r\n\n3,4,c\r4,5,d\n\n\n5,6,e\r\n6,7,f\n7,8,\n8,9,g"
            let table = try TableReader(options: ReadOptions()).read(bytes: Array("x,y,n\n0,1,z\n".utf8), name: "in.csv", pathExtension: nil)
            let columns = try LiveLineColumns(first: table, builder: LineChartBuilder())
            let parser = try #require(DelimitedRowParser(read: ReadOptions(format: .csv), columns: columns, width: 3))
            var cutter = RecordSplitter(mode: .delimited(ASCII.comma))
            cutter.restart(atLine: 1)
            fresh = { [cutter] bytes, last in SpeculativeSplit.rows(of: bytes, last: last, parser: parser, cutter: cutter) }
        } else {
            text = "{\"x\":1,\"y\":2}\n{\"x\":2,\n \"y\":3}\n\n{\n\"x\":3,\"y\":4}\r\n{\"x\":4,\"y\":5,\"n\":\"} {\"}\n{\"x\":5}\r{\"x\":6,\"y\":7}\n"
            let (maybeParser, _, _) = try JSONRowParserTests.parser(
                "{\"x\":0,\"y\":1,\"n\":\"a\"}\n",
                builder: {
                    var builder = LineChartBuilder()
                    builder.y = [.name("y")]
                    return builder
                }())
            let parser = try #require(maybeParser)
            var cutter = JSONRecordSplitter(framing: .ndjson)
            cutter.restart(atLine: 1)
            fresh = { [cutter] bytes, last in SpeculativeSplit.rows(of: bytes, last: last, parser: parser, cutter: cutter) }
        }
        let bytes = Array(text.utf8)
        let whole = try #require(fresh(bytes, true), "the whole input is not read")
        var taken = 0
        for (cut, byte) in bytes.enumerated() where byte == ASCII.lf {
            guard let first = fresh(Array(bytes[...cut]), false), let second = fresh(Array(bytes[(cut + 1)...]), true) else { continue }
            taken += 1
            var joined = first.rows
            joined.append(second.rows)
            #expect(DelimitedRowParserTests.bits(joined) == DelimitedRowParserTests.bits(whole.rows), "\(shape) cut after byte \(cut)")
            #expect(first.lines + second.lines == whole.lines, "\(shape) cut after byte \(cut)")
        }
        #expect(taken > 3, "\(shape): only \(taken) cuts taken")
    }
}
