import ChartKit
import Foundation

/// Shared bits for the Render tests: the real gnuplot, quoting and error capture.
enum RenderTestHelpers {
    /// The gnuplot the tests run (`$GNUPLOT`/PATH, else Debian's path, which then fails clearly).
    static var gnuplot: String {
        (try? GnuplotLocator.locate(explicit: nil, environment: ProcessInfo.processInfo.environment)) ?? "/usr/bin/gnuplot"
    }

    /// A gnuplot whose time limit grows with the points it draws (60 s plus 10 ms a point), so a
    /// loaded machine slows a big render down without failing it. A fixed 60 s killed a render
    /// while other builds ran: 30,000 noisy points on pngcairo at width 2 take ~4.7 s of CPU but
    /// took 57 s of wall time at a load average of 29 on 2 cores.
    static func runner(drawing points: Int) -> GnuplotRunner {
        GnuplotRunner(executable: gnuplot, timeout: 60 + Double(points) / 100)
    }

    /// A gnuplot single-quoted string literal (no backquote expansion; `'` doubled).
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }

    /// A small program drawing `plot x` into each of `paths` at `width`×`height`.
    static func program(_ paths: [String], width: Int = 320, height: Int = 240) -> String {
        var text = "set terminal pngcairo size \(width),\(height)\n"
        for path in paths { text += "set output \(quoted(path))\nplot x\n" }
        return text + "unset output\n"
    }

    /// The `ChartError` that `body` throws, nil if it throws nothing or something else.
    static func chartError(_ body: () throws -> Void) -> ChartError? {
        do {
            try body()
            return nil
        } catch let error as ChartError {
            return error
        } catch {
            return nil
        }
    }

    /// Names in `folder`, hidden ones included, sorted.
    static func listing(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    static func bytes(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    static func write(_ text: String, to path: String, mode: Int = 0o644) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
    }
}
