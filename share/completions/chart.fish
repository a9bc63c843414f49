# fish completion for chart, written by `chart --generate-completion-script fish` from the command definitions.
# (ArgumentParser's own fish script hands fish's argparse specs such as x-type=, which fish 3.6
# reads as the short flag x, so it never offered an input file.)

# The subcommand on the line: the first word after chart that is not a flag (the
# command itself takes no option with a value).
function __chart_subcommand
    for token in (commandline -opc)[2..]
        string match -q -- '-?*' $token; and continue
        echo $token
        return 0
    end
    return 1
end

function __chart_subcommand_is -a expected
    set -l command (__chart_subcommand)
    test "$command" = "$expected"
end

# Succeeds when the word under the cursor is a positional argument of subcommand $argv[1],
# which takes $argv[2] of them (-1: any number); $argv[3..] are its options that take a
# value, so that value is not counted. `-` (standard input) and words after `--` count.
function __chart_wants_positional -a expected most
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
function __chart_files_with_extensions
    set -l token (commandline -ct)
    for path in (complete -C "__chart_no_such_command $token")
        set path (string split -f1 \t -- $path)
        if string match -q -- '*/' $path
            echo $path
        else
            for extension in $argv
                string match -q -- "*.$extension" $path; and echo $path; and break
            end
        end
    end
end

# Asks chart itself (ArgumentParser's `---completion`), with the words of the line.
function __chart_custom_completion
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

complete -c chart -f
complete -c chart -n 'not __chart_subcommand' -l 'version' -d 'Show the version.'
complete -c chart -n 'not __chart_subcommand' -s 'h' -l 'help' -d 'Show help information.'
complete -c chart -n 'not __chart_subcommand' -a 'line' -d 'Draw line charts: several series, pages, reference lines.'
complete -c chart -n 'not __chart_subcommand' -a 'bar' -d 'Draw bar charts: vertical or horizontal, grouped or stacked, with value labels and pages.'
complete -c chart -n 'not __chart_subcommand' -a 'pie' -d 'Draw pie and donut charts: slices, percentages, centre text, one pie per group.'
complete -c chart -n 'not __chart_subcommand' -a 'discrete' -d 'Draw discrete graphs: a range (low–high) or a value per x slot, several plots side by side.'
complete -c chart -n 'not __chart_subcommand' -a 'hist' -d 'Draw histograms: counts, density or percent per bin, overlaid or stacked, with marked percentiles.'
complete -c chart -n 'not __chart_subcommand' -a 'scatter' -d 'Draw scatter plots: one metric against another, several series or colour groups.'
complete -c chart -n 'not __chart_subcommand' -a 'area' -d 'Draw area charts: series filled from 0, overlapping, stacked or as shares of the total.'
complete -c chart -n 'not __chart_subcommand' -a 'box' -d 'Draw box plots: quartiles, whiskers and outliers per category and series.'
complete -c chart -n 'not __chart_subcommand' -a 'heatmap' -d 'Draw heatmaps: a colour per cell over two axes, from long rows (counted or aggregated) or a matrix.'
complete -c chart -n 'not __chart_subcommand' -a 'doctor' -d 'Check gnuplot, its terminals and the font chart uses; say what to install.'
complete -c chart -n 'not __chart_subcommand' -a 'version' -d 'Print chart\'s version, commit and date (the same as --version).'
complete -c chart -n 'not __chart_subcommand' -a 'help' -d 'Show subcommand help information.'

complete -c chart -n '__chart_wants_positional line 1 --format --separator --max-input-size --max-rows --x --y --x-type --x-date-format --series --facet --facet-scale --facet-cols --facet-sort --size --title --theme --font --font-size --scale --palette --dashed --line-width --highlight --x-label --y-label --x-format --y-format --x-label-every --y-min --y-max --y-range --y-scale --y-axis --hline --legend --vline --y2 --y2-label --y2-format --y2-min --y2-max --page-size --pages --page --output -o --format-out --color --gnuplot --timeout --jobs --progress --refresh --window' -F
complete -c chart -n '__chart_subcommand_is line' -l 'format' -d 'Input format: csv, tsv, whitespace, json or ndjson (default: by extension, else sniffed).' -r -f -k -a 'csv tsv whitespace json ndjson'
complete -c chart -n '__chart_subcommand_is line' -l 'separator' -d 'Field separator of delimited text: \',\', \';\', tab, \'|\' or another punctuation character (default: tab for .tsv, else \',\' or \';\' as the first lines show).' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'decimal-comma' -d 'Numbers use a decimal comma and \'.\' groups thousands (1.234,5 is 1234.5), as spreadsheet exports in much of Europe write them.'
complete -c chart -n '__chart_subcommand_is line' -l 'header' -d 'Whether the first row is a header (default: sniffed).'
complete -c chart -n '__chart_subcommand_is line' -l 'no-header' -d 'Whether the first row is a header (default: sniffed).'
complete -c chart -n '__chart_subcommand_is line' -l 'max-input-size' -d 'Refuse input larger than this (e.g. 500M, 4G; default 2G).' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'max-rows' -d 'Refuse input with more data rows than this (default: no limit).' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'x' -d 'x column, by name or 1-based index (default: the first column).' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'y' -d 'Series columns, comma-separated, by name or 1-based index (default: every numeric column after x).' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'x-type' -d 'How to read x: auto, number, time, epoch (seconds since 1970) or category.' -r -f -k -a 'auto number time epoch category'
complete -c chart -n '__chart_subcommand_is line' -l 'x-date-format' -d 'The form of the x dates, e.g. \'%d/%m/%Y\' (directives %Y %y %m %d %e %H %I %p %M %S %b %B); x is then a time axis.' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'series' -d 'Long (tidy) data: one series per distinct value of this column, values from --y (one column) or the first numeric column.' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'facet' -d 'Small multiples: one panel per distinct value of this column, in a grid on one image.' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'facet-scale' -d 'Which ranges the panels share: shared (default), free, free-x or free-y (each panel its own).' -r -f -k -a 'shared free free-x free-y'
complete -c chart -n '__chart_subcommand_is line' -l 'facet-cols' -d 'Panels per row (default: as square as the image allows).' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'facet-sort' -d 'Panel order: appearance (default, as first met), name, or total (largest sum of values first).' -r -f -k -a 'appearance name total'
complete -c chart -n '__chart_subcommand_is line' -l 'size' -d 'Image size in pixels (default: 800x500; dense bars written to a file grow until every category name fits, up to 4x or 4000 px); for text charts, columns x rows (default on a terminal: its width x its rows less 2, at least 12, for the command line and the prompt; else 80x24).' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'title' -d 'Chart title.' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'theme' -d 'Colours, series styles and font: light, dark, print (greys, hatching, dashes and markers), a NAME for NAME.theme in ~/.config/chart/themes/ (or $XDG_CONFIG_HOME/chart/themes/, or PREFIX/share/chart/themes/ beside the binary), or the path of a theme file.' -r -f -a '(__chart_custom_completion ---completion line -- --theme (count (commandline -opc)) (string length -- (commandline -ct)))'
complete -c chart -n '__chart_subcommand_is line' -l 'font' -d 'Font family, as fontconfig names it (default: the theme\'s, DejaVu Sans). Layout measures text as DejaVu Sans.' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'font-size' -d 'Font size in points (default: the theme\'s, 10).' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'scale' -d 'PNG pixel density: 2 or 3 for high-DPI screens (the same chart, each pixel 2x2 or 3x3); the PNG can be at most 10000x10000 px.' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'palette' -d 'Series colours (default: the theme\'s).' -r -f -k -a 'okabe-ito tableau10 viridis'
complete -c chart -n '__chart_subcommand_is line' -l 'dashed' -d 'Series to draw dashed, comma-separated (e.g. a previous period).' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'points' -d 'Mark every data point.'
complete -c chart -n '__chart_subcommand_is line' -l 'line-width' -d 'Line width in pixels (default: the theme\'s, 2).' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'decimate' -d 'Send gnuplot only the points that draw the same pixels (M4: first, last, min and max per pixel column); --no-decimate sends every point.'
complete -c chart -n '__chart_subcommand_is line' -l 'no-decimate' -d 'Send gnuplot only the points that draw the same pixels (M4: first, last, min and max per pixel column); --no-decimate sends every point.'
complete -c chart -n '__chart_subcommand_is line' -l 'highlight' -d 'Mark one x (a category, or a number or date on the axis: the nearest row) and write every series\' value beside it.' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'x-log' -d 'Log x axis (numeric x only): powers of ten; every x must be above 0.'
complete -c chart -n '__chart_subcommand_is line' -l 'x-label' -d 'x axis title (default: the x column\'s name; \'\' for none).' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'y-label' -d 'Value axis title (default: the series name when there is one, the value column\'s with --series; \'\' for none).' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'x-format' -d 'x label format: number (plain), number:N, thousands, si, percent, currency:CODE, date:FORMAT; default: plain, thousands grouped from five digits.' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'y-format' -d 'Value label format (as --x-format).' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'x-label-every' -d 'Label only every Nth x tick.' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'y-min' -d 'Fixed lower end of the value axis.' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'y-max' -d 'Fixed upper end of the value axis.' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'y-range' -d 'shared: one value axis range for all pages; page: each page fits its data.' -r -f -k -a 'shared page'
complete -c chart -n '__chart_subcommand_is line' -l 'y-log' -d 'Log value axis: powers of ten, 1 10 100 1k …; every value must be above 0 unless --y-min cuts it off.'
complete -c chart -n '__chart_subcommand_is line' -l 'y-axis' -d 'Side of the value axis: left or right.' -r -f -k -a 'left right'
complete -c chart -n '__chart_subcommand_is line' -l 'hline' -d 'Horizontal reference line at this value (repeatable).' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'grid' -d 'Draw grid lines at the ticks.'
complete -c chart -n '__chart_subcommand_is line' -l 'legend' -d 'Legend position when there are several series: top (default; moves right when crowded, with a warning when asked for), right, bottom or none.' -r -f -k -a 'top right bottom none'
complete -c chart -n '__chart_subcommand_is line' -l 'vline' -d 'Vertical reference line at this x: a number, ISO date or category (repeatable).' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'y2' -d 'Series drawn against a second value axis on the right, comma-separated, by name or 1-based index (line charts; added to the series when --y leaves them out).' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'y2-label' -d 'Right axis (--y2) title (default: its series\' name when there is one; \'\' for none).' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'y2-format' -d 'Right axis (--y2) label format (as --x-format).' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'y2-min' -d 'Fixed lower end of the right axis (--y2).' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'y2-max' -d 'Fixed upper end of the right axis (--y2).' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'y2-log' -d 'Log right axis (--y2), as --y-log.'
complete -c chart -n '__chart_subcommand_is line' -l 'page-size' -d 'Points (or categories) per page.' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'pages' -d 'Cut the data into K near-equal pages.' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'page' -d 'Page(s) to render: P, A-B or all (default: all when writing files, 1 for -o -). A chart of several pages names every page NAME-005.png, whichever are rendered.' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'prune' -d 'Remove numbered pages of -o left by an earlier, longer run (NAME-006.png … past this chart\'s last page) once the pages are written; with --page only in the run that renders the last page.'
complete -c chart -n '__chart_subcommand_is line' -l 'output' -s 'o' -d 'Output PNG, SVG, PDF or text (.txt) (missing folders are made); \'-\' for standard output; several pages become NAME-001.png … or follow a %03d pattern (%% is a literal %). Default: standard output: a text chart on a terminal, else a PNG.' -r -f -a '(__chart_files_with_extensions png svg pdf txt)'
complete -c chart -n '__chart_subcommand_is line' -l 'plan' -d 'Print what would be rendered (pages, windows, ticks, outputs) as JSON; render nothing.'
complete -c chart -n '__chart_subcommand_is line' -l 'emit-script' -d 'Print the gnuplot program, which writes the -o files when gnuplot runs it; render nothing.'
complete -c chart -n '__chart_subcommand_is line' -l 'format-out' -d 'Output format: png, svg, pdf or text (Unicode, drawn without gnuplot) (default: from the output\'s extension, else text on a terminal, else png).' -r -f -k -a 'png svg pdf text'
complete -c chart -n '__chart_subcommand_is line' -l 'color' -d 'Colour in text charts: auto (on a terminal, unless NO_COLOR is set), always or never.' -r -f -k -a 'auto always never'
complete -c chart -n '__chart_subcommand_is line' -l 'show' -d 'Also show the chart here: inline on terminals that show images (kitty, iTerm2, WezTerm, VS Code, sixel; CHART_SHOW=kitty|iterm|sixel|text overrides), else as a text chart.'
complete -c chart -n '__chart_subcommand_is line' -l 'gnuplot' -d 'gnuplot executable (default: $GNUPLOT, then PATH).' -r -F
complete -c chart -n '__chart_subcommand_is line' -l 'timeout' -d 'Stop (exit 70) when gnuplot\'s drawing takes longer than this many seconds (default: 60); when given, also when reading and laying out the data does.' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'jobs' -d 'gnuplot processes sharing a long batch of pages (default: 2 on a machine with two or more cores).' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'progress' -d 'Progress line on stderr while pages render: auto (on a terminal, for several pages), always or never.' -r -f -k -a 'auto always never'
complete -c chart -n '__chart_subcommand_is line' -l 'quiet' -s 'q' -d 'Do not print warnings.'
complete -c chart -n '__chart_subcommand_is line' -l 'follow' -d 'Draw while the input arrives (a pipe that stays open): with --page-size, write NAME-001.png, NAME-002.png and so on as each page fills and re-draw the current page every --refresh seconds; every page is finished at the end of the input. Each page fits its own value axis. Needs -o FILE.'
complete -c chart -n '__chart_subcommand_is line' -l 'refresh' -d 'With --follow: seconds between two pictures of the current page (default 1).' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'window' -d 'With --follow: one file showing the last N points (instead of pages).' -r -f
complete -c chart -n '__chart_subcommand_is line' -l 'version' -d 'Show the version.'
complete -c chart -n '__chart_subcommand_is line' -s 'h' -l 'help' -d 'Show help information.'

