# chart box: 3 categories, 1 series
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.075095
set rmargin at screen 0.964957
set tmargin at screen 0.971945
set bmargin at screen 0.124249
set clip two
unset key
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set xlabel 'k'
set ylabel 'v'
# page 1: categories 1-3
set output 'f.png'
set xrange [-0.5:2.5]
set yrange [0:31.66]
set xtics ('one' 0, 'same' 1, 'spread' 2)
set ytics ('0' 0, '5' 5, '10' 10, '15' 15, '20' 20, '25' 25, '30' 30)
$boxes1 << EOD
0 5 -0.32000000000000006 0.32000000000000006 4.775460992907801 5.224539007092199
1 3 0.6799999999999999 1.32 2.7754609929078016 3.2245390070921984
2 4 1.68 2.3200000000000003 2 8
EOD
$whiskers1 << EOD
0 5 0 0
0 5 0 0
-0.16000000000000003 5 0.32000000000000006 0
-0.16000000000000003 5 0.32000000000000006 0
1 3 0 0
1 3 0 0
0.84 3 0.3200000000000002 0
0.84 3 0.3200000000000002 0
2 2 0 -1
2 8 0 0
1.8399999999999999 1 0.3200000000000003 0
1.8399999999999999 8 0.3200000000000003 0
EOD
$outliers1 << EOD
2 30
EOD
$points1 << EOD
-0.25600000000000006 5
1.2299894259268542 3
0.9694465502753271 3
0.8140556335958508 3
1.8284770330444673 1
2.21697528241269 2
1.990625602644301 4
2.201139343812418 8
2.137750244395662 30
EOD
$medians << EOD
-0.32000000000000006 5 0.6400000000000001 0
0.6799999999999999 3 0.6400000000000001 0
1.68 4 0.6400000000000003 0
EOD
plot $boxes1 using 1:2:3:4:5:6 with boxxyerror fs solid 1.0 border lc rgb '#0072B2' lc rgb '#0072B2' notitle, \
     $whiskers1 using 1:2:3:4 with vectors nohead lw 2.0 lc rgb '#0072B2' notitle, \
     $outliers1 using 1:2 with points pt 6 ps 0.8 lc rgb '#0072B2' notitle, \
     $points1 using 1:2 with points pt 7 ps 0.5 lc rgb '#60000000' notitle, \
     $medians using 1:2:3:4 with vectors nohead lw 4.0 lc rgb '#000000' notitle
undefine $boxes1 $whiskers1 $outliers1 $points1 $medians
unset output
