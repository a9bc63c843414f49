import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// A JSON array cut on the batches' threads (`SpeculativeSplit.Cut.arrayElement`) reads exactly
/// what the exact path reads: arrays whose strings hold `}`, `]`, `,`, `{` and escaped quotes,
/// with non-ASCII text, whitespace and line ends between records, and errors at random rows
/// (nested values among them), give the exact path's chart or its error (text, line, column,
/// `$[row]`), which are a whole read's.
extension SpeculativeSplitTests {
    /// `rows` objects of a JSON array; about one row in `every` a hazard: text the direct parser
    /// reads but that looks like a cut (`},{` in a string, a `{` that makes the `{` count wrong),
    /// or what it refuses (escapes), whitespace and line ends between elements, and with `errors`
    /// also what a whole read rejects (a text y, `01`, a missing `,`, a line end in a string, a
    /// nested object or array: the direct parser refuses those too, and a whole read's cell is a
    /// number, string, boolean or null). Non-ASCII notes move every later column of a line by
    /// scalars, not bytes.
    static func hostileArray(rows: Int, seed: Int, every: Int, errors: Bool) -> String {
        var random = Random(seed)
        let notes = ["\"a},{b\"", "\"]],\"", "\"{\"", "\"é日本}\"", "\"q\\\"},\\\"x\\\":1\"", "\"} ,\""]
        let separators = [",", " ,\n  ", "\n,\t", ",\r\n", ",\r", "  ,  "]
        let nested = ["{\"a\":[1,{\"b\":\"}\"}]}", "[\"}\",\"]\"]"]
        var text = "[\n"
        var y = 0
        for row in 0..<rows {
            y += random.next(21) - 10
            let kinds = notes.count + separators.count + (errors ? 4 + nested.count : 0)
            let hazard = every > 0 && random.next(every) == 0 ? random.next(kinds) : -1
            let error = hazard - notes.count - separators.count
            let note =
                hazard >= 0 && hazard < notes.count
                ? notes[hazard] : error == 3 ? "\"a\nb\"" : error >= 4 ? nested[error - 4] : "\"n\(row % 7)\""
            let value = error == 0 ? "\"oops\"" : error == 1 ? "01" : "\(y).\(random.next(100))"
            let object = "{\"x\":\(row),\"y\":\(value),\"note\":\(note)}"
            let separator = hazard >= notes.count && hazard < notes.count + separators.count ? separators[hazard - notes.count] : ","
            text += object + (row + 1 == rows ? "\n]" : error == 2 ? " " : separator)
        }
        return seed % 2 == 0 ? text : text + "\n"
    }

