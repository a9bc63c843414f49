import ChartKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Refuses a command-line argument that is not UTF-8, before anything else reads the arguments.
///
/// Why refuse rather than warn: Swift turns argv into `String` by replacing each invalid byte
/// with U+FFFD, silently, so without this check `-o $'a\xffb.png'` writes a different file
/// (`a�b.png`), an input file named `caf\xe9.csv` is "No such file" although it exists, and a
/// title or legend name is drawn with `�`. A warning cannot repair the paths, and the input
/// readers already refuse invalid UTF-8 in data (exit 65 at its byte); an argument is a flag
/// value, so it is a usage error (64), named by position and shown with the bad byte as `\xFF`.
enum ArgumentEncoding {
    /// The process's arguments as the kernel passed them, program name first.
    static func rawArguments() -> [[UInt8]] {
        (0..<Int(CommandLine.argc)).map { index in
            guard let pointer = CommandLine.unsafeArgv[index] else { return [] }
            return Array(UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer)))
        }
    }

    /// The one-line problem with the first argument (after the program name) that is not
    /// valid UTF-8, or nil when all are.
    static func problem(in arguments: [[UInt8]]) -> String? {
        for index in arguments.indices.dropFirst() {
            guard let offset = UTF8Validation.firstInvalidOffset(in: arguments[index]) else { continue }
            let previous = index > 1 ? arguments[index - 1] : []
            let after =
                previous.first == UInt8(ascii: "-") && UTF8Validation.firstInvalidOffset(in: previous) == nil
                ? " (after \(String(decoding: previous, as: UTF8.self)))" : ""
            return "argument \(index)\(after), \(shown(arguments[index])), is not valid UTF-8 (byte 0x"
                + PrintfText.format("%02X", arguments[index][offset]) + " at byte \(offset + 1)); give names and text in UTF-8 "
                + "(a file named in another encoding can be read with < FILE and written with -o - > FILE)"
        }
        return nil
    }

    /// The most bytes of an argument shown in the message.
    static let shownLimit = 80

    /// `bytes` in quotes with every byte that is not part of valid UTF-8 written as `\xHH`;
    /// beyond `shownLimit` bytes cut (at a character's start, so no whole character shows as
    /// bytes) and ended with `…`.
    static func shown(_ all: [UInt8]) -> String {
        var cut = min(all.count, shownLimit)
        while cut < all.count, cut > shownLimit - 3, all[cut] & 0xC0 == 0x80 { cut -= 1 }
        let bytes = Array(all[..<cut])
        var text = "", start = 0
        while start < bytes.count {
            let bad = UTF8Validation.firstInvalidOffset(in: bytes, from: start) ?? bytes.count
            text += String(decoding: bytes[start..<bad], as: UTF8.self).replacing(scalar: "\\", with: "\\\\")
                .replacing(scalar: "\"", with: "\\\"")
            if bad < bytes.count { text += "\\x" + PrintfText.format("%02X", bytes[bad]) }
            start = bad + 1
        }
        return "\"" + text + (all.count > shownLimit ? "…" : "") + "\""
    }
}
