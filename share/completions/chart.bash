
__chart_cursor_index_in_current_word() {
    local remaining="${COMP_LINE}"

    local word
    for word in "${COMP_WORDS[@]::COMP_CWORD}"; do
        remaining="${remaining##*([[:space:]])"${word}"*([[:space:]])}"
    done

    local -ir index="$((COMP_POINT - ${#COMP_LINE} + ${#remaining}))"
    if [[ "${index}" -le 0 ]]; then
        printf 0
    else
        printf %s "${index}"
    fi
}

# positional arguments:
#
# - 1: the current (sub)command's count of positional arguments
#
# required variables:
#
# - repeating_flags: the repeating flags that the current (sub)command can accept
# - non_repeating_flags: the non-repeating flags that the current (sub)command can accept
# - repeating_options: the repeating options that the current (sub)command can accept
# - non_repeating_options: the non-repeating options that the current (sub)command can accept
# - positional_number: value ignored
# - unparsed_words: unparsed words from the current command line
#
# modified variables:
#
# - non_repeating_flags: remove flags for this (sub)command that are already on the command line
# - non_repeating_options: remove options for this (sub)command that are already on the command line
# - positional_number: set to the current positional number
# - unparsed_words: remove all flags, options, and option values for this (sub)command
__chart_offer_flags_options() {
    local -ir positional_count="${1}"
    positional_number=0

    local was_flag_option_terminator_seen=false
    local is_parsing_option_value=false

    local -ar unparsed_word_indices=("${!unparsed_words[@]}")
    local -i word_index
    for word_index in "${unparsed_word_indices[@]}"; do
        if "${is_parsing_option_value}"; then
            # This word is an option value:
            # Reset marker for next word iff not currently the last word
            [[ "${word_index}" -ne "${unparsed_word_indices[${#unparsed_word_indices[@]} - 1]}" ]] && is_parsing_option_value=false
            unset "unparsed_words[${word_index}]"
            # Do not process this word as a flag or an option
            continue
        fi

        local word="${unparsed_words["${word_index}"]}"
        if ! "${was_flag_option_terminator_seen}"; then
            case "${word}" in
            --)
                unset "unparsed_words[${word_index}]"
                # by itself -- is a flag/option terminator, but if it is the last word, it is the start of a completion
                if [[ "${word_index}" -ne "${unparsed_word_indices[${#unparsed_word_indices[@]} - 1]}" ]]; then
                    was_flag_option_terminator_seen=true
                fi
                continue
                ;;
            -*)
                # ${word} is a flag or an option
                # If ${word} is an option, mark that the next word to be parsed is an option value
                local option
                for option in "${repeating_options[@]}" "${non_repeating_options[@]}"; do
                    [[ "${word}" = "${option}" ]] && is_parsing_option_value=true && break
                done

                # Remove ${word} from ${non_repeating_flags} or ${non_repeating_options} so it isn't offered again
                local not_found=true
                local -i index
                for index in "${!non_repeating_flags[@]}"; do
                    if [[ "${non_repeating_flags[${index}]}" = "${word}" ]]; then
                        unset "non_repeating_flags[${index}]"
                        non_repeating_flags=("${non_repeating_flags[@]}")
                        not_found=false
                        break
                    fi
                done
                if "${not_found}"; then
                    for index in "${!non_repeating_flags[@]}"; do
                        if [[ "${non_repeating_flags[${index}]}" = "${word}" ]]; then
                            unset "non_repeating_flags[${index}]"
                            non_repeating_flags=("${non_repeating_flags[@]}")
                            break
                        fi
                    done
                fi
                unset "unparsed_words[${word_index}]"
                continue
                ;;
            esac
        fi

        # ${word} is neither a flag, nor an option, nor an option value
        if [[ "${positional_number}" -lt "${positional_count}" || "${positional_count}" -lt 0 ]]; then
            # ${word} is a positional
            ((positional_number++))
            unset "unparsed_words[${word_index}]"
        else
            if [[ -z "${word}" ]]; then
                # Could be completing a flag, option, or subcommand
                positional_number=-1
            else
                # ${word} is a subcommand or invalid, so stop processing this (sub)command
                positional_number=-2
            fi
            break
        fi
    done

    unparsed_words=("${unparsed_words[@]}")

    if\
        ! "${was_flag_option_terminator_seen}"\
        && ! "${is_parsing_option_value}"\
        && [[ ("${cur}" = -* && "${positional_number}" -ge 0) || "${positional_number}" -eq -1 ]]
    then
        COMPREPLY+=($(compgen -W "${repeating_flags[*]} ${non_repeating_flags[*]} ${repeating_options[*]} ${non_repeating_options[*]}" -- "${cur}"))
    fi
}

