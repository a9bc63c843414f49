import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// Which files are an output's leftover pages: chart's own numbered names past the count,
/// whatever digit width an earlier run used; nothing else.
@Suite struct LeftoverPagesTests {
    @Test func numberedNamesOfAnyChartWidthPastTheCount() throws {
        let dir = try TemporaryDirectory.make()
        for name in ["m-005.png", "m-010.png", "m-011.png", "m-0041.png", "m-1000.png", "m-0007.png", "m-11.png", "mm-012.png", "m-012.svg"] {
            #expect(FileManager.default.createFile(atPath: dir + "/" + name, contents: Data()))
        }
        let leftovers = try LeftoverPages(output: dir + "/m.png", pageCount: 10)
        #expect(leftovers.paths == ["m-011.png", "m-0041.png", "m-1000.png"].map { dir + "/" + $0 })
        #expect(leftovers.lastWritten == 10)
        try leftovers.remove()
        #expect(try LeftoverPages(output: dir + "/m.png", pageCount: 10).paths.isEmpty)
        #expect(try LeftoverPages(output: dir + "/m.png", pageCount: 1).paths.count == 3, "one page: every numbered page is left over")
        #expect(try LeftoverPages(output: "-", pageCount: 1).paths.isEmpty)
    }

    @Test func patternsMatchTheirOwnSpellingOnly() throws {
        let dir = try TemporaryDirectory.make()
        for name in ["p 3.png", "p 4.png", "p04.png", "p12.png"] {
            #expect(FileManager.default.createFile(atPath: dir + "/" + name, contents: Data()))
        }
        #expect(try LeftoverPages(output: dir + "/p%2d.png", pageCount: 3).paths == [dir + "/p 4.png", dir + "/p12.png"])
        #expect(try LeftoverPages(output: dir + "/p%02d.png", pageCount: 3).paths == [dir + "/p04.png", dir + "/p12.png"])
    }
}
