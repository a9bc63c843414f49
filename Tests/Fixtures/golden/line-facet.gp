# chart line --facet: 4 panels, 2 a row, 1 page(s)
set terminal pngcairo size 900,600 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
# page 1: health, utilities, retail, mining
set output 'l.png'
set multiplot
# chart line: 1 of 1 page(s), 2 series, 5 rows
set encoding utf8
set lmargin at screen 0.052281
set rmargin at screen 0.468299
set tmargin at screen 0.88147
set bmargin at screen 0.564275
set clip two
unset key
set label 1 'health' at screen 0.249722, screen 0.907346 center front font ',12'
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
# page 1: rows 1-5
set xrange [1262304000:1388534400]
set yrange [0:420]
set xtics ('' 1262304000, '' 1293840000, '' 1325376000, '' 1356998400, '' 1388534400)
set ytics ('0' 0, '100' 100, '200' 200, '300' 300, '400' 400)
$page << EOD
1262304000 300 50
1293840000 304 51
1325376000 308 52
1356998400 312 53
1388534400 316 54
EOD
plot $page using 1:2 with lines lw 2 lc rgb '#0072B2' dt 1 title 'jobs', \
     $page using 1:3 with lines lw 2 lc rgb '#E69F00' dt 1 title 'openings'
undefine $page
reset
# chart line: 1 of 1 page(s), 2 series, 3 rows
set encoding utf8
set lmargin at screen 0.552837
set rmargin at screen 0.968855
set tmargin at screen 0.88147
set bmargin at screen 0.564275
set clip two
unset key
set label 1 'utilities' at screen 0.750278, screen 0.907346 center front font ',12'
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
# page 1: rows 1-3
set xrange [1262304000:1388534400]
set yrange [0:420]
set xtics ('' 1262304000, '' 1293840000, '' 1325376000, '' 1356998400, '' 1388534400)
set ytics ('' 0, '' 100, '' 200, '' 300, '' 400)
$page << EOD
1262304000 400 50
1293840000 405 51
1325376000 410 52
EOD
plot $page using 1:2 with lines lw 2 lc rgb '#0072B2' dt 1 title 'jobs', \
     $page using 1:3 with lines lw 2 lc rgb '#E69F00' dt 1 title 'openings'
undefine $page
reset
# chart line: 1 of 1 page(s), 2 series, 5 rows
set encoding utf8
set lmargin at screen 0.052281
set rmargin at screen 0.468299
set tmargin at screen 0.410685
set bmargin at screen 0.09349
set clip two
unset key
set label 1 'retail' at screen 0.249722, screen 0.436561 center front font ',12'
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set xlabel 'year'
# page 1: rows 1-5
set xrange [1262304000:1388534400]
set yrange [0:420]
set xtics ('2010' 1262304000, '2011' 1293840000, '2012' 1325376000, '2013' 1356998400, '2014' 1388534400)
set ytics ('0' 0, '100' 100, '200' 200, '300' 300, '400' 400)
$page << EOD
1262304000 200 50
1293840000 203 51
1325376000 206 52
1356998400 209 53
1388534400 212 54
EOD
plot $page using 1:2 with lines lw 2 lc rgb '#0072B2' dt 1 title 'jobs', \
     $page using 1:3 with lines lw 2 lc rgb '#E69F00' dt 1 title 'openings'
undefine $page
reset
# chart line: 1 of 1 page(s), 2 series, 5 rows
set encoding utf8
set lmargin at screen 0.552837
set rmargin at screen 0.968855
set tmargin at screen 0.410685
set bmargin at screen 0.09349
set clip two
unset key
set label 1 'mining' at screen 0.750278, screen 0.436561 center front font ',12'
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set xlabel 'year'
# page 1: rows 1-5
set xrange [1262304000:1388534400]
set yrange [0:420]
set xtics ('2010' 1262304000, '2011' 1293840000, '2012' 1325376000, '2013' 1356998400, '2014' 1388534400)
set ytics ('' 0, '' 100, '' 200, '' 300, '' 400)
$page << EOD
1262304000 100 50
1293840000 102 51
1325376000 104 52
1356998400 106 53
1388534400 108 54
EOD
plot $page using 1:2 with lines lw 2 lc rgb '#0072B2' dt 1 title 'jobs', \
     $page using 1:3 with lines lw 2 lc rgb '#E69F00' dt 1 title 'openings'
undefine $page
reset
# the legend: every series of the chart
unset border
unset tics
set xrange [0:1]
set yrange [0:1]
set key horizontal at screen 0.5, screen 0.983306 center top maxcols 2 maxrows 1 reverse Left samplen 3 spacing 1.1 width 1 noautotitle
plot NaN notitle, \
     keyentry with lines lw 2 lc rgb '#0072B2' dt 1 title 'jobs', \
     keyentry with lines lw 2 lc rgb '#E69F00' dt 1 title 'openings'
reset
unset multiplot
unset output
