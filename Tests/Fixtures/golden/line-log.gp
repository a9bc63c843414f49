# chart line: 1 of 1 page(s), 1 series, 8 rows
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.086359
set rmargin at screen 0.964957
set tmargin at screen 0.971945
set bmargin at screen 0.112225
set clip two
unset key
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set logscale y 10
set xlabel 'request'
set ylabel 'ms'
set grid xtics ytics lw 1 lc rgb '#dddddd' dt 1
# page 1: rows 1-8
set output 'log.png'
set xrange [1:8]
set yrange [0.1:10000]
set xtics ('1' 1, '2' 2, '3' 3, '4' 4, '5' 5, '6' 6, '7' 7, '8' 8)
set ytics ('0.1' 0.1, '0.2' 0.2, '0.5' 0.5, '1' 1, '2' 2, '5' 5, '10' 10, '20' 20, '50' 50, '100' 100, '200' 200, '500' 500, '1k' 1000, '2k' 2000, '5k' 5000, '10k' 10000, '' 0.3 1, '' 0.4 1, '' 0.6 1, '' 0.7 1, '' 0.8 1, '' 0.9 1, '' 3 1, '' 4 1, '' 6 1, '' 7 1, '' 8 1, '' 9 1, '' 30 1, '' 40 1, '' 60 1, '' 70 1, '' 80 1, '' 90 1, '' 300 1, '' 400 1, '' 600 1, '' 700 1, '' 800 1, '' 900 1, '' 3000 1, '' 4000 1, '' 6000 1, '' 7000 1, '' 8000 1, '' 9000 1)
$page << EOD
1 0.8
2 3
3 12
4 45
5 230
6 1200
7 5600
8 2100
EOD
plot $page using 1:2 with lines lw 2 lc rgb '#0072B2' dt 1 title 'ms'
undefine $page
unset output