complete -c chart -n '__chart_wants_positional bar 1 --format --separator --max-input-size --max-rows --x --y --x-date-format --series --facet --facet-scale --facet-cols --facet-sort --size --title --theme --font --font-size --scale --palette --sort --bar-width --baseline --colors --x-label --y-label --x-format --y-format --x-label-every --y-min --y-max --y-range --y-scale --y-axis --hline --legend --page-size --pages --page --output -o --format-out --color --gnuplot --timeout --jobs --progress' -F
complete -c chart -n '__chart_subcommand_is bar' -l 'format' -d 'Input format: csv, tsv, whitespace, json or ndjson (default: by extension, else sniffed).' -r -f -k -a 'csv tsv whitespace json ndjson'
complete -c chart -n '__chart_subcommand_is bar' -l 'separator' -d 'Field separator of delimited text: \',\', \';\', tab, \'|\' or another punctuation character (default: tab for .tsv, else \',\' or \';\' as the first lines show).' -r -f
complete -c chart -n '__chart_subcommand_is bar' -l 'decimal-comma' -d 'Numbers use a decimal comma and \'.\' groups thousands (1.234,5 is 1234.5), as spreadsheet exports in much of Europe write them.'
complete -c chart -n '__chart_subcommand_is bar' -l 'header' -d 'Whether the first row is a header (default: sniffed).'
complete -c chart -n '__chart_subcommand_is bar' -l 'no-header' -d 'Whether the first row is a header (default: sniffed).'
complete -c chart -n '__chart_subcommand_is bar' -l 'max-input-size' -d 'Refuse input larger than this (e.g. 500M, 4G; default 2G).' -r -f
complete -c chart -n '__chart_subcommand_is bar' -l 'max-rows' -d 'Refuse input with more data rows than this (default: no limit).' -r -f
complete -c chart -n '__chart_subcommand_is bar' -l 'x' -d 'Category column, by name or 1-based index (default: the first column).' -r -f
complete -c chart -n '__chart_subcommand_is bar' -l 'y' -d 'Value columns (series), comma-separated, by name or 1-based index (default: every numeric column after x).' -r -f
complete -c chart -n '__chart_subcommand_is bar' -l 'x-date-format' -d 'The form of the x dates, e.g. \'%d/%m/%Y\' (directives %Y %y %m %d %e %H %I %p %M %S %b %B); the bars are then named by the calendar.' -r -f
complete -c chart -n '__chart_subcommand_is bar' -l 'series' -d 'Long (tidy) data: one series per distinct value of this column, values from --y (one column) or the first numeric column.' -r -f
complete -c chart -n '__chart_subcommand_is bar' -l 'facet' -d 'Small multiples: one panel per distinct value of this column, in a grid on one image.' -r -f
complete -c chart -n '__chart_subcommand_is bar' -l 'facet-scale' -d 'Which ranges the panels share: shared (default), free, free-x or free-y (each panel its own).' -r -f -k -a 'shared free free-x free-y'
complete -c chart -n '__chart_subcommand_is bar' -l 'facet-cols' -d 'Panels per row (default: as square as the image allows).' -r -f
complete -c chart -n '__chart_subcommand_is bar' -l 'facet-sort' -d 'Panel order: appearance (default, as first met), name, or total (largest sum of values first).' -r -f -k -a 'appearance name total'
complete -c chart -n '__chart_subcommand_is bar' -l 'size' -d 'Image size in pixels (default: 800x500; dense bars written to a file grow until every category name fits, up to 4x or 4000 px); for text charts, columns x rows (default on a terminal: its width x its rows less 2, at least 12, for the command line and the prompt; else 80x24).' -r -f
complete -c chart -n '__chart_subcommand_is bar' -l 'title' -d 'Chart title.' -r -f
complete -c chart -n '__chart_subcommand_is bar' -l 'theme' -d 'Colours, series styles and font: light, dark, print (greys, hatching, dashes and markers), a NAME for NAME.theme in ~/.config/chart/themes/ (or $XDG_CONFIG_HOME/chart/themes/, or PREFIX/share/chart/themes/ beside the binary), or the path of a theme file.' -r -f -a '(__chart_custom_completion ---completion bar -- --theme (count (commandline -opc)) (string length -- (commandline -ct)))'
complete -c chart -n '__chart_subcommand_is bar' -l 'font' -d 'Font family, as fontconfig names it (default: the theme\'s, DejaVu Sans). Layout measures text as DejaVu Sans.' -r -f
complete -c chart -n '__chart_subcommand_is bar' -l 'font-size' -d 'Font size in points (default: the theme\'s, 10).' -r -f
complete -c chart -n '__chart_subcommand_is bar' -l 'scale' -d 'PNG pixel density: 2 or 3 for high-DPI screens (the same chart, each pixel 2x2 or 3x3); the PNG can be at most 10000x10000 px.' -r -f
complete -c chart -n '__chart_subcommand_is bar' -l 'palette' -d 'Series colours (default: the theme\'s).' -r -f -k -a 'okabe-ito tableau10 viridis'
complete -c chart -n '__chart_subcommand_is bar' -l 'horizontal' -d 'Draw bars left to right, categories top to bottom in input order.'
complete -c chart -n '__chart_subcommand_is bar' -l 'stacked' -d 'Stack the series (positives up, negatives down) instead of grouping them; not with --y-log, where segment lengths mean nothing.'
complete -c chart -n '__chart_subcommand_is bar' -l 'values' -d 'Write each bar\'s value on it (or just beyond its end when it does not fit).'
complete -c chart -n '__chart_subcommand_is bar' -l 'no-axes' -d 'Hide axis lines, ticks and value-axis labels (category names stay).'
complete -c chart -n '__chart_subcommand_is bar' -l 'sort' -d 'Category order: none (input order), asc or desc (by value, or total with several series).' -r -f -k -a 'none asc desc'
complete -c chart -n '__chart_subcommand_is bar' -l 'bar-width' -d 'Share of each category\'s slot the bars fill, above 0 and at most 1.' -r -f
complete -c chart -n '__chart_subcommand_is bar' -l 'baseline' -d 'Value the bars grow from (not with --stacked).' -r -f
complete -c chart -n '__chart_subcommand_is bar' -l 'colors' -d 'Bar colours, comma-separated (#RRGGBB, #RGB or names): one per series, or cycling over the bars of a single series.' -r -f
complete -c chart -n '__chart_subcommand_is bar' -l 'x-label' -d 'x axis title (default: the x column\'s name; \'\' for none).' -r -f
complete -c chart -n '__chart_subcommand_is bar' -l 'y-label' -d 'Value axis title (default: the series name when there is one, the value column\'s with --series; \'\' for none).' -r -f
complete -c chart -n '__chart_subcommand_is bar' -l 'x-format' -d 'x label format: number (plain), number:N, thousands, si, percent, currency:CODE, date:FORMAT; default: plain, thousands grouped from five digits.' -r -f
complete -c chart -n '__chart_subcommand_is bar' -l 'y-format' -d 'Value label format (as --x-format).' -r -f
complete -c chart -n '__chart_subcommand_is bar' -l 'x-label-every' -d 'Label only every Nth x tick.' -r -f
complete -c chart -n '__chart_subcommand_is bar' -l 'y-min' -d 'Fixed lower end of the value axis.' -r -f
complete -c chart -n '__chart_subcommand_is bar' -l 'y-max' -d 'Fixed upper end of the value axis.' -r -f
complete -c chart -n '__chart_subcommand_is bar' -l 'y-range' -d 'shared: one value axis range for all pages; page: each page fits its data.' -r -f -k -a 'shared page'
complete -c chart -n '__chart_subcommand_is bar' -l 'y-log' -d 'Log value axis: powers of ten, 1 10 100 1k …; every value must be above 0 unless --y-min cuts it off.'
complete -c chart -n '__chart_subcommand_is bar' -l 'y-axis' -d 'Side of the value axis: left or right.' -r -f -k -a 'left right'
complete -c chart -n '__chart_subcommand_is bar' -l 'hline' -d 'Horizontal reference line at this value (repeatable).' -r -f
complete -c chart -n '__chart_subcommand_is bar' -l 'grid' -d 'Draw grid lines at the ticks.'
complete -c chart -n '__chart_subcommand_is bar' -l 'legend' -d 'Legend position when there are several series: top (default; moves right when crowded, with a warning when asked for), right, bottom or none.' -r -f -k -a 'top right bottom none'
complete -c chart -n '__chart_subcommand_is bar' -l 'page-size' -d 'Points (or categories) per page.' -r -f
complete -c chart -n '__chart_subcommand_is bar' -l 'pages' -d 'Cut the data into K near-equal pages.' -r -f
complete -c chart -n '__chart_subcommand_is bar' -l 'page' -d 'Page(s) to render: P, A-B or all (default: all when writing files, 1 for -o -). A chart of several pages names every page NAME-005.png, whichever are rendered.' -r -f
complete -c chart -n '__chart_subcommand_is bar' -l 'prune' -d 'Remove numbered pages of -o left by an earlier, longer run (NAME-006.png … past this chart\'s last page) once the pages are written; with --page only in the run that renders the last page.'
complete -c chart -n '__chart_subcommand_is bar' -l 'output' -s 'o' -d 'Output PNG, SVG, PDF or text (.txt) (missing folders are made); \'-\' for standard output; several pages become NAME-001.png … or follow a %03d pattern (%% is a literal %). Default: standard output: a text chart on a terminal, else a PNG.' -r -f -a '(__chart_files_with_extensions png svg pdf txt)'
complete -c chart -n '__chart_subcommand_is bar' -l 'plan' -d 'Print what would be rendered (pages, windows, ticks, outputs) as JSON; render nothing.'
complete -c chart -n '__chart_subcommand_is bar' -l 'emit-script' -d 'Print the gnuplot program, which writes the -o files when gnuplot runs it; render nothing.'
complete -c chart -n '__chart_subcommand_is bar' -l 'format-out' -d 'Output format: png, svg, pdf or text (Unicode, drawn without gnuplot) (default: from the output\'s extension, else text on a terminal, else png).' -r -f -k -a 'png svg pdf text'
complete -c chart -n '__chart_subcommand_is bar' -l 'color' -d 'Colour in text charts: auto (on a terminal, unless NO_COLOR is set), always or never.' -r -f -k -a 'auto always never'
complete -c chart -n '__chart_subcommand_is bar' -l 'show' -d 'Also show the chart here: inline on terminals that show images (kitty, iTerm2, WezTerm, VS Code, sixel; CHART_SHOW=kitty|iterm|sixel|text overrides), else as a text chart.'
complete -c chart -n '__chart_subcommand_is bar' -l 'gnuplot' -d 'gnuplot executable (default: $GNUPLOT, then PATH).' -r -F
complete -c chart -n '__chart_subcommand_is bar' -l 'timeout' -d 'Stop (exit 70) when gnuplot\'s drawing takes longer than this many seconds (default: 60); when given, also when reading and laying out the data does.' -r -f
complete -c chart -n '__chart_subcommand_is bar' -l 'jobs' -d 'gnuplot processes sharing a long batch of pages (default: 2 on a machine with two or more cores).' -r -f
complete -c chart -n '__chart_subcommand_is bar' -l 'progress' -d 'Progress line on stderr while pages render: auto (on a terminal, for several pages), always or never.' -r -f -k -a 'auto always never'
complete -c chart -n '__chart_subcommand_is bar' -l 'quiet' -s 'q' -d 'Do not print warnings.'
complete -c chart -n '__chart_subcommand_is bar' -l 'version' -d 'Show the version.'
complete -c chart -n '__chart_subcommand_is bar' -s 'h' -l 'help' -d 'Show help information.'

