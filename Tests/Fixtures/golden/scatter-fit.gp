# chart scatter: 2 series, 13 points
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.058825
set rmargin at screen 0.964957
set tmargin at screen 0.823648
set bmargin at screen 0.112225
set clip two
unset key
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set xlabel 'bytes'
set key horizontal at screen 0.5, screen 0.97996 center top maxcols 1 maxrows 4 reverse Left samplen 2 spacing 1.1 width 1 noautotitle
# page 1: 7 rows
set output 'f.png'
set xrange [0:12174.76923076923]
set yrange [0:100]
set xtics ('0' 0, '2,000' 2000, '4,000' 4000, '6,000' 6000, '8,000' 8000, '10,000' 10000, '12,000' 12000)
set ytics ('0' 0, '20' 20, '40' 40, '60' 60, '80' 80, '100' 100)
$series1 << EOD
120 3.1
480 4
950 5.2
2300 8.9
4100 12.5
7800 21
12000 30.2
EOD
$series2 << EOD
120 9.5
950 14.1
2300 25
4100 40.3
7800 66
12000 97.7
EOD
$fit1 << EOD
0 3.1113037636262426
12174.76923076923 30.80435134522966
EOD
$fit2 << EOD
0 8.142078626951424
12174.76923076923 99.10574337359009
EOD
plot $series1 using 1:2 with points pt 7 ps 1 lc rgb '#0072B2' title 'p50 ms', \
     $series2 using 1:2 with points pt 5 ps 1 lc rgb '#E69F00' title 'p99 ms', \
     $fit1 using 1:2 with lines lw 1.5 lc rgb '#0072B2' dt 1 title 'p50 ms fit: y = 0.002275x + 3.111, r² = 1.00', \
     $fit2 using 1:2 with lines lw 1.5 lc rgb '#E69F00' dt 1 title 'p99 ms fit: y = 0.007471x + 8.142, r² = 1.00'
undefine $series1 $series2 $fit1 $fit2
unset output