__chart_add_completions() {
    local completion
    while IFS='' read -r completion; do
        COMPREPLY+=("${completion}")
    done < <(IFS=$'\n' compgen "${@}" -- "${cur}")
}

__chart_custom_complete() {
    if [[ -n "${cur}" || -z ${COMP_WORDS[${COMP_CWORD}]} || "${COMP_LINE:${COMP_POINT}:1}" != ' ' ]]; then
        local -ar words=("${COMP_WORDS[@]}")
    else
        local -ar words=("${COMP_WORDS[@]::${COMP_CWORD}}" '' "${COMP_WORDS[@]:${COMP_CWORD}}")
    fi

    "${COMP_WORDS[0]}" "${@}" "${words[@]}"
}

_chart() {
    local state
    state="$(shopt -p;shopt -po)"
    trap "${state//$'\n'/;}" RETURN
    shopt -s extglob
    set +o history +o posix

    local -xr SAP_SHELL=bash
    local -x SAP_SHELL_VERSION
    SAP_SHELL_VERSION="$(IFS='.';printf %s "${BASH_VERSINFO[*]}")"
    local -r SAP_SHELL_VERSION

    local -r cur="${2}"
    local -r prev="${3}"

    local -i positional_number
    local -a unparsed_words=("${COMP_WORDS[@]:1:${COMP_CWORD}}")

    local -a repeating_flags=()
    local -a non_repeating_flags=(--version -h --help)
    local -a repeating_options=()
    local -a non_repeating_options=()
    __chart_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    line|bar|pie|discrete|hist|scatter|area|box|heatmap|doctor|version|help)
        # Offer subcommand argument completions
        "_chart_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'line bar pie discrete hist scatter area box heatmap doctor version help' -- "${cur}"))
        ;;
    esac
}

_chart_line() {
    repeating_flags=()
    non_repeating_flags=(--decimal-comma --header --no-header --points --decimate --no-decimate --x-log --y-log --grid --y2-log --prune --plan --emit-script --show --quiet -q --follow --version -h --help)
    repeating_options=(--y --dashed --hline --vline --y2)
    non_repeating_options=(--format --separator --max-input-size --max-rows --x --x-type --x-date-format --series --facet --facet-scale --facet-cols --facet-sort --size --title --theme --font --font-size --scale --palette --line-width --highlight --x-label --y-label --x-format --y-format --x-label-every --y-min --y-max --y-range --y-axis --legend --y2-label --y2-format --y2-min --y2-max --page-size --pages --page --output -o --format-out --color --gnuplot --timeout --jobs --progress --refresh --window)
    __chart_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--format')
        __chart_add_completions -W 'csv'$'\n''tsv'$'\n''whitespace'$'\n''json'$'\n''ndjson'
        return
        ;;
    '--separator')
        return
        ;;
    '--max-input-size')
        return
        ;;
    '--max-rows')
        return
        ;;
    '--x')
        return
        ;;
    '--y')
        return
        ;;
    '--x-type')
        __chart_add_completions -W 'auto'$'\n''number'$'\n''time'$'\n''epoch'$'\n''category'
        return
        ;;
    '--x-date-format')
        return
        ;;
    '--series')
        return
        ;;
    '--facet')
        return
        ;;
    '--facet-scale')
        __chart_add_completions -W 'shared'$'\n''free'$'\n''free-x'$'\n''free-y'
        return
        ;;
    '--facet-cols')
        return
        ;;
    '--facet-sort')
        __chart_add_completions -W 'appearance'$'\n''name'$'\n''total'
        return
        ;;
    '--size')
        return
        ;;
    '--title')
        return
        ;;
    '--theme')
        __chart_add_completions -W "$(__chart_custom_complete ---completion line -- --theme "${COMP_CWORD}" "$(__chart_cursor_index_in_current_word)")"
        return
        ;;
    '--font')
        return
        ;;
    '--font-size')
        return
        ;;
    '--scale')
        return
        ;;
    '--palette')
        __chart_add_completions -W 'okabe-ito'$'\n''tableau10'$'\n''viridis'
        return
        ;;
    '--dashed')
        return
        ;;
    '--line-width')
        return
        ;;
    '--highlight')
        return
        ;;
    '--x-label')
        return
        ;;
    '--y-label')
        return
        ;;
    '--x-format')
        return
        ;;
    '--y-format')
        return
        ;;
    '--x-label-every')
        return
        ;;
    '--y-min')
        return
        ;;
    '--y-max')
        return
        ;;
    '--y-range')
        __chart_add_completions -W 'shared'$'\n''page'
        return
        ;;
    '--y-axis')
        __chart_add_completions -W 'left'$'\n''right'
        return
        ;;
    '--hline')
        return
        ;;
    '--legend')
        __chart_add_completions -W 'top'$'\n''right'$'\n''bottom'$'\n''none'
        return
        ;;
    '--vline')
        return
        ;;
    '--y2')
        return
        ;;
    '--y2-label')
        return
        ;;
    '--y2-format')
        return
        ;;
    '--y2-min')
        return
        ;;
    '--y2-max')
        return
        ;;
    '--page-size')
        return
        ;;
    '--pages')
        return
        ;;
    '--page')
        return
        ;;
    '--output'|'-o')
        __chart_add_completions -o plusdirs -fX '!*.@(png|svg|pdf|txt)'
        return
        ;;
    '--format-out')
        __chart_add_completions -W 'png'$'\n''svg'$'\n''pdf'$'\n''text'
        return
        ;;
    '--color')
        __chart_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--gnuplot')
        __chart_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--jobs')
        return
        ;;
    '--progress')
        __chart_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--refresh')
        return
        ;;
    '--window')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __chart_add_completions -f
        return
        ;;
    esac
}