complete -c chart -n '__chart_wants_positional pie 1 --format --separator --max-input-size --max-rows --label --value --color-column --group --size --title --theme --font --font-size --scale --palette --colors --other-below --sort --start-angle --value-format --legend --ring-width --center-title --center-text --page --output -o --format-out --color --gnuplot --timeout --jobs --progress' -F
complete -c chart -n '__chart_subcommand_is pie' -l 'format' -d 'Input format: csv, tsv, whitespace, json or ndjson (default: by extension, else sniffed).' -r -f -k -a 'csv tsv whitespace json ndjson'
complete -c chart -n '__chart_subcommand_is pie' -l 'separator' -d 'Field separator of delimited text: \',\', \';\', tab, \'|\' or another punctuation character (default: tab for .tsv, else \',\' or \';\' as the first lines show).' -r -f
complete -c chart -n '__chart_subcommand_is pie' -l 'decimal-comma' -d 'Numbers use a decimal comma and \'.\' groups thousands (1.234,5 is 1234.5), as spreadsheet exports in much of Europe write them.'
complete -c chart -n '__chart_subcommand_is pie' -l 'header' -d 'Whether the first row is a header (default: sniffed).'
complete -c chart -n '__chart_subcommand_is pie' -l 'no-header' -d 'Whether the first row is a header (default: sniffed).'
complete -c chart -n '__chart_subcommand_is pie' -l 'max-input-size' -d 'Refuse input larger than this (e.g. 500M, 4G; default 2G).' -r -f
complete -c chart -n '__chart_subcommand_is pie' -l 'max-rows' -d 'Refuse input with more data rows than this (default: no limit).' -r -f
complete -c chart -n '__chart_subcommand_is pie' -l 'label' -d 'Slice title column, by name or 1-based index (default: the first column).' -r -f
complete -c chart -n '__chart_subcommand_is pie' -l 'value' -d 'Slice value column (default: the first numeric column after the titles).' -r -f
complete -c chart -n '__chart_subcommand_is pie' -l 'color-column' -d 'Column of slice colours (#RRGGBB, #RGB or a name); empty cells use --colors or the palette.' -r -f
complete -c chart -n '__chart_subcommand_is pie' -l 'group' -d 'One pie per distinct value of this column, one page each (same size, same colour per title).' -r -f
complete -c chart -n '__chart_subcommand_is pie' -l 'percent' -d 'Values are percentages of 100: they must not sum over 100; a sum under 100 leaves a gap.'
complete -c chart -n '__chart_subcommand_is pie' -l 'size' -d 'Image size in pixels (default: 800x500; dense bars written to a file grow until every category name fits, up to 4x or 4000 px); for text charts, columns x rows (default on a terminal: its width x its rows less 2, at least 12, for the command line and the prompt; else 80x24).' -r -f
complete -c chart -n '__chart_subcommand_is pie' -l 'title' -d 'Chart title.' -r -f
complete -c chart -n '__chart_subcommand_is pie' -l 'theme' -d 'Colours, series styles and font: light, dark, print (greys, hatching, dashes and markers), a NAME for NAME.theme in ~/.config/chart/themes/ (or $XDG_CONFIG_HOME/chart/themes/, or PREFIX/share/chart/themes/ beside the binary), or the path of a theme file.' -r -f -a '(__chart_custom_completion ---completion pie -- --theme (count (commandline -opc)) (string length -- (commandline -ct)))'
complete -c chart -n '__chart_subcommand_is pie' -l 'font' -d 'Font family, as fontconfig names it (default: the theme\'s, DejaVu Sans). Layout measures text as DejaVu Sans.' -r -f
complete -c chart -n '__chart_subcommand_is pie' -l 'font-size' -d 'Font size in points (default: the theme\'s, 10).' -r -f
complete -c chart -n '__chart_subcommand_is pie' -l 'scale' -d 'PNG pixel density: 2 or 3 for high-DPI screens (the same chart, each pixel 2x2 or 3x3); the PNG can be at most 10000x10000 px.' -r -f
complete -c chart -n '__chart_subcommand_is pie' -l 'palette' -d 'Series colours (default: the theme\'s).' -r -f -k -a 'okabe-ito tableau10 viridis'
complete -c chart -n '__chart_subcommand_is pie' -l 'colors' -d 'Slice colours, comma-separated (#RRGGBB, #RGB or names); cycled when there are more slices.' -r -f
complete -c chart -n '__chart_subcommand_is pie' -l 'other-below' -d 'Merge slices below P percent into one "Other" slice (when at least two are that small).' -r -f
complete -c chart -n '__chart_subcommand_is pie' -l 'sort' -d 'Slice order: none (input order), asc or desc (by value; "Other" stays last).' -r -f -k -a 'none asc desc'
complete -c chart -n '__chart_subcommand_is pie' -l 'no-other' -d 'Keep every slice even when their labels or legend rows cannot all fit (those left out are named in a warning); by default the smallest are grouped into "Other (N)".'
complete -c chart -n '__chart_subcommand_is pie' -l 'counterclockwise' -d 'Draw slices counterclockwise.'
complete -c chart -n '__chart_subcommand_is pie' -l 'start-angle' -d 'Where the first slice starts, in degrees clockwise from 12 o\'clock.' -r -f
complete -c chart -n '__chart_subcommand_is pie' -l 'percent-labels' -d 'Label each slice with its percentage of the whole.'
complete -c chart -n '__chart_subcommand_is pie' -l 'value-labels' -d 'Label each slice with its value.'
complete -c chart -n '__chart_subcommand_is pie' -l 'value-format' -d 'Format of --value-labels: number, number:N, thousands, si, currency:CODE.' -r -f
complete -c chart -n '__chart_subcommand_is pie' -l 'no-slice-titles' -d 'Do not write slice titles at the slices.'
complete -c chart -n '__chart_subcommand_is pie' -l 'legend' -d 'A legend of colours and titles: right of the pie (titles then leave the slices) or none (default).' -r -f -k -a 'top right bottom none'
complete -c chart -n '__chart_subcommand_is pie' -l 'donut' -d 'Draw a ring (donut) instead of a full pie.'
complete -c chart -n '__chart_subcommand_is pie' -l 'ring-width' -d 'Width of the donut\'s ring as a fraction of the radius, above 0 and at most 1 (default 0.4; implies --donut).' -r -f
complete -c chart -n '__chart_subcommand_is pie' -l 'center-title' -d 'Bold title in the donut\'s hole.' -r -f
complete -c chart -n '__chart_subcommand_is pie' -l 'center-text' -d 'Text in the donut\'s hole, under --center-title.' -r -f
complete -c chart -n '__chart_subcommand_is pie' -l 'page' -d 'Page(s) to render: P, A-B or all (default: all when writing files, 1 for -o -). A chart of several pages names every page NAME-005.png, whichever are rendered.' -r -f
complete -c chart -n '__chart_subcommand_is pie' -l 'prune' -d 'Remove numbered pages of -o left by an earlier, longer run (NAME-006.png … past this chart\'s last page) once the pages are written; with --page only in the run that renders the last page.'
complete -c chart -n '__chart_subcommand_is pie' -l 'output' -s 'o' -d 'Output PNG, SVG, PDF or text (.txt) (missing folders are made); \'-\' for standard output; several pages become NAME-001.png … or follow a %03d pattern (%% is a literal %). Default: standard output: a text chart on a terminal, else a PNG.' -r -f -a '(__chart_files_with_extensions png svg pdf txt)'
complete -c chart -n '__chart_subcommand_is pie' -l 'plan' -d 'Print what would be rendered (pages, windows, ticks, outputs) as JSON; render nothing.'
complete -c chart -n '__chart_subcommand_is pie' -l 'emit-script' -d 'Print the gnuplot program, which writes the -o files when gnuplot runs it; render nothing.'
complete -c chart -n '__chart_subcommand_is pie' -l 'format-out' -d 'Output format: png, svg, pdf or text (Unicode, drawn without gnuplot) (default: from the output\'s extension, else text on a terminal, else png).' -r -f -k -a 'png svg pdf text'
complete -c chart -n '__chart_subcommand_is pie' -l 'color' -d 'Colour in text charts: auto (on a terminal, unless NO_COLOR is set), always or never.' -r -f -k -a 'auto always never'
complete -c chart -n '__chart_subcommand_is pie' -l 'show' -d 'Also show the chart here: inline on terminals that show images (kitty, iTerm2, WezTerm, VS Code, sixel; CHART_SHOW=kitty|iterm|sixel|text overrides), else as a text chart.'
complete -c chart -n '__chart_subcommand_is pie' -l 'gnuplot' -d 'gnuplot executable (default: $GNUPLOT, then PATH).' -r -F
complete -c chart -n '__chart_subcommand_is pie' -l 'timeout' -d 'Stop (exit 70) when gnuplot\'s drawing takes longer than this many seconds (default: 60); when given, also when reading and laying out the data does.' -r -f
complete -c chart -n '__chart_subcommand_is pie' -l 'jobs' -d 'gnuplot processes sharing a long batch of pages (default: 2 on a machine with two or more cores).' -r -f
complete -c chart -n '__chart_subcommand_is pie' -l 'progress' -d 'Progress line on stderr while pages render: auto (on a terminal, for several pages), always or never.' -r -f -k -a 'auto always never'
complete -c chart -n '__chart_subcommand_is pie' -l 'quiet' -s 'q' -d 'Do not print warnings.'
complete -c chart -n '__chart_subcommand_is pie' -l 'version' -d 'Show the version.'
complete -c chart -n '__chart_subcommand_is pie' -s 'h' -l 'help' -d 'Show help information.'

