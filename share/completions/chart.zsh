#compdef chart

__chart_complete() {
    local -ar non_empty_completions=("${@:#(|:*)}")
    local -ar empty_completions=("${(M)@:#(|:*)}")
    _describe -V '' non_empty_completions -- empty_completions -P $'\'\''
}

__chart_custom_complete() {
    local -a completions
    completions=("${(@f)"$("${command_name}" "${@}" "${command_line[@]}")"}")
    if [[ "${#completions[@]}" -gt 1 ]]; then
        __chart_complete "${completions[@]:0:-1}"
    fi
}

__chart_cursor_index_in_current_word() {
    if [[ -z "${QIPREFIX}${IPREFIX}${PREFIX}" ]]; then
        printf 0
    else
        printf %s "${#${(z)LBUFFER}[-1]}"
    fi
}

_chart() {
    emulate -RL zsh -G
    setopt extendedglob nullglob numericglobsort
    unsetopt aliases banghist

    local -xr SAP_SHELL=zsh
    local -x SAP_SHELL_VERSION
    SAP_SHELL_VERSION="$(builtin emulate zsh -c 'printf %s "${ZSH_VERSION}"')"
    local -r SAP_SHELL_VERSION

    local context state state_descr line
    local -A opt_args

    local -r command_name="${words[1]}"
    local -ar command_line=("${words[@]}")
    local -ir current_word_index="$((CURRENT - 1))"

    local -i ret=1
    local -ar arg_specs=(
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'line:Draw line charts: several series, pages, reference lines.'
            'bar:Draw bar charts: vertical or horizontal, grouped or stacked, with value labels and pages.'
            'pie:Draw pie and donut charts: slices, percentages, centre text, one pie per group.'
            'discrete:Draw discrete graphs: a range (low–high) or a value per x slot, several plots side by side.'
            'doctor:Check gnuplot, its terminals and the font chart uses; say what to install.'
            'help:Show subcommand help information.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        line|bar|pie|discrete|doctor|help)
            "_chart_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_chart_line() {
    local -i ret=1
    local -ar ___format=('csv' 'tsv' 'whitespace' 'json' 'ndjson')
    local -ar ___x_type=('auto' 'number' 'time' 'epoch' 'category')
    local -ar ___palette=('okabe-ito' 'tableau10' 'viridis')
    local -ar ___y_scale=('shared' 'page')
    local -ar ___y_axis=('left' 'right')
    local -ar ___legend=('top' 'right' 'bottom' 'none')
    local -ar ___format_out=('png' 'svg' 'pdf')
    local -ar ___progress=('auto' 'always' 'never')
    local -ar arg_specs=(
        ':file:'
        '--format[Input format\: csv, tsv, whitespace, json or ndjson (default\: by extension, else sniffed).]:format:{__chart_complete "${___format[@]}"}'
        '--header[Whether the first row is a header (default\: sniffed).]'
        '--no-header[Whether the first row is a header (default\: sniffed).]'
        '--max-input-size[Refuse input larger than this (e.g. 500M, 4G; default 2G).]:size:'
        '--max-rows[Refuse input with more data rows than this (default\: no limit).]:n:'
        '--x[x column, by name or 1-based index (default\: the first column).]:column:'
        '*--y[Series columns, comma-separated, by name or 1-based index (default\: every numeric column after x).]:columns:'
        '--x-type[How to read x\: auto, number, time, epoch (seconds since 1970) or category.]:type:{__chart_complete "${___x_type[@]}"}'
        '*--dashed[Series to draw dashed, comma-separated (e.g. a previous period).]:names:'
        '--points[Mark every data point.]'
        '--line-width[Line width in pixels (default\: the theme'\''s, 2).]:width:'
        '--decimate[Send gnuplot only the points that draw the same pixels (M4\: first, last, min and max per pixel column); --no-decimate sends every point.]'
        '--no-decimate[Send gnuplot only the points that draw the same pixels (M4\: first, last, min and max per pixel column); --no-decimate sends every point.]'
        '--highlight[Mark one x (a category, or a number or date on the axis\: the nearest row) and write every series'\'' value beside it.]:x:'
        '--series[Long (tidy) data\: one series per distinct value of this column, values from --y (one column) or the first numeric column.]:column:'
        '--size[Image size in pixels.]:WxH:'
        '--title[Chart title.]:title:'
        '--x-label[x axis title (default\: the x column'\''s name; '\'''\'' for none).]:text:'
        '--y-label[Value axis title (default\: the series name when there is one; '\'''\'' for none).]:text:'
        '--theme[Colours, series styles and font\: light, dark, print (greys, dashes and markers), or the path of a theme file (see share/themes/).]:theme:_files -g '\''*.theme'\'''
        '--palette[Series colours (default\: the theme'\''s).]:palette:{__chart_complete "${___palette[@]}"}'
        '--font[Font family, as fontconfig names it (default\: the theme'\''s, DejaVu Sans). Layout measures text as DejaVu Sans.]:name:'
        '--font-size[Font size in points (default\: the theme'\''s, 10).]:points:'
        '--scale[PNG pixel density\: 2 or 3 for high-DPI screens (the same chart, each pixel 2x2 or 3x3); the PNG can be at most 10000x10000 px.]:n:'
        '--x-format[x label format\: number, number\:N, thousands, si, percent, currency\:CODE, date\:FORMAT.]:format:'
        '--y-format[Value label format (as --x-format).]:format:'
        '--x-label-every[Label only every Nth x tick.]:N:'
        '--y-min[Fixed lower end of the value axis.]:value:'
        '--y-max[Fixed upper end of the value axis.]:value:'
        '--y-scale[shared\: one value axis for all pages; page\: each page fits its data.]:shared|page:{__chart_complete "${___y_scale[@]}"}'
        '--y-axis[Side of the value axis\: left or right.]:left|right:{__chart_complete "${___y_axis[@]}"}'
        '*--hline[Horizontal reference line at this value (repeatable).]:value:'
        '*--vline[Vertical reference line at this x\: a number, ISO date or category (repeatable).]:x:'
        '--grid[Draw grid lines at the ticks.]'
        '--legend[Legend position when there are several series\: top (moves right when crowded), right, bottom or none.]:top|right|bottom|none:{__chart_complete "${___legend[@]}"}'
        '--page-size[Points (or categories) per page.]:N:'
        '--pages[Cut the data into K near-equal pages.]:K:'
        '--page[Page(s) to render\: P, A-B or all (default\: all when writing files, 1 for -o -).]:P|A-B|all:'
        '(--output -o)'{--output,-o}'[Output PNG (missing folders are made); '\''-'\'' for standard output; several pages become NAME-001.png … or follow a %03d pattern (%% is a literal %). Default\: standard output when it is not a terminal.]:path:'
        '--plan[Print what would be rendered (pages, windows, ticks, outputs) as JSON; render nothing.]'
        '--emit-script[Print the gnuplot program, which writes the -o files when gnuplot runs it; render nothing.]'
        '--format-out[Image format\: png, svg or pdf (default\: from the output'\''s extension, else png).]:format:{__chart_complete "${___format_out[@]}"}'
        '--gnuplot[gnuplot executable (default\: $GNUPLOT, then PATH).]:path:'
        '--timeout[Stop (exit 70) when gnuplot'\''s drawing takes longer than this many seconds (default\: 60); when given, also when reading and laying out the data does.]:seconds:'
        '--jobs[gnuplot processes sharing a long batch of pages (default\: 2 on a machine with two or more cores).]:n:'
        '--progress[Progress line on stderr while pages render\: auto (on a terminal, for several pages), always or never.]:when:{__chart_complete "${___progress[@]}"}'
        '(--quiet -q)'{--quiet,-q}'[Do not print warnings.]'
        '--follow[Draw while the input arrives (a pipe that stays open)\: with --page-size, write NAME-001.png, NAME-002.png and so on as each page fills and re-draw the current page every --refresh seconds; every page is finished at the end of the input. Each page fits its own value axis. Needs -o FILE.]'
        '--refresh[With --follow\: seconds between two pictures of the current page (default 1).]:seconds:'
        '--window[With --follow\: one file showing the last N points (instead of pages).]:N:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_chart_bar() {
    local -i ret=1
    local -ar ___format=('csv' 'tsv' 'whitespace' 'json' 'ndjson')
    local -ar ___sort=('none' 'asc' 'desc')
    local -ar ___palette=('okabe-ito' 'tableau10' 'viridis')
    local -ar ___y_scale=('shared' 'page')
    local -ar ___y_axis=('left' 'right')
    local -ar ___legend=('top' 'right' 'bottom' 'none')
    local -ar ___format_out=('png' 'svg' 'pdf')
    local -ar ___progress=('auto' 'always' 'never')
    local -ar arg_specs=(
        ':file:'
        '--format[Input format\: csv, tsv, whitespace, json or ndjson (default\: by extension, else sniffed).]:format:{__chart_complete "${___format[@]}"}'
        '--header[Whether the first row is a header (default\: sniffed).]'
        '--no-header[Whether the first row is a header (default\: sniffed).]'
        '--max-input-size[Refuse input larger than this (e.g. 500M, 4G; default 2G).]:size:'
        '--max-rows[Refuse input with more data rows than this (default\: no limit).]:n:'
        '--x[Category column, by name or 1-based index (default\: the first column).]:column:'
        '*--y[Value columns (series), comma-separated, by name or 1-based index (default\: every numeric column after x).]:columns:'
        '--horizontal[Draw bars left to right, categories top to bottom in input order.]'
        '--stacked[Stack the series (positives up, negatives down) instead of grouping them.]'
        '--values[Write each bar'\''s value on it (or just beyond its end when it does not fit).]'
        '--no-axes[Hide axis lines, ticks and value-axis labels (category names stay).]'
        '--sort[Category order\: none (input order), asc or desc (by value, or total with several series).]:none|asc|desc:{__chart_complete "${___sort[@]}"}'
        '--bar-width[Share of each category'\''s slot the bars fill, above 0 and at most 1.]:fraction:'
        '--baseline[Value the bars grow from (not with --stacked).]:value:'
        '--colors[Bar colours, comma-separated (#RRGGBB, #RGB or names)\: one per series, or cycling over the bars of a single series.]:colors:'
        '--series[Long (tidy) data\: one series per distinct value of this column, values from --y (one column) or the first numeric column.]:column:'
        '--size[Image size in pixels.]:WxH:'
        '--title[Chart title.]:title:'
        '--x-label[x axis title (default\: the x column'\''s name; '\'''\'' for none).]:text:'
        '--y-label[Value axis title (default\: the series name when there is one; '\'''\'' for none).]:text:'
        '--theme[Colours, series styles and font\: light, dark, print (greys, dashes and markers), or the path of a theme file (see share/themes/).]:theme:_files -g '\''*.theme'\'''
        '--palette[Series colours (default\: the theme'\''s).]:palette:{__chart_complete "${___palette[@]}"}'
        '--font[Font family, as fontconfig names it (default\: the theme'\''s, DejaVu Sans). Layout measures text as DejaVu Sans.]:name:'
        '--font-size[Font size in points (default\: the theme'\''s, 10).]:points:'
        '--scale[PNG pixel density\: 2 or 3 for high-DPI screens (the same chart, each pixel 2x2 or 3x3); the PNG can be at most 10000x10000 px.]:n:'
        '--x-format[x label format\: number, number\:N, thousands, si, percent, currency\:CODE, date\:FORMAT.]:format:'
        '--y-format[Value label format (as --x-format).]:format:'
        '--x-label-every[Label only every Nth x tick.]:N:'
        '--y-min[Fixed lower end of the value axis.]:value:'
        '--y-max[Fixed upper end of the value axis.]:value:'
        '--y-scale[shared\: one value axis for all pages; page\: each page fits its data.]:shared|page:{__chart_complete "${___y_scale[@]}"}'
        '--y-axis[Side of the value axis\: left or right.]:left|right:{__chart_complete "${___y_axis[@]}"}'
        '*--hline[Horizontal reference line at this value (repeatable).]:value:'
        '*--vline[Vertical reference line at this x\: a number, ISO date or category (repeatable).]:x:'
        '--grid[Draw grid lines at the ticks.]'
        '--legend[Legend position when there are several series\: top (moves right when crowded), right, bottom or none.]:top|right|bottom|none:{__chart_complete "${___legend[@]}"}'
        '--page-size[Points (or categories) per page.]:N:'
        '--pages[Cut the data into K near-equal pages.]:K:'
        '--page[Page(s) to render\: P, A-B or all (default\: all when writing files, 1 for -o -).]:P|A-B|all:'
        '(--output -o)'{--output,-o}'[Output PNG (missing folders are made); '\''-'\'' for standard output; several pages become NAME-001.png … or follow a %03d pattern (%% is a literal %). Default\: standard output when it is not a terminal.]:path:'
        '--plan[Print what would be rendered (pages, windows, ticks, outputs) as JSON; render nothing.]'
        '--emit-script[Print the gnuplot program, which writes the -o files when gnuplot runs it; render nothing.]'
        '--format-out[Image format\: png, svg or pdf (default\: from the output'\''s extension, else png).]:format:{__chart_complete "${___format_out[@]}"}'
        '--gnuplot[gnuplot executable (default\: $GNUPLOT, then PATH).]:path:'
        '--timeout[Stop (exit 70) when gnuplot'\''s drawing takes longer than this many seconds (default\: 60); when given, also when reading and laying out the data does.]:seconds:'
        '--jobs[gnuplot processes sharing a long batch of pages (default\: 2 on a machine with two or more cores).]:n:'
        '--progress[Progress line on stderr while pages render\: auto (on a terminal, for several pages), always or never.]:when:{__chart_complete "${___progress[@]}"}'
        '(--quiet -q)'{--quiet,-q}'[Do not print warnings.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_chart_pie() {
    local -i ret=1
    local -ar ___format=('csv' 'tsv' 'whitespace' 'json' 'ndjson')
    local -ar ___palette=('okabe-ito' 'tableau10' 'viridis')
    local -ar ___format_out=('png' 'svg' 'pdf')
    local -ar ___progress=('auto' 'always' 'never')
    local -ar arg_specs=(
        ':file:'
        '--format[Input format\: csv, tsv, whitespace, json or ndjson (default\: by extension, else sniffed).]:format:{__chart_complete "${___format[@]}"}'
        '--header[Whether the first row is a header (default\: sniffed).]'
        '--no-header[Whether the first row is a header (default\: sniffed).]'
        '--max-input-size[Refuse input larger than this (e.g. 500M, 4G; default 2G).]:size:'
        '--max-rows[Refuse input with more data rows than this (default\: no limit).]:n:'
        '--label[Slice title column, by name or 1-based index (default\: the first column).]:column:'
        '--value[Slice value column (default\: the first numeric column after the titles).]:column:'
        '--color[Column of slice colours (#RRGGBB, #RGB or a name); empty cells use --colors or the palette.]:column:'
        '--group[One pie per distinct value of this column, one page each (same size, same colour per title).]:column:'
        '--percent[Values are percentages of 100\: they must not sum over 100; a sum under 100 leaves a gap.]'
        '--colors[Slice colours, comma-separated (#RRGGBB, #RGB or names); cycled when there are more slices.]:list:'
        '--other-below[Merge slices below P percent into one "Other" slice (when at least two are that small).]:P:'
        '--sort[Largest slice first ("Other" stays last).]'
        '--counterclockwise[Draw slices counterclockwise.]'
        '--start-angle[Where the first slice starts, in degrees clockwise from 12 o'\''clock.]:DEG:'
        '--percent-labels[Label each slice with its percentage of the whole.]'
        '--value-labels[Label each slice with its value.]'
        '--value-format[Format of --value-labels\: number, number\:N, thousands, si, currency\:CODE.]:format:'
        '--no-slice-titles[Do not write slice titles at the slices.]'
        '--legend[Show a legend of colours and titles beside the pie (titles then leave the slices).]'
        '--donut[Draw a ring (donut) instead of a full pie.]'
        '--ring-width[Width of the donut'\''s ring as a fraction of the radius, above 0 and at most 1 (default 0.4; implies --donut).]:fraction:'
        '--center-title[Bold title in the donut'\''s hole.]:text:'
        '--center-text[Text in the donut'\''s hole, under --center-title.]:text:'
        '--size[Image size in pixels.]:WxH:'
        '--title[Chart title.]:title:'
        '--x-label[x axis title (default\: the x column'\''s name; '\'''\'' for none).]:text:'
        '--y-label[Value axis title (default\: the series name when there is one; '\'''\'' for none).]:text:'
        '--theme[Colours, series styles and font\: light, dark, print (greys, dashes and markers), or the path of a theme file (see share/themes/).]:theme:_files -g '\''*.theme'\'''
        '--palette[Series colours (default\: the theme'\''s).]:palette:{__chart_complete "${___palette[@]}"}'
        '--font[Font family, as fontconfig names it (default\: the theme'\''s, DejaVu Sans). Layout measures text as DejaVu Sans.]:name:'
        '--font-size[Font size in points (default\: the theme'\''s, 10).]:points:'
        '--scale[PNG pixel density\: 2 or 3 for high-DPI screens (the same chart, each pixel 2x2 or 3x3); the PNG can be at most 10000x10000 px.]:n:'
        '--page-size[Points (or categories) per page.]:N:'
        '--pages[Cut the data into K near-equal pages.]:K:'
        '--page[Page(s) to render\: P, A-B or all (default\: all when writing files, 1 for -o -).]:P|A-B|all:'
        '(--output -o)'{--output,-o}'[Output PNG (missing folders are made); '\''-'\'' for standard output; several pages become NAME-001.png … or follow a %03d pattern (%% is a literal %). Default\: standard output when it is not a terminal.]:path:'
        '--plan[Print what would be rendered (pages, windows, ticks, outputs) as JSON; render nothing.]'
        '--emit-script[Print the gnuplot program, which writes the -o files when gnuplot runs it; render nothing.]'
        '--format-out[Image format\: png, svg or pdf (default\: from the output'\''s extension, else png).]:format:{__chart_complete "${___format_out[@]}"}'
        '--gnuplot[gnuplot executable (default\: $GNUPLOT, then PATH).]:path:'
        '--timeout[Stop (exit 70) when gnuplot'\''s drawing takes longer than this many seconds (default\: 60); when given, also when reading and laying out the data does.]:seconds:'
        '--jobs[gnuplot processes sharing a long batch of pages (default\: 2 on a machine with two or more cores).]:n:'
        '--progress[Progress line on stderr while pages render\: auto (on a terminal, for several pages), always or never.]:when:{__chart_complete "${___progress[@]}"}'
        '(--quiet -q)'{--quiet,-q}'[Do not print warnings.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_chart_discrete() {
    local -i ret=1
    local -ar ___format=('csv' 'tsv' 'whitespace' 'json' 'ndjson')
    local -ar ___palette=('okabe-ito' 'tableau10' 'viridis')
    local -ar ___y_scale=('shared' 'page')
    local -ar ___y_axis=('left' 'right')
    local -ar ___legend=('top' 'right' 'bottom' 'none')
    local -ar ___format_out=('png' 'svg' 'pdf')
    local -ar ___progress=('auto' 'always' 'never')
    local -ar arg_specs=(
        ':file:'
        '--format[Input format\: csv, tsv, whitespace, json or ndjson (default\: by extension, else sniffed).]:format:{__chart_complete "${___format[@]}"}'
        '--header[Whether the first row is a header (default\: sniffed).]'
        '--no-header[Whether the first row is a header (default\: sniffed).]'
        '--max-input-size[Refuse input larger than this (e.g. 500M, 4G; default 2G).]:size:'
        '--max-rows[Refuse input with more data rows than this (default\: no limit).]:n:'
        '--x[x column (slot titles), by name or 1-based index (default\: the first column).]:column:'
        '*--low[Low ends of range plots, comma-separated columns (one per --high).]:columns:'
        '*--high[High ends of range plots, comma-separated columns (one per --low).]:columns:'
        '*--y[Columns of single-value plots, comma-separated.]:columns:'
        '*--names[Legend names of the plots, comma-separated (range plots first).]:names:'
        '--connect[Join each range'\''s low and high with a bar.]'
        '--decimate[On a page with more slots than pixels, leave out the marks that land where one is already drawn; --no-decimate draws every one.]'
        '--no-decimate[On a page with more slots than pixels, leave out the marks that land where one is already drawn; --no-decimate draws every one.]'
        '--highlight[Mark one x slot (its title, number or date) and write every plot'\''s value(s) beside it.]:x:'
        '--colors[Plot colours, comma-separated\: #RRGGBB, #RGB or names.]:colors:'
        '--series[Long (tidy) data\: one series per distinct value of this column, values from --y (one column) or the first numeric column.]:column:'
        '--size[Image size in pixels.]:WxH:'
        '--title[Chart title.]:title:'
        '--x-label[x axis title (default\: the x column'\''s name; '\'''\'' for none).]:text:'
        '--y-label[Value axis title (default\: the series name when there is one; '\'''\'' for none).]:text:'
        '--theme[Colours, series styles and font\: light, dark, print (greys, dashes and markers), or the path of a theme file (see share/themes/).]:theme:_files -g '\''*.theme'\'''
        '--palette[Series colours (default\: the theme'\''s).]:palette:{__chart_complete "${___palette[@]}"}'
        '--font[Font family, as fontconfig names it (default\: the theme'\''s, DejaVu Sans). Layout measures text as DejaVu Sans.]:name:'
        '--font-size[Font size in points (default\: the theme'\''s, 10).]:points:'
        '--scale[PNG pixel density\: 2 or 3 for high-DPI screens (the same chart, each pixel 2x2 or 3x3); the PNG can be at most 10000x10000 px.]:n:'
        '--x-format[x label format\: number, number\:N, thousands, si, percent, currency\:CODE, date\:FORMAT.]:format:'
        '--y-format[Value label format (as --x-format).]:format:'
        '--x-label-every[Label only every Nth x tick.]:N:'
        '--y-min[Fixed lower end of the value axis.]:value:'
        '--y-max[Fixed upper end of the value axis.]:value:'
        '--y-scale[shared\: one value axis for all pages; page\: each page fits its data.]:shared|page:{__chart_complete "${___y_scale[@]}"}'
        '--y-axis[Side of the value axis\: left or right.]:left|right:{__chart_complete "${___y_axis[@]}"}'
        '*--hline[Horizontal reference line at this value (repeatable).]:value:'
        '*--vline[Vertical reference line at this x\: a number, ISO date or category (repeatable).]:x:'
        '--grid[Draw grid lines at the ticks.]'
        '--legend[Legend position when there are several series\: top (moves right when crowded), right, bottom or none.]:top|right|bottom|none:{__chart_complete "${___legend[@]}"}'
        '--page-size[Points (or categories) per page.]:N:'
        '--pages[Cut the data into K near-equal pages.]:K:'
        '--page[Page(s) to render\: P, A-B or all (default\: all when writing files, 1 for -o -).]:P|A-B|all:'
        '(--output -o)'{--output,-o}'[Output PNG (missing folders are made); '\''-'\'' for standard output; several pages become NAME-001.png … or follow a %03d pattern (%% is a literal %). Default\: standard output when it is not a terminal.]:path:'
        '--plan[Print what would be rendered (pages, windows, ticks, outputs) as JSON; render nothing.]'
        '--emit-script[Print the gnuplot program, which writes the -o files when gnuplot runs it; render nothing.]'
        '--format-out[Image format\: png, svg or pdf (default\: from the output'\''s extension, else png).]:format:{__chart_complete "${___format_out[@]}"}'
        '--gnuplot[gnuplot executable (default\: $GNUPLOT, then PATH).]:path:'
        '--timeout[Stop (exit 70) when gnuplot'\''s drawing takes longer than this many seconds (default\: 60); when given, also when reading and laying out the data does.]:seconds:'
        '--jobs[gnuplot processes sharing a long batch of pages (default\: 2 on a machine with two or more cores).]:n:'
        '--progress[Progress line on stderr while pages render\: auto (on a terminal, for several pages), always or never.]:when:{__chart_complete "${___progress[@]}"}'
        '(--quiet -q)'{--quiet,-q}'[Do not print warnings.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_chart_doctor() {
    local -i ret=1
    local -ar arg_specs=(
        '--gnuplot[gnuplot executable to check (default\: $GNUPLOT, then PATH).]:path:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_chart_help() {
    local -i ret=1
    local -ar arg_specs=(
        '*:subcommands:'
        '--version[Show the version.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

if [[ "${funcstack[1]}" = _chart ]]; then
    _chart "${@}"
else
    compdef _chart chart
fi
