import ChartTestSupport
import Foundation
import Testing

/// What gnuplot writes to stderr on a run that succeeds reaches the user one warning a line,
/// without the literal "\n" the escaping of its trailing line break used to leave.
@Suite struct GnuplotWarningTests {
    @Test func eachLineIsOneWarning() throws {
        let dir = try TemporaryDirectory.make()
        try "x,y\n1,2\n2,3\n".write(toFile: dir + "/d.csv", atomically: true, encoding: .utf8)
        // A gnuplot that warns twice, then draws (the real one, found on PATH).
        let wrapper = dir + "/gnuplot-warns"
        try "#!/bin/sh\nprintf 'warning: first\\nwarning: second\\n' >&2\nexec gnuplot \"$@\"\n"
            .write(toFile: wrapper, atomically: true, encoding: .utf8)
        #expect(chmod(wrapper, 0o755) == 0)
        let result = try CLI.run(["line", "d.csv", "-o", "l.png", "--gnuplot", wrapper], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines == ["chart: warning: gnuplot: warning: first", "chart: warning: gnuplot: warning: second"], "\(result.stderr)")
        #expect(try PNGImage.load(path: dir + "/l.png").width == 800)
    }
}
