function __chart_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __chart_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __chart_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __chart_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __chart_parse_tokens -S
    set -l unparsed_tokens (__chart_tokens -pc)
    switch $unparsed_tokens[1]
    case 'chart'
        __chart_parse_subcommand 0 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'line'
            __chart_parse_subcommand 1 'format=' 'separator=' 'decimal-comma' 'header' 'no-header' 'max-input-size=' 'max-rows=' 'x=' 'y=+' 'x-type=' 'x-date-format=' 'series=' 'size=' 'title=' 'theme=' 'palette=' 'font=' 'font-size=' 'scale=' 'dashed=+' 'points' 'line-width=' 'decimate' 'no-decimate' 'highlight=' 'x-log' 'x-label=' 'y-label=' 'x-format=' 'y-format=' 'x-label-every=' 'y-min=' 'y-max=' 'y-range=' 'y-log' 'y-axis=' 'hline=+' 'grid' 'legend=' 'vline=+' 'page-size=' 'pages=' 'page=' 'prune' 'o/output=' 'plan' 'emit-script' 'format-out=' 'gnuplot=' 'timeout=' 'jobs=' 'progress=' 'q/quiet' 'follow' 'refresh=' 'window=' 'version' 'h/help'
        case 'bar'
            __chart_parse_subcommand 1 'format=' 'separator=' 'decimal-comma' 'header' 'no-header' 'max-input-size=' 'max-rows=' 'x=' 'y=+' 'x-date-format=' 'series=' 'size=' 'title=' 'theme=' 'palette=' 'font=' 'font-size=' 'scale=' 'horizontal' 'stacked' 'values' 'no-axes' 'sort=' 'bar-width=' 'baseline=' 'colors=' 'x-label=' 'y-label=' 'x-format=' 'y-format=' 'x-label-every=' 'y-min=' 'y-max=' 'y-range=' 'y-log' 'y-axis=' 'hline=+' 'grid' 'legend=' 'page-size=' 'pages=' 'page=' 'prune' 'o/output=' 'plan' 'emit-script' 'format-out=' 'gnuplot=' 'timeout=' 'jobs=' 'progress=' 'q/quiet' 'version' 'h/help'
        case 'pie'
            __chart_parse_subcommand 1 'format=' 'separator=' 'decimal-comma' 'header' 'no-header' 'max-input-size=' 'max-rows=' 'label=' 'value=' 'color=' 'group=' 'percent' 'size=' 'title=' 'theme=' 'palette=' 'font=' 'font-size=' 'scale=' 'colors=' 'other-below=' 'sort=' 'no-other' 'counterclockwise' 'start-angle=' 'percent-labels' 'value-labels' 'value-format=' 'no-slice-titles' 'legend=' 'donut' 'ring-width=' 'center-title=' 'center-text=' 'page=' 'prune' 'o/output=' 'plan' 'emit-script' 'format-out=' 'gnuplot=' 'timeout=' 'jobs=' 'progress=' 'q/quiet' 'version' 'h/help'
        case 'discrete'
            __chart_parse_subcommand 1 'format=' 'separator=' 'decimal-comma' 'header' 'no-header' 'max-input-size=' 'max-rows=' 'x=' 'low=+' 'high=+' 'y=+' 'names=+' 'series=' 'size=' 'title=' 'theme=' 'palette=' 'font=' 'font-size=' 'scale=' 'connect' 'decimate' 'no-decimate' 'highlight=' 'colors=' 'x-label=' 'y-label=' 'x-format=' 'y-format=' 'x-label-every=' 'y-min=' 'y-max=' 'y-range=' 'y-log' 'y-axis=' 'hline=+' 'grid' 'legend=' 'vline=+' 'page-size=' 'pages=' 'page=' 'prune' 'o/output=' 'plan' 'emit-script' 'format-out=' 'gnuplot=' 'timeout=' 'jobs=' 'progress=' 'q/quiet' 'version' 'h/help'
        case 'hist'
            __chart_parse_subcommand 1 'format=' 'separator=' 'decimal-comma' 'header' 'no-header' 'max-input-size=' 'max-rows=' 'y=+' 'series=' 'size=' 'title=' 'theme=' 'palette=' 'font=' 'font-size=' 'scale=' 'bins=' 'bin-width=' 'range=' 'density' 'percent' 'cumulative' 'x-log' 'stacked' 'mark=+' 'x-label=' 'y-label=' 'x-format=' 'y-format=' 'x-label-every=' 'y-min=' 'y-max=' 'y-range=' 'y-log' 'y-axis=' 'hline=+' 'grid' 'legend=' 'page=' 'prune' 'o/output=' 'plan' 'emit-script' 'format-out=' 'gnuplot=' 'timeout=' 'jobs=' 'progress=' 'q/quiet' 'version' 'h/help'
        case 'doctor'
            __chart_parse_subcommand 0 'gnuplot=' 'version' 'h/help'
        case 'help'
            __chart_parse_subcommand -r 1 'version'
        end
    end
end

