import Testing

@testable import ChartKit

/// The array splitter's step over a flat object (`JSONRecordSplitter.stepsOverFlatObjects`,
/// issue 37) against its byte-by-byte scan: the same batches (bytes, lines, columns, record
/// starts) for every input, fed in pieces of every size, so an object cut anywhere, an escape
/// at a piece's end and every shape the step must leave to the scan are all met.
@Suite struct JSONRecordSplitterTests {
    /// One batch as the splitter gives it, comparable.
    struct Batch: Equatable, CustomStringConvertible {
        let bytes: [UInt8]
        let firstLine: Int
        let firstColumn: Int
        let starts: [Int]
        let lines: [Int]
        var description: String { "\(String(decoding: bytes, as: UTF8.self)) line \(firstLine) column \(firstColumn) starts \(starts)" }
    }

    /// The batches of `text` fed `piece` bytes at a time, taking after each feed, and the line
    /// the splitter ends at.
    static func batches(_ text: String, piece: Int, stepping: Bool) -> ([Batch], Int, JSONRecordSplitter) {
        let bytes = Array(text.utf8)
        var splitter = JSONRecordSplitter(framing: .arrayOfObjects)
        splitter.stepsOverFlatObjects = stepping
        var batches: [Batch] = []
        var offset = 0
        repeat {
            let end = min(bytes.count, offset + piece)
            splitter.feed(Array(bytes[offset..<end]))
            offset = end
            let records = splitter.take(atEnd: offset == bytes.count)
            if !records.isEmpty || records.count > 0 {
                batches.append(
                    Batch(
                        bytes: records.bytes, firstLine: records.firstLine, firstColumn: records.firstColumn,
                        starts: records.starts.map(\.offset), lines: records.starts.map(\.line)))
            }
        } while offset < bytes.count
        return (batches, splitter.nextLine, splitter)
    }

    static let pieces = [1, 2, 3, 5, 8, 13, 64, 1 << 20]

    @Test(arguments: [
        ("plain", #"[{"x":1,"y":2.5},{"x":2,"y":-3},{"x":3,"y":4e5}]"#),
        ("brackets and commas in strings", #"[{"x":1,"n":"}{,]["},{"x":2,"n":"a},{\"x\":9}"}]"#),
        ("escaped quotes and backslashes", #"[{"x":1,"n":"q\"uo\"te"},{"x":2,"n":"back\\"},{"x":3,"n":"\\\"\\"}]"#),
        ("escapes of every kind", #"[{"\u0078":1,"n":"\n\t\/\b\f\r\u00e9"},{"x":2}]"#),
        ("non-ASCII", "[{\"x\":1,\"n\":\"été 😀\"},{\"x\":2,\"n\":\"✓\"},{\"x\":3}]"),
        ("spaces around everything", "[ { \"x\" : 1 } ,\t{\"x\":2 }  , {}  ]  "),
        ("pretty, LF", "[\n  {\n    \"x\": 1,\n    \"y\": 2\n  },\n  {\"x\": 2, \"y\": 3},\n  {\"x\": 3}\n]\n"),
        ("pretty, CRLF", "[\r\n  {\"x\": 1},\r\n  {\r\n\"x\": 2},\r\n  {\"x\": 3}\r\n]\r\n"),
        ("byte order mark", "\u{FEFF}[{\"x\":1},{\"x\":2},{\"x\":3}]"),
        ("empty objects", "[{},{},{\"x\":1},{}]"),
        ("nested object", #"[{"x":1},{"x":2,"o":{"a":1}},{"x":3}]"#),
        ("nested array", #"[{"x":1},{"x":2,"a":[1,2]},{"x":3}]"#),
        ("raw line end in a string", "[{\"x\":1},{\"x\":2,\"n\":\"a\nb\"},{\"x\":3}]"),
        ("escaped raw line end", "[{\"x\":1},{\"x\":2,\"n\":\"a\\\nb\"},{\"x\":3}]"),
        ("unclosed string", #"[{"x":1},{"x":2,"n":"ab},{"x":3}]"#),
        ("scalar element", #"[{"x":1},7,{"x":3}]"#),
        ("missing comma", #"[{"x":1} {"x":2},{"x":3}]"#),
        ("doubled comma", #"[{"x":1},,{"x":2},{"x":3}]"#),
        ("trailing comma", #"[{"x":1},{"x":2},]"#),
        ("text after the array", #"[{"x":1},{"x":2}] {"x":3}"#),
        ("unbalanced closing", #"[{"x":1}},{"x":2},{"x":3}]"#),
        ("unclosed object", #"[{"x":1},{"x":2,{"x":3}]"#),
        ("unclosed array", #"[{"x":1},{"x":2},{"x":3}"#),
        ("object before the array", #"{"x":1},{"x":2}"#),
    ])
    func steppingGivesTheScansBatches(_ name: String, _ text: String) {
        for piece in Self.pieces {
            let (stepped, steppedLine, _) = Self.batches(text, piece: piece, stepping: true)
            let (scanned, scannedLine, _) = Self.batches(text, piece: piece, stepping: false)
            #expect(stepped == scanned, "\(name), pieces of \(piece)")
            #expect(steppedLine == scannedLine, "\(name), pieces of \(piece)")
        }
    }

    /// A long one-line array of flat objects is stepped over object by object, so the scan's
    /// state machine never sees their bytes; objects it cannot step over are scanned.
    @Test func flatObjectsAreSteppedOver() {
        let flat = "[" + (0..<1000).map { #"{"x":\#($0),"y":"a}\"b","z":null}"# }.joined(separator: ",") + "]"
        #expect(Self.batches(flat, piece: 1 << 20, stepping: true).2.objectsSteppedOver == 1000)
        #expect(Self.batches(flat, piece: 1 << 20, stepping: false).2.objectsSteppedOver == 0)
        let nested = "[" + (0..<10).map { #"{"x":\#($0),"o":{"a":1}}"# }.joined(separator: ",") + "]"
        #expect(Self.batches(nested, piece: 1 << 20, stepping: true).2.objectsSteppedOver == 0)
    }
}
