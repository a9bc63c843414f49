#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Numbers written with a decimal comma (`1,5`, `-0,25`, `1.234.567,8`), the default of
/// spreadsheet exports in much of Europe: read with `--decimal-comma`, and named in an error
/// when a `;`-separated input has them and the flag is missing.
///
/// Never guessed: `1,234` is 1.234 in Germany and 1234 in the US, and a chart that is wrong by
/// a factor of 1000 misleads where an error costs one flag. With the flag, `.` may only group
/// thousands (groups of three digits after one to three), so a stray C-style `1.5` is an error
/// at its cell rather than a silent 1.5 beside a 1.500 that means 1500.
///
/// The input is rewritten in place at the same length (`1.234,5` → `1234.5 `, the dropped dots
/// as trailing spaces, inside the quotes of a quoted field), before the normal reader runs: every
/// later stage, the fast numeric path included, sees C numbers, and every cell keeps its line
/// and column. Only cells that are wholly such a number change; text (`Straße 1,5`) is kept.
enum DecimalComma {
    /// What a cell is, read as a decimal-comma number.
    enum Reading: Equatable {
        /// Not a number of that form (text, a date, a blank, a C number without `.`).
        case other
        /// A number of that form: an integer, or one with a comma or thousands dots.
        case number
        /// A C-style decimal (`1.5`, `2.75`): a `.` that does not group thousands.
        case pointDecimal
    }

    /// Rewrites every decimal-comma field of delimited `bytes` into C form, in place; returns
    /// the offsets (first non-space byte, or opening quote) of the fields that are C-style
    /// decimals, which `--decimal-comma` does not read (`DecimalCommaVerdict`).
    static func rewrite(_ bytes: inout [UInt8], separator: UInt8) -> Set<Int> {
        var pointDecimals = Set<Int>()
        bytes.withUnsafeMutableBufferPointer { buffer in
            var index = 0
            let end = buffer.count
            let trimsTabs = separator != ASCII.tab
            func isPadding(_ byte: UInt8) -> Bool { byte == ASCII.space || (trimsTabs && byte == ASCII.tab) }
            while index < end {
                // One field from `index`: quoted, or up to the separator or line end.
                var start = index
                while start < end, isPadding(buffer[start]) { start += 1 }
                var contentStart = start, contentEnd: Int, next: Int
                if start < end, buffer[start] == ASCII.quote {
                    contentStart = start + 1
                    var cursor = contentStart
                    while cursor < end {
                        if buffer[cursor] == ASCII.quote {
                            if cursor + 1 < end, buffer[cursor + 1] == ASCII.quote { cursor += 2; continue }
                            break
                        }
                        cursor += 1
                    }
                    contentEnd = min(cursor, end)
                    next = contentEnd + 1
                    while next < end, buffer[next] != separator, buffer[next] != ASCII.lf, buffer[next] != ASCII.cr { next += 1 }
                } else {
                    var cursor = start
                    while cursor < end, buffer[cursor] != separator, buffer[cursor] != ASCII.lf, buffer[cursor] != ASCII.cr { cursor += 1 }
                    contentEnd = cursor
                    next = cursor
                }
                let cell = UnsafeMutableBufferPointer(rebasing: buffer[contentStart..<contentEnd])
                switch reading(UnsafeBufferPointer(cell)) {
                case .number: normalize(cell)
                case .pointDecimal: pointDecimals.insert(start)
                case .other: break
                }
                index = next < end ? next + 1 : end  // past the separator or the line end (CRLF: the LF is an empty "field")
            }
        }
        return pointDecimals
    }

    /// How `cell` (surrounding spaces and tabs allowed) reads as a decimal-comma number.
    static func reading(_ cell: UnsafeBufferPointer<UInt8>) -> Reading {
        var start = 0, end = cell.count
        while start < end, cell[start] == ASCII.space || cell[start] == ASCII.tab { start += 1 }
        while end > start, cell[end - 1] == ASCII.space || cell[end - 1] == ASCII.tab { end -= 1 }
        var index = start
        if index < end, cell[index] == UInt8(ascii: "-") || cell[index] == UInt8(ascii: "+") { index += 1 }
        let leadingZero = index < end && cell[index] == UInt8(ascii: "0")
        var groups: [Int] = []  // digits per dot-separated group of the integer part
        var digits = 0
        while index < end {
            let byte = cell[index]
            if byte &- 0x30 < 10 {
                digits += 1
            } else if byte == UInt8(ascii: ".") {
                groups.append(digits)
                digits = 0
            } else {
                break
            }
            index += 1
        }
        groups.append(digits)
        var fraction = 0
        if index < end, cell[index] == UInt8(ascii: ",") {
            index += 1
            while index < end, cell[index] &- 0x30 < 10 { fraction += 1; index += 1 }
            guard fraction > 0 else { return .other }
        }
        guard index == end else { return .other }
        if groups[0] == 0 {
            // No integer digits: `,5` is this form's `.5`; `.5` is C's, refused as `0.5` is.
            if groups.count == 1 { return fraction > 0 ? .number : .other }
            return groups.count == 2 && fraction == 0 && groups[1] > 0 ? .pointDecimal : .other
        }
        if groups.count == 1 { return .number }
        if groups[0] <= 3, !leadingZero, groups.dropFirst().allSatisfy({ $0 == 3 }) { return .number }
        return groups.count == 2 && fraction == 0 && groups[1] > 0 ? .pointDecimal : .other
    }

    /// Rewrites a `.number` cell into C form at the same length: thousands dots dropped, the
    /// comma a point, the freed bytes spaces at the end.
    private static func normalize(_ cell: UnsafeMutableBufferPointer<UInt8>) {
        var write = 0
        for read in 0..<cell.count {
            let byte = cell[read]
            if byte == UInt8(ascii: ".") { continue }
            cell[write] = byte == UInt8(ascii: ",") ? UInt8(ascii: ".") : byte
            write += 1
        }
        while write < cell.count { cell[write] = ASCII.space; write += 1 }
    }

    /// `text` in C form (`1.234,5` → `1234.5`), for messages.
    static func cSpelling(_ text: String) -> String {
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBufferPointer { normalize($0) }
        return String(decoding: bytes, as: UTF8.self).trimmingSpaces()
    }
}
