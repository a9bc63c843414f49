# chart line: 1 of 1 page(s), 2 series, 3 rows
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.065082
set rmargin at screen 0.964957
set tmargin at screen 0.83968
set bmargin at screen 0.14429
set clip two
unset key
set label 1 '`touch pwned` $(id) it''s'."\n".'line two' at screen 0.5, screen 0.960922 center front font ',12'
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set xlabel 'x''"`'
set ylabel 'EOD'
set key horizontal at screen 0.5, screen 0.891784 center top maxcols 2 maxrows 1 reverse Left samplen 3 spacing 1.1 width 1 noautotitle
# page 1: rows 1-3
set output 'it''s.png'
set xrange [-0.5:2.5]
set yrange [1:3]
set xtics ('`touch x`' 0, 'EOD' 1, 'it''s'."\n".'new' 2)
set ytics ('1' 1, '2' 2, '3' 3)
$page << EOD
0 1 3
1 2 2
2 3 1
EOD
plot $page using 1:2 with lines lw 2 lc rgb '#0072B2' dt 1 title 'sys''tem("id")', \
     $page using 1:3 with lines lw 2 lc rgb '#E69F00' dt 1 title '@{b}_^'
undefine $page
unset output