complete -c chart -n '__chart_wants_positional discrete 1 --format --separator --max-input-size --max-rows --x --low --high --y --names --series --facet --facet-scale --facet-cols --facet-sort --size --title --theme --font --font-size --scale --palette --highlight --colors --x-label --y-label --x-format --y-format --x-label-every --y-min --y-max --y-range --y-scale --y-axis --hline --legend --vline --page-size --pages --page --output -o --format-out --color --gnuplot --timeout --jobs --progress' -F
complete -c chart -n '__chart_subcommand_is discrete' -l 'format' -d 'Input format: csv, tsv, whitespace, json or ndjson (default: by extension, else sniffed).' -r -f -k -a 'csv tsv whitespace json ndjson'
complete -c chart -n '__chart_subcommand_is discrete' -l 'separator' -d 'Field separator of delimited text: \',\', \';\', tab, \'|\' or another punctuation character (default: tab for .tsv, else \',\' or \';\' as the first lines show).' -r -f
complete -c chart -n '__chart_subcommand_is discrete' -l 'decimal-comma' -d 'Numbers use a decimal comma and \'.\' groups thousands (1.234,5 is 1234.5), as spreadsheet exports in much of Europe write them.'
complete -c chart -n '__chart_subcommand_is discrete' -l 'header' -d 'Whether the first row is a header (default: sniffed).'
complete -c chart -n '__chart_subcommand_is discrete' -l 'no-header' -d 'Whether the first row is a header (default: sniffed).'
complete -c chart -n '__chart_subcommand_is discrete' -l 'max-input-size' -d 'Refuse input larger than this (e.g. 500M, 4G; default 2G).' -r -f
complete -c chart -n '__chart_subcommand_is discrete' -l 'max-rows' -d 'Refuse input with more data rows than this (default: no limit).' -r -f
complete -c chart -n '__chart_subcommand_is discrete' -l 'x' -d 'x column (slot titles), by name or 1-based index (default: the first column).' -r -f
complete -c chart -n '__chart_subcommand_is discrete' -l 'low' -d 'Low ends of range plots, comma-separated columns (one per --high).' -r -f
complete -c chart -n '__chart_subcommand_is discrete' -l 'high' -d 'High ends of range plots, comma-separated columns (one per --low).' -r -f
complete -c chart -n '__chart_subcommand_is discrete' -l 'y' -d 'Columns of single-value plots, comma-separated.' -r -f
complete -c chart -n '__chart_subcommand_is discrete' -l 'names' -d 'Legend names of the plots, comma-separated (range plots first).' -r -f
complete -c chart -n '__chart_subcommand_is discrete' -l 'series' -d 'Long (tidy) data: one series per distinct value of this column, values from --y (one column) or the first numeric column.' -r -f
complete -c chart -n '__chart_subcommand_is discrete' -l 'facet' -d 'Small multiples: one panel per distinct value of this column, in a grid on one image.' -r -f
complete -c chart -n '__chart_subcommand_is discrete' -l 'facet-scale' -d 'Which ranges the panels share: shared (default), free, free-x or free-y (each panel its own).' -r -f -k -a 'shared free free-x free-y'
complete -c chart -n '__chart_subcommand_is discrete' -l 'facet-cols' -d 'Panels per row (default: as square as the image allows).' -r -f
complete -c chart -n '__chart_subcommand_is discrete' -l 'facet-sort' -d 'Panel order: appearance (default, as first met), name, or total (largest sum of values first).' -r -f -k -a 'appearance name total'
complete -c chart -n '__chart_subcommand_is discrete' -l 'size' -d 'Image size in pixels (default: 800x500; dense bars written to a file grow until every category name fits, up to 4x or 4000 px); for text charts, columns x rows (default on a terminal: its width x its rows less 2, at least 12, for the command line and the prompt; else 80x24).' -r -f
complete -c chart -n '__chart_subcommand_is discrete' -l 'title' -d 'Chart title.' -r -f
complete -c chart -n '__chart_subcommand_is discrete' -l 'theme' -d 'Colours, series styles and font: light, dark, print (greys, hatching, dashes and markers), a NAME for NAME.theme in ~/.config/chart/themes/ (or $XDG_CONFIG_HOME/chart/themes/, or PREFIX/share/chart/themes/ beside the binary), or the path of a theme file.' -r -f -a '(__chart_custom_completion ---completion discrete -- --theme (count (commandline -opc)) (string length -- (commandline -ct)))'
complete -c chart -n '__chart_subcommand_is discrete' -l 'font' -d 'Font family, as fontconfig names it (default: the theme\'s, DejaVu Sans). Layout measures text as DejaVu Sans.' -r -f
complete -c chart -n '__chart_subcommand_is discrete' -l 'font-size' -d 'Font size in points (default: the theme\'s, 10).' -r -f
complete -c chart -n '__chart_subcommand_is discrete' -l 'scale' -d 'PNG pixel density: 2 or 3 for high-DPI screens (the same chart, each pixel 2x2 or 3x3); the PNG can be at most 10000x10000 px.' -r -f
complete -c chart -n '__chart_subcommand_is discrete' -l 'palette' -d 'Series colours (default: the theme\'s).' -r -f -k -a 'okabe-ito tableau10 viridis'
complete -c chart -n '__chart_subcommand_is discrete' -l 'connect' -d 'Join each range\'s low and high with a bar.'
complete -c chart -n '__chart_subcommand_is discrete' -l 'decimate' -d 'On a page with more slots than pixels, draw each pixel column\'s solid runs of marks as one box and leave out the marks that land where one is already drawn; --no-decimate draws every one.'
complete -c chart -n '__chart_subcommand_is discrete' -l 'no-decimate' -d 'On a page with more slots than pixels, draw each pixel column\'s solid runs of marks as one box and leave out the marks that land where one is already drawn; --no-decimate draws every one.'
complete -c chart -n '__chart_subcommand_is discrete' -l 'highlight' -d 'Mark one x slot (its title, number or date) and write every plot\'s value(s) beside it.' -r -f
complete -c chart -n '__chart_subcommand_is discrete' -l 'colors' -d 'Plot colours, comma-separated: #RRGGBB, #RGB or names.' -r -f
complete -c chart -n '__chart_subcommand_is discrete' -l 'x-label' -d 'x axis title (default: the x column\'s name; \'\' for none).' -r -f
complete -c chart -n '__chart_subcommand_is discrete' -l 'y-label' -d 'Value axis title (default: the series name when there is one, the value column\'s with --series; \'\' for none).' -r -f
complete -c chart -n '__chart_subcommand_is discrete' -l 'x-format' -d 'x label format: number (plain), number:N, thousands, si, percent, currency:CODE, date:FORMAT; default: plain, thousands grouped from five digits.' -r -f
complete -c chart -n '__chart_subcommand_is discrete' -l 'y-format' -d 'Value label format (as --x-format).' -r -f
complete -c chart -n '__chart_subcommand_is discrete' -l 'x-label-every' -d 'Label only every Nth x tick.' -r -f
complete -c chart -n '__chart_subcommand_is discrete' -l 'y-min' -d 'Fixed lower end of the value axis.' -r -f
complete -c chart -n '__chart_subcommand_is discrete' -l 'y-max' -d 'Fixed upper end of the value axis.' -r -f
complete -c chart -n '__chart_subcommand_is discrete' -l 'y-range' -d 'shared: one value axis range for all pages; page: each page fits its data.' -r -f -k -a 'shared page'
complete -c chart -n '__chart_subcommand_is discrete' -l 'y-log' -d 'Log value axis: powers of ten, 1 10 100 1k …; every value must be above 0 unless --y-min cuts it off.'
complete -c chart -n '__chart_subcommand_is discrete' -l 'y-axis' -d 'Side of the value axis: left or right.' -r -f -k -a 'left right'
complete -c chart -n '__chart_subcommand_is discrete' -l 'hline' -d 'Horizontal reference line at this value (repeatable).' -r -f
complete -c chart -n '__chart_subcommand_is discrete' -l 'grid' -d 'Draw grid lines at the ticks.'
complete -c chart -n '__chart_subcommand_is discrete' -l 'legend' -d 'Legend position when there are several series: top (default; moves right when crowded, with a warning when asked for), right, bottom or none.' -r -f -k -a 'top right bottom none'
complete -c chart -n '__chart_subcommand_is discrete' -l 'vline' -d 'Vertical reference line at this x: a number, ISO date or category (repeatable).' -r -f
complete -c chart -n '__chart_subcommand_is discrete' -l 'page-size' -d 'Points (or categories) per page.' -r -f
complete -c chart -n '__chart_subcommand_is discrete' -l 'pages' -d 'Cut the data into K near-equal pages.' -r -f
complete -c chart -n '__chart_subcommand_is discrete' -l 'page' -d 'Page(s) to render: P, A-B or all (default: all when writing files, 1 for -o -). A chart of several pages names every page NAME-005.png, whichever are rendered.' -r -f
complete -c chart -n '__chart_subcommand_is discrete' -l 'prune' -d 'Remove numbered pages of -o left by an earlier, longer run (NAME-006.png … past this chart\'s last page) once the pages are written; with --page only in the run that renders the last page.'
complete -c chart -n '__chart_subcommand_is discrete' -l 'output' -s 'o' -d 'Output PNG, SVG, PDF or text (.txt) (missing folders are made); \'-\' for standard output; several pages become NAME-001.png … or follow a %03d pattern (%% is a literal %). Default: standard output: a text chart on a terminal, else a PNG.' -r -f -a '(__chart_files_with_extensions png svg pdf txt)'
complete -c chart -n '__chart_subcommand_is discrete' -l 'plan' -d 'Print what would be rendered (pages, windows, ticks, outputs) as JSON; render nothing.'
complete -c chart -n '__chart_subcommand_is discrete' -l 'emit-script' -d 'Print the gnuplot program, which writes the -o files when gnuplot runs it; render nothing.'
complete -c chart -n '__chart_subcommand_is discrete' -l 'format-out' -d 'Output format: png, svg, pdf or text (Unicode, drawn without gnuplot) (default: from the output\'s extension, else text on a terminal, else png).' -r -f -k -a 'png svg pdf text'
complete -c chart -n '__chart_subcommand_is discrete' -l 'color' -d 'Colour in text charts: auto (on a terminal, unless NO_COLOR is set), always or never.' -r -f -k -a 'auto always never'
complete -c chart -n '__chart_subcommand_is discrete' -l 'show' -d 'Also show the chart here: inline on terminals that show images (kitty, iTerm2, WezTerm, VS Code, sixel; CHART_SHOW=kitty|iterm|sixel|text overrides), else as a text chart.'
complete -c chart -n '__chart_subcommand_is discrete' -l 'gnuplot' -d 'gnuplot executable (default: $GNUPLOT, then PATH).' -r -F
complete -c chart -n '__chart_subcommand_is discrete' -l 'timeout' -d 'Stop (exit 70) when gnuplot\'s drawing takes longer than this many seconds (default: 60); when given, also when reading and laying out the data does.' -r -f
complete -c chart -n '__chart_subcommand_is discrete' -l 'jobs' -d 'gnuplot processes sharing a long batch of pages (default: 2 on a machine with two or more cores).' -r -f
complete -c chart -n '__chart_subcommand_is discrete' -l 'progress' -d 'Progress line on stderr while pages render: auto (on a terminal, for several pages), always or never.' -r -f -k -a 'auto always never'
complete -c chart -n '__chart_subcommand_is discrete' -l 'quiet' -s 'q' -d 'Do not print warnings.'
complete -c chart -n '__chart_subcommand_is discrete' -l 'version' -d 'Show the version.'
complete -c chart -n '__chart_subcommand_is discrete' -s 'h' -l 'help' -d 'Show help information.'

