# Shared by scripts/install, scripts/uninstall and scripts/package (sourced, not run): the one
# place where a prefix, a staging root or a package field from the caller is checked, so the three
# scripts agree on what they accept. Each function exits with a sysexits code and one line on
# stderr naming the script ($script) and the value, shown with its control characters escaped.

# Exits with code $3 when $2 (what $1 names) holds a control character (a newline, a tab, ESC,
# DEL, ...): such a value would split a manifest line or a .deb control field in two, or install
# into a folder that no command line can name again.
refuse_control() {
    local LC_ALL=C
    if [[ "$2" == *[[:cntrl:]]* ]]; then
        echo "$script: $1 $(printf '%q' "$2") holds a control character: refused" >&2
        exit "$3"
    fi
}

# Sets `normal` to $2 (what $1 names) made absolute against $PWD, with `.`, `..` and repeated or
# trailing slashes resolved as written (as `cd` does), before anything is created: `a/../b`
# then names b alone, and the manifest holds the same plain paths uninstall is given.
normal_path() {
    local path="$2" part out=""
    refuse_control "$1" "$path" 64
    [[ "$path" == /* ]] || path="$PWD/$path"
    refuse_control "$1" "$path" 64   # (the working folder's own name)
    local IFS=/ parts=()
    read -r -a parts <<< "$path"
    for part in ${parts[@]+"${parts[@]}"}; do
        case "$part" in
            "" | .) ;;
            ..) out="${out%/*}" ;;
            *) out="$out/$part" ;;
        esac
    done
    normal="${out:-/}"
}

# Sets `prefix` to the normal form of $1, refusing a prefix that is the root folder (an
# uninstall there would be allowed to remove anything).
set_prefix() {
    normal_path "--prefix" "$1"
    if [[ "$normal" == / ]]; then
        echo "$script: --prefix $(printf '%q' "$1") is the root folder: not supported (use /usr or /usr/local)" >&2
        exit 64
    fi
    prefix="$normal"
}

# Sets `destdir` to the normal form of $1 ("" for none or for the root folder itself).
set_destdir() {
    destdir=""
    [[ -n "$1" ]] || return 0
    normal_path "--destdir" "$1"
    [[ "$normal" == / ]] || destdir="$normal"
}
