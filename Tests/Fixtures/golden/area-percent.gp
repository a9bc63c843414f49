# chart area: 1 of 1 page(s), 2 series, 4 rows, percent
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.073843
set rmargin at screen 0.964957
set tmargin at screen 0.877757
set bmargin at screen 0.112225
set clip two
unset key
set label 1 'Area percent' at screen 0.5, screen 0.960922 center front font ',12'
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set xlabel 'quarter'
set key horizontal at screen 0.5, screen 0.92986 center top maxcols 2 maxrows 1 reverse Left samplen 3 spacing 1.1 width 1 noautotitle
# page 1: rows 1-4
set output 'p.png'
set xrange [-0.5:3.5]
set yrange [0:1]
set xtics ('Q1' 0, 'Q2' 1, 'Q3' 2, 'Q4' 3)
set ytics ('0%%' 0, '20%%' 0.2, '40%%' 0.4, '60%%' 0.6, '80%%' 0.8, '100%%' 1)
$page << EOD
0 0.75 1
2 0.75 1
3 0.25 1
EOD
plot $page using 1:2:3 with filledcurves fs solid 1.0 noborder lc rgb '#E69F00' title 'app', \
     $page using 1:(0):2 with filledcurves fs solid 1.0 noborder lc rgb '#0072B2' title 'web', \
     $page using 1:2 with lines lw 2 lc rgb '#0072B2' notitle, \
     $page using 1:3 with lines lw 2 lc rgb '#E69F00' notitle
undefine $page
unset output