complete -c chart -n '__chart_wants_positional hist 1 --format --separator --max-input-size --max-rows --y --series --facet --facet-scale --facet-cols --facet-sort --size --title --theme --font --font-size --scale --palette --bins --bin-width --range --mark --x-label --y-label --x-format --y-format --x-label-every --y-min --y-max --y-range --y-scale --y-axis --hline --legend --page --output -o --format-out --color --gnuplot --timeout --jobs --progress' -F
complete -c chart -n '__chart_subcommand_is hist' -l 'format' -d 'Input format: csv, tsv, whitespace, json or ndjson (default: by extension, else sniffed).' -r -f -k -a 'csv tsv whitespace json ndjson'
complete -c chart -n '__chart_subcommand_is hist' -l 'separator' -d 'Field separator of delimited text: \',\', \';\', tab, \'|\' or another punctuation character (default: tab for .tsv, else \',\' or \';\' as the first lines show).' -r -f
complete -c chart -n '__chart_subcommand_is hist' -l 'decimal-comma' -d 'Numbers use a decimal comma and \'.\' groups thousands (1.234,5 is 1234.5), as spreadsheet exports in much of Europe write them.'
complete -c chart -n '__chart_subcommand_is hist' -l 'header' -d 'Whether the first row is a header (default: sniffed).'
complete -c chart -n '__chart_subcommand_is hist' -l 'no-header' -d 'Whether the first row is a header (default: sniffed).'
complete -c chart -n '__chart_subcommand_is hist' -l 'max-input-size' -d 'Refuse input larger than this (e.g. 500M, 4G; default 2G).' -r -f
complete -c chart -n '__chart_subcommand_is hist' -l 'max-rows' -d 'Refuse input with more data rows than this (default: no limit).' -r -f
complete -c chart -n '__chart_subcommand_is hist' -l 'y' -d 'Value columns (series), comma-separated, by name or 1-based index (default: every numeric column).' -r -f
complete -c chart -n '__chart_subcommand_is hist' -l 'series' -d 'Long (tidy) data: one series per distinct value of this column, values from --y (one column) or the first numeric column.' -r -f
complete -c chart -n '__chart_subcommand_is hist' -l 'facet' -d 'Small multiples: one panel per distinct value of this column, in a grid on one image.' -r -f
complete -c chart -n '__chart_subcommand_is hist' -l 'facet-scale' -d 'Which ranges the panels share: shared (default), free, free-x or free-y (each panel its own).' -r -f -k -a 'shared free free-x free-y'
complete -c chart -n '__chart_subcommand_is hist' -l 'facet-cols' -d 'Panels per row (default: as square as the image allows).' -r -f
complete -c chart -n '__chart_subcommand_is hist' -l 'facet-sort' -d 'Panel order: appearance (default, as first met), name, or total (largest sum of values first).' -r -f -k -a 'appearance name total'
complete -c chart -n '__chart_subcommand_is hist' -l 'size' -d 'Image size in pixels (default: 800x500; dense bars written to a file grow until every category name fits, up to 4x or 4000 px); for text charts, columns x rows (default on a terminal: its width x its rows less 2, at least 12, for the command line and the prompt; else 80x24).' -r -f
complete -c chart -n '__chart_subcommand_is hist' -l 'title' -d 'Chart title.' -r -f
complete -c chart -n '__chart_subcommand_is hist' -l 'theme' -d 'Colours, series styles and font: light, dark, print (greys, hatching, dashes and markers), a NAME for NAME.theme in ~/.config/chart/themes/ (or $XDG_CONFIG_HOME/chart/themes/, or PREFIX/share/chart/themes/ beside the binary), or the path of a theme file.' -r -f -a '(__chart_custom_completion ---completion hist -- --theme (count (commandline -opc)) (string length -- (commandline -ct)))'
complete -c chart -n '__chart_subcommand_is hist' -l 'font' -d 'Font family, as fontconfig names it (default: the theme\'s, DejaVu Sans). Layout measures text as DejaVu Sans.' -r -f
complete -c chart -n '__chart_subcommand_is hist' -l 'font-size' -d 'Font size in points (default: the theme\'s, 10).' -r -f
complete -c chart -n '__chart_subcommand_is hist' -l 'scale' -d 'PNG pixel density: 2 or 3 for high-DPI screens (the same chart, each pixel 2x2 or 3x3); the PNG can be at most 10000x10000 px.' -r -f
complete -c chart -n '__chart_subcommand_is hist' -l 'palette' -d 'Series colours (default: the theme\'s).' -r -f -k -a 'okabe-ito tableau10 viridis'
complete -c chart -n '__chart_subcommand_is hist' -l 'bins' -d 'About N bins over the range, at a nice width (default: the narrower of Freedman–Diaconis and Sturges, never fewer bins than Sturges; whole numbers one bin each).' -r -f
complete -c chart -n '__chart_subcommand_is hist' -l 'bin-width' -d 'Bin width; edges fall on its multiples. Dates and times: a calendar duration (30s, 15min, 1h, 1d, 1w, 1mo, 1q, 1y).' -r -f
complete -c chart -n '__chart_subcommand_is hist' -l 'range' -d 'Bin only values from A to B (others are counted as outside); dates for dates (2024-01-01:2024-02-01).' -r -f
complete -c chart -n '__chart_subcommand_is hist' -l 'density' -d 'Bar heights as density: the bars\' area is 1 (with --cumulative: the share at or below each bin).'
complete -c chart -n '__chart_subcommand_is hist' -l 'percent' -d 'Bar heights as a percentage of the series\' values.'
complete -c chart -n '__chart_subcommand_is hist' -l 'cumulative' -d 'Each bar counts its bin and every bin before it.'
complete -c chart -n '__chart_subcommand_is hist' -l 'x-log' -d 'Log x axis with log-spaced bins (for values spanning decades); every value must be above 0.'
complete -c chart -n '__chart_subcommand_is hist' -l 'stacked' -d 'Stack several series instead of overlaying them; not with --y-log, where segment lengths mean nothing.'
complete -c chart -n '__chart_subcommand_is hist' -l 'mark' -d 'Mark statistics with labelled vertical lines, comma-separated: pNN (percentile, 0<NN<100, e.g. p99.9) or mean.' -r -f
complete -c chart -n '__chart_subcommand_is hist' -l 'x-label' -d 'x axis title (default: the x column\'s name; \'\' for none).' -r -f
complete -c chart -n '__chart_subcommand_is hist' -l 'y-label' -d 'Value axis title (default: the series name when there is one, the value column\'s with --series; \'\' for none).' -r -f
complete -c chart -n '__chart_subcommand_is hist' -l 'x-format' -d 'x label format: number (plain), number:N, thousands, si, percent, currency:CODE, date:FORMAT; default: plain, thousands grouped from five digits.' -r -f
complete -c chart -n '__chart_subcommand_is hist' -l 'y-format' -d 'Value label format (as --x-format).' -r -f
complete -c chart -n '__chart_subcommand_is hist' -l 'x-label-every' -d 'Label only every Nth x tick.' -r -f
complete -c chart -n '__chart_subcommand_is hist' -l 'y-min' -d 'Fixed lower end of the value axis.' -r -f
complete -c chart -n '__chart_subcommand_is hist' -l 'y-max' -d 'Fixed upper end of the value axis.' -r -f
complete -c chart -n '__chart_subcommand_is hist' -l 'y-range' -d 'shared: one value axis range for all pages; page: each page fits its data.' -r -f -k -a 'shared page'
complete -c chart -n '__chart_subcommand_is hist' -l 'y-log' -d 'Log value axis: powers of ten, 1 10 100 1k …; every value must be above 0 unless --y-min cuts it off.'
complete -c chart -n '__chart_subcommand_is hist' -l 'y-axis' -d 'Side of the value axis: left or right.' -r -f -k -a 'left right'
complete -c chart -n '__chart_subcommand_is hist' -l 'hline' -d 'Horizontal reference line at this value (repeatable).' -r -f
complete -c chart -n '__chart_subcommand_is hist' -l 'grid' -d 'Draw grid lines at the ticks.'
complete -c chart -n '__chart_subcommand_is hist' -l 'legend' -d 'Legend position when there are several series: top (default; moves right when crowded, with a warning when asked for), right, bottom or none.' -r -f -k -a 'top right bottom none'
complete -c chart -n '__chart_subcommand_is hist' -l 'page' -d 'Page(s) to render: P, A-B or all (default: all when writing files, 1 for -o -). A chart of several pages names every page NAME-005.png, whichever are rendered.' -r -f
complete -c chart -n '__chart_subcommand_is hist' -l 'prune' -d 'Remove numbered pages of -o left by an earlier, longer run (NAME-006.png … past this chart\'s last page) once the pages are written; with --page only in the run that renders the last page.'
complete -c chart -n '__chart_subcommand_is hist' -l 'output' -s 'o' -d 'Output PNG, SVG, PDF or text (.txt) (missing folders are made); \'-\' for standard output; several pages become NAME-001.png … or follow a %03d pattern (%% is a literal %). Default: standard output: a text chart on a terminal, else a PNG.' -r -f -a '(__chart_files_with_extensions png svg pdf txt)'
complete -c chart -n '__chart_subcommand_is hist' -l 'plan' -d 'Print what would be rendered (pages, windows, ticks, outputs) as JSON; render nothing.'
complete -c chart -n '__chart_subcommand_is hist' -l 'emit-script' -d 'Print the gnuplot program, which writes the -o files when gnuplot runs it; render nothing.'
complete -c chart -n '__chart_subcommand_is hist' -l 'format-out' -d 'Output format: png, svg, pdf or text (Unicode, drawn without gnuplot) (default: from the output\'s extension, else text on a terminal, else png).' -r -f -k -a 'png svg pdf text'
complete -c chart -n '__chart_subcommand_is hist' -l 'color' -d 'Colour in text charts: auto (on a terminal, unless NO_COLOR is set), always or never.' -r -f -k -a 'auto always never'
complete -c chart -n '__chart_subcommand_is hist' -l 'show' -d 'Also show the chart here: inline on terminals that show images (kitty, iTerm2, WezTerm, VS Code, sixel; CHART_SHOW=kitty|iterm|sixel|text overrides), else as a text chart.'
complete -c chart -n '__chart_subcommand_is hist' -l 'gnuplot' -d 'gnuplot executable (default: $GNUPLOT, then PATH).' -r -F
complete -c chart -n '__chart_subcommand_is hist' -l 'timeout' -d 'Stop (exit 70) when gnuplot\'s drawing takes longer than this many seconds (default: 60); when given, also when reading and laying out the data does.' -r -f
complete -c chart -n '__chart_subcommand_is hist' -l 'jobs' -d 'gnuplot processes sharing a long batch of pages (default: 2 on a machine with two or more cores).' -r -f
complete -c chart -n '__chart_subcommand_is hist' -l 'progress' -d 'Progress line on stderr while pages render: auto (on a terminal, for several pages), always or never.' -r -f -k -a 'auto always never'
complete -c chart -n '__chart_subcommand_is hist' -l 'quiet' -s 'q' -d 'Do not print warnings.'
complete -c chart -n '__chart_subcommand_is hist' -l 'version' -d 'Show the version.'
complete -c chart -n '__chart_subcommand_is hist' -s 'h' -l 'help' -d 'Show help information.'

