# chart line: 1 of 1 page(s), 2 series, 7 rows
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.086359
set rmargin at screen 0.908637
set tmargin at screen 0.927857
set bmargin at screen 0.112225
set clip two
unset key
set border 11 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
set y2tics nomirror out scale 0.6
set xlabel 'year'
set ylabel 'wheat'
set y2label 'wages (shillings a week)'
set grid xtics ytics lw 1 lc rgb '#dddddd' dt 1
set key horizontal at screen 0.5, screen 0.97996 center top maxcols 2 maxrows 1 reverse Left samplen 3 spacing 1.1 width 1 noautotitle
# page 1: rows 1-7
set output 'y2.png'
set xrange [1565:1821]
set yrange [30:113]
set xtics ('1600' 1600, '1650' 1650, '1700' 1700, '1750' 1750, '1800' 1800)
set ytics ('30' 30, '40' 40, '50' 50, '60' 60, '70' 70, '80' 80, '90' 90, '100' 100, '110' 110)
set y2range [5:46.5]
set y2tics ('5.0' 5, '10.0' 10, '15.0' 15, '20.0' 20, '25.0' 25, '30.0' 30, '35.0' 35, '40.0' 40, '45.0' 45)
$page << EOD
1565 41 5
1600 56 6
1650 48 7.5
1700 39 11
1750 30 13
1800 112 22
1821 54 30
EOD
plot $page using 1:2 with linespoints pt 7 ps 0.65 lw 2 lc rgb '#0072B2' dt 1 title 'wheat', \
     $page using 1:3 axes x1y2 with linespoints pt 7 ps 0.65 lw 2 lc rgb '#E69F00' dt 1 title 'wages (right)'
undefine $page
unset output