_chart_bar() {
    repeating_flags=()
    non_repeating_flags=(--decimal-comma --header --no-header --horizontal --stacked --values --no-axes --y-log --grid --prune --plan --emit-script --show --quiet -q --version -h --help)
    repeating_options=(--y --hline)
    non_repeating_options=(--format --separator --max-input-size --max-rows --x --x-date-format --series --facet --facet-scale --facet-cols --facet-sort --size --title --theme --font --font-size --scale --palette --sort --bar-width --baseline --colors --x-label --y-label --x-format --y-format --x-label-every --y-min --y-max --y-range --y-axis --legend --page-size --pages --page --output -o --format-out --color --gnuplot --timeout --jobs --progress)
    __chart_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--format')
        __chart_add_completions -W 'csv'$'\n''tsv'$'\n''whitespace'$'\n''json'$'\n''ndjson'
        return
        ;;
    '--separator')
        return
        ;;
    '--max-input-size')
        return
        ;;
    '--max-rows')
        return
        ;;
    '--x')
        return
        ;;
    '--y')
        return
        ;;
    '--x-date-format')
        return
        ;;
    '--series')
        return
        ;;
    '--facet')
        return
        ;;
    '--facet-scale')
        __chart_add_completions -W 'shared'$'\n''free'$'\n''free-x'$'\n''free-y'
        return
        ;;
    '--facet-cols')
        return
        ;;
    '--facet-sort')
        __chart_add_completions -W 'appearance'$'\n''name'$'\n''total'
        return
        ;;
    '--size')
        return
        ;;
    '--title')
        return
        ;;
    '--theme')
        __chart_add_completions -W "$(__chart_custom_complete ---completion bar -- --theme "${COMP_CWORD}" "$(__chart_cursor_index_in_current_word)")"
        return
        ;;
    '--font')
        return
        ;;
    '--font-size')
        return
        ;;
    '--scale')
        return
        ;;
    '--palette')
        __chart_add_completions -W 'okabe-ito'$'\n''tableau10'$'\n''viridis'
        return
        ;;
    '--sort')
        __chart_add_completions -W 'none'$'\n''asc'$'\n''desc'
        return
        ;;
    '--bar-width')
        return
        ;;
    '--baseline')
        return
        ;;
    '--colors')
        return
        ;;
    '--x-label')
        return
        ;;
    '--y-label')
        return
        ;;
    '--x-format')
        return
        ;;
    '--y-format')
        return
        ;;
    '--x-label-every')
        return
        ;;
    '--y-min')
        return
        ;;
    '--y-max')
        return
        ;;
    '--y-range')
        __chart_add_completions -W 'shared'$'\n''page'
        return
        ;;
    '--y-axis')
        __chart_add_completions -W 'left'$'\n''right'
        return
        ;;
    '--hline')
        return
        ;;
    '--legend')
        __chart_add_completions -W 'top'$'\n''right'$'\n''bottom'$'\n''none'
        return
        ;;
    '--page-size')
        return
        ;;
    '--pages')
        return
        ;;
    '--page')
        return
        ;;
    '--output'|'-o')
        __chart_add_completions -o plusdirs -fX '!*.@(png|svg|pdf|txt)'
        return
        ;;
    '--format-out')
        __chart_add_completions -W 'png'$'\n''svg'$'\n''pdf'$'\n''text'
        return
        ;;
    '--color')
        __chart_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--gnuplot')
        __chart_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--jobs')
        return
        ;;
    '--progress')
        __chart_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __chart_add_completions -f
        return
        ;;
    esac
}