complete -c chart -n '__chart_wants_positional scatter 1 --format --separator --max-input-size --max-rows --x --y --x-type --x-date-format --series --facet --facet-scale --facet-cols --facet-sort --size --title --theme --font --font-size --scale --palette --marker-size --fit --size-by --x-label --y-label --x-format --y-format --x-label-every --y-min --y-max --y-range --y-scale --y-axis --hline --legend --page --output -o --format-out --color --gnuplot --timeout --jobs --progress' -F
complete -c chart -n '__chart_subcommand_is scatter' -l 'format' -d 'Input format: csv, tsv, whitespace, json or ndjson (default: by extension, else sniffed).' -r -f -k -a 'csv tsv whitespace json ndjson'
complete -c chart -n '__chart_subcommand_is scatter' -l 'separator' -d 'Field separator of delimited text: \',\', \';\', tab, \'|\' or another punctuation character (default: tab for .tsv, else \',\' or \';\' as the first lines show).' -r -f
complete -c chart -n '__chart_subcommand_is scatter' -l 'decimal-comma' -d 'Numbers use a decimal comma and \'.\' groups thousands (1.234,5 is 1234.5), as spreadsheet exports in much of Europe write them.'
complete -c chart -n '__chart_subcommand_is scatter' -l 'header' -d 'Whether the first row is a header (default: sniffed).'
complete -c chart -n '__chart_subcommand_is scatter' -l 'no-header' -d 'Whether the first row is a header (default: sniffed).'
complete -c chart -n '__chart_subcommand_is scatter' -l 'max-input-size' -d 'Refuse input larger than this (e.g. 500M, 4G; default 2G).' -r -f
complete -c chart -n '__chart_subcommand_is scatter' -l 'max-rows' -d 'Refuse input with more data rows than this (default: no limit).' -r -f
complete -c chart -n '__chart_subcommand_is scatter' -l 'x' -d 'x column, by name or 1-based index (default: the first column).' -r -f
complete -c chart -n '__chart_subcommand_is scatter' -l 'y' -d 'Series columns, comma-separated, by name or 1-based index (default: every numeric column after x).' -r -f
complete -c chart -n '__chart_subcommand_is scatter' -l 'x-type' -d 'How to read x: auto, number, time, epoch (seconds since 1970) or category.' -r -f -k -a 'auto number time epoch category'
complete -c chart -n '__chart_subcommand_is scatter' -l 'x-date-format' -d 'The form of the x dates, e.g. \'%d/%m/%Y\' (directives %Y %y %m %d %e %H %I %p %M %S %b %B); x is then a time axis.' -r -f
complete -c chart -n '__chart_subcommand_is scatter' -l 'series' -d 'Long (tidy) data: one series per distinct value of this column, values from --y (one column) or the first numeric column.' -r -f
complete -c chart -n '__chart_subcommand_is scatter' -l 'facet' -d 'Small multiples: one panel per distinct value of this column, in a grid on one image.' -r -f
complete -c chart -n '__chart_subcommand_is scatter' -l 'facet-scale' -d 'Which ranges the panels share: shared (default), free, free-x or free-y (each panel its own).' -r -f -k -a 'shared free free-x free-y'
complete -c chart -n '__chart_subcommand_is scatter' -l 'facet-cols' -d 'Panels per row (default: as square as the image allows).' -r -f
complete -c chart -n '__chart_subcommand_is scatter' -l 'facet-sort' -d 'Panel order: appearance (default, as first met), name, or total (largest sum of values first).' -r -f -k -a 'appearance name total'
complete -c chart -n '__chart_subcommand_is scatter' -l 'size' -d 'Image size in pixels (default: 800x500; dense bars written to a file grow until every category name fits, up to 4x or 4000 px); for text charts, columns x rows (default on a terminal: its width x its rows less 2, at least 12, for the command line and the prompt; else 80x24).' -r -f
complete -c chart -n '__chart_subcommand_is scatter' -l 'title' -d 'Chart title.' -r -f
complete -c chart -n '__chart_subcommand_is scatter' -l 'theme' -d 'Colours, series styles and font: light, dark, print (greys, hatching, dashes and markers), a NAME for NAME.theme in ~/.config/chart/themes/ (or $XDG_CONFIG_HOME/chart/themes/, or PREFIX/share/chart/themes/ beside the binary), or the path of a theme file.' -r -f -a '(__chart_custom_completion ---completion scatter -- --theme (count (commandline -opc)) (string length -- (commandline -ct)))'
complete -c chart -n '__chart_subcommand_is scatter' -l 'font' -d 'Font family, as fontconfig names it (default: the theme\'s, DejaVu Sans). Layout measures text as DejaVu Sans.' -r -f
complete -c chart -n '__chart_subcommand_is scatter' -l 'font-size' -d 'Font size in points (default: the theme\'s, 10).' -r -f
complete -c chart -n '__chart_subcommand_is scatter' -l 'scale' -d 'PNG pixel density: 2 or 3 for high-DPI screens (the same chart, each pixel 2x2 or 3x3); the PNG can be at most 10000x10000 px.' -r -f
complete -c chart -n '__chart_subcommand_is scatter' -l 'palette' -d 'Series colours (default: the theme\'s).' -r -f -k -a 'okabe-ito tableau10 viridis'
complete -c chart -n '__chart_subcommand_is scatter' -l 'marker-size' -d 'Marker size (1: 7 px across; at least 0.6, at most 10).' -r -f
complete -c chart -n '__chart_subcommand_is scatter' -l 'x-log' -d 'Log x axis (numeric x only): powers of ten; every x must be above 0.'
complete -c chart -n '__chart_subcommand_is scatter' -l 'fit' -d 'Fit a line through each series: linear (least squares; its equation and r² in the legend). On log axes it is fitted in logs: a power law y = a·x^b on log-log axes.' -r -f -k -a 'linear'
complete -c chart -n '__chart_subcommand_is scatter' -l 'density' -d 'Draw points per pixel as a density image with a colour bar (default: when points outnumber a quarter of the plot\'s pixels); --no-density always draws markers.'
complete -c chart -n '__chart_subcommand_is scatter' -l 'no-density' -d 'Draw points per pixel as a density image with a colour bar (default: when points outnumber a quarter of the plot\'s pixels); --no-density always draws markers.'
complete -c chart -n '__chart_subcommand_is scatter' -l 'size-by' -d 'Bubble size from a numeric column (at or above 0): area proportional to the value, with a size legend; not with --density.' -r -f
complete -c chart -n '__chart_subcommand_is scatter' -l 'x-label' -d 'x axis title (default: the x column\'s name; \'\' for none).' -r -f
complete -c chart -n '__chart_subcommand_is scatter' -l 'y-label' -d 'Value axis title (default: the series name when there is one, the value column\'s with --series; \'\' for none).' -r -f
complete -c chart -n '__chart_subcommand_is scatter' -l 'x-format' -d 'x label format: number (plain), number:N, thousands, si, percent, currency:CODE, date:FORMAT; default: plain, thousands grouped from five digits.' -r -f
complete -c chart -n '__chart_subcommand_is scatter' -l 'y-format' -d 'Value label format (as --x-format).' -r -f
complete -c chart -n '__chart_subcommand_is scatter' -l 'x-label-every' -d 'Label only every Nth x tick.' -r -f
complete -c chart -n '__chart_subcommand_is scatter' -l 'y-min' -d 'Fixed lower end of the value axis.' -r -f
complete -c chart -n '__chart_subcommand_is scatter' -l 'y-max' -d 'Fixed upper end of the value axis.' -r -f
complete -c chart -n '__chart_subcommand_is scatter' -l 'y-range' -d 'shared: one value axis range for all pages; page: each page fits its data.' -r -f -k -a 'shared page'
complete -c chart -n '__chart_subcommand_is scatter' -l 'y-log' -d 'Log value axis: powers of ten, 1 10 100 1k …; every value must be above 0 unless --y-min cuts it off.'
complete -c chart -n '__chart_subcommand_is scatter' -l 'y-axis' -d 'Side of the value axis: left or right.' -r -f -k -a 'left right'
complete -c chart -n '__chart_subcommand_is scatter' -l 'hline' -d 'Horizontal reference line at this value (repeatable).' -r -f
complete -c chart -n '__chart_subcommand_is scatter' -l 'grid' -d 'Draw grid lines at the ticks.'
complete -c chart -n '__chart_subcommand_is scatter' -l 'legend' -d 'Legend position when there are several series: top (default; moves right when crowded, with a warning when asked for), right, bottom or none.' -r -f -k -a 'top right bottom none'
complete -c chart -n '__chart_subcommand_is scatter' -l 'page' -d 'Page(s) to render: P, A-B or all (default: all when writing files, 1 for -o -). A chart of several pages names every page NAME-005.png, whichever are rendered.' -r -f
complete -c chart -n '__chart_subcommand_is scatter' -l 'prune' -d 'Remove numbered pages of -o left by an earlier, longer run (NAME-006.png … past this chart\'s last page) once the pages are written; with --page only in the run that renders the last page.'
complete -c chart -n '__chart_subcommand_is scatter' -l 'output' -s 'o' -d 'Output PNG, SVG, PDF or text (.txt) (missing folders are made); \'-\' for standard output; several pages become NAME-001.png … or follow a %03d pattern (%% is a literal %). Default: standard output: a text chart on a terminal, else a PNG.' -r -f -a '(__chart_files_with_extensions png svg pdf txt)'
complete -c chart -n '__chart_subcommand_is scatter' -l 'plan' -d 'Print what would be rendered (pages, windows, ticks, outputs) as JSON; render nothing.'
complete -c chart -n '__chart_subcommand_is scatter' -l 'emit-script' -d 'Print the gnuplot program, which writes the -o files when gnuplot runs it; render nothing.'
complete -c chart -n '__chart_subcommand_is scatter' -l 'format-out' -d 'Output format: png, svg, pdf or text (Unicode, drawn without gnuplot) (default: from the output\'s extension, else text on a terminal, else png).' -r -f -k -a 'png svg pdf text'
complete -c chart -n '__chart_subcommand_is scatter' -l 'color' -d 'Colour in text charts: auto (on a terminal, unless NO_COLOR is set), always or never.' -r -f -k -a 'auto always never'
complete -c chart -n '__chart_subcommand_is scatter' -l 'show' -d 'Also show the chart here: inline on terminals that show images (kitty, iTerm2, WezTerm, VS Code, sixel; CHART_SHOW=kitty|iterm|sixel|text overrides), else as a text chart.'
complete -c chart -n '__chart_subcommand_is scatter' -l 'gnuplot' -d 'gnuplot executable (default: $GNUPLOT, then PATH).' -r -F
complete -c chart -n '__chart_subcommand_is scatter' -l 'timeout' -d 'Stop (exit 70) when gnuplot\'s drawing takes longer than this many seconds (default: 60); when given, also when reading and laying out the data does.' -r -f
complete -c chart -n '__chart_subcommand_is scatter' -l 'jobs' -d 'gnuplot processes sharing a long batch of pages (default: 2 on a machine with two or more cores).' -r -f
complete -c chart -n '__chart_subcommand_is scatter' -l 'progress' -d 'Progress line on stderr while pages render: auto (on a terminal, for several pages), always or never.' -r -f -k -a 'auto always never'
complete -c chart -n '__chart_subcommand_is scatter' -l 'quiet' -s 'q' -d 'Do not print warnings.'
complete -c chart -n '__chart_subcommand_is scatter' -l 'version' -d 'Show the version.'
complete -c chart -n '__chart_subcommand_is scatter' -s 'h' -l 'help' -d 'Show help information.'

complete -c chart -n '__chart_wants_positional area 1 --format --separator --max-input-size --max-rows --x --y --x-type --x-date-format --series --facet --facet-scale --facet-cols --facet-sort --size --title --theme --font --font-size --scale --palette --line-width --x-label --y-label --x-format --y-format --x-label-every --y-min --y-max --y-range --y-scale --y-axis --hline --legend --vline --page-size --pages --page --output -o --format-out --color --gnuplot --timeout --jobs --progress --refresh --window' -F
complete -c chart -n '__chart_subcommand_is area' -l 'format' -d 'Input format: csv, tsv, whitespace, json or ndjson (default: by extension, else sniffed).' -r -f -k -a 'csv tsv whitespace json ndjson'
complete -c chart -n '__chart_subcommand_is area' -l 'separator' -d 'Field separator of delimited text: \',\', \';\', tab, \'|\' or another punctuation character (default: tab for .tsv, else \',\' or \';\' as the first lines show).' -r -f
complete -c chart -n '__chart_subcommand_is area' -l 'decimal-comma' -d 'Numbers use a decimal comma and \'.\' groups thousands (1.234,5 is 1234.5), as spreadsheet exports in much of Europe write them.'
complete -c chart -n '__chart_subcommand_is area' -l 'header' -d 'Whether the first row is a header (default: sniffed).'
complete -c chart -n '__chart_subcommand_is area' -l 'no-header' -d 'Whether the first row is a header (default: sniffed).'
complete -c chart -n '__chart_subcommand_is area' -l 'max-input-size' -d 'Refuse input larger than this (e.g. 500M, 4G; default 2G).' -r -f
complete -c chart -n '__chart_subcommand_is area' -l 'max-rows' -d 'Refuse input with more data rows than this (default: no limit).' -r -f
complete -c chart -n '__chart_subcommand_is area' -l 'x' -d 'x column, by name or 1-based index (default: the first column).' -r -f
complete -c chart -n '__chart_subcommand_is area' -l 'y' -d 'Series columns, comma-separated, by name or 1-based index (default: every numeric column after x).' -r -f
complete -c chart -n '__chart_subcommand_is area' -l 'x-type' -d 'How to read x: auto, number, time, epoch (seconds since 1970) or category.' -r -f -k -a 'auto number time epoch category'
complete -c chart -n '__chart_subcommand_is area' -l 'x-date-format' -d 'The form of the x dates, e.g. \'%d/%m/%Y\' (directives %Y %y %m %d %e %H %I %p %M %S %b %B); x is then a time axis.' -r -f
complete -c chart -n '__chart_subcommand_is area' -l 'series' -d 'Long (tidy) data: one series per distinct value of this column, values from --y (one column) or the first numeric column.' -r -f
complete -c chart -n '__chart_subcommand_is area' -l 'facet' -d 'Small multiples: one panel per distinct value of this column, in a grid on one image.' -r -f
complete -c chart -n '__chart_subcommand_is area' -l 'facet-scale' -d 'Which ranges the panels share: shared (default), free, free-x or free-y (each panel its own).' -r -f -k -a 'shared free free-x free-y'
complete -c chart -n '__chart_subcommand_is area' -l 'facet-cols' -d 'Panels per row (default: as square as the image allows).' -r -f
complete -c chart -n '__chart_subcommand_is area' -l 'facet-sort' -d 'Panel order: appearance (default, as first met), name, or total (largest sum of values first).' -r -f -k -a 'appearance name total'
complete -c chart -n '__chart_subcommand_is area' -l 'size' -d 'Image size in pixels (default: 800x500; dense bars written to a file grow until every category name fits, up to 4x or 4000 px); for text charts, columns x rows (default on a terminal: its width x its rows less 2, at least 12, for the command line and the prompt; else 80x24).' -r -f
complete -c chart -n '__chart_subcommand_is area' -l 'title' -d 'Chart title.' -r -f
complete -c chart -n '__chart_subcommand_is area' -l 'theme' -d 'Colours, series styles and font: light, dark, print (greys, hatching, dashes and markers), a NAME for NAME.theme in ~/.config/chart/themes/ (or $XDG_CONFIG_HOME/chart/themes/, or PREFIX/share/chart/themes/ beside the binary), or the path of a theme file.' -r -f -a '(__chart_custom_completion ---completion area -- --theme (count (commandline -opc)) (string length -- (commandline -ct)))'
complete -c chart -n '__chart_subcommand_is area' -l 'font' -d 'Font family, as fontconfig names it (default: the theme\'s, DejaVu Sans). Layout measures text as DejaVu Sans.' -r -f
complete -c chart -n '__chart_subcommand_is area' -l 'font-size' -d 'Font size in points (default: the theme\'s, 10).' -r -f
complete -c chart -n '__chart_subcommand_is area' -l 'scale' -d 'PNG pixel density: 2 or 3 for high-DPI screens (the same chart, each pixel 2x2 or 3x3); the PNG can be at most 10000x10000 px.' -r -f
complete -c chart -n '__chart_subcommand_is area' -l 'palette' -d 'Series colours (default: the theme\'s).' -r -f -k -a 'okabe-ito tableau10 viridis'
complete -c chart -n '__chart_subcommand_is area' -l 'stacked' -d 'Stack the series in input order (the legend lists them top first); values at or above 0, not with --y-log.'
complete -c chart -n '__chart_subcommand_is area' -l 'percent' -d 'Stack each row\'s shares of its total on a 0–100 % axis, not with --y-log; a row whose total is 0 is left out, with a warning.'
complete -c chart -n '__chart_subcommand_is area' -l 'line-width' -d 'Outline width in pixels (default: the theme\'s, 2).' -r -f
complete -c chart -n '__chart_subcommand_is area' -l 'decimate' -d 'Send gnuplot only the points that draw the same pixels (M4, as chart line); --no-decimate sends every point.'
complete -c chart -n '__chart_subcommand_is area' -l 'no-decimate' -d 'Send gnuplot only the points that draw the same pixels (M4, as chart line); --no-decimate sends every point.'
complete -c chart -n '__chart_subcommand_is area' -l 'x-label' -d 'x axis title (default: the x column\'s name; \'\' for none).' -r -f
complete -c chart -n '__chart_subcommand_is area' -l 'y-label' -d 'Value axis title (default: the series name when there is one, the value column\'s with --series; \'\' for none).' -r -f
complete -c chart -n '__chart_subcommand_is area' -l 'x-format' -d 'x label format: number (plain), number:N, thousands, si, percent, currency:CODE, date:FORMAT; default: plain, thousands grouped from five digits.' -r -f
complete -c chart -n '__chart_subcommand_is area' -l 'y-format' -d 'Value label format (as --x-format).' -r -f
complete -c chart -n '__chart_subcommand_is area' -l 'x-label-every' -d 'Label only every Nth x tick.' -r -f
complete -c chart -n '__chart_subcommand_is area' -l 'y-min' -d 'Fixed lower end of the value axis.' -r -f
complete -c chart -n '__chart_subcommand_is area' -l 'y-max' -d 'Fixed upper end of the value axis.' -r -f
complete -c chart -n '__chart_subcommand_is area' -l 'y-range' -d 'shared: one value axis range for all pages; page: each page fits its data.' -r -f -k -a 'shared page'
complete -c chart -n '__chart_subcommand_is area' -l 'y-log' -d 'Log value axis: powers of ten, 1 10 100 1k …; every value must be above 0 unless --y-min cuts it off.'
complete -c chart -n '__chart_subcommand_is area' -l 'y-axis' -d 'Side of the value axis: left or right.' -r -f -k -a 'left right'
complete -c chart -n '__chart_subcommand_is area' -l 'hline' -d 'Horizontal reference line at this value (repeatable).' -r -f
complete -c chart -n '__chart_subcommand_is area' -l 'grid' -d 'Draw grid lines at the ticks.'
complete -c chart -n '__chart_subcommand_is area' -l 'legend' -d 'Legend position when there are several series: top (default; moves right when crowded, with a warning when asked for), right, bottom or none.' -r -f -k -a 'top right bottom none'
complete -c chart -n '__chart_subcommand_is area' -l 'vline' -d 'Vertical reference line at this x: a number, ISO date or category (repeatable).' -r -f
complete -c chart -n '__chart_subcommand_is area' -l 'page-size' -d 'Points (or categories) per page.' -r -f
complete -c chart -n '__chart_subcommand_is area' -l 'pages' -d 'Cut the data into K near-equal pages.' -r -f
complete -c chart -n '__chart_subcommand_is area' -l 'page' -d 'Page(s) to render: P, A-B or all (default: all when writing files, 1 for -o -). A chart of several pages names every page NAME-005.png, whichever are rendered.' -r -f
complete -c chart -n '__chart_subcommand_is area' -l 'prune' -d 'Remove numbered pages of -o left by an earlier, longer run (NAME-006.png … past this chart\'s last page) once the pages are written; with --page only in the run that renders the last page.'
complete -c chart -n '__chart_subcommand_is area' -l 'output' -s 'o' -d 'Output PNG, SVG, PDF or text (.txt) (missing folders are made); \'-\' for standard output; several pages become NAME-001.png … or follow a %03d pattern (%% is a literal %). Default: standard output: a text chart on a terminal, else a PNG.' -r -f -a '(__chart_files_with_extensions png svg pdf txt)'
complete -c chart -n '__chart_subcommand_is area' -l 'plan' -d 'Print what would be rendered (pages, windows, ticks, outputs) as JSON; render nothing.'
complete -c chart -n '__chart_subcommand_is area' -l 'emit-script' -d 'Print the gnuplot program, which writes the -o files when gnuplot runs it; render nothing.'
complete -c chart -n '__chart_subcommand_is area' -l 'format-out' -d 'Output format: png, svg, pdf or text (Unicode, drawn without gnuplot) (default: from the output\'s extension, else text on a terminal, else png).' -r -f -k -a 'png svg pdf text'
complete -c chart -n '__chart_subcommand_is area' -l 'color' -d 'Colour in text charts: auto (on a terminal, unless NO_COLOR is set), always or never.' -r -f -k -a 'auto always never'
complete -c chart -n '__chart_subcommand_is area' -l 'show' -d 'Also show the chart here: inline on terminals that show images (kitty, iTerm2, WezTerm, VS Code, sixel; CHART_SHOW=kitty|iterm|sixel|text overrides), else as a text chart.'
complete -c chart -n '__chart_subcommand_is area' -l 'gnuplot' -d 'gnuplot executable (default: $GNUPLOT, then PATH).' -r -F
complete -c chart -n '__chart_subcommand_is area' -l 'timeout' -d 'Stop (exit 70) when gnuplot\'s drawing takes longer than this many seconds (default: 60); when given, also when reading and laying out the data does.' -r -f
complete -c chart -n '__chart_subcommand_is area' -l 'jobs' -d 'gnuplot processes sharing a long batch of pages (default: 2 on a machine with two or more cores).' -r -f
complete -c chart -n '__chart_subcommand_is area' -l 'progress' -d 'Progress line on stderr while pages render: auto (on a terminal, for several pages), always or never.' -r -f -k -a 'auto always never'
complete -c chart -n '__chart_subcommand_is area' -l 'quiet' -s 'q' -d 'Do not print warnings.'
complete -c chart -n '__chart_subcommand_is area' -l 'follow' -d 'Draw while the input arrives (a pipe that stays open): with --page-size, write NAME-001.png, NAME-002.png and so on as each page fills and re-draw the current page every --refresh seconds; every page is finished at the end of the input. Each page fits its own value axis. Needs -o FILE.'
complete -c chart -n '__chart_subcommand_is area' -l 'refresh' -d 'With --follow: seconds between two pictures of the current page (default 1).' -r -f
complete -c chart -n '__chart_subcommand_is area' -l 'window' -d 'With --follow: one file showing the last N points (instead of pages).' -r -f
complete -c chart -n '__chart_subcommand_is area' -l 'version' -d 'Show the version.'
complete -c chart -n '__chart_subcommand_is area' -s 'h' -l 'help' -d 'Show help information.'

