import ArgumentParser
import ChartKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Rewrites ArgumentParser's usage errors that leave the user guessing into ones that point at
/// what was meant: a mistyped command, a mistyped value of any option with a fixed list of
/// values, and the slips the parser's own nearest-flag guess gets wrong.
///
/// ArgumentParser reports `chart lien data.csv -o x.png` as "Unknown option '-o'" (the root
/// command has no `-o`), a bad enum value without the nearest one (with six values or more, as
/// a bullet list that a one-line message cuts off), `--colour` as "did you mean '--color'" (the
/// text-colour mode, not the series colours) and `--y-range 0:10` as a value of
/// shared|page. Every enum-valued option's rejection passes through here, since the parser
/// builds it from the `ExpressibleByArgument` conformances' `allValueStrings`: one place for all.
enum UsageHint {
    /// The message for a usage error whose full ArgumentParser text is `full`, given the
    /// arguments after the program name; nil when no hint applies.
    static func message(for full: String, arguments: [String]) -> String? {
        unknownCommand(arguments) ?? colourSpelling(full, arguments: arguments) ?? rangeValue(full) ?? invalidValue(full)
    }

    /// `chart pie --sort=nonee` or `--sort nonee`: pie's `--sort` and `--legend` may stand
    /// bare (`DeprecatedSwitches`), so ArgumentParser reads an attached bad value as the bare
    /// switch (a chart sorted as if `--sort desc` had been written, silently) and a spaced one as
    /// the input file; a word close to one of the values is a slip, refused before parsing.
    static func switchValue(_ arguments: [String]) -> String? {
        guard arguments.first == "pie" else { return nil }
        let values = ["--legend": LegendPosition.allValueStrings, "--sort": BarSort.allValueStrings]
        for (index, argument) in arguments.enumerated() {
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            guard let flag = parts.first, let allowed = values[flag] else { continue }
            let attached = parts.count == 2 ? parts[1] : nil
            guard let value = attached ?? (index + 1 < arguments.count ? arguments[index + 1] : nil), !allowed.contains(value) else { continue }
            if attached == nil && (value.hasPrefix("-") || Suggestion.nearest(to: value, among: allowed) == nil) { continue }
            let list = allowed.dropLast().joined(separator: ", ") + " or " + (allowed.last ?? "")
            let near = Suggestion.nearest(to: value, among: allowed).map { "; did you mean \(QuotedText.quoted($0))?" } ?? ""
            return "invalid \(flag) \(QuotedText.quoted(value))\(near) (expected \(list))"
        }
        return nil
    }

    /// The names a first argument may be: the commands, their aliases and `help`.
    static var commandNames: [String] {
        Chart.configuration.subcommands.flatMap { [$0._commandName] + $0.configuration.aliases }
    }

    /// `chart lien …`: the first argument is neither a flag nor a command.
    static func unknownCommand(_ arguments: [String]) -> String? {
        guard let word = arguments.first, !word.hasPrefix("-"), word != "help", !commandNames.contains(word) else { return nil }
        let names = Chart.configuration.subcommands.map { $0._commandName }
        let list = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
        let prefixed = commandNames.filter { $0.hasPrefix(word.lowercased()) }
        if let near = Suggestion.nearest(to: word, among: commandNames) ?? (prefixed.count == 1 ? prefixed.first : nil) {
            return "unknown command \(QuotedText.quoted(word)); did you mean \(QuotedText.quoted(near))?"
        }
        if word.contains(".") || word.contains("/") {
            return "unknown command \(QuotedText.quoted(word)): the chart kind comes first, e.g. chart line \(word) (commands: \(list))"
        }
        return "unknown command \(QuotedText.quoted(word)); the commands are \(list)"
    }

