import Testing

@testable import ChartKit

@Suite struct JSONValueTests {
    @Test func escapesStrings() {
        #expect(JSONDocument.string("a\"b\\c\nd\u{01}").text() == #""a\"b\\c\nd\u0001""#)
    }

    @Test func keepsKeyOrderAndWritesShortestNumbers() {
        let value = JSONDocument.object([("z", .int(1)), ("a", .number(0.1)), ("m", .number(.nan)), ("b", .bool(true))])
        #expect(value.text() == #"{"z": 1, "a": 0.1, "m": null, "b": true}"#)
    }

    @Test func nestsWithIndentation() {
        let value = JSONDocument.object([("pages", .array([.object([("page", .int(1)), ("ticks", .array([.int(0), .int(5)]))])]))])
        #expect(
            value.text() == """
                {
                  "pages": [
                    {
                      "page": 1,
                      "ticks": [0, 5]
                    }
                  ]
                }
                """)
    }
}