_chart_pie() {
    repeating_flags=()
    non_repeating_flags=(--decimal-comma --header --no-header --percent --no-other --counterclockwise --percent-labels --value-labels --no-slice-titles --donut --prune --plan --emit-script --show --quiet -q --version -h --help)
    repeating_options=()
    non_repeating_options=(--format --separator --max-input-size --max-rows --label --value --color-column --group --size --title --theme --font --font-size --scale --palette --colors --other-below --sort --start-angle --value-format --legend --ring-width --center-title --center-text --page --output -o --format-out --color --gnuplot --timeout --jobs --progress)
    __chart_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--format')
        __chart_add_completions -W 'csv'$'\n''tsv'$'\n''whitespace'$'\n''json'$'\n''ndjson'
        return
        ;;
    '--separator')
        return
        ;;
    '--max-input-size')
        return
        ;;
    '--max-rows')
        return
        ;;
    '--label')
        return
        ;;
    '--value')
        return
        ;;
    '--color-column')
        return
        ;;
    '--group')
        return
        ;;
    '--size')
        return
        ;;
    '--title')
        return
        ;;
    '--theme')
        __chart_add_completions -W "$(__chart_custom_complete ---completion pie -- --theme "${COMP_CWORD}" "$(__chart_cursor_index_in_current_word)")"
        return
        ;;
    '--font')
        return
        ;;
    '--font-size')
        return
        ;;
    '--scale')
        return
        ;;
    '--palette')
        __chart_add_completions -W 'okabe-ito'$'\n''tableau10'$'\n''viridis'
        return
        ;;
    '--colors')
        return
        ;;
    '--other-below')
        return
        ;;
    '--sort')
        __chart_add_completions -W 'none'$'\n''asc'$'\n''desc'
        return
        ;;
    '--start-angle')
        return
        ;;
    '--value-format')
        return
        ;;
    '--legend')
        __chart_add_completions -W 'top'$'\n''right'$'\n''bottom'$'\n''none'
        return
        ;;
    '--ring-width')
        return
        ;;
    '--center-title')
        return
        ;;
    '--center-text')
        return
        ;;
    '--page')
        return
        ;;
    '--output'|'-o')
        __chart_add_completions -o plusdirs -fX '!*.@(png|svg|pdf|txt)'
        return
        ;;
    '--format-out')
        __chart_add_completions -W 'png'$'\n''svg'$'\n''pdf'$'\n''text'
        return
        ;;
    '--color')
        __chart_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--gnuplot')
        __chart_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--jobs')
        return
        ;;
    '--progress')
        __chart_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __chart_add_completions -f
        return
        ;;
    esac
}

