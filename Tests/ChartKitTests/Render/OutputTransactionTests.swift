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

        /// A small real PNG (gnuplot-made), to stage.
        func png(width: Int = 320, height: Int = 240) throws -> [UInt8] {
            let path = folder + "/source-\(width)x\(height).png"
            _ = try gnuplot.run(program: RenderTestHelpers.program([path], width: width, height: height))
            defer { unlink(path) }
            return try #require(RenderTestHelpers.bytes(path))
        }

        @Test func commitRenamesIntoPlace() throws {
            let bytes = try png()
            let targets = [folder + "/a.png", folder + "/b.png"]
            let transaction = try OutputTransaction(paths: targets)
            for index in targets.indices { try transaction.stage(bytes, at: index) }
            try transaction.commit()
            #expect(RenderTestHelpers.listing(folder) == ["a.png", "b.png"])
            #expect(try PNGInspector.inspect(path: targets[1]) == PNGInfo(width: 320, height: 240))
            transaction.rollback()  // no-op after commit
            #expect(RenderTestHelpers.listing(folder) == ["a.png", "b.png"])
        }

        /// A replaced target keeps its permission bits (issue 23: overwriting a 0600 chart made
        /// it 0644), set-id and sticky bits included; a new target gets 0666 minus the umask.
        @Test(arguments: [0o600, 0o640, 0o644, 0o444, 0o660, 0o755, 0o2750, 0o1600] as [mode_t])
        func replacedTargetKeepsItsMode(_ mode: mode_t) throws {
            let targets = [folder + "/kept.png", folder + "/new.png"]
            try Data("old".utf8).write(to: URL(fileURLWithPath: targets[0]))
            #expect(chmod(targets[0], mode) == 0)
            let transaction = try OutputTransaction(paths: targets)
            for index in targets.indices { try transaction.stage(Array("new".utf8), at: index) }
            try transaction.commit()
            var info = stat()
            #expect(stat(targets[0], &info) == 0)
            #expect(info.st_mode & 0o7777 == mode, "mode \(String(info.st_mode & 0o7777, radix: 8))")
            let mask = umask(0o022)
            umask(mask)
            #expect(stat(targets[1], &info) == 0)
            #expect(info.st_mode & 0o7777 == 0o666 & ~mask)
            #expect(RenderTestHelpers.bytes(targets[0]) == Array("new".utf8))
        }

        /// A replaced target keeps its owner and group where this process may give them (root:
        /// any; others: a group of their own).
        @Test(.enabled(if: geteuid() == 0, "only root can give a file to another user"))
        func replacedTargetKeepsItsOwnerAndGroup() throws {
            let target = folder + "/owned.png"
            try Data("old".utf8).write(to: URL(fileURLWithPath: target))
            #expect(chown(target, 4321, 8765) == 0)
            #expect(chmod(target, 0o640) == 0)
            let transaction = try OutputTransaction(paths: [target])
            try transaction.stage(Array("new".utf8), at: 0)
            try transaction.commit()
            var info = stat()
            #expect(stat(target, &info) == 0)
            #expect(info.st_uid == 4321 && info.st_gid == 8765 && info.st_mode & 0o7777 == 0o640)
        }

        @Test func commitBeforeEveryPageIsStagedFailsAndLeavesNothing() throws {
            let transaction = try OutputTransaction(paths: [folder + "/a.png", folder + "/b.png"])
            try transaction.stage(try png(), at: 0)
            let error = RenderTestHelpers.chartError { try transaction.commit() }
            #expect(error == .internal("1 of 2 outputs were rendered"))
            #expect(RenderTestHelpers.listing(folder).isEmpty)
        }

        /// A rename that fails halfway puts back the targets renamed before it, byte for byte.
        @Test func failedRenameRestoresEarlierTargets() throws {
            let targets = [folder + "/a.png", folder + "/b.png", folder + "/c.png"]
            try RenderTestHelpers.write("old a\n", to: targets[0])
            let transaction = try OutputTransaction(paths: targets)
            for index in targets.indices { try transaction.stage(try png(), at: index) }
            unlink(transaction.temporaryPaths[2])  // the third rename will fail
            let error = RenderTestHelpers.chartError { try transaction.commit() }
            #expect(error == .cannotWrite(path: targets[2], reason: "No such file or directory"))
            #expect(RenderTestHelpers.bytes(targets[0]) == Array("old a\n".utf8))
            #expect(RenderTestHelpers.listing(folder) == ["a.png"])
        }

        @Test(arguments: ["fifo", "symlink", "device", "directory"])
        func nonRegularTargetsAreRefused(kind: String) throws {
            let target: String
            let reason: String
            switch kind {
            case "fifo":
                target = folder + "/f.png"
                #expect(mkfifo(target, 0o644) == 0)
                reason = "is a FIFO; chart writes regular files only (use -o - to write to standard output)"
            case "symlink":
                target = folder + "/l.png"
                try RenderTestHelpers.write("kept\n", to: folder + "/real.png")
                try FileManager.default.createSymbolicLink(atPath: target, withDestinationPath: "real.png")
                reason = "is a symbolic link, which chart does not replace; name the file it points to"
            case "device":
                target = "/dev/null"
                reason = "is a device; chart writes regular files only (use -o - to write to standard output)"
            default:
                target = folder + "/d.png"
                try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
                reason = "is a directory"
            }
            let error = RenderTestHelpers.chartError { _ = try OutputTransaction(paths: [target]) }
            #expect(error == .cannotWrite(path: target, reason: reason))
            #expect(!RenderTestHelpers.listing(folder).contains { $0.hasSuffix(".tmp") })
            if kind == "symlink" { #expect(RenderTestHelpers.bytes(folder + "/real.png") == Array("kept\n".utf8)) }
        }

        @Test(arguments: ["a\nb.png", "esc\u{1B}[31m.png", "tab\t.png", "del\u{7F}.png"])
        func controlCharactersAreAUsageError(name: String) {
            let error = RenderTestHelpers.chartError { _ = try OutputTransaction(paths: [folder + "/" + name]) }
            guard case let .usage(message) = error else {
                Issue.record("expected usage, got \(String(describing: error))")
                return
            }
            #expect(message.contains("control character"))
            #expect(!message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
            #expect(RenderTestHelpers.listing(folder).isEmpty)
        }

        /// Temporaries of a run killed with SIGKILL (owner gone) are removed by the next run
        /// in that folder; those of live processes are left alone.
        @Test func staleTemporariesOfDeadRunsAreRemoved() throws {
            var dead: pid_t = 4_000_000
            while kill(dead, 0) == 0 || errno != ESRCH { dead -= 1 }
            let stale = [folder + "/.x.png.chart-\(dead)-abc.tmp", folder + "/.y.png.chart-\(dead)-1f.bak"]
            let live = folder + "/.x.png.chart-1-abc.tmp"  // pid 1 always runs
            for path in stale + [live] { try RenderTestHelpers.write("junk\n", to: path) }
            let transaction = try OutputTransaction(paths: [folder + "/new.png"])
            transaction.rollback()
            #expect(RenderTestHelpers.listing(folder) == [".x.png.chart-1-abc.tmp"])
        }

        /// Missing folders are made (outermost first) and, when nothing is committed, removed.
        @Test func missingFoldersAreMadeAndRemovedOnRollback() throws {
            let target = folder + "/no/such/place/a.png"
            let transaction = try OutputTransaction(paths: [folder + "/ok.png", target])
            var isDirectory: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: folder + "/no/such/place", isDirectory: &isDirectory) && isDirectory.boolValue)
            transaction.rollback()
            #expect(RenderTestHelpers.listing(folder).isEmpty)
        }

        @Test func madeFoldersStayAfterCommit() throws {
            let target = folder + "/figures/2026/a.png"
            let transaction = try OutputTransaction(paths: [target])
            try transaction.stage(Array("bytes".utf8), at: 0)
            try transaction.commit()
            #expect(FileManager.default.contents(atPath: target) == Data("bytes".utf8))
            #expect(RenderTestHelpers.listing(folder + "/figures/2026") == ["a.png"])
        }

        /// A made folder that another run filled meanwhile is kept by a rollback.
        @Test func rollbackKeepsAMadeFolderThatIsNoLongerEmpty() throws {
            let transaction = try OutputTransaction(paths: [folder + "/shared/a.png"])
            try RenderTestHelpers.write("other run\n", to: folder + "/shared/b.png")
            transaction.rollback()
            #expect(RenderTestHelpers.listing(folder + "/shared") == ["b.png"])
        }

        @Test func folderUnderAFileCannotWrite() throws {
            try RenderTestHelpers.write("a file\n", to: folder + "/notes")
            let target = folder + "/notes/sub/a.png"
            let error = RenderTestHelpers.chartError { _ = try OutputTransaction(paths: [target]) }
            #expect(error == .cannotWrite(path: target, reason: "\(folder)/notes is not a directory"))
            #expect(RenderTestHelpers.listing(folder) == ["notes"])
        }

        @Test func folderAsTargetCannotWrite() throws {
            try FileManager.default.createDirectory(atPath: folder + "/d.png", withIntermediateDirectories: false)
            let error = RenderTestHelpers.chartError { _ = try OutputTransaction(paths: [folder + "/d.png"]) }
            #expect(error == .cannotWrite(path: folder + "/d.png", reason: "is a directory"))
        }

        @Test(.enabled(if: geteuid() != 0, "root can write anywhere"))
        func unwritableFolderCannotWrite() throws {
            let locked = folder + "/locked"
            try FileManager.default.createDirectory(
                atPath: locked, withIntermediateDirectories: false,
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
            #expect(alone.temporaryPaths.isEmpty)
            alone.rollback()
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
