# chart scatter: 2 series, 11 points
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.058825
set rmargin at screen 0.866084
set tmargin at screen 0.877757
set bmargin at screen 0.112225
set clip two
unset key
set label 1 'Latency by request size' at screen 0.5, screen 0.960922 center front font ',12'
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set xlabel 'bytes'
set key horizontal at screen 0.5, screen 0.92986 center top maxcols 2 maxrows 1 reverse Left samplen 1 spacing 1.1 width 1 noautotitle
# page 1: 7 rows
set output 'b.png'
set xrange [0:12389.756097560976]
set yrange [0:103.73125]
set xtics ('0' 0, '2,000' 2000, '4,000' 4000, '6,000' 6000, '8,000' 8000, '10,000' 10000, '12,000' 12000)
set ytics ('0' 0, '20' 20, '40' 40, '60' 60, '80' 80, '100' 100)
$series1 << EOD
120 3.1 0.6
480 4 0.6
2300 8.9 1.0139169931295282
4100 12.5 2.1666666666666665
7800 21 0.6
12000 30.2 4.5
EOD
$series2 << EOD
120 9.5 0.6
2300 25 1.0139169931295282
4100 40.3 2.1666666666666665
7800 66 0.6
12000 97.7 4.5
EOD
set label 120 'requests' at screen 0.881101, screen 0.865731 left front
set label 121 '' at screen 0.898623, screen 0.809619 point pt 6 ps 4.5 lc rgb '#000000' front
set label 122 '10k' at screen 0.923655, screen 0.809619 left front
set label 123 '' at screen 0.898623, screen 0.752984 point pt 6 ps 1.920330112333137 lc rgb '#000000' front
set label 124 '2k' at screen 0.923655, screen 0.752984 left front
set label 125 '' at screen 0.898623, screen 0.718131 point pt 6 ps 0.8768317228332352 lc rgb '#000000' front
set label 126 '500' at screen 0.923655, screen 0.718131 left front
plot $series1 using 1:2:3 with points pt 7 ps variable lc rgb '#400072B2' title 'p50 ms', \
     $series2 using 1:2:3 with points pt 5 ps variable lc rgb '#40E69F00' title 'p99 ms'
undefine $series1 $series2
unset output
