import ChartKit
import ChartTestSupport
import Foundation
import Testing

extension RenderTests {
    @Suite final class RendererTests {
        let folder: String
        let renderer = Renderer(runner: GnuplotRunner(executable: RenderTestHelpers.gnuplot))

        init() throws { folder = try TemporaryDirectory.make() }

        @Test func rendersPagesIntoPlace() throws {
            let outputs = [folder + "/out-001.png", folder + "/out-002.png", folder + "/out-003.png"]
            let written = try renderer.render(outputs: outputs, width: 400, height: 300) { temporaries in
                RenderTestHelpers.program(temporaries, width: 400, height: 300)
            }
            #expect(written == outputs)
            #expect(RenderTestHelpers.listing(folder) == ["out-001.png", "out-002.png", "out-003.png"])
            for output in outputs {
                #expect(try PNGInspector.inspect(path: output) == PNGInfo(width: 400, height: 300))
            }
        }

        deinit { try? FileManager.default.removeItem(atPath: folder) }

        /// `programsReady` marks the end of chart's own work (which `--timeout` bounds apart
        /// from gnuplot's): it is told once, after every batch's program is built and before
        /// gnuplot has written any page.
        @Test func programsReadyComesAfterTheProgramsAndBeforeGnuplot() throws {
            let target = folder
            let outputs = (1...8).map { target + "/p-\($0).png" }
            let events = EventLog()
            var split = Renderer(runner: GnuplotRunner(executable: RenderTestHelpers.gnuplot), processes: 2)
            split.programsReady = {
                let pages = RenderTestHelpers.listing(target).filter { $0.hasPrefix("p-") }.count
                events.add("ready, \(pages) pages")
            }
            try split.render(outputs: outputs, width: 200, height: 150) { _, names in
                events.add("program")
                return RenderTestHelpers.program(names, width: 200, height: 150)
            }
            #expect(events.all == ["program", "program", "ready, 0 pages"])
            #expect(RenderTestHelpers.listing(target).count == 8)
        }

        @Test func gnuplotErrorKeepsProgramAndLeavesFilesAlone() throws {
            let existing = folder + "/a.png"
            try RenderTestHelpers.write("previous contents\n", to: existing)
            let before = RenderTestHelpers.bytes(existing)
            var program = ""
            let error = RenderTestHelpers.chartError {
                try renderer.render(outputs: [existing, folder + "/b.png"], width: 320, height: 240) { temporaries in
                    program = "set terminal pngcairo size 320,240\nset output \(RenderTestHelpers.quoted(temporaries[0]))\nplot nosuchvar\n"
                    return program
                }
            }
            guard case let .gnuplotFailed(message, line, scriptPath) = error else {
                Issue.record("expected gnuplotFailed, got \(String(describing: error))")
                return
            }
            #expect(message == "undefined variable: nosuchvar")
            #expect(line == 3)
            let kept = try #require(scriptPath)
            #expect(kept.hasPrefix(NSTemporaryDirectory()) && kept.hasSuffix(".gp"))
            #expect(RenderTestHelpers.bytes(kept) == Array(program.utf8))
            let mode = try FileManager.default.attributesOfItem(atPath: kept)[.posixPermissions] as? Int
            #expect(mode == 0o600)
            try? FileManager.default.removeItem(atPath: kept)
            #expect(RenderTestHelpers.listing(folder) == ["a.png"])
            #expect(RenderTestHelpers.bytes(existing) == before)
        }

        @Test func wrongSizeLeavesNothing() {
            let error = RenderTestHelpers.chartError {
                try renderer.render(outputs: [folder + "/a.png"], width: 640, height: 480) { temporaries in
                    RenderTestHelpers.program(temporaries, width: 320, height: 240)
                }
            }
            #expect(error == .internal("gnuplot wrote \(folder)/a.png as 320x240, expected 640x480"))
            #expect(RenderTestHelpers.listing(folder).isEmpty)
        }

