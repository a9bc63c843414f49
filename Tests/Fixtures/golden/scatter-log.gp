# chart scatter: 2 series, 13 points
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.035045
set rmargin at screen 0.801002
set tmargin at screen 0.971945
set bmargin at screen 0.112225
set clip two
unset key
set border 9 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
unset ytics
set y2tics nomirror out scale 0.6
set logscale y2 10
set logscale x 10
set xlabel 'bytes'
set key vertical at screen 0.859825, screen 0.971944 left top maxrows 2 reverse Left samplen 1 spacing 1.1 width 1 noautotitle
set arrow 1 from graph 0, second 10 to graph 1, second 10 nohead lw 1 lc rgb '#555555' dt 2 back
# page 1: 7 rows
set output 'l.png'
set xrange [100:100000]
set y2range [1:1000]
set xtics ('100' 100, '200' 200, '500' 500, '1k' 1000, '2k' 2000, '5k' 5000, '10k' 10000, '20k' 20000, '50k' 50000, '100k' 100000, '' 300 1, '' 400 1, '' 600 1, '' 700 1, '' 800 1, '' 900 1, '' 3000 1, '' 4000 1, '' 6000 1, '' 7000 1, '' 8000 1, '' 9000 1, '' 30000 1, '' 40000 1, '' 60000 1, '' 70000 1, '' 80000 1, '' 90000 1)
set y2tics ('1' 1, '2' 2, '5' 5, '10' 10, '20' 20, '50' 50, '100' 100, '200' 200, '500' 500, '1k' 1000, '' 3 1, '' 4 1, '' 6 1, '' 7 1, '' 8 1, '' 9 1, '' 30 1, '' 40 1, '' 60 1, '' 70 1, '' 80 1, '' 90 1, '' 300 1, '' 400 1, '' 600 1, '' 700 1, '' 800 1, '' 900 1)
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
plot $series1 using 1:2 axes x1y2 with points pt 7 ps 1.5 lc rgb '#0072B2' title 'p50 ms', \
     $series2 using 1:2 axes x1y2 with points pt 5 ps 1.5 lc rgb '#E69F00' title 'p99 ms'
undefine $series1 $series2
unset output
