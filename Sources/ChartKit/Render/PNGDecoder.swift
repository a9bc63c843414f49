import CLibPNG

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Decodes a whole PNG to 8-bit RGBA with libpng's simplified `png_image_*` API, so that checking an
/// output and inspecting pixels in tests share one careful wrapper (the classic API needs `setjmp`,
/// which Swift cannot call).
package enum PNGDecoder {
    /// A decoded image: `rgba` holds `width * height * 4` bytes, rows top to bottom.
    package struct Decoded: Sendable {
        package var width: Int
        package var height: Int
        package var rgba: [UInt8]
    }

    /// The 8 bytes every PNG starts with.
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The IEND chunk every complete PNG ends with (length 0, type, CRC).
    static let iend: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]

    /// Decodes `bytes`; `name` is used in the error (`"<name> is not a valid PNG: <why>"`).
    /// Throws `ChartError.internal` for a missing signature, a truncated file or any libpng error.
    package static func decodeRGBA(_ bytes: [UInt8], name: String) throws -> Decoded {
        func invalid(_ why: String) -> ChartError { .internal("\(name) is not a valid PNG: \(why)") }
        guard bytes.count >= signature.count else {
            throw invalid(bytes.isEmpty ? "the file is empty" : "the file is only \(bytes.count) bytes long")
        }
        guard Array(bytes.prefix(signature.count)) == signature else { throw invalid("no PNG signature") }
        guard bytes.count >= signature.count + iend.count, Array(bytes.suffix(iend.count)) == iend else {
            throw invalid("truncated (no IEND chunk at the end)")
        }

        var image = png_image()
        image.version = chart_png_image_version()
        defer { png_image_free(&image) }

        return try bytes.withUnsafeBytes { raw -> Decoded in
            guard let base = raw.baseAddress else { throw invalid("the file is empty") }
            guard png_image_begin_read_from_memory(&image, base, raw.count) != 0 else {
                throw invalid(message(of: image))
            }
            image.format = chart_png_format_rgba()
            let width = Int(image.width)
            let height = Int(image.height)
            guard width > 0, height > 0 else { throw invalid("zero width or height") }
            var pixels = [UInt8](repeating: 0, count: chart_png_image_size(&image))
            let ok = pixels.withUnsafeMutableBytes { buffer -> Bool in
                guard let destination = buffer.baseAddress else { return false }
                return png_image_finish_read(&image, nil, destination, 0, nil) != 0
            }
            guard ok, chart_png_image_failed(&image) == 0 else { throw invalid(message(of: image)) }
            return Decoded(width: width, height: height, rgba: pixels)
        }
    }

    /// Reads and decodes the file at `path`; a file that cannot be read is also "not a valid PNG".
    package static func decodeRGBA(path: String) throws -> Decoded {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ChartError.internal("\(path) is not a valid PNG: it cannot be read")
        }
        return try decodeRGBA([UInt8](data), name: path)
    }

    /// libpng's message buffer as a Swift string.
    private static func message(of image: png_image) -> String {
        var copy = image.message
        let text = withUnsafeBytes(of: &copy) { raw -> String in
            let bytes = raw.prefix(while: { $0 != 0 })
            return String(decoding: bytes, as: UTF8.self)
        }
        return text.isEmpty ? "libpng could not decode it" : text
    }
}
