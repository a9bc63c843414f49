import ChartKit
import ChartTestSupport
import Foundation
import Testing

extension RenderTests {
    @Suite final class GnuplotLocatorTests {
        let folder: String
        let fake: String

        init() throws {
            folder = try TemporaryDirectory.make()
            fake = folder + "/gnuplot"
            try RenderTestHelpers.write("#!/bin/sh\nexit 0\n", to: fake, mode: 0o755)
        }

        deinit { try? FileManager.default.removeItem(atPath: folder) }

        /// A fresh empty folder inside this test's folder.
        func subfolder(_ name: String) throws -> String {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            return path
        }

        @Test func explicitPathWins() throws {
            let other = try subfolder("other") + "/gp"
            try RenderTestHelpers.write("#!/bin/sh\n", to: other, mode: 0o755)
            let found = try GnuplotLocator.locate(explicit: other, environment: ["GNUPLOT": fake, "PATH": folder])
            #expect(found == other)
        }

        @Test func gnuplotEnvironmentBeatsPath() throws {
            let found = try GnuplotLocator.locate(explicit: nil, environment: ["GNUPLOT": fake, "PATH": "/nonexistent"])
            #expect(found == fake)
        }

        @Test func searchesEachPathDirectory() throws {
            let empty = try subfolder("empty")
            let found = try GnuplotLocator.locate(explicit: nil, environment: ["PATH": "/nonexistent:\(empty):\(folder)"])
            #expect(found == fake)
        }

        @Test func skipsNonExecutableAndDirectoriesInPath() throws {
            let plain = try subfolder("plain")
            try RenderTestHelpers.write("not a program\n", to: plain + "/gnuplot", mode: 0o644)
            let withFolder = try subfolder("withFolder")
            try FileManager.default.createDirectory(atPath: withFolder + "/gnuplot", withIntermediateDirectories: false)
            let found = try GnuplotLocator.locate(explicit: nil, environment: ["PATH": "\(plain):\(withFolder):\(folder)"])
            #expect(found == fake)
        }

        @Test func explicitNameWithoutSlashIsLookedUpInPath() throws {
            let found = try GnuplotLocator.locate(explicit: "gnuplot", environment: ["PATH": folder])
            #expect(found == fake)
        }

        @Test func missingEverywhereGivesInstallHint() {
            let error = RenderTestHelpers.chartError {
                _ = try GnuplotLocator.locate(explicit: nil, environment: ["PATH": "/nonexistent:/also/not/here"])
            }
            #expect(
                error
                    == .gnuplotUnavailable(
                        """
                        gnuplot not found (looked in --gnuplot, $GNUPLOT and PATH); install it with `sudo apt-get install gnuplot-nox` \
                        (Debian/Ubuntu) or `brew install gnuplot` (macOS), or pass --gnuplot PATH
                        """
                    ))
            #expect(RenderTestHelpers.chartError { _ = try GnuplotLocator.locate(explicit: nil, environment: [:]) } != nil)
        }

        @Test(arguments: [
            (explicit: true, problem: "missing", expected: "does not exist"),
            (explicit: true, problem: "plain", expected: "is not executable"),
            (explicit: true, problem: "folder", expected: "is a folder, not the gnuplot executable"),
            (explicit: false, problem: "missing", expected: "does not exist"),
            (explicit: false, problem: "plain", expected: "is not executable"),
        ])
        func badUserNamedPathSaysWhy(explicit: Bool, problem: String, expected: String) throws {
            let base = try subfolder("base")
            let path = base + "/gp"
            switch problem {
            case "plain": try RenderTestHelpers.write("#!/bin/sh\n", to: path, mode: 0o644)
            case "folder": try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            default: break
            }
            // A good gnuplot on PATH must not hide the user's mistake.
            let environment = explicit ? ["PATH": folder] : ["GNUPLOT": path, "PATH": folder]
            let error = RenderTestHelpers.chartError {
                _ = try GnuplotLocator.locate(explicit: explicit ? path : nil, environment: environment)
            }
            guard case let .gnuplotUnavailable(message) = error else {
                Issue.record("expected gnuplotUnavailable, got \(String(describing: error))")
                return
            }
            #expect(message.contains(path))
            #expect(message.contains(expected))
            #expect(message.contains(explicit ? "--gnuplot" : "$GNUPLOT"))
        }
    }
}
