# chart bar: 1 of 1 page(s), 1 series (single), 10 categories; category labels: none
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.086359
set rmargin at screen 0.964957
set tmargin at screen 0.929861
set bmargin at screen 0.124249
set clip two
unset key
set label 1 'Under-five mortality, 2019' at screen 0.5, screen 0.960922 center front font ',12'
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set xlabel 'country'
set ylabel 'rate'
# page 1: categories 1-10
set output 'u5mr.png'
set xrange [-0.5:9.5]
set yrange [0:120]
set xtics ('NGA' 0, 'SOM' 1, 'TCD' 2, 'CAF' 3, 'SLE' 4, 'GIN' 5, 'SSD' 6, 'MLI' 7, 'BEN' 8, 'BFA' 9)
set ytics ('0' 0, '20' 20, '40' 40, '60' 60, '80' 80, '100' 100, '120' 120)
set label 3 '117.2' at first 0, first 113.61791044776119 center front textcolor rgb '#FFFFFF'
set label 4 '116.9' at first 1, first 113.3179104477612 center front textcolor rgb '#FFFFFF'
set label 5 '113.7' at first 2, first 110.11791044776119 center front textcolor rgb '#FFFFFF'
set label 6 '110.0' at first 3, first 106.41791044776119 center front textcolor rgb '#FFFFFF'
set label 7 '109.2' at first 4, first 105.61791044776119 center front textcolor rgb '#FFFFFF'
set label 8 '98.8' at first 5, first 95.21791044776118 center front textcolor rgb '#FFFFFF'
set label 9 '96.2' at first 6, first 92.61791044776119 center front textcolor rgb '#FFFFFF'
set label 10 '94.0' at first 7, first 90.41791044776119 center front textcolor rgb '#FFFFFF'
set label 11 '90.2' at first 8, first 86.61791044776119 center front textcolor rgb '#FFFFFF'
set label 12 '87.5' at first 9, first 83.91791044776119 center front textcolor rgb '#FFFFFF'
$s0 << EOD
0 58.6 -0.4 0.4 0 117.2 29362
1 58.45 0.6 1.4 0 116.9 29362
2 56.85 1.6 2.4 0 113.7 29362
3 55 2.6 3.4 0 110 29362
4 54.6 3.6 4.4 0 109.2 29362
5 49.4 4.6 5.4 0 98.8 29362
6 48.1 5.6 6.4 0 96.2 29362
7 47 6.6 7.4 0 94 29362
8 45.1 7.6 8.4 0 90.2 29362
9 43.75 8.6 9.4 0 87.5 29362
EOD
plot $s0 using 1:2:3:4:5:6 with boxxyerror fs solid 1.0 noborder lc rgb '#0072B2' notitle
undefine $s0
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
unset output