_chart_discrete() {
    repeating_flags=()
    non_repeating_flags=(--decimal-comma --header --no-header --connect --decimate --no-decimate --y-log --grid --prune --plan --emit-script --show --quiet -q --version -h --help)
    repeating_options=(--low --high --y --names --hline --vline)
    non_repeating_options=(--format --separator --max-input-size --max-rows --x --series --facet --facet-scale --facet-cols --facet-sort --size --title --theme --font --font-size --scale --palette --highlight --colors --x-label --y-label --x-format --y-format --x-label-every --y-min --y-max --y-range --y-axis --legend --page-size --pages --page --output -o --format-out --color --gnuplot --timeout --jobs --progress)
    __chart_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--format')
        __chart_add_completions -W 'csv'$'\n''tsv'$'\n''whitespace'$'\n''json'$'\n''ndjson'
        return
        ;;
    '--separator')
        return
        ;;
    '--max-input-size')
        return
        ;;
    '--max-rows')
        return
        ;;
    '--x')
        return
        ;;
    '--low')
        return
        ;;
    '--high')
        return
        ;;
    '--y')
        return
        ;;
    '--names')
        return
        ;;
    '--series')
        return
        ;;
    '--facet')
        return
        ;;
    '--facet-scale')
        __chart_add_completions -W 'shared'$'\n''free'$'\n''free-x'$'\n''free-y'
        return
        ;;
    '--facet-cols')
        return
        ;;
    '--facet-sort')
        __chart_add_completions -W 'appearance'$'\n''name'$'\n''total'
        return
        ;;
    '--size')
        return
        ;;
    '--title')
        return
        ;;
    '--theme')
        __chart_add_completions -W "$(__chart_custom_complete ---completion discrete -- --theme "${COMP_CWORD}" "$(__chart_cursor_index_in_current_word)")"
        return
        ;;
    '--font')
        return
        ;;
    '--font-size')
        return
        ;;
    '--scale')
        return
        ;;
    '--palette')
        __chart_add_completions -W 'okabe-ito'$'\n''tableau10'$'\n''viridis'
        return
        ;;
    '--highlight')
        return
        ;;
    '--colors')
        return
        ;;
    '--x-label')
        return
        ;;
    '--y-label')
        return
        ;;
    '--x-format')
        return
        ;;
    '--y-format')
        return
        ;;
    '--x-label-every')
        return
        ;;
    '--y-min')
        return
        ;;
    '--y-max')
        return
        ;;
    '--y-range')
        __chart_add_completions -W 'shared'$'\n''page'
        return
        ;;
    '--y-axis')
        __chart_add_completions -W 'left'$'\n''right'
        return
        ;;
    '--hline')
        return
        ;;
    '--legend')
        __chart_add_completions -W 'top'$'\n''right'$'\n''bottom'$'\n''none'
        return
        ;;
    '--vline')
        return
        ;;
    '--page-size')
        return
        ;;
    '--pages')
        return
        ;;
    '--page')
        return
        ;;
    '--output'|'-o')
        __chart_add_completions -o plusdirs -fX '!*.@(png|svg|pdf|txt)'
        return
        ;;
    '--format-out')
        __chart_add_completions -W 'png'$'\n''svg'$'\n''pdf'$'\n''text'
        return
        ;;
    '--color')
        __chart_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--gnuplot')
        __chart_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--jobs')
        return
        ;;
    '--progress')
        __chart_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __chart_add_completions -f
        return
        ;;
    esac
}

_chart_hist() {
    repeating_flags=()
    non_repeating_flags=(--decimal-comma --header --no-header --density --percent --cumulative --x-log --stacked --y-log --grid --prune --plan --emit-script --show --quiet -q --version -h --help)
    repeating_options=(--y --mark --hline)
    non_repeating_options=(--format --separator --max-input-size --max-rows --series --facet --facet-scale --facet-cols --facet-sort --size --title --theme --font --font-size --scale --palette --bins --bin-width --range --x-label --y-label --x-format --y-format --x-label-every --y-min --y-max --y-range --y-axis --legend --page --output -o --format-out --color --gnuplot --timeout --jobs --progress)
    __chart_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--format')
        __chart_add_completions -W 'csv'$'\n''tsv'$'\n''whitespace'$'\n''json'$'\n''ndjson'
        return
        ;;
    '--separator')
        return
        ;;
    '--max-input-size')
        return
        ;;
    '--max-rows')
        return
        ;;
    '--y')
        return
        ;;
    '--series')
        return
        ;;
    '--facet')
        return
        ;;
    '--facet-scale')
        __chart_add_completions -W 'shared'$'\n''free'$'\n''free-x'$'\n''free-y'
        return
        ;;
    '--facet-cols')
        return
        ;;
    '--facet-sort')
        __chart_add_completions -W 'appearance'$'\n''name'$'\n''total'
        return
        ;;
    '--size')
        return
        ;;
    '--title')
        return
        ;;
    '--theme')
        __chart_add_completions -W "$(__chart_custom_complete ---completion hist -- --theme "${COMP_CWORD}" "$(__chart_cursor_index_in_current_word)")"
        return
        ;;
    '--font')
        return
        ;;
    '--font-size')
        return
        ;;
    '--scale')
        return
        ;;
    '--palette')
        __chart_add_completions -W 'okabe-ito'$'\n''tableau10'$'\n''viridis'
        return
        ;;
    '--bins')
        return
        ;;
    '--bin-width')
        return
        ;;
    '--range')
        return
        ;;
    '--mark')
        return
        ;;
    '--x-label')
        return
        ;;
    '--y-label')
        return
        ;;
    '--x-format')
        return
        ;;
    '--y-format')
        return
        ;;
    '--x-label-every')
        return
        ;;
    '--y-min')
        return
        ;;
    '--y-max')
        return
        ;;
    '--y-range')
        __chart_add_completions -W 'shared'$'\n''page'
        return
        ;;
    '--y-axis')
        __chart_add_completions -W 'left'$'\n''right'
        return
        ;;
    '--hline')
        return
        ;;
    '--legend')
        __chart_add_completions -W 'top'$'\n''right'$'\n''bottom'$'\n''none'
        return
        ;;
    '--page')
        return
        ;;
    '--output'|'-o')
        __chart_add_completions -o plusdirs -fX '!*.@(png|svg|pdf|txt)'
        return
        ;;
    '--format-out')
        __chart_add_completions -W 'png'$'\n''svg'$'\n''pdf'$'\n''text'
        return
        ;;
    '--color')
        __chart_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--gnuplot')
        __chart_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--jobs')
        return
        ;;
    '--progress')
        __chart_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __chart_add_completions -f
        return
        ;;
    esac
}

