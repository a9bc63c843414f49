# chart line: 3 of 3 page(s), 1 series, 10 rows
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.065082
set rmargin at screen 0.964957
set tmargin at screen 0.971945
set bmargin at screen 0.112225
set clip two
unset key
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set xlabel 't'
set ylabel 'v'
set grid xtics ytics lw 1 lc rgb '#dddddd' dt 1
set arrow 1 from graph 0, first 5 to graph 1, first 5 nohead lw 1 lc rgb '#555555' dt 2 back
# page 1: rows 1-4
set output 'out/r-001.png'
set xrange [0:4]
set yrange [0.9:9]
set xtics ('0' 0, '1' 1, '2' 2, '3' 3, '4' 4)
set ytics ('1' 1, '2' 2, '3' 3, '4' 4, '5' 5, '6' 6, '7' 7, '8' 8, '9' 9)
set arrow 2 from first 2, graph 0 to first 2, graph 1 nohead lw 1 lc rgb '#555555' dt 2 back
$page << EOD
0 1
1 3
2 2
3 nan
4 5
EOD
plot $page using 1:2 with linespoints pt 7 ps 0.65 lw 2 lc rgb '#0072B2' dt 1 title 'v'
undefine $page
unset arrow 2
# page 2: rows 5-8
set output 'out/r-002.png'
set xrange [4:8]
set yrange [0.9:9]
set xtics ('4' 4, '5' 5, '6' 6, '7' 7, '8' 8)
set ytics ('1' 1, '2' 2, '3' 3, '4' 4, '5' 5, '6' 6, '7' 7, '8' 8, '9' 9)
set arrow 2 from first 7, graph 0 to first 7, graph 1 nohead lw 1 lc rgb '#555555' dt 2 back
$page << EOD
3 nan
4 5
5 4
6 6
7 8
8 7
EOD
plot $page using 1:2 with linespoints pt 7 ps 0.65 lw 2 lc rgb '#0072B2' dt 1 title 'v'
undefine $page
unset arrow 2
# page 3: rows 9-10
set output 'out/r-003.png'
set xrange [8:12]
set yrange [0.9:9]
set xtics ('8' 8, '9' 9, '10' 10, '11' 11, '12' 12)
set ytics ('1' 1, '2' 2, '3' 3, '4' 4, '5' 5, '6' 6, '7' 7, '8' 8, '9' 9)
$page << EOD
7 8
8 7
9 9
EOD
plot $page using 1:2 with linespoints pt 7 ps 0.65 lw 2 lc rgb '#0072B2' dt 1 title 'v'
undefine $page
unset output
