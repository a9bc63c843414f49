# chart bar: 1 of 1 page(s), 1 series (single, horizontal), 10 categories; category labels: none
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.091365
set rmargin at screen 0.964957
set tmargin at screen 0.971945
set bmargin at screen 0.112225
set clip two
unset key
set border 3 lw 1 lc rgb '#333333'
set ytics nomirror out scale 0.6
set xtics nomirror out scale 0.6
unset y2tics
set ylabel 'country'
set xlabel 'rate'
set grid xtics lw 1 lc rgb '#dddddd' dt 1
# page 1: categories 1-10
set output 'h.png'
set yrange [9.5:-0.5]
set xrange [0:125]
set ytics ('NGA' 0, 'SOM' 1, 'TCD' 2, 'CAF' 3, 'SLE' 4, 'GIN' 5, 'SSD' 6, 'MLI' 7, 'BEN' 8, 'BFA' 9)
set xtics ('0' 0, '25' 25, '50' 50, '75' 75, '100' 100, '125' 125)
set label 3 '117.2' at first 116.4836676217765, first 0 right front textcolor rgb '#FFFFFF'
set label 4 '116.9' at first 116.18366762177651, first 1 right front textcolor rgb '#FFFFFF'
set label 5 '113.7' at first 112.9836676217765, first 2 right front textcolor rgb '#FFFFFF'
set label 6 '110.0' at first 109.2836676217765, first 3 right front textcolor rgb '#FFFFFF'
set label 7 '109.2' at first 108.4836676217765, first 4 right front textcolor rgb '#FFFFFF'
set label 8 '98.8' at first 98.0836676217765, first 5 right front textcolor rgb '#FFFFFF'
set label 9 '96.2' at first 95.4836676217765, first 6 right front textcolor rgb '#FFFFFF'
set label 10 '94.0' at first 93.2836676217765, first 7 right front textcolor rgb '#FFFFFF'
set label 11 '90.2' at first 89.4836676217765, first 8 right front textcolor rgb '#FFFFFF'
set label 12 '87.5' at first 86.7836676217765, first 9 right front textcolor rgb '#FFFFFF'
$s0 << EOD
58.6 0 0 117.2 -0.4 0.4 29362
58.45 1 0 116.9 0.6 1.4 29362
56.85 2 0 113.7 1.6 2.4 29362
55 3 0 110 2.6 3.4 29362
54.6 4 0 109.2 3.6 4.4 29362
49.4 5 0 98.8 4.6 5.4 29362
48.1 6 0 96.2 5.6 6.4 29362
47 7 0 94 6.6 7.4 29362
45.1 8 0 90.2 7.6 8.4 29362
43.75 9 0 87.5 8.6 9.4 29362
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
