/// Checks a whole buffer for valid UTF-8 once, so readers can then create each cell's String
/// without re-validating and still report the exact place of a bad byte.
package enum UTF8Validation {
    /// The offset of the first byte that is not part of a valid UTF-8 sequence, or `nil`.
    ///
    /// Rejects overlong forms, surrogates and code points above U+10FFFF. ASCII runs are checked
    /// eight bytes at a time.
    static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        let end = bytes.count
        var index = start
        while index < end {
            if index + 8 <= end, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upper = 0x9F
            case 0xF0: length = 4; lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upper = 0x8F
            default: return index
            }
            guard index + length <= end else { return index }
            let second = bytes[index + 1]
            guard second >= lower, second <= upper else { return index }
            var next = index + 2
            while next < index + length {
                guard bytes[next] & 0xC0 == 0x80 else { return index }
                next += 1
            }
            index += length
        }
        return nil
    }

    /// The offset of the first byte from `start` that is not valid UTF-8, or `nil`: the same
    /// rule for bytes that come from elsewhere than an input (command-line arguments).
    package static func firstInvalidOffset(in bytes: [UInt8], from start: Int = 0) -> Int? {
        bytes.withUnsafeBufferPointer { firstInvalidOffset(in: $0, from: start) }
    }

    /// Throws `badData` at the first invalid byte, named `file:line:col`, or, for a file whose
    /// first bytes say what it is (a workbook, an image, compressed data), that and what to do.
    static func check(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, name: String) throws {
        guard let offset = firstInvalidOffset(in: bytes, from: start) else { return }
        if let kind = BinarySignature.kind(of: bytes) {
            throw ChartError.badData(location: nil, column: nil, message: kind.message(for: name))
        }
        let (line, column) = TextPosition.locate(offset, in: bytes, from: start)
        throw ChartError.badData(
            location: SourceLocation(file: name, line: line, column: column), column: nil, message: "invalid UTF-8")
    }
}
