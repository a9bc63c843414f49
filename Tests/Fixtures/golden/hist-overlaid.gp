# chart hist: 2 series (overlaid), 28 bins (freedman-diaconis), count
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.075095
set rmargin at screen 0.884857
set tmargin at screen 0.971945
set bmargin at screen 0.072145
set clip two
unset key
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set ylabel 'count'
set key vertical at screen 0.899875, screen 0.971944 left top maxrows 2 reverse Left samplen 2 spacing 1.1 width 1 noautotitle
# page 1: 28 bins
set output 'o.png'
set xrange [0:140]
set yrange [0:52]
set xtics ('0' 0, '25' 25, '50' 50, '75' 75, '100' 100, '125' 125)
set ytics ('0' 0, '10' 10, '20' 20, '30' 30, '40' 40, '50' 50)
$s0 << EOD
2.5 1.5 0 5 0 3
7.5 17 5 10 0 34
12.5 25.5 10 15 0 51
17.5 24.5 15 20 0 49
22.5 23.5 20 25 0 47
27.5 16 25 30 0 32
32.5 14.5 30 35 0 29
37.5 7.5 35 40 0 15
42.5 6 40 45 0 12
47.5 3.5 45 50 0 7
52.5 3 50 55 0 6
57.5 4.5 55 60 0 9
62.5 0.5 60 65 0 1
67.5 0.5 65 70 0 1
72.5 1.5 70 75 0 3
77.5 0.5 75 80 0 1
EOD
$s1 << EOD
2.5 0.5 0 5 0 1
7.5 5 5 10 0 10
12.5 11.5 10 15 0 23
17.5 17 15 20 0 34
22.5 15 20 25 0 30
27.5 10.5 25 30 0 21
32.5 11.5 30 35 0 23
37.5 7 35 40 0 14
42.5 3 40 45 0 6
47.5 5 45 50 0 10
52.5 3 50 55 0 6
57.5 2 55 60 0 4
62.5 2.5 60 65 0 5
67.5 0.5 65 70 0 1
72.5 2 70 75 0 4
77.5 1 75 80 0 2
82.5 0.5 80 85 0 1
97.5 0.5 95 100 0 1
107.5 1 105 110 0 2
117.5 0.5 115 120 0 1
137.5 0.5 135 140 0 1
EOD
plot $s0 using 1:2:3:4:5:6 with boxxyerror fs transparent solid 0.35 border lc rgb '#0072B2' lc rgb '#0072B2' title 'eu', \
     $s1 using 1:2:3:4:5:6 with boxxyerror fs transparent solid 0.35 border lc rgb '#E69F00' lc rgb '#E69F00' title 'us'
undefine $s0
undefine $s1
unset output
