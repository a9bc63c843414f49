import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// The stale-workspace sweep reads only the names that start with chart's prefix, byte by byte:
/// the same names `contentsOfDirectory` then `hasPrefix` found, whatever else the folder holds.
@Suite struct DirectoryNamesTests {
    @Test func namesWithThePrefixAreTheOnlyOnesRead() throws {
        let folder = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let names = [
            "chart-1-abc", "chart-99999-x", "chart-test-AbC", "chart-", "chart", "Chart-2-a", "xchart-3-a", "chart-é-ü",
            String(repeating: "chart-", count: 40),
            "other", ".chart-4-a",
        ]
        for name in names { _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: nil) }
        for _ in 0..<500 { _ = FileManager.default.createFile(atPath: folder + "/noise-\(UUID().uuidString)", contents: nil) }
        let found = try #require(DirectoryNames.names(in: folder, prefix: "chart-"))
        let expected = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("chart-") }
        #expect(found.sorted() == expected.sorted())
        #expect(found.count == 6)
        #expect(DirectoryNames.names(in: folder + "/missing", prefix: "chart-") == nil)
        // The sweep's names: a digit right after the prefix, as a workspace's pid.
        let owned = try #require(DirectoryNames.names(in: folder, prefix: "chart-", digitNext: true))
        #expect(owned.sorted() == ["chart-1-abc", "chart-99999-x"])
    }

    /// A stale workspace (its owner gone) is still removed by the sweep; a live one is kept.
    @Test func staleWorkspacesAreStillRemoved() throws {
        let folder = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let stale = folder + "/chart-\(Int32.max - 7)-AbCdEf"
        let live = folder + "/chart-\(getpid())-GhIjKl"
        for path in [stale, live] { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false) }
        RenderWorkspace.removeStale(in: folder)
        #expect(FileKind(path: stale) == .missing)
        #expect(FileKind(path: live) == .folder)
    }
}
