# chart line: 1 of 2 page(s), 1 series, 10 rows
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
# page 2: rows 6-10
set output 'p-02.png'
set xrange [5:10]
set yrange [0:9]
set xtics ('5' 5, '6' 6, '7' 7, '8' 8, '9' 9, '10' 10)
set ytics ('0' 0, '1' 1, '2' 2, '3' 3, '4' 4, '5' 5, '6' 6, '7' 7, '8' 8, '9' 9)
$page << EOD
4 5
5 4
6 6
7 8
8 7
9 9
EOD
plot $page using 1:2 with lines lw 2 lc rgb '#0072B2' dt 1 title 'v'
undefine $page
unset output