complete -c chart -n '__chart_wants_positional box 1 --format --separator --max-input-size --max-rows --x --value --y --series --facet --facet-scale --facet-cols --facet-sort --size --title --theme --font --font-size --scale --palette --x-label --y-label --x-format --y-format --x-label-every --y-min --y-max --y-range --y-scale --y-axis --hline --legend --page-size --pages --page --output -o --format-out --color --gnuplot --timeout --jobs --progress' -F
complete -c chart -n '__chart_subcommand_is box' -l 'format' -d 'Input format: csv, tsv, whitespace, json or ndjson (default: by extension, else sniffed).' -r -f -k -a 'csv tsv whitespace json ndjson'
complete -c chart -n '__chart_subcommand_is box' -l 'separator' -d 'Field separator of delimited text: \',\', \';\', tab, \'|\' or another punctuation character (default: tab for .tsv, else \',\' or \';\' as the first lines show).' -r -f
complete -c chart -n '__chart_subcommand_is box' -l 'decimal-comma' -d 'Numbers use a decimal comma and \'.\' groups thousands (1.234,5 is 1234.5), as spreadsheet exports in much of Europe write them.'
complete -c chart -n '__chart_subcommand_is box' -l 'header' -d 'Whether the first row is a header (default: sniffed).'
complete -c chart -n '__chart_subcommand_is box' -l 'no-header' -d 'Whether the first row is a header (default: sniffed).'
complete -c chart -n '__chart_subcommand_is box' -l 'max-input-size' -d 'Refuse input larger than this (e.g. 500M, 4G; default 2G).' -r -f
complete -c chart -n '__chart_subcommand_is box' -l 'max-rows' -d 'Refuse input with more data rows than this (default: no limit).' -r -f
complete -c chart -n '__chart_subcommand_is box' -l 'x' -d 'Category column of long rows, by name or 1-based index: one box per distinct value.' -r -f
complete -c chart -n '__chart_subcommand_is box' -l 'value' -d 'Value column of long rows (default with --x or --series: the first numeric column).' -r -f
complete -c chart -n '__chart_subcommand_is box' -l 'y' -d 'Wide data: value columns, each a box, comma-separated (default: every numeric column).' -r -f
complete -c chart -n '__chart_subcommand_is box' -l 'series' -d 'Long (tidy) data: one series per distinct value of this column, values from --y (one column) or the first numeric column.' -r -f
complete -c chart -n '__chart_subcommand_is box' -l 'facet' -d 'Small multiples: one panel per distinct value of this column, in a grid on one image.' -r -f
complete -c chart -n '__chart_subcommand_is box' -l 'facet-scale' -d 'Which ranges the panels share: shared (default), free, free-x or free-y (each panel its own).' -r -f -k -a 'shared free free-x free-y'
complete -c chart -n '__chart_subcommand_is box' -l 'facet-cols' -d 'Panels per row (default: as square as the image allows).' -r -f
complete -c chart -n '__chart_subcommand_is box' -l 'facet-sort' -d 'Panel order: appearance (default, as first met), name, or total (largest sum of values first).' -r -f -k -a 'appearance name total'
complete -c chart -n '__chart_subcommand_is box' -l 'size' -d 'Image size in pixels (default: 800x500; dense bars written to a file grow until every category name fits, up to 4x or 4000 px); for text charts, columns x rows (default on a terminal: its width x its rows less 2, at least 12, for the command line and the prompt; else 80x24).' -r -f
complete -c chart -n '__chart_subcommand_is box' -l 'title' -d 'Chart title.' -r -f
complete -c chart -n '__chart_subcommand_is box' -l 'theme' -d 'Colours, series styles and font: light, dark, print (greys, hatching, dashes and markers), a NAME for NAME.theme in ~/.config/chart/themes/ (or $XDG_CONFIG_HOME/chart/themes/, or PREFIX/share/chart/themes/ beside the binary), or the path of a theme file.' -r -f -a '(__chart_custom_completion ---completion box -- --theme (count (commandline -opc)) (string length -- (commandline -ct)))'
complete -c chart -n '__chart_subcommand_is box' -l 'font' -d 'Font family, as fontconfig names it (default: the theme\'s, DejaVu Sans). Layout measures text as DejaVu Sans.' -r -f
complete -c chart -n '__chart_subcommand_is box' -l 'font-size' -d 'Font size in points (default: the theme\'s, 10).' -r -f
complete -c chart -n '__chart_subcommand_is box' -l 'scale' -d 'PNG pixel density: 2 or 3 for high-DPI screens (the same chart, each pixel 2x2 or 3x3); the PNG can be at most 10000x10000 px.' -r -f
complete -c chart -n '__chart_subcommand_is box' -l 'palette' -d 'Series colours (default: the theme\'s).' -r -f -k -a 'okabe-ito tableau10 viridis'
complete -c chart -n '__chart_subcommand_is box' -l 'horizontal' -d 'Categories down the side, values along the bottom.'
complete -c chart -n '__chart_subcommand_is box' -l 'points' -d 'Draw each box\'s values over it, jittered, when it has at most 200.'
complete -c chart -n '__chart_subcommand_is box' -l 'x-label' -d 'x axis title (default: the x column\'s name; \'\' for none).' -r -f
complete -c chart -n '__chart_subcommand_is box' -l 'y-label' -d 'Value axis title (default: the series name when there is one, the value column\'s with --series; \'\' for none).' -r -f
complete -c chart -n '__chart_subcommand_is box' -l 'x-format' -d 'x label format: number (plain), number:N, thousands, si, percent, currency:CODE, date:FORMAT; default: plain, thousands grouped from five digits.' -r -f
complete -c chart -n '__chart_subcommand_is box' -l 'y-format' -d 'Value label format (as --x-format).' -r -f
complete -c chart -n '__chart_subcommand_is box' -l 'x-label-every' -d 'Label only every Nth x tick.' -r -f
complete -c chart -n '__chart_subcommand_is box' -l 'y-min' -d 'Fixed lower end of the value axis.' -r -f
complete -c chart -n '__chart_subcommand_is box' -l 'y-max' -d 'Fixed upper end of the value axis.' -r -f
complete -c chart -n '__chart_subcommand_is box' -l 'y-range' -d 'shared: one value axis range for all pages; page: each page fits its data.' -r -f -k -a 'shared page'
complete -c chart -n '__chart_subcommand_is box' -l 'y-log' -d 'Log value axis: powers of ten, 1 10 100 1k …; every value must be above 0 unless --y-min cuts it off.'
complete -c chart -n '__chart_subcommand_is box' -l 'y-axis' -d 'Side of the value axis: left or right.' -r -f -k -a 'left right'
complete -c chart -n '__chart_subcommand_is box' -l 'hline' -d 'Horizontal reference line at this value (repeatable).' -r -f
complete -c chart -n '__chart_subcommand_is box' -l 'grid' -d 'Draw grid lines at the ticks.'
complete -c chart -n '__chart_subcommand_is box' -l 'legend' -d 'Legend position when there are several series: top (default; moves right when crowded, with a warning when asked for), right, bottom or none.' -r -f -k -a 'top right bottom none'
complete -c chart -n '__chart_subcommand_is box' -l 'page-size' -d 'Points (or categories) per page.' -r -f
complete -c chart -n '__chart_subcommand_is box' -l 'pages' -d 'Cut the data into K near-equal pages.' -r -f
complete -c chart -n '__chart_subcommand_is box' -l 'page' -d 'Page(s) to render: P, A-B or all (default: all when writing files, 1 for -o -). A chart of several pages names every page NAME-005.png, whichever are rendered.' -r -f
complete -c chart -n '__chart_subcommand_is box' -l 'prune' -d 'Remove numbered pages of -o left by an earlier, longer run (NAME-006.png … past this chart\'s last page) once the pages are written; with --page only in the run that renders the last page.'
complete -c chart -n '__chart_subcommand_is box' -l 'output' -s 'o' -d 'Output PNG, SVG, PDF or text (.txt) (missing folders are made); \'-\' for standard output; several pages become NAME-001.png … or follow a %03d pattern (%% is a literal %). Default: standard output: a text chart on a terminal, else a PNG.' -r -f -a '(__chart_files_with_extensions png svg pdf txt)'
complete -c chart -n '__chart_subcommand_is box' -l 'plan' -d 'Print what would be rendered (pages, windows, ticks, outputs) as JSON; render nothing.'
complete -c chart -n '__chart_subcommand_is box' -l 'emit-script' -d 'Print the gnuplot program, which writes the -o files when gnuplot runs it; render nothing.'
complete -c chart -n '__chart_subcommand_is box' -l 'format-out' -d 'Output format: png, svg, pdf or text (Unicode, drawn without gnuplot) (default: from the output\'s extension, else text on a terminal, else png).' -r -f -k -a 'png svg pdf text'
complete -c chart -n '__chart_subcommand_is box' -l 'color' -d 'Colour in text charts: auto (on a terminal, unless NO_COLOR is set), always or never.' -r -f -k -a 'auto always never'
complete -c chart -n '__chart_subcommand_is box' -l 'show' -d 'Also show the chart here: inline on terminals that show images (kitty, iTerm2, WezTerm, VS Code, sixel; CHART_SHOW=kitty|iterm|sixel|text overrides), else as a text chart.'
complete -c chart -n '__chart_subcommand_is box' -l 'gnuplot' -d 'gnuplot executable (default: $GNUPLOT, then PATH).' -r -F
complete -c chart -n '__chart_subcommand_is box' -l 'timeout' -d 'Stop (exit 70) when gnuplot\'s drawing takes longer than this many seconds (default: 60); when given, also when reading and laying out the data does.' -r -f
complete -c chart -n '__chart_subcommand_is box' -l 'jobs' -d 'gnuplot processes sharing a long batch of pages (default: 2 on a machine with two or more cores).' -r -f
complete -c chart -n '__chart_subcommand_is box' -l 'progress' -d 'Progress line on stderr while pages render: auto (on a terminal, for several pages), always or never.' -r -f -k -a 'auto always never'
complete -c chart -n '__chart_subcommand_is box' -l 'quiet' -s 'q' -d 'Do not print warnings.'
complete -c chart -n '__chart_subcommand_is box' -l 'version' -d 'Show the version.'
complete -c chart -n '__chart_subcommand_is box' -s 'h' -l 'help' -d 'Show help information.'

