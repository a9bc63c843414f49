import Foundation
import Testing

@testable import ChartKit

extension DataTests {
    /// Reading real files: errors from the system, extension-based format choice.
    @Suite struct TableReaderFileTests {
        @Test func missingFileIsCannotRead() {
            let path = "/nonexistent-chart-test/data.csv"
            #expect(throws: ChartError.cannotRead(path: path, reason: "No such file or directory")) {
                try TableReader().read(.file(path))
            }
        }

        @Test func directoryIsCannotRead() {
            let path = NSTemporaryDirectory()
            #expect(throws: ChartError.cannotRead(path: path, reason: "is a directory")) {
                try TableReader().read(.file(path))
            }
        }

        @Test func readsFileByExtension() throws {
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("chart-data-tests-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let url = directory.appendingPathComponent("m.tsv")
            try Data("a\tb\n1\t2,5\n".utf8).write(to: url)
            let table = try TableReader().read(.file(url.path))
            #expect(table.source == url.path)
            #expect(rows(table) == [["1", "2,5"]])
        }

        @Test func displayNames() {
            #expect(InputSource.stdin.displayName == "<stdin>")
            #expect(InputSource.file("a/b.csv").displayName == "a/b.csv")
        }
    }
}
