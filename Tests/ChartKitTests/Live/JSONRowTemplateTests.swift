import Testing

@testable import ChartKit

/// The direct JSON parser's template of the usual object (`JSONRowTemplate`, issue 37) against
/// its member-by-member scan alone and the batch reader: every batch the template meets is read
/// to the same bits, or given back by both, whatever the objects look like.
@Suite struct JSONRowTemplateTests {
    /// The rows the parser reads from `batch` (NDJSON or a one-line array's later batch), with the
    /// template tried or not.
    static func rows(head: String, batch: String, array: Bool, template: Bool) throws -> LiveRows? {
        if array {
            let (parser, _, _, records) = try JSONRowParserTests.arrayBatch(head: head, elements: batch)
            var direct = try #require(parser)
            direct.triesTemplate = template
            return direct.rows(records, firstRow: 3)
        }
        var direct = try #require(try JSONRowParserTests.parser(head + "\n").0)
        direct.triesTemplate = template
        return direct.rows(JSONRowParserTests.records(batch), firstRow: 3)
    }

    static let head = #"{"x":1,"y":2,"label":"a"}"#
    static let longKeys = #"{"x":1,"temperature":2,"humidity_percent":3}"#

    /// (name, head, later objects): each is read as NDJSON (one a line) and as an array batch.
    static let cases: [(String, String, [String])] = [
        ("in order", head, [#"{"x":4,"y":5.5,"label":"b"}"#, #"{"x":5,"y":-0.25,"label":""}"#]),
        ("another order", head, [#"{"y":5,"x":4,"label":"b"}"#, #"{"label":"c","x":5,"y":6}"#]),
        ("spaces", head, [#"{ "x":4,"y":5,"label":"b"}"#, #"{"x" :4,"y":5,"label":"b"}"#, #"{"x":4 ,"y":5,"label":"b" }"#]),
        ("missing and null", head, [#"{"x":4,"label":"b"}"#, #"{"x":4,"y":null,"label":"b"}"#, #"{"x":4,"y":5}"#]),
        ("null x", head, [#"{"x":null,"y":5,"label":"b"}"#]),
        ("duplicate key", head, [#"{"x":4,"y":5,"label":"b","y":6}"#]),
        ("duplicate key in place", head, [#"{"x":4,"x":5,"y":5,"label":"b"}"#]),
        ("escaped key", head, [#"{"\u0078":4,"y":5,"label":"b"}"#]),
        ("key with a longer name", head, [#"{"x":4,"yy":5,"label":"b"}"#]),
        ("key prefix", head, [#"{"x":4,"y":5,"lab":"b"}"#]),
        ("new key", head, [#"{"x":4,"y":5,"label":"b","w":1}"#]),
        ("strings with brackets", head, [#"{"x":4,"y":5,"label":"}{,\"x\":9"}"#, #"{"x":5,"y":6,"label":"é😀"}"#]),
        ("nested value", head, [#"{"x":4,"y":5,"label":{"a":1}}"#, #"{"x":4,"y":5,"label":[1]}"#]),
        ("number label", head, [#"{"x":4,"y":5,"label":1e400}"#, #"{"x":4,"y":5,"label":true}"#]),
        ("exponent and long digits", head, [#"{"x":4,"y":1e5,"label":"b"}"#, #"{"x":4,"y":1234567890123456,"label":"b"}"#]),
        ("bad numbers", head, [#"{"x":4,"y":05,"label":"b"}"#, #"{"x":4,"y":-,"label":"b"}"#, #"{"x":4,"y":5.,"label":"b"}"#]),
        ("string number", head, [#"{"x":4,"y":"5","label":"b"}"#]),
        ("long keys", longKeys, [#"{"x":4,"temperature":5,"humidity_percent":6}"#, #"{"x":5,"humidity_percent":7,"temperature":8}"#]),
        ("short objects near the end", head, [#"{"x":4,"y":5,"label":"b"}"#, #"{"x":5}"#, #"{"x":6,"y":1}"#]),
    ]

    @Test(arguments: cases.indices, [false, true])
    func templateReadsWhatTheScanReads(_ index: Int, _ array: Bool) throws {
        let (name, head, objects) = Self.cases[index]
        let batch = array ? objects.joined(separator: ",") + "]" : objects.joined(separator: "\n") + "\n"
        let template = try Self.rows(head: head, batch: batch, array: array, template: true)
        let scan = try Self.rows(head: head, batch: batch, array: array, template: false)
        #expect(template.map(DelimitedRowParserTests.bits) == scan.map(DelimitedRowParserTests.bits), "\(name), array \(array)")
        guard let template, !array else { return }
        let (_, columns, reader) = try JSONRowParserTests.parser(head + "\n")
        let normal = try JSONRowParserTests.normal(JSONRowParserTests.records(batch), reader, columns, firstRow: 3)
        #expect(DelimitedRowParserTests.bits(template) == DelimitedRowParserTests.bits(normal), "\(name): not the batch reader's")
    }

    /// The template's bytes: each key with `{` or `,` before it and `:` after, up to two words.
    @Test func templateMatchesOnlyItsKeysBytes() throws {
        let template = try #require(JSONRowTemplate(keys: [Array("x".utf8), Array("temperature".utf8)]))
        #expect(template.lengths == [5, 15])
        let text = Array(#"{"x":1,"temperature":2}................"#.utf8)
        text.withUnsafeBytes { raw in
            #expect(template.matches(0, raw, at: 0))
            #expect(template.matches(1, raw, at: 6))
            #expect(!template.matches(1, raw, at: 0))
            #expect(!template.matches(0, raw, at: 6))
        }
        let other = Array(#"{"y":1,"temperaturE":2}................"#.utf8)
        other.withUnsafeBytes { raw in
            #expect(!template.matches(0, raw, at: 0))
            #expect(!template.matches(1, raw, at: 6))
        }
        #expect(JSONRowTemplate(keys: [Array("a key of thirteen".utf8)]) == nil)  // its bytes take more than two words
        #expect(JSONRowTemplate(keys: [Array("a\"b".utf8)]) == nil)  // needs an escape
        #expect(JSONRowTemplate(keys: []) == nil)
    }
}
