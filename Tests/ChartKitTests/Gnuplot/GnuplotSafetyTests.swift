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
        // A combining mark right after the opening quote (found by scripts/fuzz program):
        // the quote still opens a string for gnuplot, which reads bytes.
        ("set xlabel '\u{06D7}egm\"'", false),
        ("set xlabel '\u{06D7}' \"x\"", true),
        // A text that is only a quote is the constant "'" alone (found by scripts/fuzz program).
        ("set xtics (\"'\" 0)", false),
        ("set xtics (\"'`id`'\" 0)", true),
    ])
    func flagsTextOutsideSingleQuotes(line: String, unsafe: Bool) {
        #expect(GnuplotSafety.unsafeLines(in: line + "\n").isEmpty == !unsafe)
    }
}
