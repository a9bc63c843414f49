# chart bar: 1 of 1 page(s), 2 series (grouped), 3 categories; category labels: none
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.065082
set rmargin at screen 0.964957
set tmargin at screen 0.83968
set bmargin at screen 0.124249
set clip two
unset key
set label 1 '`touch pwned` $(id) it''s'."\n".'line two' at screen 0.5, screen 0.960922 center front font ',12'
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set xlabel 'a"b'
set ylabel 'EOD'
set key horizontal at screen 0.5, screen 0.891784 center top maxcols 2 maxrows 1 reverse Left samplen 2 spacing 1.1 width 1 noautotitle
# page 1: categories 1-3
set output 'it''s.png'
set xrange [-0.5:2.5]
set yrange [0:3]
set xtics ('`touch x`' 0, 'EOD' 1, 'it''s' 2)
set ytics ('0' 0, '1' 1, '2' 2, '3' 3)
set label 3 '1' at first -0.2, first 0.8991596638655462 center front textcolor rgb '#FFFFFF'
set label 4 '3' at first 0.2, first 2.899159663865546 center front textcolor rgb '#222222'
set label 5 '2' at first 0.8, first 1.8991596638655461 center front textcolor rgb '#FFFFFF'
set label 6 '2' at first 1.2, first 1.8991596638655461 center front textcolor rgb '#222222'
set label 7 '3' at first 1.8, first 2.899159663865546 center front textcolor rgb '#FFFFFF'
set label 8 '1' at first 2.2, first 0.8991596638655462 center front textcolor rgb '#222222'
$s0 << EOD
-0.2 0.5 -0.4 0 0 1 29362
0.8 1 0.6 1 0 2 29362
1.8 1.5 1.6 2 0 3 29362
EOD
$s1 << EOD
0.2 1.5 0 0.4 0 3 15113984
1.2 1 1 1.4 0 2 15113984
2.2 0.5 2 2.4 0 1 15113984
EOD
plot $s0 using 1:2:3:4:5:6 with boxxyerror fs solid 1.0 noborder lc rgb '#0072B2' title 'sys''tem("id")', \
     $s1 using 1:2:3:4:5:6 with boxxyerror fs solid 1.0 noborder lc rgb '#E69F00' title '@{b}_^'
undefine $s0
undefine $s1
unset label 3
unset label 4
unset label 5
unset label 6
unset label 7
unset label 8
unset output