function __chart_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __chart_parse_subcommand -S -a positional_count
    argparse -s r -- $argv
    set -l option_specs $argv[2..]
    set -l is_repeating_positional $_flag_r
    set -el _flag_r
    set -a commands $unparsed_tokens[1]
    set positional_index 0
    while true
        set -e unparsed_tokens[1]
        argparse -sn "$commands" $option_specs -- $unparsed_tokens 2> /dev/null
        set unparsed_tokens $argv
        set positional_index (math $positional_index + 1)
        for non_repeating_flag_or_option in $non_repeating_flags_or_options
            if set -ql "_flag_$(string replace -a - _ -- $non_repeating_flag_or_option)"
                set non_repeating_flags_or_options_absent 1
                break
            end
        end
        test (count $unparsed_tokens) -eq 0 -o \( -z "$is_repeating_positional" -a "$positional_index" -gt "$positional_count" \) && break
    end
end

function __chart_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __chart_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__chart_tokens -p)
    if test -z "$(__chart_tokens -t)"
        set -l index (count (__chart_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'chart' -f
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart" version' -l 'version' -d 'Show the version.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'chart' -n '__chart_should_offer_completions_for_positional "chart" -eq 1' -fa 'line' -d 'Draw line charts: several series, pages, reference lines.'
complete -c 'chart' -n '__chart_should_offer_completions_for_positional "chart" -eq 1' -fa 'bar' -d 'Draw bar charts: vertical or horizontal, grouped or stacked, with value labels and pages.'
complete -c 'chart' -n '__chart_should_offer_completions_for_positional "chart" -eq 1' -fa 'pie' -d 'Draw pie and donut charts: slices, percentages, centre text, one pie per group.'
complete -c 'chart' -n '__chart_should_offer_completions_for_positional "chart" -eq 1' -fa 'discrete' -d 'Draw discrete graphs: a range (low–high) or a value per x slot, several plots side by side.'
complete -c 'chart' -n '__chart_should_offer_completions_for_positional "chart" -eq 1' -fa 'hist' -d 'Draw histograms: counts, density or percent per bin, overlaid or stacked, with marked percentiles.'
complete -c 'chart' -n '__chart_should_offer_completions_for_positional "chart" -eq 1' -fa 'doctor' -d 'Check gnuplot, its terminals and the font chart uses; say what to install.'
complete -c 'chart' -n '__chart_should_offer_completions_for_positional "chart" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'chart' -n '__chart_should_offer_completions_for_positional "chart line" -eq 1' -F
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" format' -l 'format' -d 'Input format: csv, tsv, whitespace, json or ndjson (default: by extension, else sniffed).' -rfka 'csv tsv whitespace json ndjson'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" separator' -l 'separator' -d 'Field separator of delimited text: \',\', \';\', tab, \'|\' or another punctuation character (default: tab for .tsv, else \',\' or \';\' as the first lines show).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" decimal-comma' -l 'decimal-comma' -d 'Numbers use a decimal comma and \'.\' groups thousands (1.234,5 is 1234.5), as spreadsheet exports in much of Europe write them.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" header' -l 'header' -d 'Whether the first row is a header (default: sniffed).'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" no-header' -l 'no-header' -d 'Whether the first row is a header (default: sniffed).'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" max-input-size' -l 'max-input-size' -d 'Refuse input larger than this (e.g. 500M, 4G; default 2G).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" max-rows' -l 'max-rows' -d 'Refuse input with more data rows than this (default: no limit).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" x' -l 'x' -d 'x column, by name or 1-based index (default: the first column).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line"' -l 'y' -d 'Series columns, comma-separated, by name or 1-based index (default: every numeric column after x).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" x-type' -l 'x-type' -d 'How to read x: auto, number, time, epoch (seconds since 1970) or category.' -rfka 'auto number time epoch category'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" x-date-format' -l 'x-date-format' -d 'The form of the x dates, e.g. \'%d/%m/%Y\' (directives %Y %y %m %d %e %H %I %p %M %S %b %B); x is then a time axis.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" series' -l 'series' -d 'Long (tidy) data: one series per distinct value of this column, values from --y (one column) or the first numeric column.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" size' -l 'size' -d 'Image size in pixels (default: 800x500; dense bars written to a file grow until every category name fits, up to 4x or 4000 px).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" title' -l 'title' -d 'Chart title.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" theme' -l 'theme' -d 'Colours, series styles and font: light, dark, print (greys, hatching, dashes and markers), a NAME for NAME.theme in ~/.config/chart/themes/ (or $XDG_CONFIG_HOME/chart/themes/, or PREFIX/share/chart/themes/ beside the binary), or the path of a theme file.' -rfka '(__chart_custom_completion ---completion line -- --theme (count (__chart_tokens -pc)) (__chart_tokens -tC))'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" palette' -l 'palette' -d 'Series colours (default: the theme\'s).' -rfka 'okabe-ito tableau10 viridis'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" font' -l 'font' -d 'Font family, as fontconfig names it (default: the theme\'s, DejaVu Sans). Layout measures text as DejaVu Sans.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" font-size' -l 'font-size' -d 'Font size in points (default: the theme\'s, 10).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" scale' -l 'scale' -d 'PNG pixel density: 2 or 3 for high-DPI screens (the same chart, each pixel 2x2 or 3x3); the PNG can be at most 10000x10000 px.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line"' -l 'dashed' -d 'Series to draw dashed, comma-separated (e.g. a previous period).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" points' -l 'points' -d 'Mark every data point.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" line-width' -l 'line-width' -d 'Line width in pixels (default: the theme\'s, 2).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" decimate' -l 'decimate' -d 'Send gnuplot only the points that draw the same pixels (M4: first, last, min and max per pixel column); --no-decimate sends every point.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" no-decimate' -l 'no-decimate' -d 'Send gnuplot only the points that draw the same pixels (M4: first, last, min and max per pixel column); --no-decimate sends every point.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" highlight' -l 'highlight' -d 'Mark one x (a category, or a number or date on the axis: the nearest row) and write every series\' value beside it.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" x-log' -l 'x-log' -d 'Log x axis (numeric x only): powers of ten; every x must be above 0.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" x-label' -l 'x-label' -d 'x axis title (default: the x column\'s name; \'\' for none).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" y-label' -l 'y-label' -d 'Value axis title (default: the series name when there is one; \'\' for none).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" x-format' -l 'x-format' -d 'x label format: number, number:N, thousands, si, percent, currency:CODE, date:FORMAT.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" y-format' -l 'y-format' -d 'Value label format (as --x-format).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" x-label-every' -l 'x-label-every' -d 'Label only every Nth x tick.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" y-min' -l 'y-min' -d 'Fixed lower end of the value axis.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" y-max' -l 'y-max' -d 'Fixed upper end of the value axis.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" y-range' -l 'y-range' -d 'shared: one value axis range for all pages; page: each page fits its data.' -rfka 'shared page'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" y-log' -l 'y-log' -d 'Log value axis: powers of ten, 1 10 100 1k …; every value must be above 0 unless --y-min cuts it off.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" y-axis' -l 'y-axis' -d 'Side of the value axis: left or right.' -rfka 'left right'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line"' -l 'hline' -d 'Horizontal reference line at this value (repeatable).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" grid' -l 'grid' -d 'Draw grid lines at the ticks.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" legend' -l 'legend' -d 'Legend position when there are several series: top (moves right when crowded), right, bottom or none.' -rfka 'top right bottom none'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line"' -l 'vline' -d 'Vertical reference line at this x: a number, ISO date or category (repeatable).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" page-size' -l 'page-size' -d 'Points (or categories) per page.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" pages' -l 'pages' -d 'Cut the data into K near-equal pages.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" page' -l 'page' -d 'Page(s) to render: P, A-B or all (default: all when writing files, 1 for -o -). A chart of several pages names every page NAME-005.png, whichever are rendered.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" prune' -l 'prune' -d 'Remove numbered pages of -o left by an earlier, longer run (NAME-006.png … past this chart\'s last page) once the pages are written; with --page only in the run that renders the last page.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" o output' -l 'output' -s 'o' -d 'Output PNG (missing folders are made); \'-\' for standard output; several pages become NAME-001.png … or follow a %03d pattern (%% is a literal %). Default: standard output when it is not a terminal.' -rfa '(set -l exts \'png\' \'svg\' \'pdf\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" plan' -l 'plan' -d 'Print what would be rendered (pages, windows, ticks, outputs) as JSON; render nothing.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" emit-script' -l 'emit-script' -d 'Print the gnuplot program, which writes the -o files when gnuplot runs it; render nothing.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" format-out' -l 'format-out' -d 'Image format: png, svg or pdf (default: from the output\'s extension, else png).' -rfka 'png svg pdf'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" gnuplot' -l 'gnuplot' -d 'gnuplot executable (default: $GNUPLOT, then PATH).' -rF
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" timeout' -l 'timeout' -d 'Stop (exit 70) when gnuplot\'s drawing takes longer than this many seconds (default: 60); when given, also when reading and laying out the data does.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" jobs' -l 'jobs' -d 'gnuplot processes sharing a long batch of pages (default: 2 on a machine with two or more cores).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" progress' -l 'progress' -d 'Progress line on stderr while pages render: auto (on a terminal, for several pages), always or never.' -rfka 'auto always never'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" q quiet' -l 'quiet' -s 'q' -d 'Do not print warnings.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" follow' -l 'follow' -d 'Draw while the input arrives (a pipe that stays open): with --page-size, write NAME-001.png, NAME-002.png and so on as each page fills and re-draw the current page every --refresh seconds; every page is finished at the end of the input. Each page fits its own value axis. Needs -o FILE.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" refresh' -l 'refresh' -d 'With --follow: seconds between two pictures of the current page (default 1).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" window' -l 'window' -d 'With --follow: one file showing the last N points (instead of pages).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" version' -l 'version' -d 'Show the version.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart line" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'chart' -n '__chart_should_offer_completions_for_positional "chart bar" -eq 1' -F
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" format' -l 'format' -d 'Input format: csv, tsv, whitespace, json or ndjson (default: by extension, else sniffed).' -rfka 'csv tsv whitespace json ndjson'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" separator' -l 'separator' -d 'Field separator of delimited text: \',\', \';\', tab, \'|\' or another punctuation character (default: tab for .tsv, else \',\' or \';\' as the first lines show).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" decimal-comma' -l 'decimal-comma' -d 'Numbers use a decimal comma and \'.\' groups thousands (1.234,5 is 1234.5), as spreadsheet exports in much of Europe write them.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" header' -l 'header' -d 'Whether the first row is a header (default: sniffed).'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" no-header' -l 'no-header' -d 'Whether the first row is a header (default: sniffed).'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" max-input-size' -l 'max-input-size' -d 'Refuse input larger than this (e.g. 500M, 4G; default 2G).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" max-rows' -l 'max-rows' -d 'Refuse input with more data rows than this (default: no limit).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" x' -l 'x' -d 'Category column, by name or 1-based index (default: the first column).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar"' -l 'y' -d 'Value columns (series), comma-separated, by name or 1-based index (default: every numeric column after x).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" x-date-format' -l 'x-date-format' -d 'The form of the x dates, e.g. \'%d/%m/%Y\' (directives %Y %y %m %d %e %H %I %p %M %S %b %B); the bars are then named by the calendar.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" series' -l 'series' -d 'Long (tidy) data: one series per distinct value of this column, values from --y (one column) or the first numeric column.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" size' -l 'size' -d 'Image size in pixels (default: 800x500; dense bars written to a file grow until every category name fits, up to 4x or 4000 px).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" title' -l 'title' -d 'Chart title.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" theme' -l 'theme' -d 'Colours, series styles and font: light, dark, print (greys, hatching, dashes and markers), a NAME for NAME.theme in ~/.config/chart/themes/ (or $XDG_CONFIG_HOME/chart/themes/, or PREFIX/share/chart/themes/ beside the binary), or the path of a theme file.' -rfka '(__chart_custom_completion ---completion bar -- --theme (count (__chart_tokens -pc)) (__chart_tokens -tC))'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" palette' -l 'palette' -d 'Series colours (default: the theme\'s).' -rfka 'okabe-ito tableau10 viridis'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" font' -l 'font' -d 'Font family, as fontconfig names it (default: the theme\'s, DejaVu Sans). Layout measures text as DejaVu Sans.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" font-size' -l 'font-size' -d 'Font size in points (default: the theme\'s, 10).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" scale' -l 'scale' -d 'PNG pixel density: 2 or 3 for high-DPI screens (the same chart, each pixel 2x2 or 3x3); the PNG can be at most 10000x10000 px.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" horizontal' -l 'horizontal' -d 'Draw bars left to right, categories top to bottom in input order.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" stacked' -l 'stacked' -d 'Stack the series (positives up, negatives down) instead of grouping them.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" values' -l 'values' -d 'Write each bar\'s value on it (or just beyond its end when it does not fit).'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" no-axes' -l 'no-axes' -d 'Hide axis lines, ticks and value-axis labels (category names stay).'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" sort' -l 'sort' -d 'Category order: none (input order), asc or desc (by value, or total with several series).' -rfka 'none asc desc'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" bar-width' -l 'bar-width' -d 'Share of each category\'s slot the bars fill, above 0 and at most 1.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" baseline' -l 'baseline' -d 'Value the bars grow from (not with --stacked).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" colors' -l 'colors' -d 'Bar colours, comma-separated (#RRGGBB, #RGB or names): one per series, or cycling over the bars of a single series.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" x-label' -l 'x-label' -d 'x axis title (default: the x column\'s name; \'\' for none).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" y-label' -l 'y-label' -d 'Value axis title (default: the series name when there is one; \'\' for none).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" x-format' -l 'x-format' -d 'x label format: number, number:N, thousands, si, percent, currency:CODE, date:FORMAT.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" y-format' -l 'y-format' -d 'Value label format (as --x-format).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" x-label-every' -l 'x-label-every' -d 'Label only every Nth x tick.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" y-min' -l 'y-min' -d 'Fixed lower end of the value axis.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" y-max' -l 'y-max' -d 'Fixed upper end of the value axis.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" y-range' -l 'y-range' -d 'shared: one value axis range for all pages; page: each page fits its data.' -rfka 'shared page'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" y-log' -l 'y-log' -d 'Log value axis: powers of ten, 1 10 100 1k …; every value must be above 0 unless --y-min cuts it off.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" y-axis' -l 'y-axis' -d 'Side of the value axis: left or right.' -rfka 'left right'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar"' -l 'hline' -d 'Horizontal reference line at this value (repeatable).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" grid' -l 'grid' -d 'Draw grid lines at the ticks.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" legend' -l 'legend' -d 'Legend position when there are several series: top (moves right when crowded), right, bottom or none.' -rfka 'top right bottom none'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" page-size' -l 'page-size' -d 'Points (or categories) per page.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" pages' -l 'pages' -d 'Cut the data into K near-equal pages.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" page' -l 'page' -d 'Page(s) to render: P, A-B or all (default: all when writing files, 1 for -o -). A chart of several pages names every page NAME-005.png, whichever are rendered.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" prune' -l 'prune' -d 'Remove numbered pages of -o left by an earlier, longer run (NAME-006.png … past this chart\'s last page) once the pages are written; with --page only in the run that renders the last page.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" o output' -l 'output' -s 'o' -d 'Output PNG (missing folders are made); \'-\' for standard output; several pages become NAME-001.png … or follow a %03d pattern (%% is a literal %). Default: standard output when it is not a terminal.' -rfa '(set -l exts \'png\' \'svg\' \'pdf\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" plan' -l 'plan' -d 'Print what would be rendered (pages, windows, ticks, outputs) as JSON; render nothing.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" emit-script' -l 'emit-script' -d 'Print the gnuplot program, which writes the -o files when gnuplot runs it; render nothing.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" format-out' -l 'format-out' -d 'Image format: png, svg or pdf (default: from the output\'s extension, else png).' -rfka 'png svg pdf'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" gnuplot' -l 'gnuplot' -d 'gnuplot executable (default: $GNUPLOT, then PATH).' -rF
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" timeout' -l 'timeout' -d 'Stop (exit 70) when gnuplot\'s drawing takes longer than this many seconds (default: 60); when given, also when reading and laying out the data does.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" jobs' -l 'jobs' -d 'gnuplot processes sharing a long batch of pages (default: 2 on a machine with two or more cores).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" progress' -l 'progress' -d 'Progress line on stderr while pages render: auto (on a terminal, for several pages), always or never.' -rfka 'auto always never'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" q quiet' -l 'quiet' -s 'q' -d 'Do not print warnings.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" version' -l 'version' -d 'Show the version.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart bar" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'chart' -n '__chart_should_offer_completions_for_positional "chart pie" -eq 1' -F
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" format' -l 'format' -d 'Input format: csv, tsv, whitespace, json or ndjson (default: by extension, else sniffed).' -rfka 'csv tsv whitespace json ndjson'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" separator' -l 'separator' -d 'Field separator of delimited text: \',\', \';\', tab, \'|\' or another punctuation character (default: tab for .tsv, else \',\' or \';\' as the first lines show).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" decimal-comma' -l 'decimal-comma' -d 'Numbers use a decimal comma and \'.\' groups thousands (1.234,5 is 1234.5), as spreadsheet exports in much of Europe write them.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" header' -l 'header' -d 'Whether the first row is a header (default: sniffed).'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" no-header' -l 'no-header' -d 'Whether the first row is a header (default: sniffed).'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" max-input-size' -l 'max-input-size' -d 'Refuse input larger than this (e.g. 500M, 4G; default 2G).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" max-rows' -l 'max-rows' -d 'Refuse input with more data rows than this (default: no limit).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" label' -l 'label' -d 'Slice title column, by name or 1-based index (default: the first column).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" value' -l 'value' -d 'Slice value column (default: the first numeric column after the titles).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" color' -l 'color' -d 'Column of slice colours (#RRGGBB, #RGB or a name); empty cells use --colors or the palette.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" group' -l 'group' -d 'One pie per distinct value of this column, one page each (same size, same colour per title).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" percent' -l 'percent' -d 'Values are percentages of 100: they must not sum over 100; a sum under 100 leaves a gap.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" size' -l 'size' -d 'Image size in pixels (default: 800x500; dense bars written to a file grow until every category name fits, up to 4x or 4000 px).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" title' -l 'title' -d 'Chart title.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" theme' -l 'theme' -d 'Colours, series styles and font: light, dark, print (greys, hatching, dashes and markers), a NAME for NAME.theme in ~/.config/chart/themes/ (or $XDG_CONFIG_HOME/chart/themes/, or PREFIX/share/chart/themes/ beside the binary), or the path of a theme file.' -rfka '(__chart_custom_completion ---completion pie -- --theme (count (__chart_tokens -pc)) (__chart_tokens -tC))'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" palette' -l 'palette' -d 'Series colours (default: the theme\'s).' -rfka 'okabe-ito tableau10 viridis'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" font' -l 'font' -d 'Font family, as fontconfig names it (default: the theme\'s, DejaVu Sans). Layout measures text as DejaVu Sans.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" font-size' -l 'font-size' -d 'Font size in points (default: the theme\'s, 10).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" scale' -l 'scale' -d 'PNG pixel density: 2 or 3 for high-DPI screens (the same chart, each pixel 2x2 or 3x3); the PNG can be at most 10000x10000 px.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" colors' -l 'colors' -d 'Slice colours, comma-separated (#RRGGBB, #RGB or names); cycled when there are more slices.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" other-below' -l 'other-below' -d 'Merge slices below P percent into one "Other" slice (when at least two are that small).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" sort' -l 'sort' -d 'Slice order: none (input order), asc or desc (by value; "Other" stays last).' -rfka 'none asc desc'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" no-other' -l 'no-other' -d 'Keep every slice even when their labels or legend rows cannot all fit (those left out are named in a warning); by default the smallest are grouped into "Other (N)".'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" counterclockwise' -l 'counterclockwise' -d 'Draw slices counterclockwise.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" start-angle' -l 'start-angle' -d 'Where the first slice starts, in degrees clockwise from 12 o\'clock.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" percent-labels' -l 'percent-labels' -d 'Label each slice with its percentage of the whole.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" value-labels' -l 'value-labels' -d 'Label each slice with its value.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" value-format' -l 'value-format' -d 'Format of --value-labels: number, number:N, thousands, si, currency:CODE.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" no-slice-titles' -l 'no-slice-titles' -d 'Do not write slice titles at the slices.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" legend' -l 'legend' -d 'A legend of colours and titles: right of the pie (titles then leave the slices) or none (default).' -rfka 'top right bottom none'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" donut' -l 'donut' -d 'Draw a ring (donut) instead of a full pie.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" ring-width' -l 'ring-width' -d 'Width of the donut\'s ring as a fraction of the radius, above 0 and at most 1 (default 0.4; implies --donut).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" center-title' -l 'center-title' -d 'Bold title in the donut\'s hole.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" center-text' -l 'center-text' -d 'Text in the donut\'s hole, under --center-title.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" page' -l 'page' -d 'Page(s) to render: P, A-B or all (default: all when writing files, 1 for -o -). A chart of several pages names every page NAME-005.png, whichever are rendered.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" prune' -l 'prune' -d 'Remove numbered pages of -o left by an earlier, longer run (NAME-006.png … past this chart\'s last page) once the pages are written; with --page only in the run that renders the last page.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" o output' -l 'output' -s 'o' -d 'Output PNG (missing folders are made); \'-\' for standard output; several pages become NAME-001.png … or follow a %03d pattern (%% is a literal %). Default: standard output when it is not a terminal.' -rfa '(set -l exts \'png\' \'svg\' \'pdf\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" plan' -l 'plan' -d 'Print what would be rendered (pages, windows, ticks, outputs) as JSON; render nothing.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" emit-script' -l 'emit-script' -d 'Print the gnuplot program, which writes the -o files when gnuplot runs it; render nothing.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" format-out' -l 'format-out' -d 'Image format: png, svg or pdf (default: from the output\'s extension, else png).' -rfka 'png svg pdf'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" gnuplot' -l 'gnuplot' -d 'gnuplot executable (default: $GNUPLOT, then PATH).' -rF
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" timeout' -l 'timeout' -d 'Stop (exit 70) when gnuplot\'s drawing takes longer than this many seconds (default: 60); when given, also when reading and laying out the data does.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" jobs' -l 'jobs' -d 'gnuplot processes sharing a long batch of pages (default: 2 on a machine with two or more cores).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" progress' -l 'progress' -d 'Progress line on stderr while pages render: auto (on a terminal, for several pages), always or never.' -rfka 'auto always never'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" q quiet' -l 'quiet' -s 'q' -d 'Do not print warnings.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" version' -l 'version' -d 'Show the version.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart pie" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'chart' -n '__chart_should_offer_completions_for_positional "chart discrete" -eq 1' -F
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" format' -l 'format' -d 'Input format: csv, tsv, whitespace, json or ndjson (default: by extension, else sniffed).' -rfka 'csv tsv whitespace json ndjson'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" separator' -l 'separator' -d 'Field separator of delimited text: \',\', \';\', tab, \'|\' or another punctuation character (default: tab for .tsv, else \',\' or \';\' as the first lines show).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" decimal-comma' -l 'decimal-comma' -d 'Numbers use a decimal comma and \'.\' groups thousands (1.234,5 is 1234.5), as spreadsheet exports in much of Europe write them.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" header' -l 'header' -d 'Whether the first row is a header (default: sniffed).'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" no-header' -l 'no-header' -d 'Whether the first row is a header (default: sniffed).'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" max-input-size' -l 'max-input-size' -d 'Refuse input larger than this (e.g. 500M, 4G; default 2G).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" max-rows' -l 'max-rows' -d 'Refuse input with more data rows than this (default: no limit).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" x' -l 'x' -d 'x column (slot titles), by name or 1-based index (default: the first column).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete"' -l 'low' -d 'Low ends of range plots, comma-separated columns (one per --high).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete"' -l 'high' -d 'High ends of range plots, comma-separated columns (one per --low).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete"' -l 'y' -d 'Columns of single-value plots, comma-separated.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete"' -l 'names' -d 'Legend names of the plots, comma-separated (range plots first).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" series' -l 'series' -d 'Long (tidy) data: one series per distinct value of this column, values from --y (one column) or the first numeric column.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" size' -l 'size' -d 'Image size in pixels (default: 800x500; dense bars written to a file grow until every category name fits, up to 4x or 4000 px).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" title' -l 'title' -d 'Chart title.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" theme' -l 'theme' -d 'Colours, series styles and font: light, dark, print (greys, hatching, dashes and markers), a NAME for NAME.theme in ~/.config/chart/themes/ (or $XDG_CONFIG_HOME/chart/themes/, or PREFIX/share/chart/themes/ beside the binary), or the path of a theme file.' -rfka '(__chart_custom_completion ---completion discrete -- --theme (count (__chart_tokens -pc)) (__chart_tokens -tC))'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" palette' -l 'palette' -d 'Series colours (default: the theme\'s).' -rfka 'okabe-ito tableau10 viridis'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" font' -l 'font' -d 'Font family, as fontconfig names it (default: the theme\'s, DejaVu Sans). Layout measures text as DejaVu Sans.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" font-size' -l 'font-size' -d 'Font size in points (default: the theme\'s, 10).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" scale' -l 'scale' -d 'PNG pixel density: 2 or 3 for high-DPI screens (the same chart, each pixel 2x2 or 3x3); the PNG can be at most 10000x10000 px.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" connect' -l 'connect' -d 'Join each range\'s low and high with a bar.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" decimate' -l 'decimate' -d 'On a page with more slots than pixels, leave out the marks that land where one is already drawn; --no-decimate draws every one.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" no-decimate' -l 'no-decimate' -d 'On a page with more slots than pixels, leave out the marks that land where one is already drawn; --no-decimate draws every one.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" highlight' -l 'highlight' -d 'Mark one x slot (its title, number or date) and write every plot\'s value(s) beside it.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" colors' -l 'colors' -d 'Plot colours, comma-separated: #RRGGBB, #RGB or names.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" x-label' -l 'x-label' -d 'x axis title (default: the x column\'s name; \'\' for none).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" y-label' -l 'y-label' -d 'Value axis title (default: the series name when there is one; \'\' for none).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" x-format' -l 'x-format' -d 'x label format: number, number:N, thousands, si, percent, currency:CODE, date:FORMAT.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" y-format' -l 'y-format' -d 'Value label format (as --x-format).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" x-label-every' -l 'x-label-every' -d 'Label only every Nth x tick.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" y-min' -l 'y-min' -d 'Fixed lower end of the value axis.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" y-max' -l 'y-max' -d 'Fixed upper end of the value axis.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" y-range' -l 'y-range' -d 'shared: one value axis range for all pages; page: each page fits its data.' -rfka 'shared page'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" y-log' -l 'y-log' -d 'Log value axis: powers of ten, 1 10 100 1k …; every value must be above 0 unless --y-min cuts it off.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" y-axis' -l 'y-axis' -d 'Side of the value axis: left or right.' -rfka 'left right'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete"' -l 'hline' -d 'Horizontal reference line at this value (repeatable).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" grid' -l 'grid' -d 'Draw grid lines at the ticks.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" legend' -l 'legend' -d 'Legend position when there are several series: top (moves right when crowded), right, bottom or none.' -rfka 'top right bottom none'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete"' -l 'vline' -d 'Vertical reference line at this x: a number, ISO date or category (repeatable).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" page-size' -l 'page-size' -d 'Points (or categories) per page.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" pages' -l 'pages' -d 'Cut the data into K near-equal pages.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" page' -l 'page' -d 'Page(s) to render: P, A-B or all (default: all when writing files, 1 for -o -). A chart of several pages names every page NAME-005.png, whichever are rendered.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" prune' -l 'prune' -d 'Remove numbered pages of -o left by an earlier, longer run (NAME-006.png … past this chart\'s last page) once the pages are written; with --page only in the run that renders the last page.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" o output' -l 'output' -s 'o' -d 'Output PNG (missing folders are made); \'-\' for standard output; several pages become NAME-001.png … or follow a %03d pattern (%% is a literal %). Default: standard output when it is not a terminal.' -rfa '(set -l exts \'png\' \'svg\' \'pdf\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" plan' -l 'plan' -d 'Print what would be rendered (pages, windows, ticks, outputs) as JSON; render nothing.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" emit-script' -l 'emit-script' -d 'Print the gnuplot program, which writes the -o files when gnuplot runs it; render nothing.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" format-out' -l 'format-out' -d 'Image format: png, svg or pdf (default: from the output\'s extension, else png).' -rfka 'png svg pdf'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" gnuplot' -l 'gnuplot' -d 'gnuplot executable (default: $GNUPLOT, then PATH).' -rF
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" timeout' -l 'timeout' -d 'Stop (exit 70) when gnuplot\'s drawing takes longer than this many seconds (default: 60); when given, also when reading and laying out the data does.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" jobs' -l 'jobs' -d 'gnuplot processes sharing a long batch of pages (default: 2 on a machine with two or more cores).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" progress' -l 'progress' -d 'Progress line on stderr while pages render: auto (on a terminal, for several pages), always or never.' -rfka 'auto always never'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" q quiet' -l 'quiet' -s 'q' -d 'Do not print warnings.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" version' -l 'version' -d 'Show the version.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart discrete" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'chart' -n '__chart_should_offer_completions_for_positional "chart hist" -eq 1' -F
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" format' -l 'format' -d 'Input format: csv, tsv, whitespace, json or ndjson (default: by extension, else sniffed).' -rfka 'csv tsv whitespace json ndjson'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" separator' -l 'separator' -d 'Field separator of delimited text: \',\', \';\', tab, \'|\' or another punctuation character (default: tab for .tsv, else \',\' or \';\' as the first lines show).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" decimal-comma' -l 'decimal-comma' -d 'Numbers use a decimal comma and \'.\' groups thousands (1.234,5 is 1234.5), as spreadsheet exports in much of Europe write them.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" header' -l 'header' -d 'Whether the first row is a header (default: sniffed).'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" no-header' -l 'no-header' -d 'Whether the first row is a header (default: sniffed).'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" max-input-size' -l 'max-input-size' -d 'Refuse input larger than this (e.g. 500M, 4G; default 2G).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" max-rows' -l 'max-rows' -d 'Refuse input with more data rows than this (default: no limit).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist"' -l 'y' -d 'Value columns (series), comma-separated, by name or 1-based index (default: every numeric column).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" series' -l 'series' -d 'Long (tidy) data: one series per distinct value of this column, values from --y (one column) or the first numeric column.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" size' -l 'size' -d 'Image size in pixels (default: 800x500; dense bars written to a file grow until every category name fits, up to 4x or 4000 px).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" title' -l 'title' -d 'Chart title.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" theme' -l 'theme' -d 'Colours, series styles and font: light, dark, print (greys, hatching, dashes and markers), a NAME for NAME.theme in ~/.config/chart/themes/ (or $XDG_CONFIG_HOME/chart/themes/, or PREFIX/share/chart/themes/ beside the binary), or the path of a theme file.' -rfka '(__chart_custom_completion ---completion hist -- --theme (count (__chart_tokens -pc)) (__chart_tokens -tC))'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" palette' -l 'palette' -d 'Series colours (default: the theme\'s).' -rfka 'okabe-ito tableau10 viridis'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" font' -l 'font' -d 'Font family, as fontconfig names it (default: the theme\'s, DejaVu Sans). Layout measures text as DejaVu Sans.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" font-size' -l 'font-size' -d 'Font size in points (default: the theme\'s, 10).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" scale' -l 'scale' -d 'PNG pixel density: 2 or 3 for high-DPI screens (the same chart, each pixel 2x2 or 3x3); the PNG can be at most 10000x10000 px.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" bins' -l 'bins' -d 'About N bins over the range, at a nice width (default: Freedman–Diaconis, or Sturges when the IQR is 0).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" bin-width' -l 'bin-width' -d 'Bin width; edges fall on its multiples.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" range' -l 'range' -d 'Bin only values from A to B (others are counted as outside).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" density' -l 'density' -d 'Bar heights as density: the bars\' area is 1 (with --cumulative: the share at or below each bin).'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" percent' -l 'percent' -d 'Bar heights as a percentage of the series\' values.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" cumulative' -l 'cumulative' -d 'Each bar counts its bin and every bin before it.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" x-log' -l 'x-log' -d 'Log x axis with log-spaced bins (for values spanning decades); every value must be above 0.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" stacked' -l 'stacked' -d 'Stack several series instead of overlaying them.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist"' -l 'mark' -d 'Mark statistics with labelled vertical lines, comma-separated: pNN (percentile, 0<NN<100, e.g. p99.9) or mean.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" x-label' -l 'x-label' -d 'x axis title (default: the x column\'s name; \'\' for none).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" y-label' -l 'y-label' -d 'Value axis title (default: the series name when there is one; \'\' for none).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" x-format' -l 'x-format' -d 'x label format: number, number:N, thousands, si, percent, currency:CODE, date:FORMAT.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" y-format' -l 'y-format' -d 'Value label format (as --x-format).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" x-label-every' -l 'x-label-every' -d 'Label only every Nth x tick.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" y-min' -l 'y-min' -d 'Fixed lower end of the value axis.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" y-max' -l 'y-max' -d 'Fixed upper end of the value axis.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" y-range' -l 'y-range' -d 'shared: one value axis range for all pages; page: each page fits its data.' -rfka 'shared page'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" y-log' -l 'y-log' -d 'Log value axis: powers of ten, 1 10 100 1k …; every value must be above 0 unless --y-min cuts it off.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" y-axis' -l 'y-axis' -d 'Side of the value axis: left or right.' -rfka 'left right'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist"' -l 'hline' -d 'Horizontal reference line at this value (repeatable).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" grid' -l 'grid' -d 'Draw grid lines at the ticks.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" legend' -l 'legend' -d 'Legend position when there are several series: top (moves right when crowded), right, bottom or none.' -rfka 'top right bottom none'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" page' -l 'page' -d 'Page(s) to render: P, A-B or all (default: all when writing files, 1 for -o -). A chart of several pages names every page NAME-005.png, whichever are rendered.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" prune' -l 'prune' -d 'Remove numbered pages of -o left by an earlier, longer run (NAME-006.png … past this chart\'s last page) once the pages are written; with --page only in the run that renders the last page.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" o output' -l 'output' -s 'o' -d 'Output PNG (missing folders are made); \'-\' for standard output; several pages become NAME-001.png … or follow a %03d pattern (%% is a literal %). Default: standard output when it is not a terminal.' -rfa '(set -l exts \'png\' \'svg\' \'pdf\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" plan' -l 'plan' -d 'Print what would be rendered (pages, windows, ticks, outputs) as JSON; render nothing.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" emit-script' -l 'emit-script' -d 'Print the gnuplot program, which writes the -o files when gnuplot runs it; render nothing.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" format-out' -l 'format-out' -d 'Image format: png, svg or pdf (default: from the output\'s extension, else png).' -rfka 'png svg pdf'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" gnuplot' -l 'gnuplot' -d 'gnuplot executable (default: $GNUPLOT, then PATH).' -rF
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" timeout' -l 'timeout' -d 'Stop (exit 70) when gnuplot\'s drawing takes longer than this many seconds (default: 60); when given, also when reading and laying out the data does.' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" jobs' -l 'jobs' -d 'gnuplot processes sharing a long batch of pages (default: 2 on a machine with two or more cores).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" progress' -l 'progress' -d 'Progress line on stderr while pages render: auto (on a terminal, for several pages), always or never.' -rfka 'auto always never'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" q quiet' -l 'quiet' -s 'q' -d 'Do not print warnings.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" version' -l 'version' -d 'Show the version.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart hist" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart doctor" gnuplot' -l 'gnuplot' -d 'gnuplot executable to check (default: $GNUPLOT, then PATH).' -rfka ''
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart doctor" version' -l 'version' -d 'Show the version.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart doctor" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'chart' -n '__chart_should_offer_completions_for_flags_or_options "chart help" version' -l 'version' -d 'Show the version.'
