import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// Streamed reads recycle their batch buffers (`BatchBuffers`): a long input costs a bounded
/// number of fresh buffers, not one per batch, and reusing storage never changes a byte read:
/// a buffer still held elsewhere is not reused, and rows read across recycled buffers are a
/// whole read's.
@Suite struct BatchBuffersTests {
    private static func base(_ bytes: [UInt8]) -> UnsafeRawPointer? {
        bytes.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test func aBufferNobodyElseHoldsIsReused() {
        let pool = BatchBuffers()
        let first = pool.filled(count: 1000)
        let address = Self.base(first)
        pool.recycle(consume first)
        let second = pool.filled(count: 1000)
        #expect(Self.base(second) == address)
        #expect(second.count == 1000)
        #expect(pool.counts.allocated == 1 && pool.counts.reused == 1)
    }

    /// The cutter may keep a fed array as its own storage: recycling it then must not hand that
    /// storage to the next read, which would overwrite bytes still to be parsed.
    @Test func aBufferStillHeldElsewhereIsNotReused() {
        let pool = BatchBuffers()
        var held = pool.filled(count: 64)
        for index in held.indices { held[index] = UInt8(index) }
        pool.recycle(held)
        var next = pool.filled(count: 64)
        for index in next.indices { next[index] = 0xFF }
        #expect(held == (0..<64).map { UInt8($0) })
        #expect(Self.base(next) != Self.base(held))
        #expect(pool.counts.allocated == 2 && pool.counts.reused == 0)
    }

    /// Bytes read through recycled buffers are the file's, whatever the chunk size, and chunks
    /// the caller still holds are left alone.
    @Test(arguments: [1, 3, 16, 64, 4096])
    func chunksReadIntoRecycledBuffersAreTheFilesBytes(_ chunk: Int) throws {
        let folder = try TemporaryDirectory.make()
        for (index, text) in ["", "a", "x,y\r\n1,2\r\n", "x,y\n" + (0..<700).map { "\($0),\($0 * 31 % 97)\n" }.joined() + "9,9"].enumerated() {
            let path = folder + "/in\(index).csv"
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            let input = try ChunkedInput(.file(path), limit: 1 << 20, progress: nil)
            var read: [UInt8] = []
            var kept: [(bytes: [UInt8], copy: [UInt8])] = []
            while !input.ended {
                let bytes = try input.next(chunk)
                read += bytes
                if kept.count < 3 && bytes.count > 0 {
                    kept.append((bytes, Array(bytes[...])))  // still held while later chunks are read
                }
                input.recycle(consume bytes)
            }
            #expect(input.buffers.counts.reused > 0 || read.count < 5 * chunk, "chunk \(chunk), input \(index): no buffer was reused")
            #expect(read == Array(text.utf8), "chunk \(chunk), input \(index)")
            #expect(kept.allSatisfy { $0.bytes == $0.copy }, "chunk \(chunk), input \(index)")
        }
    }

    static func rows(_ count: Int) -> String {
        "x,y\n" + (0..<count).map { "\($0),\(($0 * 7919) % 1000).25\n" }.joined()
    }

    /// The counted promise: a streamed read allocates a few buffers, then reuses them, however
    /// many batches the input has (before, every batch was read into a fresh one).
    @Test func aLongerInputAllocatesNoMoreBuffers() throws {
        let folder = try TemporaryDirectory.make()
        var allocated: [Int] = []
        for count in [5_000, 50_000] {
            let path = folder + "/in\(count).csv"
            try Data(Self.rows(count).utf8).write(to: URL(fileURLWithPath: path))
            let reader = LineStreamReader(options: ReadOptions(), builder: LineChartBuilder(), threshold: 4096, temporaryFolder: folder)
            guard case let .stream(stream) = try reader.read(.file(path)) else {
                Issue.record("\(count) rows over the threshold did not stream")
                return
            }
            #expect(stream.count == count)
            let counts = reader.buffers.counts
            #expect(counts.reused >= count / 400, "\(count) rows: \(counts)")  // a batch of 4 KiB holds about 300 rows
            allocated.append(counts.allocated)
        }
        #expect(allocated.allSatisfy { $0 <= BatchBuffers.kept }, "\(allocated)")
        #expect(allocated[1] <= allocated[0] + 2, "\(allocated)")
    }

    enum Ending: String, CaseIterable {
        case lf, crlf, cr
    }

    /// Rows whose records span batches and buffers (long quoted notes), CRLF and CR line ends
    /// split between reads, with and without a last line end: the streamed rows are the whole
    /// read's, bit for bit, in batches of every size.
    @Test(arguments: Ending.allCases)
    func rowsAcrossRecycledBuffersAreTheWholeReads(_ ending: Ending) throws {
        let folder = try TemporaryDirectory.make()
        let end = ["lf": "\n", "crlf": "\r\n", "cr": "\r"][ending.rawValue]!
        for withLastEnd in [true, false] {
            var text = "x,y,note" + end
            for row in 0..<3000 {
                let note = row % 97 == 50 ? "\"" + String(repeating: "long,", count: 40 + row % 50) + end + "\"" : "n"
                text += "\(row),\((row * 7919) % 1000).\(row % 10),\(note)" + end
            }
            if !withLastEnd { text.removeLast(end.count) }
            let path = folder + "/in.csv"
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            let whole = try LineStreamReader(options: ReadOptions(), builder: LineChartBuilder(), threshold: 1 << 30, temporaryFolder: folder)
                .read(.file(path))
            guard case let .table(table) = whole else {
                Issue.record("a read under the threshold streamed")
                return
            }
            let expected = "\(try LineChartBuilder().chart(from: table))"
            for threshold in [32, 64, 257, 1000, 4096] {
                let reader = LineStreamReader(options: ReadOptions(), builder: LineChartBuilder(), threshold: threshold, temporaryFolder: folder)
                guard case let .stream(stream) = try reader.read(.file(path)) else {
                    Issue.record("\(ending), last end \(withLastEnd), threshold \(threshold): did not stream")
                    continue
                }
                #expect("\(try stream.wholeChart())" == expected, "\(ending), last end \(withLastEnd), threshold \(threshold)")
                #expect(reader.buffers.counts.reused > 0, "\(ending) threshold \(threshold): no buffer was reused")
            }
        }
    }
}
