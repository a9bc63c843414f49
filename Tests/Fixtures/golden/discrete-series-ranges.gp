# chart discrete: 2 of 2 page(s), 3 plot(s), 4 x slots
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.086359
set rmargin at screen 0.964957
set tmargin at screen 0.927857
set bmargin at screen 0.112225
set clip two
unset key
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set logscale y 10
set xlabel 'month'
set ylabel 'low–high'
set key horizontal at screen 0.5, screen 0.97996 center top maxcols 3 maxrows 1 reverse Left samplen 1 spacing 1.1 width 1 noautotitle
# page 1: x slots 1-3
set output 'out/r-001.png'
set xrange [-0.5:2.5]
set yrange [1:100]
set xtics ('Jan' 0, 'Feb' 1, 'Mar' 2)
set ytics ('1' 1, '2' 2, '5' 5, '10' 10, '20' 20, '50' 50, '100' 100, '' 3 1, '' 4 1, '' 6 1, '' 7 1, '' 8 1, '' 9 1, '' 30 1, '' 40 1, '' 60 1, '' 70 1, '' 80 1, '' 90 1)
$p1 << EOD
-0.2333333333333333 2 12
0.7666666666666667 3 15
1.7666666666666666 4 18
EOD
$p2 << EOD
0 1 11
1 2.5 14
EOD
$p3 << EOD
0.2333333333333333 1.5 13
1.2333333333333334 3 16
2.2333333333333334 3.5 19
EOD
plot $p1 using 1:2:(0):($3-$2) with vectors nohead lw 6.5 lc rgb '#0072B2' notitle, \
     $p1 using 1:2 with points pt 7 ps 1.3 lc rgb '#0072B2' notitle, \
     $p1 using 1:3 with points pt 7 ps 1.3 lc rgb '#0072B2' notitle, \
     $p2 using 1:2:(0):($3-$2) with vectors nohead lw 6.5 lc rgb '#E69F00' notitle, \
     $p2 using 1:2 with points pt 7 ps 1.3 lc rgb '#E69F00' notitle, \
     $p2 using 1:3 with points pt 7 ps 1.3 lc rgb '#E69F00' notitle, \
     $p3 using 1:2:(0):($3-$2) with vectors nohead lw 6.5 lc rgb '#009E73' notitle, \
     $p3 using 1:2 with points pt 7 ps 1.3 lc rgb '#009E73' notitle, \
     $p3 using 1:3 with points pt 7 ps 1.3 lc rgb '#009E73' notitle, \
     keyentry with points pt 7 ps 1.3 lc rgb '#0072B2' title '2012', \
     keyentry with points pt 7 ps 1.3 lc rgb '#E69F00' title '2013', \
     keyentry with points pt 7 ps 1.3 lc rgb '#009E73' title '2014'
undefine $p1
undefine $p2
undefine $p3
# page 2: x slots 4-4
set output 'out/r-002.png'
set xrange [2.5:5.5]
set yrange [1:100]
set xtics ('Apr' 3)
set ytics ('1' 1, '2' 2, '5' 5, '10' 10, '20' 20, '50' 50, '100' 100, '' 3 1, '' 4 1, '' 6 1, '' 7 1, '' 8 1, '' 9 1, '' 30 1, '' 40 1, '' 60 1, '' 70 1, '' 80 1, '' 90 1)
$p1 << EOD
2.7666666666666666 6 21
EOD
$p2 << EOD
3 5 22
EOD
$p3 << EOD
3.2333333333333334 7 24
EOD
plot $p1 using 1:2:(0):($3-$2) with vectors nohead lw 6.5 lc rgb '#0072B2' notitle, \
     $p1 using 1:2 with points pt 7 ps 1.3 lc rgb '#0072B2' notitle, \
     $p1 using 1:3 with points pt 7 ps 1.3 lc rgb '#0072B2' notitle, \
     $p2 using 1:2:(0):($3-$2) with vectors nohead lw 6.5 lc rgb '#E69F00' notitle, \
     $p2 using 1:2 with points pt 7 ps 1.3 lc rgb '#E69F00' notitle, \
     $p2 using 1:3 with points pt 7 ps 1.3 lc rgb '#E69F00' notitle, \
     $p3 using 1:2:(0):($3-$2) with vectors nohead lw 6.5 lc rgb '#009E73' notitle, \
     $p3 using 1:2 with points pt 7 ps 1.3 lc rgb '#009E73' notitle, \
     $p3 using 1:3 with points pt 7 ps 1.3 lc rgb '#009E73' notitle, \
     keyentry with points pt 7 ps 1.3 lc rgb '#0072B2' title '2012', \
     keyentry with points pt 7 ps 1.3 lc rgb '#E69F00' title '2013', \
     keyentry with points pt 7 ps 1.3 lc rgb '#009E73' title '2014'
undefine $p1
undefine $p2
undefine $p3
unset output