_chart_scatter() {
    repeating_flags=()
    non_repeating_flags=(--decimal-comma --header --no-header --x-log --density --no-density --y-log --grid --prune --plan --emit-script --show --quiet -q --version -h --help)
    repeating_options=(--y --hline)
    non_repeating_options=(--format --separator --max-input-size --max-rows --x --x-type --x-date-format --series --facet --facet-scale --facet-cols --facet-sort --size --title --theme --font --font-size --scale --palette --marker-size --fit --size-by --x-label --y-label --x-format --y-format --x-label-every --y-min --y-max --y-range --y-axis --legend --page --output -o --format-out --color --gnuplot --timeout --jobs --progress)
    __chart_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--format')
        __chart_add_completions -W 'csv'$'\n''tsv'$'\n''whitespace'$'\n''json'$'\n''ndjson'
        return
        ;;
    '--separator')
        return
        ;;
    '--max-input-size')
        return
        ;;
    '--max-rows')
        return
        ;;
    '--x')
        return
        ;;
    '--y')
        return
        ;;
    '--x-type')
        __chart_add_completions -W 'auto'$'\n''number'$'\n''time'$'\n''epoch'$'\n''category'
        return
        ;;
    '--x-date-format')
        return
        ;;
    '--series')
        return
        ;;
    '--facet')
        return
        ;;
    '--facet-scale')
        __chart_add_completions -W 'shared'$'\n''free'$'\n''free-x'$'\n''free-y'
        return
        ;;
    '--facet-cols')
        return
        ;;
    '--facet-sort')
        __chart_add_completions -W 'appearance'$'\n''name'$'\n''total'
        return
        ;;
    '--size')
        return
        ;;
    '--title')
        return
        ;;
    '--theme')
        __chart_add_completions -W "$(__chart_custom_complete ---completion scatter -- --theme "${COMP_CWORD}" "$(__chart_cursor_index_in_current_word)")"
        return
        ;;
    '--font')
        return
        ;;
    '--font-size')
        return
        ;;
    '--scale')
        return
        ;;
    '--palette')
        __chart_add_completions -W 'okabe-ito'$'\n''tableau10'$'\n''viridis'
        return
        ;;
    '--marker-size')
        return
        ;;
    '--fit')
        __chart_add_completions -W 'linear'
        return
        ;;
    '--size-by')
        return
        ;;
    '--x-label')
        return
        ;;
    '--y-label')
        return
        ;;
    '--x-format')
        return
        ;;
    '--y-format')
        return
        ;;
    '--x-label-every')
        return
        ;;
    '--y-min')
        return
        ;;
    '--y-max')
        return
        ;;
    '--y-range')
        __chart_add_completions -W 'shared'$'\n''page'
        return
        ;;
    '--y-axis')
        __chart_add_completions -W 'left'$'\n''right'
        return
        ;;
    '--hline')
        return
        ;;
    '--legend')
        __chart_add_completions -W 'top'$'\n''right'$'\n''bottom'$'\n''none'
        return
        ;;
    '--page')
        return
        ;;
    '--output'|'-o')
        __chart_add_completions -o plusdirs -fX '!*.@(png|svg|pdf|txt)'
        return
        ;;
    '--format-out')
        __chart_add_completions -W 'png'$'\n''svg'$'\n''pdf'$'\n''text'
        return
        ;;
    '--color')
        __chart_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--gnuplot')
        __chart_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--jobs')
        return
        ;;
    '--progress')
        __chart_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __chart_add_completions -f
        return
        ;;
    esac
}

