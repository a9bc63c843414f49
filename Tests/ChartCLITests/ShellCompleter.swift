import ChartTestSupport
import Foundation
import Testing

/// Completes a command line in a real bash, zsh or fish loading the committed completion files of
/// `share/completions/`, and answers with what that shell would offer for the last word, each
/// candidate as the shell would insert it (a folder with its one slash).
///
/// Each shell is driven the way it completes for a user: bash calls the function its `complete`
/// registered, with the `COMP_*` words readline would set; zsh runs its completion system in an
/// interactive shell on a pseudo-terminal (`zpty`) and Tab is pressed; fish is asked with
/// `complete --do-complete`. `chart` (the built binary) is first on PATH, for the completions it
/// answers itself (`--theme`).
struct ShellCompleter {
    enum Shell: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case bash, zsh, fish
        var testDescription: String { rawValue }
    }

    var shell: Shell

    /// The shell's executable on PATH, or nil when it is not installed.
    var executable: String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(folder)/\(shell.rawValue)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// The candidates for the last word of `line` (the words typed, Tab pressed at its end), in
    /// the shell's order, each once.
    func candidates(for line: String, in folder: String, executable: String) throws -> [String] {
        let completions = CLI.example("../completions")
        let binFolder = (ChartProcess.binaryPath() as NSString).deletingLastPathComponent
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = binFolder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["HOME"] = folder + "/home"
        environment["XDG_CONFIG_HOME"] = folder + "/home/.config"
        environment.removeValue(forKey: "XDG_DATA_DIRS")
        let arguments: [String]
        switch shell {
        case .bash: arguments = ["--norc", "--noprofile", "-c", Self.bashDriver, "bash", completions + "/chart.bash", line]
        case .zsh: arguments = ["-f", "-c", Self.zshDriver, "zsh", completions, line]
        case .fish: arguments = ["-N", "-c", Self.fishDriver, completions + "/chart.fish", line]
        }
        let result = try ChartProcess.runExecutable(executable, arguments, environment: environment, currentDirectory: folder)
        guard result.status == 0 else {
            throw CompletionFailure(description: "\(shell) exited \(result.status) completing '\(line)': \(result.stderr)")
        }
        var seen = Set<String>()
        return String(decoding: result.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
            .filter { seen.insert($0).inserted }
    }

    struct CompletionFailure: Error, CustomStringConvertible { var description: String }

    /// bash: the words as readline splits them, the registered function called as `complete -F`
    /// calls it, then what readline does with the replies under `complete -o filenames`: it marks
    /// each one that names a folder with a slash (that is how `outdir//` was shown).
    static let bashDriver = #"""
        source "$1"
        read -r -a COMP_WORDS <<< "$2"
        [[ "$2" == *' ' ]] && COMP_WORDS+=('')
        COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMP_LINE="$2"; COMP_POINT=${#COMP_LINE}; COMPREPLY=()
        spec="$(complete -p chart)"
        function="${spec##*-F }"; function="${function%% *}"
        "$function" chart "${COMP_WORDS[-1]}" "${COMP_WORDS[-2]}"
        for reply in "${COMPREPLY[@]}"; do
            if [[ "$spec" == *"-o filenames"* && -d "$reply" ]]; then reply="$reply/"; fi
            printf '%s\n' "$reply"
        done
        """#

    /// zsh: an interactive zsh on a pseudo-terminal with compinit and the folder first on fpath;
    /// every `compadd` of the completion is recorded (with its prefixes, suffixes and the slash
    /// `compadd -f` gives a folder) and the shell exits after the completion (`comppostfuncs`).
    static let zshDriver = #"""
        zmodload zsh/zpty || { print -u2 'zsh/zpty is missing'; exit 3 }
        zpty shell zsh -f -i || exit 3
        zpty -w shell "fpath=(${(q)1} \$fpath); autoload -Uz compinit; compinit -u -D"
        zpty -w shell "bindkey '^I' complete-word; zstyle ':completion:*' list-grouped false"
        zpty -w shell 'mark() { print -n -- "\0" }; compprefuncs=(mark); comppostfuncs=(mark exit)'
        zpty -w shell 'compadd() {
          if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then builtin compadd "$@"; return; fi
          typeset -a hits; builtin compadd -A hits "$@"
          setopt localoptions norcexpandparam extendedglob
          typeset -A apre hpre hsuf asuf; zparseopts -E P:=apre p:=hpre S:=asuf s:=hsuf
          integer folders=0
          [[ -z $hsuf && "${${@//-default-/}% -# *}" == *-[[:alnum:]]#f* ]] && folders=1
          local i slash
          for i in {1..$#hits}; do
            (( folders )) && [[ -d ${hits[$i]} ]] && slash=/ || slash=
            printf "\1%s\2\n" "$IPREFIX$apre$hpre${hits[$i]}$slash$hsuf$asuf"
          done
        }'
        zpty -w shell 'print -r -- READY'
        zpty -r shell line '*READY*' || exit 4
        zpty -n -w shell "$2"$'\t'
        typeset out='' line=''
        while zpty -r shell line; do
          out+=$line
          [[ $out == *$'\0'*$'\0'* ]] && break
        done
        zpty -d shell
        print -rn -- "$out" | grep -ao $'\x01[^\x02]*\x02' | tr -d $'\x01\x02'
        """#

    /// fish: the script sourced as fish autoloads it, then asked what it completes.
    static let fishDriver = #"""
        source $argv[1]
        for candidate in (complete --do-complete "$argv[2]")
            string replace -r '\t.*' '' -- $candidate
        end
        true
        """#
}
