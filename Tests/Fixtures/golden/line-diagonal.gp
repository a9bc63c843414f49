# chart line: 1 of 1 page(s), 1 series, 3 rows
set terminal pngcairo size 640,480 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.093898
set rmargin at screen 0.956183
set tmargin at screen 0.970773
set bmargin at screen 0.116911
set clip two
unset key
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set xlabel 'x'
set ylabel 'y'
# page 1: rows 1-3
set output 'a.png'
set xrange [0:10]
set yrange [0:10]
set xtics ('0' 0, '2' 2, '4' 4, '6' 6, '8' 8, '10' 10)
set ytics ('0' 0, '2' 2, '4' 4, '6' 6, '8' 8, '10' 10)
$page << EOD
0 0
5 5
10 10
EOD
plot $page using 1:2 with lines lw 2 lc rgb '#0072B2' dt 1 title 'y'
undefine $page
unset output
