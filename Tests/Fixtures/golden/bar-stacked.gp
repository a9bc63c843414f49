# chart bar: 1 of 1 page(s), 2 series (stacked), 4 categories; category labels: none
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.04756
set rmargin at screen 0.964957
set tmargin at screen 0.971945
set bmargin at screen 0.176354
set clip two
unset key
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set xlabel 'quarter'
set key horizontal at screen 0.5, screen 0.044088 center top maxcols 2 maxrows 1 reverse Left samplen 2 spacing 1.1 width 1 noautotitle
# page 1: categories 1-4
set output 's.png'
set xrange [-0.5:3.5]
set yrange [-5:20]
set xtics ('Q1' 0, 'Q2' 1, 'Q3' 2, 'Q4' 3)
set ytics ('-5' -5, '0' 0, '5' 5, '10' 10, '15' 15, '20' 20)
set arrow 1 from graph 0, first 0 to graph 1, first 0 nohead lw 1 lc rgb '#333333' front
set label 3 '10' at first 0, first 5 center front textcolor rgb '#FFFFFF'
set label 4 '4' at first 0, first 12 center front textcolor rgb '#222222'
set label 5 '12' at first 1, first 6 center front textcolor rgb '#FFFFFF'
set label 6 '-3' at first 1, first -1.5 center front textcolor rgb '#222222'
set label 7 '-5' at first 2, first -2.5 center front textcolor rgb '#FFFFFF'
set label 8 '7' at first 2, first 3.5 center front textcolor rgb '#222222'
set label 9 '8' at first 3, first 4 center front textcolor rgb '#FFFFFF'
set label 10 '9' at first 3, first 12.5 center front textcolor rgb '#222222'
set label 11 '14' at first 0, first 14.755667506297229 center front textcolor rgb '#333333'
set label 12 '9' at first 1, first 12.755667506297229 center front textcolor rgb '#333333'
set label 13 '2' at first 2, first 7.755667506297229 center front textcolor rgb '#333333'
set label 14 '17' at first 3, first 17.75566750629723 center front textcolor rgb '#333333'
$s0 << EOD
0 5 -0.4 0.4 0 10 29362
1 6 0.6 1.4 0 12 29362
2 -2.5 1.6 2.4 -5 0 29362
3 4 2.6 3.4 0 8 29362
EOD
$s1 << EOD
0 12 -0.4 0.4 10 14 15113984
1 -1.5 0.6 1.4 -3 0 15113984
2 3.5 1.6 2.4 0 7 15113984
3 12.5 2.6 3.4 8 17 15113984
EOD
plot $s0 using 1:2:3:4:5:6 with boxxyerror fs solid 1.0 noborder lc rgb '#0072B2' title 'north', \
     $s1 using 1:2:3:4:5:6 with boxxyerror fs solid 1.0 noborder lc rgb '#E69F00' title 'south'
undefine $s0
undefine $s1
unset label 3
unset label 4
unset label 5
unset label 6
unset label 7
unset label 8
unset label 9
unset label 10
unset label 11
unset label 12
unset label 13
unset label 14
unset arrow 1
unset output
