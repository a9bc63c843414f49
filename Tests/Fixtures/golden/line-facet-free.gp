# chart line --facet: 4 panels, 3 a row, 1 page(s)
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
# page 1: health, mining, retail, utilities
set output 'r.png'
set multiplot
# chart line: 1 of 1 page(s), 1 series, 5 rows
set encoding utf8
set lmargin at screen 0.086359
set rmargin at screen 0.296622
set tmargin at screen 0.929861
set bmargin at screen 0.613227
set clip two
unset key
set label 1 'health' at screen 0.165832, screen 0.960922 center front font ',12'
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set xlabel 'year'
set ylabel 'jobs'
# page 1: rows 1-5
set xrange [1262304000:1388534400]
set yrange [300:316.5]
set xtics ('2010' 1262304000, '2012' 1325376000, '2014' 1388534400)
set ytics ('300' 300, '305' 305, '310' 310, '315' 315)
$page << EOD
1262304000 300
1293840000 304
1325376000 308
1356998400 312
1388534400 316
EOD
plot $page using 1:2 with lines lw 2 lc rgb '#0072B2' dt 1 title 'jobs'
undefine $page
reset
# chart line: 1 of 1 page(s), 1 series, 5 rows
set encoding utf8
set lmargin at screen 0.419275
set rmargin at screen 0.629538
set tmargin at screen 0.929861
set bmargin at screen 0.613227
set clip two
unset key
set label 1 'mining' at screen 0.498748, screen 0.960922 center front font ',12'
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set xlabel 'year'
set ylabel 'jobs'
# page 1: rows 1-5
set xrange [1262304000:1388534400]
set yrange [100:108]
set xtics ('2010' 1262304000, '2012' 1325376000, '2014' 1388534400)
set ytics ('100' 100, '102' 102, '104' 104, '106' 106, '108' 108)
$page << EOD
1262304000 100
1293840000 102
1325376000 104
1356998400 106
1388534400 108
EOD
plot $page using 1:2 with lines lw 2 lc rgb '#0072B2' dt 1 title 'jobs'
undefine $page
reset
# chart line: 1 of 1 page(s), 1 series, 5 rows
set encoding utf8
set lmargin at screen 0.752191
set rmargin at screen 0.962454
set tmargin at screen 0.929861
set bmargin at screen 0.613227
set clip two
unset key
set label 1 'retail' at screen 0.831665, screen 0.960922 center front font ',12'
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set xlabel 'year'
set ylabel 'jobs'
# page 1: rows 1-5
set xrange [1262304000:1388534400]
set yrange [200:212]
set xtics ('2010' 1262304000, '2012' 1325376000, '2014' 1388534400)
set ytics ('200' 200, '204' 204, '208' 208, '212' 212)
$page << EOD
1262304000 200
1293840000 203
1325376000 206
1356998400 209
1388534400 212
EOD
plot $page using 1:2 with lines lw 2 lc rgb '#0072B2' dt 1 title 'jobs'
undefine $page
reset
# chart line: 1 of 1 page(s), 1 series, 3 rows
set encoding utf8
set lmargin at screen 0.086359
set rmargin at screen 0.296622
set tmargin at screen 0.428859
set bmargin at screen 0.112225
set clip two
unset key
set label 1 'utilities' at screen 0.165832, screen 0.45992 center front font ',12'
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set xlabel 'year'
set ylabel 'jobs'
# page 1: rows 1-3
set xrange [1262304000:1325376000]
set yrange [400:410]
set xtics ('2010' 1262304000, '2011' 1293840000, '2012' 1325376000)
set ytics ('400' 400, '405' 405, '410' 410)
$page << EOD
1262304000 400
1293840000 405
1325376000 410
EOD
plot $page using 1:2 with lines lw 2 lc rgb '#0072B2' dt 1 title 'jobs'
undefine $page
reset
unset multiplot
unset output