    /// The chart or error of `text` read as a JSON array, and the batches the guessing took.
    static func arrayOutcome(_ text: String, threshold: Int, direct: Bool, folder: String) -> (String, guessed: Int) {
        let path = folder + "/in.json"
        var builder = LineChartBuilder()
        builder.y = [.name("y")]
        var reader = LineStreamReader(options: ReadOptions(), builder: builder, threshold: threshold, temporaryFolder: folder)
        reader.parsesDirectly = direct
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            switch try reader.read(.file(path)) {
            case let .table(table): return ("table \(try builder.chart(from: table))", reader.paths.now.guessed)
            case let .stream(stream): return ("stream \(try stream.wholeChart())", reader.paths.now.guessed)
            }
        } catch {
            return ("error \(error)", reader.paths.now.guessed)
        }
    }

    @Test(arguments: [false, true])
    func arraysCutOnTheBatchThreadsReadAsTheExactPath(_ errors: Bool) throws {
        let folder = try TemporaryDirectory.make()
        var (guessed, failures) = (0, 0)
        for (seed, every) in [(1, 0), (2, 300), (3, 120), (4, 50), (5, 20), (6, 800), (7, 70), (8, 0), (9, 9)] {
            let text = Self.hostileArray(rows: 2000, seed: seed, every: every, errors: errors)
            let whole = Self.arrayOutcome(text, threshold: 1 << 30, direct: true, folder: folder).0
            for threshold in [257, 700, 1500, 4096] {
                let (outcome, taken) = Self.arrayOutcome(text, threshold: threshold, direct: true, folder: folder)
                let exact = Self.arrayOutcome(text, threshold: threshold, direct: false, folder: folder).0
                #expect(outcome == exact, "errors \(errors) seed \(seed) every \(every) threshold \(threshold)")
                guessed += taken
                if outcome.hasPrefix("error") { failures += 1 }
                if outcome.hasPrefix("stream") {  // a whole read's chart
                    #expect(outcome.dropFirst(7) == whole.dropFirst(6), "seed \(seed) threshold \(threshold): not the whole read's chart")
                } else if outcome.hasPrefix("error") {
                    #expect(outcome == whole, "seed \(seed) threshold \(threshold): not the whole read's error")
                }
            }
        }
        #expect(guessed > 100, "the guessed split took only \(guessed) array batches")
        #expect(errors == (failures > 0), "\(failures) inputs failed")
    }

    /// Batches of 4 MiB, the size a long input is read in: a one-line array of 12 MB with a hazard
    /// on the records around each 4 MiB read's end and a text y in its last object. Around 4 MiB,
    /// where the first batch is cut exactly, a `},{` in a string (a `{` the count must not take for
    /// an object); around 8 MiB, where the first guessed batch is cut, a non-ASCII `é{`; past it an
    /// escape, which the direct parser refuses, so the exact path reads the rest from the column
    /// after the guessed batch. It reads as the exact path and as a whole read (the last object's
    /// error, at its column and `$[row]`), the first guessed batch taken.
    @Test func recordsAcrossTheFourMebibyteCutReadAsTheExactPath() throws {
        let folder = try TemporaryDirectory.make()
        var random = Random(4)
        var text = "["
        var (row, y) = (0, 0)
        let hazards = ["\"a},{b\"", "\"é{\"", "\"é},{\\\"x\\\":1\""]
        while text.utf8.count < 12 << 20 {
            y += random.next(21) - 10
            let offset = (text.utf8.count + 40) % (4 << 20)
            let note = offset < 80 ? hazards[(text.utf8.count >> 22) % hazards.count] : "\"n\(row % 7)\""
            text += "{\"x\":\(row),\"y\":\(y).\(random.next(100)),\"note\":\(note)},"
            row += 1
        }
        text += "{\"x\":\(row),\"y\":\"late text\"}]"
        let (outcome, taken) = Self.arrayOutcome(text, threshold: 4 << 20, direct: true, folder: folder)
        #expect(outcome == Self.arrayOutcome(text, threshold: 4 << 20, direct: false, folder: folder).0)
        #expect(outcome == Self.arrayOutcome(text, threshold: 1 << 30, direct: true, folder: folder).0, "not the whole read's error")
        #expect(outcome.hasPrefix("error") && outcome.contains("$[\(row)]"), "\(outcome.prefix(300))")
        #expect(taken > 0)
    }

    /// Every possible cut at every `,` of a small array's later batch: whenever both halves are
    /// taken (the first up to the `,`, made its `]`, the second from there to the array's end),
    /// their rows are the whole batch's, bit for bit, and their lines and columns add up to the
    /// whole's; so a cut at a `,` inside a string is never taken. (An escape or a nested value
    /// makes the direct parser refuse any batch holding it: the tests above read those.)
    @Test func everyArrayCutIsCheckedOrRight() throws {
        let text =
            "{\"x\":1,\"y\":2},{\"x\":2,\"y\":3,\"n\":\"},{\"}\n,{\"x\":3, \"y\":4}\r\n,\t{\"x\":4,\"y\":5,\"n\":\"é{\"},"
            + "{\"x\":5,\"y\":6,\"n\":\"a ],\"}, {\"x\":6,\"n\":\"} ,{\"},{\"x\":7,\"y\":8}\r,{\"x\":8,\"y\":9,\"n\":\"日本\"}]\n"
        var builder = LineChartBuilder()
        builder.y = [.name("y")]
        let (maybeParser, _, _) = try JSONRowParserTests.parser(
            "[{\"x\":0,\"y\":1,\"n\":\"a\"},{\"x\":0,\"y\":1,\"n\":\"a\"}]", builder: builder, framing: .arrayOfObjects)
        let parser = try #require(maybeParser)
        #expect(parser.cut == .arrayElement)
        var cutter = JSONRecordSplitter(framing: .arrayOfObjects)
        cutter.restart(atLine: 1)
        let read = { [cutter] (bytes: [UInt8], last: Bool) in SpeculativeSplit.arrayRows(of: bytes, last: last, parser: parser, cutter: cutter) }
        let bytes = Array(text.utf8)
        let whole = try #require(read(bytes, true), "the whole batch is not read")
        #expect(whole.rows.count == 8 && whole.lines == 4)
        var taken = 0
        for (cut, byte) in bytes.enumerated() where byte == UInt8(ascii: ",") {
            var head = Array(bytes[...cut])
            head[cut] = UInt8(ascii: "]")
            guard let first = read(head, false), let second = read(Array(bytes[(cut + 1)...]), true) else { continue }
            taken += 1
            var joined = first.rows
            joined.append(second.rows)
            #expect(DelimitedRowParserTests.bits(joined) == DelimitedRowParserTests.bits(whole.rows), "cut after byte \(cut)")
            #expect(first.lines + second.lines == whole.lines, "cut after byte \(cut)")
            #expect((second.lines > 0 ? second.columns : first.columns + second.columns) == whole.columns, "cut after byte \(cut)")
        }
        #expect(taken == 7, "\(taken) cuts taken")
    }

    /// The counts an array batch is checked with, against a byte-by-byte count: exact where the
    /// classic zero-byte test is not (bytes next to a match), at every length around the step.
    @Test func arrayCountsAreExact() {
        var random = Random(7)
        let alphabet: [UInt8] = [0x7B, 0x7A, 0x7C, 0xFB, 0x0A, 0x0D, 0x0B, 0x8A, 0xC3, 0xA9, 0xE6, 0x97, 0x31, 0x2C, 0x00]
        for length in 0..<70 {
            for _ in 0..<60 {
                let bytes = (0..<length).map { _ in alphabet[random.next(alphabet.count)] }
                let counted = SpeculativeSplit.arrayCounts(in: bytes)
                let ends = bytes.indices.filter { bytes[$0] == 0x0A || (bytes[$0] == 0x0D && ($0 + 1 == bytes.count || bytes[$0 + 1] != 0x0A)) }
                let after = ends.last.map { $0 + 1 } ?? 0
                #expect(counted.objects == bytes.filter { $0 == 0x7B }.count, "\(bytes)")
                #expect(counted.lines == ends.count, "\(bytes)")
                #expect(counted.columns == bytes[after...].filter { $0 & 0xC0 != 0x80 }.count, "\(bytes)")
            }
        }
    }

    /// Where the reading thread cuts an array: after the last `,` that follows a `}`.
    @Test(
        arguments: [
            ("{},{}", 3), ("{} \n,{", 5), ("{\"a\":\"},\"}", 8), ("{},{},", 6), ("{1,2}", nil), (",", nil), ("", nil), ("}\t,x,y", 3),
        ] as [(String, Int?)])
    func arraysAreCutAfterAnElementsComma(_ text: String, _ end: Int?) {
        #expect(SpeculativeSplit.lastElementEnd(in: Array(text.utf8)) == end, "\(text.debugDescription)")
    }
}
