#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Checks that a file gnuplot wrote is complete and of the requested size, per format, before it
/// is moved into place; and makes PDFs byte-deterministic.
///
/// PNG: every chunk and CRC (`PNGInspector`). SVG: `]]>` in text repaired, then well-formed XML
/// with no event handler, script or outside link (`SVGCheck`), the XML declaration, an `<svg`
/// element with `width="W" height="H"`, and the closing `</svg>` at the end (a cut file has none). PDF: the
/// `%PDF-` header, one page, the `%%EOF` trailer; cairo stamps `/CreationDate` with the clock,
/// so its digits are replaced by a fixed date of the same length (the cross-reference offsets stay
/// valid) and the same input gives the same bytes.
enum OutputCheck {
    /// The bytes to publish for one page, or a `ChartError.internal` saying what is wrong.
    static func checked(_ bytes: [UInt8], format: OutputFormat, name: String, width: Int, height: Int) throws -> [UInt8] {
        switch format {
        case .png:
            let info: PNGInfo
            do {
                info = try PNGInspector.inspect(bytes: bytes, name: name)
            } catch let ChartError.internal(message) {
                throw ChartError.internal("gnuplot did not write a valid PNG for \(name): \(message)")
            }
            guard info.width == width, info.height == height else {
                throw ChartError.internal("gnuplot wrote \(name) as \(info.width)x\(info.height), expected \(width)x\(height)")
            }
            return bytes
        case .svg:
            let bytes = SVGCheck.repaired(bytes)
            let text = String(decoding: bytes, as: UTF8.self)
            guard text.hasPrefix("<?xml"), let open = text.firstRange(of: "<svg") else {
                throw ChartError.internal("gnuplot did not write a valid SVG for \(name): no <svg> element")
            }
            guard text.trimmingWhitespace().hasSuffix("</svg>") else {
                throw ChartError.internal("gnuplot did not write a valid SVG for \(name): it ends before </svg> (truncated)")
            }
            if let problem = SVGCheck.problem(in: bytes) {
                throw ChartError.internal("gnuplot wrote an SVG for \(name) that chart will not publish: \(problem)")
            }
            let element = text[open.upperBound...].prefix { $0 != ">" }
            guard element.contains("width=\"\(width)\""), element.contains("height=\"\(height)\"") else {
                throw ChartError.internal("gnuplot wrote \(name) with a size other than \(width)x\(height)")
            }
            return bytes
        case .pdf:
            let bytes = normalizedDates(bytes)
            let text = String(decoding: bytes, as: UTF8.self)
            guard text.hasPrefix("%PDF-") else { throw ChartError.internal("gnuplot did not write a valid PDF for \(name): no %PDF header") }
            guard text.suffix(32).contains("%%EOF") else {
                throw ChartError.internal("gnuplot did not write a valid PDF for \(name): no %%EOF trailer (truncated)")
            }
            let pages = text.components(separatedBy: "/Type /Page").dropFirst().filter { !$0.hasPrefix("s") }.count
            guard pages == 1 else { throw ChartError.internal("gnuplot wrote \(name) with \(pages) pages, expected 1") }
            return bytes
        case .text:
            // Text pages are drawn by chart (`TextChart`), never by gnuplot; nothing to check.
            return bytes
        }
    }

    /// `/CreationDate (D:20261122223055Z)` and `/ModDate (…)` with their digits set to
    /// 2000-01-01 00:00:00, same length.
    static func normalizedDates(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        let fixed = Array("20000101000000".utf8)
        for key in ["/CreationDate (D:", "/ModDate (D:"] {
            let pattern = Array(key.utf8)
            var index = 0
            while let found = find(pattern, in: out, from: index) {
                var position = found + pattern.count
                var digit = 0
                while position < out.count, digit < fixed.count, out[position] >= 0x30, out[position] <= 0x39 {
                    out[position] = fixed[digit]
                    position += 1
                    digit += 1
                }
                index = position
            }
        }
        return out
    }

    private static func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard !pattern.isEmpty, bytes.count >= pattern.count, start <= bytes.count - pattern.count else { return nil }
        var i = start
        while i <= bytes.count - pattern.count {
            if bytes[i] == pattern[0] && Array(bytes[i..<(i + pattern.count)]) == pattern { return i }
            i += 1
        }
        return nil
    }
}
