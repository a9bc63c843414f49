# chart line --facet: 3 panels, 2 a row, 1 page(s)
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
# page 1: P1, P2, P3
set output 'g.png'
set multiplot
# chart line: 1 of 1 page(s), 2 series, 2 rows
set encoding utf8
set lmargin at screen 0.065082
set rmargin at screen 0.464331
set tmargin at screen 0.857716
set bmargin at screen 0.577155
set clip two
unset key
set label 1 'P1' at screen 0.249687, screen 0.888778 center front font ',12'
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set ylabel 'v'
# page 1: rows 1-2
set xrange [1:3]
set yrange [0:9]
set xtics ('' 1, '' 2, '' 3)
set ytics ('0' 0, '3' 3, '6' 6, '9' 9)
$page << EOD
1 2 5
3 2 5
EOD
plot $page using 1:2 with linespoints pt 7 ps 0.65 lw 2 lc rgb '#0072B2' dt 1 title 'a', \
     $page using 1:3 with linespoints pt 7 ps 0.65 lw 2 lc rgb '#E69F00' dt 1 title 'c'
undefine $page
reset
# chart line: 1 of 1 page(s), 3 series, 3 rows
set encoding utf8
set lmargin at screen 0.565708
set rmargin at screen 0.964957
set tmargin at screen 0.857716
set bmargin at screen 0.577155
set clip two
unset key
set label 1 'P2' at screen 0.750313, screen 0.888778 center front font ',12'
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set xlabel 'x'
# page 1: rows 1-3
set xrange [1:3]
set yrange [0:9]
set xtics ('1' 1, '2' 2, '3' 3)
set ytics ('' 0, '' 3, '' 6, '' 9)
$page1 << EOD
1 8
3 7
EOD
$page2 << EOD
1 3
3 1
EOD
$page3 << EOD
2 4
3 6
EOD
plot $page1 using 1:2 with linespoints pt 7 ps 0.65 lw 2 lc rgb '#009E73' dt 1 title 'b', \
     $page2 using 1:2 with linespoints pt 7 ps 0.65 lw 2 lc rgb '#0072B2' dt 1 title 'a', \
     $page3 using 1:2 with linespoints pt 7 ps 0.65 lw 2 lc rgb '#E69F00' dt 1 title 'c'
undefine $page1 $page2 $page3
reset
# chart line: 1 of 1 page(s), 1 series, 2 rows
set encoding utf8
set lmargin at screen 0.065082
set rmargin at screen 0.464331
set tmargin at screen 0.392787
set bmargin at screen 0.112225
set clip two
unset key
set label 1 'P3' at screen 0.249687, screen 0.423848 center front font ',12'
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set xlabel 'x'
set ylabel 'v'
# page 1: rows 1-2
set xrange [1:3]
set yrange [0:9]
set xtics ('1' 1, '2' 2, '3' 3)
set ytics ('0' 0, '3' 3, '6' 6, '9' 9)
$page << EOD
1 8
3 9
EOD
plot $page using 1:2 with linespoints pt 7 ps 0.65 lw 2 lc rgb '#009E73' dt 1 title 'b'
undefine $page
reset
# the legend: every series of the chart
unset border
unset tics
set xrange [0:1]
set yrange [0:1]
set key horizontal at screen 0.5, screen 0.97996 center top maxcols 3 maxrows 1 reverse Left samplen 3 spacing 1.1 width 1 noautotitle
plot NaN notitle, \
     keyentry with linespoints pt 7 ps 0.65 lw 2 lc rgb '#0072B2' dt 1 title 'a', \
     keyentry with linespoints pt 7 ps 0.65 lw 2 lc rgb '#E69F00' dt 1 title 'c', \
     keyentry with linespoints pt 7 ps 0.65 lw 2 lc rgb '#009E73' dt 1 title 'b'
reset
unset multiplot
unset output
