# chart area: 1 of 1 page(s), 2 series, 5 rows
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.037548
set rmargin at screen 0.964957
set tmargin at screen 0.877757
set bmargin at screen 0.112225
set clip two
unset key
set label 1 'Area overlap' at screen 0.5, screen 0.960922 center front font ',12'
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set xlabel 'hour'
set key horizontal at screen 0.5, screen 0.92986 center top maxcols 2 maxrows 1 reverse Left samplen 3 spacing 1.1 width 1 noautotitle
# page 1: rows 1-5
set output 'o.png'
set xrange [1:5]
set yrange [0:8]
set xtics ('1' 1, '2' 2, '3' 3, '4' 4, '5' 5)
set ytics ('0' 0, '2' 2, '4' 4, '6' 6, '8' 8)
$area1 << EOD
1 3
2 7
4 4
5 6
EOD
$area2 << EOD
1 5
2 2
3 6
4 8
5 1
EOD
plot $area1 using 1:(0):2 with filledcurves fs transparent solid 0.3 noborder lc rgb '#0072B2' title 'reads', \
     $area2 using 1:(0):2 with filledcurves fs transparent solid 0.3 noborder lc rgb '#E69F00' title 'writes', \
     $area1 using 1:2 with lines lw 2 lc rgb '#0072B2' notitle, \
     $area2 using 1:2 with lines lw 2 lc rgb '#E69F00' notitle
undefine $area1 $area2
unset output
