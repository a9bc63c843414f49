import Testing

@testable import ChartKit

@Suite struct ColorListTests {
    @Test(arguments: [
        ("#d62728", "#D62728"), ("#1F77B4", "#1F77B4"), ("#abc", "#AABBCC"), ("teal", "#008080"),
        (" Navy ", "#000080"), ("GREY", "#808080"),
    ])
    func parsesColours(text: String, expected: String) {
        #expect(ColorList.color(text) == expected)
    }

    @Test(arguments: ["#12345", "#GGGGGG", "blurple", "", "rgb(1,2,3)", "'#fff'", "#fff`x`"])
    func rejectsOthers(text: String) {
        #expect(ColorList.color(text) == nil)
    }

    @Test func listErrorsNameTheEntry() throws {
        #expect(try ColorList.parse("#d62728, teal") == ["#D62728", "#008080"])
        #expect(throws: ChartError.usage("--colors: unknown colour \"blurple\"; use #RRGGBB, #RGB or a name like red, teal, navy")) {
            try ColorList.parse("red,blurple")
        }
    }
}