complete -c chart -n '__chart_wants_positional heatmap 1 --format --separator --max-input-size --max-rows --x --y --value --agg --size --title --theme --font --font-size --scale --scheme --x-bin --y-bins --x-label --y-label --x-format --x-label-every --page --output -o --format-out --color --gnuplot --timeout --jobs --progress' -F
complete -c chart -n '__chart_subcommand_is heatmap' -l 'format' -d 'Input format: csv, tsv, whitespace, json or ndjson (default: by extension, else sniffed).' -r -f -k -a 'csv tsv whitespace json ndjson'
complete -c chart -n '__chart_subcommand_is heatmap' -l 'separator' -d 'Field separator of delimited text: \',\', \';\', tab, \'|\' or another punctuation character (default: tab for .tsv, else \',\' or \';\' as the first lines show).' -r -f
complete -c chart -n '__chart_subcommand_is heatmap' -l 'decimal-comma' -d 'Numbers use a decimal comma and \'.\' groups thousands (1.234,5 is 1234.5), as spreadsheet exports in much of Europe write them.'
complete -c chart -n '__chart_subcommand_is heatmap' -l 'header' -d 'Whether the first row is a header (default: sniffed).'
complete -c chart -n '__chart_subcommand_is heatmap' -l 'no-header' -d 'Whether the first row is a header (default: sniffed).'
complete -c chart -n '__chart_subcommand_is heatmap' -l 'max-input-size' -d 'Refuse input larger than this (e.g. 500M, 4G; default 2G).' -r -f
complete -c chart -n '__chart_subcommand_is heatmap' -l 'max-rows' -d 'Refuse input with more data rows than this (default: no limit).' -r -f
complete -c chart -n '__chart_subcommand_is heatmap' -l 'x' -d 'x column, by name or 1-based index (default: the first).' -r -f
complete -c chart -n '__chart_subcommand_is heatmap' -l 'y' -d 'y column (default: the first column after x).' -r -f
complete -c chart -n '__chart_subcommand_is heatmap' -l 'value' -d 'Column of values aggregated per cell (default: count the rows).' -r -f
complete -c chart -n '__chart_subcommand_is heatmap' -l 'agg' -d 'How a cell\'s values make its colour: count, sum, mean (default with --value) or max.' -r -f -k -a 'count sum mean max'
complete -c chart -n '__chart_subcommand_is heatmap' -l 'matrix' -d 'Read a matrix: the first column names the rows, every other column is a column of cells.'
complete -c chart -n '__chart_subcommand_is heatmap' -l 'size' -d 'Image size in pixels (default: 800x500; dense bars written to a file grow until every category name fits, up to 4x or 4000 px); for text charts, columns x rows (default on a terminal: its width x its rows less 2, at least 12, for the command line and the prompt; else 80x24).' -r -f
complete -c chart -n '__chart_subcommand_is heatmap' -l 'title' -d 'Chart title.' -r -f
complete -c chart -n '__chart_subcommand_is heatmap' -l 'theme' -d 'Colours, series styles and font: light, dark, print (greys, hatching, dashes and markers), a NAME for NAME.theme in ~/.config/chart/themes/ (or $XDG_CONFIG_HOME/chart/themes/, or PREFIX/share/chart/themes/ beside the binary), or the path of a theme file.' -r -f -a '(__chart_custom_completion ---completion heatmap -- --theme (count (commandline -opc)) (string length -- (commandline -ct)))'
complete -c chart -n '__chart_subcommand_is heatmap' -l 'font' -d 'Font family, as fontconfig names it (default: the theme\'s, DejaVu Sans). Layout measures text as DejaVu Sans.' -r -f
complete -c chart -n '__chart_subcommand_is heatmap' -l 'font-size' -d 'Font size in points (default: the theme\'s, 10).' -r -f
complete -c chart -n '__chart_subcommand_is heatmap' -l 'scale' -d 'PNG pixel density: 2 or 3 for high-DPI screens (the same chart, each pixel 2x2 or 3x3); the PNG can be at most 10000x10000 px.' -r -f
complete -c chart -n '__chart_subcommand_is heatmap' -l 'scheme' -d 'Cell colours (a colour scheme, as Vega-Lite\'s): viridis, magma, greys or rdbu (default: viridis; rdbu, centred on 0, when values cross 0).' -r -f -k -a 'viridis magma greys rdbu'
complete -c chart -n '__chart_subcommand_is heatmap' -l 'color-log' -d 'Colours by powers of ten (counts over decades); every cell\'s value must be above 0.'
complete -c chart -n '__chart_subcommand_is heatmap' -l 'values' -d 'Write each cell\'s value on it (light text on dark cells) where it fits.'
complete -c chart -n '__chart_subcommand_is heatmap' -l 'x-bin' -d 'x bin width for numbers or times: a number, or 1min, 15min, 1h, 1d, 1w, 1mo, 1y.' -r -f
complete -c chart -n '__chart_subcommand_is heatmap' -l 'y-bins' -d 'About this many y bins for numbers (at a nice width; 1–1000).' -r -f
complete -c chart -n '__chart_subcommand_is heatmap' -l 'x-label' -d 'x axis title (default: the x column\'s name; \'\' for none).' -r -f
complete -c chart -n '__chart_subcommand_is heatmap' -l 'y-label' -d 'y axis title (default: the y column\'s name; \'\' for none).' -r -f
complete -c chart -n '__chart_subcommand_is heatmap' -l 'x-format' -d 'x label format (as chart line\'s --x-format).' -r -f
complete -c chart -n '__chart_subcommand_is heatmap' -l 'x-label-every' -d 'Label only every Nth x tick.' -r -f
complete -c chart -n '__chart_subcommand_is heatmap' -l 'y-log' -d 'Log-spaced y bins on a log y axis (numeric y only; every y must be above 0).'
complete -c chart -n '__chart_subcommand_is heatmap' -l 'page' -d 'Page(s) to render: P, A-B or all (default: all when writing files, 1 for -o -). A chart of several pages names every page NAME-005.png, whichever are rendered.' -r -f
complete -c chart -n '__chart_subcommand_is heatmap' -l 'prune' -d 'Remove numbered pages of -o left by an earlier, longer run (NAME-006.png … past this chart\'s last page) once the pages are written; with --page only in the run that renders the last page.'
complete -c chart -n '__chart_subcommand_is heatmap' -l 'output' -s 'o' -d 'Output PNG, SVG, PDF or text (.txt) (missing folders are made); \'-\' for standard output; several pages become NAME-001.png … or follow a %03d pattern (%% is a literal %). Default: standard output: a text chart on a terminal, else a PNG.' -r -f -a '(__chart_files_with_extensions png svg pdf txt)'
complete -c chart -n '__chart_subcommand_is heatmap' -l 'plan' -d 'Print what would be rendered (pages, windows, ticks, outputs) as JSON; render nothing.'
complete -c chart -n '__chart_subcommand_is heatmap' -l 'emit-script' -d 'Print the gnuplot program, which writes the -o files when gnuplot runs it; render nothing.'
complete -c chart -n '__chart_subcommand_is heatmap' -l 'format-out' -d 'Output format: png, svg, pdf or text (Unicode, drawn without gnuplot) (default: from the output\'s extension, else text on a terminal, else png).' -r -f -k -a 'png svg pdf text'
complete -c chart -n '__chart_subcommand_is heatmap' -l 'color' -d 'Colour in text charts: auto (on a terminal, unless NO_COLOR is set), always or never.' -r -f -k -a 'auto always never'
complete -c chart -n '__chart_subcommand_is heatmap' -l 'show' -d 'Also show the chart here: inline on terminals that show images (kitty, iTerm2, WezTerm, VS Code, sixel; CHART_SHOW=kitty|iterm|sixel|text overrides), else as a text chart.'
complete -c chart -n '__chart_subcommand_is heatmap' -l 'gnuplot' -d 'gnuplot executable (default: $GNUPLOT, then PATH).' -r -F
complete -c chart -n '__chart_subcommand_is heatmap' -l 'timeout' -d 'Stop (exit 70) when gnuplot\'s drawing takes longer than this many seconds (default: 60); when given, also when reading and laying out the data does.' -r -f
complete -c chart -n '__chart_subcommand_is heatmap' -l 'jobs' -d 'gnuplot processes sharing a long batch of pages (default: 2 on a machine with two or more cores).' -r -f
complete -c chart -n '__chart_subcommand_is heatmap' -l 'progress' -d 'Progress line on stderr while pages render: auto (on a terminal, for several pages), always or never.' -r -f -k -a 'auto always never'
complete -c chart -n '__chart_subcommand_is heatmap' -l 'quiet' -s 'q' -d 'Do not print warnings.'
complete -c chart -n '__chart_subcommand_is heatmap' -l 'version' -d 'Show the version.'
complete -c chart -n '__chart_subcommand_is heatmap' -s 'h' -l 'help' -d 'Show help information.'

complete -c chart -n '__chart_subcommand_is doctor' -l 'gnuplot' -d 'gnuplot executable to check (default: $GNUPLOT, then PATH).' -r -F
complete -c chart -n '__chart_subcommand_is doctor' -l 'version' -d 'Show the version.'
complete -c chart -n '__chart_subcommand_is doctor' -s 'h' -l 'help' -d 'Show help information.'

complete -c chart -n '__chart_subcommand_is version' -l 'version' -d 'Show the version.'
complete -c chart -n '__chart_subcommand_is version' -s 'h' -l 'help' -d 'Show help information.'

complete -c chart -n '__chart_wants_positional help -1' -f -a 'line bar pie discrete hist scatter area box heatmap doctor version'
complete -c chart -n '__chart_subcommand_is help' -l 'version' -d 'Show the version.'

