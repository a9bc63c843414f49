import Foundation

/// Checks that a file gnuplot wrote is a complete PNG and reads its size, so a truncated or empty
/// output is caught before it is moved into place.
///
/// It decodes the whole image (not just the header): a file cut short after its header would
/// otherwise pass. PNGs from gnuplot are small; a full decode costs milliseconds.
public enum PNGInspector {
    /// The size of the PNG at `path`; throws `ChartError.internal("<path> is not a valid PNG: …")`
    /// for a missing signature, truncation or any decoding error.
    public static func inspect(path: String) throws -> PNGInfo {
        let decoded = try PNGDecoder.decodeRGBA(path: path)
        return PNGInfo(width: decoded.width, height: decoded.height)
    }

    /// The size of the PNG in `bytes`; `name` appears in the error.
    public static func inspect(bytes: [UInt8], name: String) throws -> PNGInfo {
        let decoded = try PNGDecoder.decodeRGBA(bytes, name: name)
        return PNGInfo(width: decoded.width, height: decoded.height)
    }
}
