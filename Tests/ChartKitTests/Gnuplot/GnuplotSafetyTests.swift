import ChartTestSupport
import Testing

@Suite struct GnuplotSafetyTests {
    @Test(arguments: [
        ("set title \"`id`\"", true),
        ("set title 'a' . `id`", true),
        ("set title 'it''s \"quoted\" `x`'", false),
        ("set title 'a'.\"\\n\".'b'", false),
        ("# a comment with \"quotes\"", false),
        ("set label 1 'x' at 0,0", false),
    ])
    func flagsTextOutsideSingleQuotes(line: String, unsafe: Bool) {
        #expect(GnuplotSafety.unsafeLines(in: line + "\n").isEmpty == !unsafe)
    }
}
