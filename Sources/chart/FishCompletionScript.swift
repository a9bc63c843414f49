import ArgumentParser

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The fish completion script, written from the command definitions (ArgumentParser's own
/// description of every command, as `--experimental-dump-help` prints it).
///
/// ArgumentParser's fish script finds the input file by handing fish's `argparse` one spec per
/// option, and fish 3.6 reads a long-only spec such as `x-type=` as the short flag `x` plus the
/// long flag `type`; beside `x=` that is a clash, `argparse` fails, and no file was ever offered
/// for line, bar, discrete, hist or scatter. This script counts the positional words itself,
/// skipping every option that takes a value, and asks `chart` for the same custom completions
/// (`--theme`) through ArgumentParser's `---completion` protocol.
struct FishCompletionScript {
    /// The parts of the dump the script is made from.
    struct Dump: Decodable {
        struct Command: Decodable {
            var commandName: String
            var abstract: String?
            var shouldDisplay: Bool?
            var arguments: [Argument]?
            var subcommands: [Command]?
        }
        struct Argument: Decodable {
            struct Name: Decodable { var kind: String; var name: String }
            var kind: String
            var names: [Name]?
            var shouldDisplay: Bool
            var isRepeating: Bool
            var abstract: String?
            var completionKind: Completion?
        }
        /// ArgumentParser's `CompletionKindV0`, as Swift encodes an enum with payloads.
        struct Completion: Decodable {
            struct Values: Decodable { var values: [String] }
            struct Extensions: Decodable { var extensions: [String] }
            struct Command: Decodable { var command: String }
            var list: Values?
            var file: Extensions?
            var directory: [String: String]?
            var shellCommand: Command?
            var custom: [String: String]?
            var customAsync: [String: String]?
            var customDeprecated: [String: String]?
        }
        var command: Command
    }

    var root: Dump.Command

    /// Whether the arguments ask for the fish script: `--generate-completion-script fish`, or no
    /// shell named and fish the login shell (as ArgumentParser picks it).
    static func isRequested(_ arguments: [String]) -> Bool {
        switch arguments {
        case ["--generate-completion-script", "fish"], ["--generate-completion-script=fish"]: return true
        case ["--generate-completion-script"]: return CompletionShell.autodetected() == .fish
        default: return false
        }
    }

    /// The script for `chart` as it is built: its own dump, asked for in process.
    static func current() throws -> String {
        var json = ""
        do {
            _ = try Chart.parseAsRoot(["--experimental-dump-help"])
        } catch {
            json = Chart.fullMessage(for: error)
        }
        let dump = try JSONDecoder().decode(Dump.self, from: Data(json.utf8))
        return FishCompletionScript(root: dump.command).text
    }

    /// The whole script: the helper functions, then one `complete` line per subcommand, option
    /// and positional argument.
    var text: String {
        let name = root.commandName
        var lines = [
            "# fish completion for \(name), written by `\(name) --generate-completion-script fish` from the command definitions.",
            "# (ArgumentParser's own fish script hands fish's argparse specs such as x-type=, which fish 3.6",
            "# reads as the short flag x, so it never offered an input file.)",
            "",
        ]
        lines += helpers.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.append("complete -c \(name) -f")
        let subcommands = (root.subcommands ?? []).filter { $0.shouldDisplay ?? true }
        lines += optionLines(root.arguments ?? [], condition: "not __\(name)_subcommand", command: name)
        for command in subcommands {
            lines.append(
                "complete -c \(name) -n \(quoted("not __\(name)_subcommand")) -a \(quoted(command.commandName))"
                    + description(command.abstract))
        }
        for command in subcommands {
            lines.append("")
            lines += positionalLines(command, subcommands: subcommands)
            lines += optionLines(
                command.arguments ?? [], condition: "__\(name)_subcommand_is \(command.commandName)", command: command.commandName)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The functions the conditions call: which subcommand is on the line, and whether the word
    /// under the cursor is a positional argument it can still take.
    var helpers: String {
        let name = root.commandName
        return """
            # The subcommand on the line: the first word after \(name) that is not a flag (the
            # command itself takes no option with a value).
            function __\(name)_subcommand
                for token in (commandline -opc)[2..]
                    string match -q -- '-?*' $token; and continue
                    echo $token
                    return 0
                end
                return 1
            end

            function __\(name)_subcommand_is -a expected
                set -l command (__\(name)_subcommand)
                test "$command" = "$expected"
            end

            # Succeeds when the word under the cursor is a positional argument of subcommand $argv[1],
            # which takes $argv[2] of them (-1: any number); $argv[3..] are its options that take a
            # value, so that value is not counted. `-` (standard input) and words after `--` count.
            function __\(name)_wants_positional -a expected most
                set -l valued $argv[3..]
                set -l tokens (commandline -opc)
                set -l command ''
                set -l count 0
                set -l skip 0
                set -l rest 0
                for token in $tokens[2..]
                    if test -z "$command"
                        string match -q -- '-?*' $token; and continue
                        test "$token" = "$expected"; or return 1
                        set command $token
                    else if test $skip = 1
                        set skip 0
                    else if test $rest = 0 -a "$token" = '--'
                        set rest 1
                    else if test $rest = 0; and contains -- $token $valued
                        set skip 1
                    else if test $rest = 0; and string match -q -- '-?*' $token
                        continue
                    else
                        set count (math $count + 1)
                    end
                end
                test -n "$command" -a $skip = 0; or return 1
                test $most -lt 0 -o $count -lt $most
            end

            # Files with one of the extensions $argv, and folders (one slash each), for the word under the cursor.
            function __\(name)_files_with_extensions
                set -l token (commandline -ct)
                for path in (complete -C "__\(name)_no_such_command $token")
                    set path (string split -f1 \\t -- $path)
                    if string match -q -- '*/' $path
                        echo $path
                    else
                        for extension in $argv
                            string match -q -- "*.$extension" $path; and echo $path; and break
                        end
                    end
                end
            end

            # Asks \(name) itself (ArgumentParser's `---completion`), with the words of the line.
            function __\(name)_custom_completion
                set -lx SAP_SHELL fish
                set -lx SAP_SHELL_VERSION $FISH_VERSION
                set -l tokens (commandline -op)
                set -l current (commandline -ct)
                if test -z "$current"
                    set -l index (count (commandline -opc))
                    set tokens $tokens[..$index] '' $tokens[(math $index + 1)..]
                end
                command $tokens[1] $argv $tokens
            end

            """
    }

    /// The positional lines of one subcommand: files for a file argument (the input), the
    /// subcommand names for `help`.
    func positionalLines(_ command: Dump.Command, subcommands: [Dump.Command]) -> [String] {
        let name = root.commandName
        let arguments = command.arguments ?? []
        let positionals = arguments.filter { $0.kind == "positional" }
        guard !positionals.isEmpty else { return [] }
        let most = positionals.contains { $0.isRepeating } ? -1 : positionals.count
        let valued = arguments.filter { $0.kind == "option" }.flatMap { flagNames($0) }
        let condition = (["__\(name)_wants_positional", command.commandName, String(most)] + valued).joined(separator: " ")
        let first = positionals[0]
        let values: String
        if command.commandName == "help" {
            values = "-f -a " + quoted(subcommands.filter { $0.commandName != "help" }.map(\.commandName).joined(separator: " "))
        } else if let completion = first.completionKind, completion.file != nil || completion.directory != nil {
            values = "-F"
        } else {
            values = "-f" + valueArguments(first, command: command.commandName)
        }
        return ["complete -c \(name) -n \(quoted(condition)) \(values)"]
    }

    /// One line per shown option or flag of `command` (a hidden, deprecated spelling is not
    /// offered), each offered when `condition` holds.
    func optionLines(_ arguments: [Dump.Argument], condition: String, command: String) -> [String] {
        let name = root.commandName
        return arguments.filter { $0.kind != "positional" && $0.shouldDisplay }.map { argument in
            var line = "complete -c \(name) -n \(quoted(condition))"
            for flag in argument.names ?? [] {
                switch flag.kind {
                case "short": line += " -s \(quoted(flag.name))"
                case "long": line += " -l \(quoted(flag.name))"
                default: line += " -o \(quoted(flag.name))"
                }
            }
            line += description(argument.abstract)
            if argument.kind == "option" { line += " -r" + valueArguments(argument, command: command) }
            return line
        }
    }

    /// What fish offers for an option's value: the listed values, files (of some extensions),
    /// folders, a shell command's output, or what `chart` answers for a custom completion.
    func valueArguments(_ argument: Dump.Argument, command: String) -> String {
        let name = root.commandName
        guard let completion = argument.completionKind else { return " -f" }
        if let list = completion.list {
            return " -f -k -a " + quoted(list.values.joined(separator: " "))
        }
        if let file = completion.file {
            if file.extensions.isEmpty { return " -F" }
            return " -f -a " + quoted("(__\(name)_files_with_extensions \(file.extensions.joined(separator: " ")))")
        }
        if completion.directory != nil { return " -f -a '(__fish_complete_directories)'" }
        if let shell = completion.shellCommand { return " -f -a " + quoted("(\(shell.command))") }
        let flag = argument.names?.first { $0.kind == "long" }.map { "--" + $0.name } ?? flagNames(argument).first ?? ""
        return " -f -a "
            + quoted(
                "(__\(name)_custom_completion ---completion \(command) -- \(flag) (count (commandline -opc)) (string length -- (commandline -ct)))")
    }

    /// The spellings of an option on a command line (`--output`, `-o`).
    func flagNames(_ argument: Dump.Argument) -> [String] {
        (argument.names ?? []).map { $0.kind == "long" ? "--" + $0.name : "-" + $0.name }
    }

    /// ` -d 'text'` for a non-empty description.
    func description(_ text: String?) -> String {
        guard let text, !text.isEmpty else { return "" }
        return " -d " + quoted(text)
    }

    /// A fish single-quoted word: only `\` and `'` are escaped there.
    func quoted(_ text: String) -> String {
        "'" + String(text.flatMap { $0 == "\\" || $0 == "'" ? ["\\", $0] : [$0] }) + "'"
    }
}
