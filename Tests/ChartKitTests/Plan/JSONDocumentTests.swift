import Foundation
import Testing

@testable import ChartKit

@Suite struct JSONValueTests {
    @Test func escapesStrings() {
        #expect(JSONDocument.string("a\"b\\c\nd\u{01}").text() == #""a\"b\\c\nd\u0001""#)
    }

    /// What a terminal would obey or reorder (C1 CSI, DEL, a bidi override, U+2028) is escaped, so
    /// `--plan` on a terminal is inert; the text it stands for is unchanged (`\u` escapes).
    @Test(arguments: [
        ("\u{9B}2J", #""\u009b2J""#), ("a\u{7F}", #""a\u007f""#), ("\u{202E}cba", #""\u202ecba""#),
        ("x\u{2028}y", #""x\u2028y""#), ("\u{2066}i\u{2069}", #""\u2066i\u2069""#), ("é€", #""é€""#),
    ])
    func escapesWhatATerminalWouldObey(_ text: String, _ json: String) {
        #expect(JSONDocument.string(text).text() == json)
        let decoded = try? JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed) as? String
        #expect(decoded == text)
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
