#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Checks that a file gnuplot wrote is a complete PNG and reads its size, so a truncated or empty
/// output is caught before it is moved into place.
///
/// It walks every chunk and verifies its CRC: the signature, `IHDR` first (the size), at least
/// one `IDAT`, and `IEND` last with nothing after it. A file cut short anywhere fails a length or
/// CRC check, a corrupted byte fails its chunk's CRC, and a file cut at a chunk boundary has no
/// `IEND`. This costs microseconds where a full decode cost milliseconds on every page (it was a
/// fifth of a small chart's overhead over bare gnuplot); tests still decode images fully.
package enum PNGInspector {
    /// The size of the PNG at `path`; throws `ChartError.internal("<path> is not a valid PNG: …")`
    /// for a missing file, a missing signature, truncation or a bad chunk.
    package static func inspect(path: String) throws -> PNGInfo {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw invalid(path, "cannot be read")
        }
        return try inspect(bytes: [UInt8](data), name: path)
    }

    /// The size of the PNG in `bytes`; `name` appears in the error.
    package static func inspect(bytes: [UInt8], name: String) throws -> PNGInfo {
        guard bytes.count >= 8, Array(bytes[0..<8]) == PNGDecoder.signature else {
            throw invalid(name, bytes.isEmpty ? "empty file" : "no PNG signature")
        }
        var offset = 8
        var info: PNGInfo?
        var sawData = false
        while offset < bytes.count {
            guard offset + 12 <= bytes.count else { throw invalid(name, "truncated chunk header at byte \(offset)") }
            let length = Int(readUInt32(bytes, offset))
            guard length <= bytes.count - offset - 12 else { throw invalid(name, "truncated chunk at byte \(offset)") }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let stored = readUInt32(bytes, offset + 8 + length)
            guard CRC32.checksum(bytes[(offset + 4)..<(offset + 8 + length)]) == stored else {
                throw invalid(name, "bad CRC in chunk \(type) at byte \(offset)")
            }
            switch type {
            case "IHDR":
                guard info == nil, offset == 8, length == 13 else { throw invalid(name, "misplaced IHDR") }
                info = PNGInfo(width: Int(readUInt32(bytes, offset + 8)), height: Int(readUInt32(bytes, offset + 12)))
            case "IDAT":
                sawData = true
            case "IEND":
                guard let info, sawData else { throw invalid(name, "IEND before any image data") }
                guard offset + 12 == bytes.count else { throw invalid(name, "data after IEND") }
                return info
            default:
                break
            }
            if info == nil { throw invalid(name, "first chunk is not IHDR") }
            offset += 12 + length
        }
        throw invalid(name, "no IEND chunk (truncated)")
    }

    private static func readUInt32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    private static func invalid(_ name: String, _ reason: String) -> ChartError {
        .internal("\(name) is not a valid PNG: \(reason)")
    }
}

/// The CRC-32 of PNG chunks (ISO 3309, the polynomial zlib uses), table-driven.
enum CRC32 {
    static let table: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        table.withUnsafeBufferPointer { table in
            for byte in bytes { c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        }
        return c ^ 0xFFFF_FFFF
    }
}
