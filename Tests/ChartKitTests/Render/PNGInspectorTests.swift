import ChartKit
import ChartTestSupport
import Foundation
import Testing

extension RenderTests {
    @Suite final class PNGInspectorTests {
        let folder: String

        init() throws { folder = try TemporaryDirectory.make() }

        /// A real 320×240 PNG from gnuplot.
        func drawn() throws -> [UInt8] {
            let path = folder + "/real.png"
            try Renderer(runner: GnuplotRunner(executable: RenderTestHelpers.gnuplot))
                .render(outputs: [path], width: 320, height: 240) { RenderTestHelpers.program($0) }
            return try #require(RenderTestHelpers.bytes(path))
        }

        deinit { try? FileManager.default.removeItem(atPath: folder) }

        @Test func readsSize() throws {
            _ = try drawn()
            #expect(try PNGInspector.inspect(path: folder + "/real.png") == PNGInfo(width: 320, height: 240))
        }

        @Test(arguments: ["empty", "text", "signatureOnly", "truncatedHalf", "noIEND", "corruptData", "missing"])
        func rejects(kind: String) throws {
            let png = try drawn()
            let path = folder + "/\(kind).png"
            var bytes: [UInt8]
            switch kind {
            case "empty": bytes = []
            case "text": bytes = Array("x,y\n1,2\n".utf8)
            case "signatureOnly": bytes = PNGDecoder.signature
            case "truncatedHalf": bytes = Array(png.prefix(png.count / 2))
            case "noIEND": bytes = Array(png.dropLast(12))
            case "corruptData":
                bytes = png
                for i in 100..<min(400, bytes.count - 20) { bytes[i] ^= 0x5A }
            default: bytes = []
            }
            if kind != "missing" { try Data(bytes).write(to: URL(fileURLWithPath: path)) }
            let error = RenderTestHelpers.chartError { _ = try PNGInspector.inspect(path: path) }
            guard case let .internal(message) = error else {
                Issue.record("expected internal, got \(String(describing: error))")
                return
            }
            #expect(message.hasPrefix("\(path) is not a valid PNG: "))
        }
    }
}
