import Testing

@testable import ChartKit

extension DataTests {
    /// Input whose first bytes hold NUL bytes is named for what it is (issue 32 items 11 and
    /// 12): UTF-16 or UTF-32 with or without a byte order mark, all NUL (`/dev/zero`), other
    /// binary data; a stray NUL in text is left to the reader, which names its cell.
    @Suite struct NULPatternTests {
        static let csv = "x,y\n1,2\n2,3\n3,4\n"

        /// `text` in UTF-16 or UTF-32 of either byte order, with the byte order mark or without.
        static func encoded(_ text: String, _ encoding: String, bom: Bool) -> [UInt8] {
            var bytes: [UInt8] = []
            let big = encoding.hasSuffix("BE")
            func append(_ unit: UInt32, width: Int) {
                let units = (0..<width).map { UInt8(truncatingIfNeeded: unit >> (8 * $0)) }
                bytes += big ? units.reversed() : units
            }
            if encoding.hasPrefix("UTF-32") {
                if bom { append(0xFEFF, width: 4) }
                for scalar in text.unicodeScalars { append(scalar.value, width: 4) }
            } else {
                if bom { append(0xFEFF, width: 2) }
                for unit in text.utf16 { append(UInt32(unit), width: 2) }
            }
            return bytes
        }

        @Test(arguments: [
            ("UTF-16LE", true, "UTF-16 text (little-endian, with a byte order mark), not UTF-8; convert it: iconv -f UTF-16 -t UTF-8 FILE | chart …"),
            ("UTF-16BE", true, "UTF-16 text (big-endian, with a byte order mark), not UTF-8; convert it: iconv -f UTF-16 -t UTF-8 FILE | chart …"),
            ("UTF-32LE", true, "UTF-32 text (little-endian, with a byte order mark), not UTF-8; convert it: iconv -f UTF-32 -t UTF-8 FILE | chart …"),
            ("UTF-32BE", true, "UTF-32 text (big-endian, with a byte order mark), not UTF-8; convert it: iconv -f UTF-32 -t UTF-8 FILE | chart …"),
            (
                "UTF-16LE", false,
                "UTF-16 text (little-endian, without a byte order mark), not UTF-8; convert it: iconv -f UTF-16LE -t UTF-8 FILE | chart …"
            ),
            (
                "UTF-16BE", false,
                "UTF-16 text (big-endian, without a byte order mark), not UTF-8; convert it: iconv -f UTF-16BE -t UTF-8 FILE | chart …"
            ),
            (
                "UTF-32LE", false,
                "UTF-32 text (little-endian, without a byte order mark), not UTF-8; convert it: iconv -f UTF-32LE -t UTF-8 FILE | chart …"
            ),
            (
                "UTF-32BE", false,
                "UTF-32 text (big-endian, without a byte order mark), not UTF-8; convert it: iconv -f UTF-32BE -t UTF-8 FILE | chart …"
            ),
        ])
        func encodingsAreNamed(encoding: String, bom: Bool, message: String) {
            // Short ones too: in "`\u{8}o" as UTF-16LE, residues 1 to 3 together were 3 in 4 NUL,
            // and it was named UTF-32 (found by the CSV fuzz target).
            for text in [Self.csv, "Stadt;Wert\nKöln;1,5\nMünchen;2\n", "k,v\n東京,1\n", "`\u{8}o", "x", "ab"] {
                let bytes = Self.encoded(text, encoding, bom: bom)
                #expect(NULPattern.kind(of: bytes)?.message(for: "in.csv") == "in.csv is \(message)", "\(text)")
                #expect(Self.read(bytes) == "in.csv is \(message)", "the reader refuses it too")
            }
        }

        @Test func zerosAreNotText() {
            for count in [1, 3, 100, 4096, 70_000] {
                let kind = NULPattern.kind(of: [UInt8](repeating: 0, count: count))
                #expect(kind?.message(for: "/dev/zero").hasPrefix("/dev/zero is NUL bytes only") == true, "\(count)")
            }
        }

        /// The reader's verdict on `bytes`: its error, or "read".
        static func read(_ bytes: [UInt8]) -> String {
            errorDescription { try TableReader().read(bytes: bytes, name: "in.csv", pathExtension: nil) }
        }

        static let padded: [UInt8] = Array("x,y\n1,2\n".utf8) + [UInt8](repeating: 0, count: 600)  // text padded with NULs
        static let windowsProgram: [UInt8] =
            [0x4D, 0x5A, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xFF, 0xFF, 0x00, 0x00, 0xB8] + [UInt8](repeating: 0, count: 7)
            + [0x40]
        static let spread: [UInt8] = (0..<4096).map { (index: Int) -> UInt8 in
            index % 8 == 0 ? 0 : UInt8(truncatingIfNeeded: index &* 37 | 1)  // NULs spread, no run
        }

        @Test(arguments: [padded, windowsProgram, spread])
        func otherBinaryIsNamed(bytes: [UInt8]) {
            #expect(NULPattern.kind(of: bytes)?.what.hasPrefix("binary data") == true)
            #expect(Self.read(bytes).hasPrefix("in.csv is binary data"))
        }

        /// A NUL or two in text is a cell the reader names; the first 4 KB alone decide.
        @Test(arguments: [
            "x,y\n1,2\0\n", "d,lo\0,hi\na,1,2\n", "[{\"x\": 1, \"y\": 2\0}]", "x,y\n1,2\n",
            String(repeating: "1,2\n", count: 1100) + String(repeating: "\0", count: 100),
        ])
        func textIsLeftToTheReader(text: String) {
            #expect(NULPattern.kind(of: Array(text.utf8)) == nil)
        }

        /// The byte order marks of UTF-32 are not taken for UTF-16's when the UTF-8 check fails.
        @Test func signaturesTellUTF32FromUTF16() {
            let little = Self.encoded(Self.csv, "UTF-32LE", bom: true)
            #expect(little.withUnsafeBufferPointer { BinarySignature.kind(of: $0) }?.what.hasPrefix("UTF-32") == true)
            #expect(UTF8Validation.firstInvalidOffset(in: little) == 0)
            #expect(Self.read(little).hasPrefix("in.csv is UTF-32 text"))
        }
    }
}
