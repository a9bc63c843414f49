import Foundation

// Rewrites the flag table of the Markdown file named by the first argument from the JSON of
// `chart --experimental-dump-help` on standard input. `scripts/generate-docs` compiles it with
// Tests/ChartCLITests/FlagTable.swift, the table `GeneratedDocsTests` checks, so the writer and
// the check are one definition and the table needs only the built `chart`, not the test build.
guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: flag-table FILE.md < dump.json\n".utf8))
    exit(64)
}
let path = CommandLine.arguments[1]
let table = try FlagTable.markdown(dump: Array(FileHandle.standardInput.readDataToEndOfFile()))
let text = try String(contentsOfFile: path, encoding: .utf8)
guard let updated = FlagTable.replacing(in: text, with: table) else {
    FileHandle.standardError.write(Data("flag-table: \(path) has no flag-table markers\n".utf8))
    exit(65)
}
if updated != text { try updated.write(toFile: path, atomically: true, encoding: .utf8) }