        @Test func programBuilderErrorLeavesNothing() {
            let error = RenderTestHelpers.chartError {
                try renderer.render(outputs: [folder + "/a.png"], width: 320, height: 240) { _ in
                    throw ChartError.usage("builder said no")
                }
            }
            #expect(error == .usage("builder said no"))
            #expect(RenderTestHelpers.listing(folder).isEmpty)
        }

        @Test func missingFolderIsMade() throws {
            let target = folder + "/missing/a.png"
            try renderer.render(outputs: [target], width: 320, height: 240) { RenderTestHelpers.program($0) }
            let image = try PNGImage.load(path: target)
            #expect(image.width == 320 && image.height == 240)
        }

        @Test func timeoutLeavesNothingAndKeepsProgram() throws {
            let slow = Renderer(runner: GnuplotRunner(executable: RenderTestHelpers.gnuplot, timeout: 1))
            let error = RenderTestHelpers.chartError {
                try slow.render(outputs: [folder + "/a.png"], width: 320, height: 240) { temporaries in
                    RenderTestHelpers.program(temporaries) + "pause 10\n"
                }
            }
            guard case let .gnuplotFailed(message, _, scriptPath) = error else {
                Issue.record("expected gnuplotFailed, got \(String(describing: error))")
                return
            }
            #expect(message == "gnuplot did not finish within 1 s and was killed")
            if let scriptPath { try? FileManager.default.removeItem(atPath: scriptPath) }
            #expect(RenderTestHelpers.listing(folder).isEmpty)
        }

        @Test func sameProgramGivesIdenticalBytes() throws {
            let outputs = [folder + "/first.png", folder + "/second.png"]
            for output in outputs {
                try renderer.render(outputs: [output], width: 320, height: 240) { temporaries in
                    """
                    set terminal pngcairo size 320,240\nset output \(RenderTestHelpers.quoted(temporaries[0]))\nset title 'same'\nplot sin(x) title \
                    'it''s'\n
                    """
                }
            }
            let first = try #require(RenderTestHelpers.bytes(outputs[0]))
            #expect(!first.isEmpty)
            #expect(first == RenderTestHelpers.bytes(outputs[1]))
        }

        /// gnuplot runs in a private folder and is given plain page names only; the folder is
        /// gone afterwards, whatever the outcome.
        @Test func gnuplotWritesOnlyInsideItsWorkspace() throws {
            let scratch = folder + "/tmp"
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: false)
            let renderer = Renderer(runner: GnuplotRunner(executable: RenderTestHelpers.gnuplot), temporaryFolder: scratch)
            var names: [String] = []
            try renderer.render(outputs: [folder + "/|a.png", folder + "/b.png"], width: 320, height: 240) { pages in
                names = pages
                return RenderTestHelpers.program(pages) + "set print 'cwd.txt'\nprint GPVAL_PWD\n"
            }
            #expect(names == ["page-001.png", "page-002.png"])
            #expect(RenderTestHelpers.listing(folder) == ["b.png", "tmp", "|a.png"])
            #expect(RenderTestHelpers.listing(scratch).isEmpty)
            #expect(throws: (any Error).self) {
                try renderer.render(outputs: [folder + "/c.png"], width: 320, height: 240) { _ in "plot nosuchvar\n" }
            }
            #expect(RenderTestHelpers.listing(scratch).allSatisfy { $0.hasSuffix(".gp") })
        }

        @Test func warningsAreHandedBack() throws {
            var warnings = ""
            try renderer.render(
                outputs: [folder + "/a.png"], width: 320, height: 240,
                program: { RenderTestHelpers.program($0) + "print 'note to self'\n" },
                warnings: { warnings += $0 })
            #expect(warnings.contains("note to self"))
        }
    }
}

/// Events recorded in order from the closures a render calls.
final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [String] = []

    func add(_ event: String) {
        lock.lock()
        events.append(event)
        lock.unlock()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return events
    }
}
