#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// printf-style formatting through the C library, in place of Foundation's `String(format:)`.
///
/// Why: `String(format:)` is in full Foundation, which the binary no longer links. The C
/// library formats numbers in the "C" locale here (chart never calls `setlocale`), so a
/// decimal point is always a point, whatever the user's locale: the same bytes on every machine.
package enum PrintfText {
    /// `format` filled with `arguments`, as `snprintf` writes it.
    package static func format(_ format: String, _ arguments: any CVarArg...) -> String {
        withVaList(arguments) { list in
            var buffer = [CChar](repeating: 0, count: 128)
            let needed = Int(vsnprintf(&buffer, buffer.count, format, list))
            guard needed >= buffer.count else { return text(buffer, count: needed) }
            buffer = [CChar](repeating: 0, count: needed + 1)
            return withVaList(arguments) { again in
                _ = vsnprintf(&buffer, buffer.count, format, again)
                return text(buffer, count: needed)
            }
        }
    }

    private static func text(_ buffer: [CChar], count: Int) -> String {
        String(decoding: buffer[0..<max(0, count)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
