#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The file an `--emit-script` program writes a page to: the path the user named with `-o` (or
/// the page name chart derives from it), so the program run by hand makes the files chart would
/// (it used to write `page-001.png`, the name inside chart's private workspace).
///
/// chart's own renders never let a user path reach `set output` (`RenderWorkspace`); a program
/// the user runs is theirs, but it must still do exactly what it says, so the path is passed
/// through `GnuplotString.quoted` and three of gnuplot's readings of a name are taken away:
/// `'|cmd'` is opened as a pipe to a shell and a leading `~` is expanded, so both get `./` in
/// front; `-` (standard output for chart) becomes `/dev/stdout`. A path the quoting would change
/// (line breaks, other control characters) is refused rather than written to another name.
package enum ScriptOutputName {
    /// The name for `path` in an emitted program's `set output`.
    package static func name(for path: String) throws -> String {
        if path == "-" { return "/dev/stdout" }
        // The characters `GnuplotString.quoted` replaces with a space.
        if let bad = path.unicodeScalars.first(where: { $0.isControlCharacter || $0 == "\u{2028}" || $0 == "\u{2029}" }) {
            throw ChartError.usage(
                """
                --emit-script cannot write a program for the output \(path.debugDescription): gnuplot cannot name a file with \
                U+\(PrintfText.format("%04X", bad.value)) in it (rename the output)
                """
            )
        }
        if path.hasPrefix("|") || path.hasPrefix("~") { return "./" + path }
        return path
    }
}
