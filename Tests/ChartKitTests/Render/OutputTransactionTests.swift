import ChartKit
import ChartTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

extension RenderTests {
    @Suite final class OutputTransactionTests {
        let folder: String
        let gnuplot = GnuplotRunner(executable: RenderTestHelpers.gnuplot)

        init() throws { folder = try TemporaryDirectory.make() }

        deinit { try? FileManager.default.removeItem(atPath: folder) }

        @Test func temporariesAreHiddenUniqueAndInTheTargetFolder() throws {
            let target = folder + "/m-001.png"
            let first = try OutputTransaction(paths: [target])
            let second = try OutputTransaction(paths: [target])
            let temporary = try #require(first.temporaryPaths.first)
            #expect(temporary.hasPrefix(folder + "/.m-001.png.chart-\(getpid())-"))
            #expect(temporary.hasSuffix(".tmp"))
            #expect(first.temporaryPaths != second.temporaryPaths)
            first.rollback()
            second.rollback()
            #expect(RenderTestHelpers.listing(folder).isEmpty)
        }


        @Test func commitRenamesIntoPlace() throws {
            let targets = [folder + "/a.png", folder + "/b.png"]
            let transaction = try OutputTransaction(paths: targets)
            _ = try gnuplot.run(program: RenderTestHelpers.program(transaction.temporaryPaths))
            try transaction.commit(expectedWidth: 320, expectedHeight: 240)
            #expect(RenderTestHelpers.listing(folder) == ["a.png", "b.png"])
            #expect(try PNGInspector.inspect(path: targets[1]) == PNGInfo(width: 320, height: 240))
            transaction.rollback()   // no-op after commit
            #expect(RenderTestHelpers.listing(folder) == ["a.png", "b.png"])
        }

        @Test func wrongSizeFailsAndLeavesNothing() throws {
            let transaction = try OutputTransaction(paths: [folder + "/a.png"])
            _ = try gnuplot.run(program: RenderTestHelpers.program(transaction.temporaryPaths, width: 320, height: 240))
            let error = RenderTestHelpers.chartError { try transaction.commit(expectedWidth: 640, expectedHeight: 480) }
            #expect(error == .internal("gnuplot wrote \(folder)/a.png as 320x240, expected 640x480"))
            #expect(RenderTestHelpers.listing(folder).isEmpty)
        }

        @Test func unwrittenOrEmptyOutputFails() throws {
            // gnuplot never ran: the reserved temporary is empty, which is not a PNG.
            let transaction = try OutputTransaction(paths: [folder + "/a.png", folder + "/b.png"])
            let error = RenderTestHelpers.chartError { try transaction.commit(expectedWidth: 320, expectedHeight: 240) }
            guard case let .internal(message) = error else {
                Issue.record("expected internal, got \(String(describing: error))")
                return
            }
            #expect(message.contains("\(folder)/a.png"))
            #expect(RenderTestHelpers.listing(folder).isEmpty)
        }

        @Test func missingFolderCannotWrite() {
            let target = folder + "/no/such/place/a.png"
            let error = RenderTestHelpers.chartError { _ = try OutputTransaction(paths: [folder + "/ok.png", target]) }
            #expect(error == .cannotWrite(path: target, reason: "no such directory"))
            #expect(RenderTestHelpers.listing(folder).isEmpty)
        }

        @Test func folderAsTargetCannotWrite() throws {
            try FileManager.default.createDirectory(atPath: folder + "/d.png", withIntermediateDirectories: false)
            let error = RenderTestHelpers.chartError { _ = try OutputTransaction(paths: [folder + "/d.png"]) }
            #expect(error == .cannotWrite(path: folder + "/d.png", reason: "is a directory"))
        }

        @Test(.enabled(if: geteuid() != 0, "root can write anywhere"))
        func unwritableFolderCannotWrite() throws {
            let locked = folder + "/locked"
            try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false,
                                                    attributes: [.posixPermissions: 0o555])
            let error = RenderTestHelpers.chartError { _ = try OutputTransaction(paths: [locked + "/a.png"]) }
            #expect(error == .cannotWrite(path: locked + "/a.png", reason: "Permission denied"))
        }

        @Test func stdoutMustBeAlone() throws {
            let error = RenderTestHelpers.chartError { _ = try OutputTransaction(paths: ["-", folder + "/a.png"]) }
            guard case .usage = error else {
                Issue.record("expected usage, got \(String(describing: error))")
                return
            }
            let alone = try OutputTransaction(paths: ["-"])
            let temporary = try #require(alone.temporaryPaths.first)
            #expect(temporary.hasPrefix(NSTemporaryDirectory()))
            #expect(FileManager.default.fileExists(atPath: temporary))
            alone.rollback()
            #expect(!FileManager.default.fileExists(atPath: temporary))
        }

        @Test func duplicatePathsAreRejected() {
            let error = RenderTestHelpers.chartError { _ = try OutputTransaction(paths: [folder + "/a.png", folder + "/./a.png"]) }
            guard case .usage = error else {
                Issue.record("expected usage, got \(String(describing: error))")
                return
            }
        }

        @Test func deinitCleansUp() throws {
            var temporary = ""
            do {
                let transaction = try OutputTransaction(paths: [folder + "/a.png"])
                temporary = transaction.temporaryPaths[0]
                #expect(FileManager.default.fileExists(atPath: temporary))
            }
            #expect(!FileManager.default.fileExists(atPath: temporary))
            #expect(RenderTestHelpers.listing(folder).isEmpty)
        }

        @Test func relativePathsWorkFromTheCurrentFolder() throws {
            let transaction = try OutputTransaction(paths: ["chart-relative-\(getpid()).png"])
            let temporary = try #require(transaction.temporaryPaths.first)
            #expect(temporary.hasPrefix("./.chart-relative-"))
            transaction.rollback()
            #expect(!FileManager.default.fileExists(atPath: temporary))
        }
    }
}