_chart_area() {
    repeating_flags=()
    non_repeating_flags=(--decimal-comma --header --no-header --stacked --percent --decimate --no-decimate --y-log --grid --prune --plan --emit-script --show --quiet -q --follow --version -h --help)
    repeating_options=(--y --hline --vline)
    non_repeating_options=(--format --separator --max-input-size --max-rows --x --x-type --x-date-format --series --facet --facet-scale --facet-cols --facet-sort --size --title --theme --font --font-size --scale --palette --line-width --x-label --y-label --x-format --y-format --x-label-every --y-min --y-max --y-range --y-axis --legend --page-size --pages --page --output -o --format-out --color --gnuplot --timeout --jobs --progress --refresh --window)
    __chart_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--format')
        __chart_add_completions -W 'csv'$'\n''tsv'$'\n''whitespace'$'\n''json'$'\n''ndjson'
        return
        ;;
    '--separator')
        return
        ;;
    '--max-input-size')
        return
        ;;
    '--max-rows')
        return
        ;;
    '--x')
        return
        ;;
    '--y')
        return
        ;;
    '--x-type')
        __chart_add_completions -W 'auto'$'\n''number'$'\n''time'$'\n''epoch'$'\n''category'
        return
        ;;
    '--x-date-format')
        return
        ;;
    '--series')
        return
        ;;
    '--facet')
        return
        ;;
    '--facet-scale')
        __chart_add_completions -W 'shared'$'\n''free'$'\n''free-x'$'\n''free-y'
        return
        ;;
    '--facet-cols')
        return
        ;;
    '--facet-sort')
        __chart_add_completions -W 'appearance'$'\n''name'$'\n''total'
        return
        ;;
    '--size')
        return
        ;;
    '--title')
        return
        ;;
    '--theme')
        __chart_add_completions -W "$(__chart_custom_complete ---completion area -- --theme "${COMP_CWORD}" "$(__chart_cursor_index_in_current_word)")"
        return
        ;;
    '--font')
        return
        ;;
    '--font-size')
        return
        ;;
    '--scale')
        return
        ;;
    '--palette')
        __chart_add_completions -W 'okabe-ito'$'\n''tableau10'$'\n''viridis'
        return
        ;;
    '--line-width')
        return
        ;;
    '--x-label')
        return
        ;;
    '--y-label')
        return
        ;;
    '--x-format')
        return
        ;;
    '--y-format')
        return
        ;;
    '--x-label-every')
        return
        ;;
    '--y-min')
        return
        ;;
    '--y-max')
        return
        ;;
    '--y-range')
        __chart_add_completions -W 'shared'$'\n''page'
        return
        ;;
    '--y-axis')
        __chart_add_completions -W 'left'$'\n''right'
        return
        ;;
    '--hline')
        return
        ;;
    '--legend')
        __chart_add_completions -W 'top'$'\n''right'$'\n''bottom'$'\n''none'
        return
        ;;
    '--vline')
        return
        ;;
    '--page-size')
        return
        ;;
    '--pages')
        return
        ;;
    '--page')
        return
        ;;
    '--output'|'-o')
        __chart_add_completions -o plusdirs -fX '!*.@(png|svg|pdf|txt)'
        return
        ;;
    '--format-out')
        __chart_add_completions -W 'png'$'\n''svg'$'\n''pdf'$'\n''text'
        return
        ;;
    '--color')
        __chart_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--gnuplot')
        __chart_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--jobs')
        return
        ;;
    '--progress')
        __chart_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--refresh')
        return
        ;;
    '--window')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __chart_add_completions -f
        return
        ;;
    esac
}

