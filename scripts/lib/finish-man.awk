# Finishes the mdoc page that swift-argument-parser's generate-manual writes (run by
# scripts/generate-docs; deterministic, POSIX awk). The generator copies each command's help
# discussion verbatim, so a blank line in it became an empty input line (man's "mdoc warning:
# Empty input line") and an indented example line was filled into running text. Here:
#   - a blank line becomes a paragraph break (.Pp), dropped before a list, item or section;
#   - a run of indented lines becomes a literal display (.Bd -literal), one command a line;
#   - a backslash in text becomes \e, and a text line starting with . or ' is guarded by \&,
#     so help text cannot turn into roff requests;
#   - the generic `.Sh "EXIT STATUS"` / `.Ex -std` ending is replaced by the sections of
#     SECTIONS (share/man/chart.1.sections: ENVIRONMENT, FILES, EXIT STATUS, EXAMPLES, SEE ALSO).
# Usage: awk -v SECTIONS=share/man/chart.1.sections -f scripts/lib/finish-man.awk generated.1
# Exits 1 when the generated page does not end as expected (the generator changed: look again).

function is_macro(line) { return line ~ /^\.[A-Z%][a-z]/ || line ~ /^\.\\"/ || line ~ /^\.Sh / }
function text(line) {
    gsub(/\\/, "\\e", line)
    if (line ~ /^[.']/) line = "\\&" line
    return line
}
function close_literal() { if (literal) { print ".Ed"; literal = 0 } }
function flush_paragraph(next_line) {
    if (!pending) return
    pending = 0
    if (next_line ~ /^\.(Bl|It|El|Sh|Ss|Pp|Bd)( |$)/) return
    print ".Pp"
}

BEGIN { literal = 0; pending = 0; ending = 0 }
# The generator's ending: `.Sh "EXIT STATUS"` then `.Ex -std`, last in the file.
$0 == ".Sh \"EXIT STATUS\"" { close_literal(); pending = 0; ending = 1; next }
ending == 1 && $0 == ".Ex -std" { ending = 2; next }
ending > 0 { print "finish-man.awk: unexpected line after EXIT STATUS: " $0 > "/dev/stderr"; failed = 1; exit 1 }
$0 == "" { close_literal(); pending = 1; next }
/^[ \t]/ && !is_macro($0) {
    flush_paragraph("")
    if (!literal) { print ".Bd -literal -offset indent"; literal = 1 }
    line = $0
    sub(/^  /, "", line)
    print text(line)
    next
}
{
    close_literal()
    flush_paragraph($0)
    if (is_macro($0)) {
        line = $0
        if (line !~ /^\.\\"/) gsub(/\\/, "\\e", line)
        print line
    } else {
        print text($0)
    }
}
END {
    if (failed) exit 1
    close_literal()
    if (ending != 2) { print "finish-man.awk: the generated page does not end with .Sh \"EXIT STATUS\" / .Ex -std" > "/dev/stderr"; exit 1 }
    while ((getline line < SECTIONS) > 0) print line
    close(SECTIONS)
}