    /// The spellings of "colours" and what each flag is: `--colors` the series colours (of the
    /// kinds that take a list), `--color` when text charts are coloured.
    static func colourSpelling(_ full: String, arguments: [String]) -> String? {
        guard let kind = arguments.first, let command = Chart.configuration.subcommands.first(where: { $0._commandName == kind }) else { return nil }
        let takesColors = command.helpMessage(columns: 10_000).contains("--colors <")
        let seriesColours =
            takesColors
            ? "--colors is the \(kind == "pie" ? "slice" : kind == "bar" ? "bar" : "plot") colours (e.g. --colors red,#1f77b4)"
            : "chart \(kind) has no --colors: its colours come from --palette or --theme"
        let textColour = "--color auto|always|never is when text charts are coloured"
        if let flag = unknownOption(full), ["--colour", "--colours", "--colors"].contains(flag) {
            return "unknown option \(flag): \(seriesColours); \(textColour)"
        }
        guard let (value, flag, _) = invalid(full), flag == "--color", (try? ColorList.parse(value)) != nil else { return nil }
        return "--color takes auto, always or never (when text charts are coloured), not \(QuotedText.quoted(value)); \(seriesColours)"
    }

    /// `--y-range 0:10` (gnuplot's `[0:10]`): `--y-range` is shared|page, the limits are flags of their own.
    static func rangeValue(_ full: String) -> String? {
        guard let (value, flag, _) = invalid(full), flag == "--y-range" || flag == "--y-scale" else { return nil }
        var text = Substring(value.trimmingSpaces())
        if text.first == "[" && text.last == "]" { text = text.dropFirst().dropLast() }
        let ends = text.split(separator: ":", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
        guard ends.count == 2, ends.contains(where: { !$0.isEmpty }), ends.allSatisfy({ $0.isEmpty || Double($0) != nil }) else { return nil }
        let limits = [("--y-min", ends[0]), ("--y-max", ends[1])].filter { !$0.1.isEmpty }.map { "\($0.0) \($0.1)" }
        return
            """
            \(flag) takes shared or page (whether pages share one value axis), not \(QuotedText.quoted(value)); for the axis limits use \
            \(limits.joined(separator: " "))
            """
    }

    /// A value outside an option's fixed list: the nearest value, and the list.
    static func invalidValue(_ full: String) -> String? {
        guard let (value, flag, values) = invalid(full), !values.isEmpty else { return nil }
        let list = values.count == 1 ? values[0] : values.dropLast().joined(separator: ", ") + " or " + values[values.count - 1]
        let near = Suggestion.nearest(to: value, among: values).map { "; did you mean \(QuotedText.quoted($0))?" } ?? ""
        return "invalid \(flag) \(QuotedText.quoted(value))\(near) (expected \(list))"
    }

    /// The flag of ArgumentParser's "Unknown option '--x'…".
    static func unknownOption(_ full: String) -> String? {
        guard full.hasPrefix("Unknown option '") else { return nil }
        return full.dropFirst(16).split(separator: "'").first.map(String.init)
    }

    /// The value, the flag and the allowed values of ArgumentParser's "The value 'V' is invalid
    /// for '--flag <name>'. Please provide one of 'a', 'b' or 'c'." (or, for six values or more,
    /// "… one of the following:" and a line "  - a" per value).
    static func invalid(_ full: String) -> (value: String, flag: String, values: [String])? {
        let start = "The value '"
        guard full.hasPrefix(start), let middle = full.firstRange(of: "' is invalid for '") else { return nil }
        let value = String(full[full.index(full.startIndex, offsetBy: start.count)..<middle.lowerBound])
        let rest = full[middle.upperBound...]
        guard let flag = rest.split(whereSeparator: { $0 == " " || $0 == "'" }).first, flag.hasPrefix("-") else { return nil }
        var values: [String] = []
        if let list = rest.firstRange(of: "Please provide one of the following:\n") {
            values = rest[list.upperBound...].split(separator: "\n").compactMap { line in
                line.hasPrefix("  - ") ? String(line.dropFirst(4)) : nil
            }
        } else if let list = rest.firstRange(of: ". Please provide one of ") {
            values = rest[list.upperBound...].split(separator: "'", omittingEmptySubsequences: false).enumerated()
                .compactMap { $0.offset % 2 == 1 ? String($0.element) : nil }
        }
        return (value, String(flag), values)
    }
}
