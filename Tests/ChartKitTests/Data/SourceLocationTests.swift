import Testing

@testable import ChartKit

@Test func locationDescription() {
    #expect(SourceLocation(file: "a.csv", line: 4, column: 3).description == "a.csv:4:3")
    #expect(SourceLocation(file: "a.json", line: 2, column: 9, jsonPath: "$[3].y").description == "a.json:2:9 $[3].y")
}

@Test(arguments: [
    (JSONPathStyle.arrayOfObjects, "$[2].y"),
    (.arrayOfArrays(rowOffset: 1), "$[3][1]"),
    (.objectOfColumns, "$.y[2]"),
    (.ndjson, "$.y"),
    (.nested(prefix: "$.series", inner: .objectOfColumns), "$.series.y[2]"),
])
func jsonPaths(style: JSONPathStyle, expected: String) {
    #expect(style.path(row: 2, column: 1, names: ["x", "y"]) == expected)
}

@Test func oddKeysAreBracketed() {
    #expect(JSONPathStyle.arrayOfObjects.path(row: 0, column: 0, names: ["my key"]) == "$[0]['my key']")
    #expect(JSONPathStyle.arrayOfObjects.path(row: 0, column: 0, names: ["1st"]) == "$[0]['1st']")
}