_chart_box() {
    repeating_flags=()
    non_repeating_flags=(--decimal-comma --header --no-header --horizontal --points --y-log --grid --prune --plan --emit-script --show --quiet -q --version -h --help)
    repeating_options=(--y --hline)
    non_repeating_options=(--format --separator --max-input-size --max-rows --x --value --series --facet --facet-scale --facet-cols --facet-sort --size --title --theme --font --font-size --scale --palette --x-label --y-label --x-format --y-format --x-label-every --y-min --y-max --y-range --y-axis --legend --page-size --pages --page --output -o --format-out --color --gnuplot --timeout --jobs --progress)
    __chart_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--format')
        __chart_add_completions -W 'csv'$'\n''tsv'$'\n''whitespace'$'\n''json'$'\n''ndjson'
        return
        ;;
    '--separator')
        return
        ;;
    '--max-input-size')
        return
        ;;
    '--max-rows')
        return
        ;;
    '--x')
        return
        ;;
    '--value')
        return
        ;;
    '--y')
        return
        ;;
    '--series')
        return
        ;;
    '--facet')
        return
        ;;
    '--facet-scale')
        __chart_add_completions -W 'shared'$'\n''free'$'\n''free-x'$'\n''free-y'
        return
        ;;
    '--facet-cols')
        return
        ;;
    '--facet-sort')
        __chart_add_completions -W 'appearance'$'\n''name'$'\n''total'
        return
        ;;
    '--size')
        return
        ;;
    '--title')
        return
        ;;
    '--theme')
        __chart_add_completions -W "$(__chart_custom_complete ---completion box -- --theme "${COMP_CWORD}" "$(__chart_cursor_index_in_current_word)")"
        return
        ;;
    '--font')
        return
        ;;
    '--font-size')
        return
        ;;
    '--scale')
        return
        ;;
    '--palette')
        __chart_add_completions -W 'okabe-ito'$'\n''tableau10'$'\n''viridis'
        return
        ;;
    '--x-label')
        return
        ;;
    '--y-label')
        return
        ;;
    '--x-format')
        return
        ;;
    '--y-format')
        return
        ;;
    '--x-label-every')
        return
        ;;
    '--y-min')
        return
        ;;
    '--y-max')
        return
        ;;
    '--y-range')
        __chart_add_completions -W 'shared'$'\n''page'
        return
        ;;
    '--y-axis')
        __chart_add_completions -W 'left'$'\n''right'
        return
        ;;
    '--hline')
        return
        ;;
    '--legend')
        __chart_add_completions -W 'top'$'\n''right'$'\n''bottom'$'\n''none'
        return
        ;;
    '--page-size')
        return
        ;;
    '--pages')
        return
        ;;
    '--page')
        return
        ;;
    '--output'|'-o')
        __chart_add_completions -o plusdirs -fX '!*.@(png|svg|pdf|txt)'
        return
        ;;
    '--format-out')
        __chart_add_completions -W 'png'$'\n''svg'$'\n''pdf'$'\n''text'
        return
        ;;
    '--color')
        __chart_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--gnuplot')
        __chart_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--jobs')
        return
        ;;
    '--progress')
        __chart_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __chart_add_completions -f
        return
        ;;
    esac
}

_chart_heatmap() {
    repeating_flags=()
    non_repeating_flags=(--decimal-comma --header --no-header --matrix --color-log --values --y-log --prune --plan --emit-script --show --quiet -q --version -h --help)
    repeating_options=()
    non_repeating_options=(--format --separator --max-input-size --max-rows --x --y --value --agg --size --title --theme --font --font-size --scale --scheme --x-bin --y-bins --x-label --y-label --x-format --x-label-every --page --output -o --format-out --color --gnuplot --timeout --jobs --progress)
    __chart_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--format')
        __chart_add_completions -W 'csv'$'\n''tsv'$'\n''whitespace'$'\n''json'$'\n''ndjson'
        return
        ;;
    '--separator')
        return
        ;;
    '--max-input-size')
        return
        ;;
    '--max-rows')
        return
        ;;
    '--x')
        return
        ;;
    '--y')
        return
        ;;
    '--value')
        return
        ;;
    '--agg')
        __chart_add_completions -W 'count'$'\n''sum'$'\n''mean'$'\n''max'
        return
        ;;
    '--size')
        return
        ;;
    '--title')
        return
        ;;
    '--theme')
        __chart_add_completions -W "$(__chart_custom_complete ---completion heatmap -- --theme "${COMP_CWORD}" "$(__chart_cursor_index_in_current_word)")"
        return
        ;;
    '--font')
        return
        ;;
    '--font-size')
        return
        ;;
    '--scale')
        return
        ;;
    '--scheme')
        __chart_add_completions -W 'viridis'$'\n''magma'$'\n''greys'$'\n''rdbu'
        return
        ;;
    '--x-bin')
        return
        ;;
    '--y-bins')
        return
        ;;
    '--x-label')
        return
        ;;
    '--y-label')
        return
        ;;
    '--x-format')
        return
        ;;
    '--x-label-every')
        return
        ;;
    '--page')
        return
        ;;
    '--output'|'-o')
        __chart_add_completions -o plusdirs -fX '!*.@(png|svg|pdf|txt)'
        return
        ;;
    '--format-out')
        __chart_add_completions -W 'png'$'\n''svg'$'\n''pdf'$'\n''text'
        return
        ;;
    '--color')
        __chart_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--gnuplot')
        __chart_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--jobs')
        return
        ;;
    '--progress')
        __chart_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __chart_add_completions -f
        return
        ;;
    esac
}

_chart_doctor() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--gnuplot)
    __chart_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--gnuplot')
        __chart_add_completions -f
        return
        ;;
    esac
}

_chart_version() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __chart_offer_flags_options 0
}

_chart_help() {
    repeating_flags=()
    non_repeating_flags=(--version)
    repeating_options=()
    non_repeating_options=()
    __chart_offer_flags_options -1
}

complete -o filenames -F _chart chart
