import Testing

@testable import ChartKit

extension DataTests {
    /// The readers' fast paths (numbers parsed while scanning, JSON read without a value tree)
    /// against the plain rules, on the inputs most likely to tell them apart.
    @Suite struct ReaderFastPathTests {
        @Test(arguments: [
            "x,y\n1,+5\n2,5.\n3,.5\n4,-0\n5,1e5\n6,  7 \n7,\"8\"\n8,\" 9 \"\n",
            "x,y\n1,1234567890123456\n2,0.000000000000001\n3,123456789012345678901234\n4,1e400\n5,-1e300\n6,1e301\n",
            "x,y\n1,\n2,\"\"\n3,\"  \"\n4,n/a\n5,\"a\"\"b\"\n6,0x10\n7,nan\n8,inf\n9,1,5\n",
            "x\ty\n1\t2\n3\t 4 \n",
            "a,b\n" + (0..<3000).map { "\($0),t\($0)\n" }.joined(),
            "a,b\n" + (0..<3000).map { $0 % 3 == 0 ? "\($0),\($0)\n" : "\($0),w\n" }.joined(),
        ])
        func csvNumbersMatchText(_ input: String) {
            #expect(ReaderCrossCheck.problem(bytes: Array(input.utf8), format: .csv) == nil)
            #expect(ReaderCrossCheck.problem(bytes: Array(input.replacingOccurrences(of: ",", with: " ").utf8), format: .whitespace) == nil)
        }

        @Test(arguments: [
            #"[{"x": 1, "y": 2}, {"x": 3, "y": null}, {"y": 4}, {"x": "5", "z": true}]"#,
            #"[{"x": "\u0031", "y": "a\"b"}, {"x": -0.5e-3, "y": false}, {"\u0079": 1, "x": 2}]"#,
            "\u{FEFF}[\r\n {\"x\":1,\"y\":2},\r\n {\"x\":3 , \"y\" :4}\r\n]\r\n",
            #"[{"é": 1}, {"é": 2}]"#,
            #"[{}, {"x": 1}]"#,
            #"[{"x": 1e400, "y": 12345678901234567890}]"#,
        ])
        func jsonArraysMatchTheGeneralReader(_ input: String) {
            let bytes = Array(input.utf8)
            #expect(JSONStreamReader(framing: .arrayOfObjects).read(bytes: bytes, name: "t") != nil)
            #expect(ReaderCrossCheck.problem(bytes: bytes, format: .json) == nil)
        }

        @Test(arguments: [
            "{\"x\":1,\"y\":2}\n\n{\"x\":3}\r\n  {\"y\":\"4\"}  \n",
            "{\"a b\":1}\r{\"a b\":2}",
            "{\"x\":\"\\t1\"}\n{\"x\":\" 2 \"}\n",
        ])
        func ndjsonMatchesTheGeneralReader(_ input: String) {
            let bytes = Array(input.utf8)
            #expect(JSONStreamReader(framing: .ndjson).read(bytes: bytes, name: "t") != nil)
            #expect(ReaderCrossCheck.problem(bytes: bytes, format: .ndjson) == nil)
        }

        @Test(arguments: [
            #"[{"x": 1, "x": 2}]"#,
            #"[{"x": [1]}]"#,
            #"[{"x": 1}, 2]"#,
            #"[{"x": 01}]"#,
            #"[{"x": 1},]"#,
            #"{"data": [{"x": 1}]}"#,
            "[{\"x\": \"a\u{01}\"}]",
        ])
        func unusualJSONTakesTheGeneralReader(_ input: String) {
            #expect(JSONStreamReader(framing: .arrayOfObjects).read(bytes: Array(input.utf8), name: "t") == nil)
        }

        @Test func offsetsPastFourGiBKeepTheirHighBits() {
            var offsets = CellOffsets()
            let values = [5, 1 << 32, (1 << 32) + 7, 3 << 32, (3 << 32) + 1]
            for value in values { offsets.append(value) }
            #expect((0..<values.count).map { offsets[$0] } == values)
            offsets.removeFirst()
            #expect((0..<values.count - 1).map { offsets[$0] } == Array(values.dropFirst()))
        }
    }
}
