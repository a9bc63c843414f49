# chart hist: 2 series (overlaid), 4 bins (integers), count
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.065082
set rmargin at screen 0.964957
set tmargin at screen 0.877757
set bmargin at screen 0.112225
set clip two
unset key
set label 1 '`touch pwned` $(id) it''s' at screen 0.5, screen 0.960922 center front font ',12'
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set xlabel 'a"b'
set ylabel 'EOD'
set key horizontal at screen 0.5, screen 0.92986 center top maxcols 2 maxrows 1 reverse Left samplen 2 spacing 1.1 width 1 noautotitle
# page 1: 4 bins
set output 'it''s.png'
set xrange [0.5:4.5]
set yrange [0:2]
set xtics ('1' 1, '2' 2, '3' 3, '4' 4)
set ytics ('0' 0, '1' 1, '2' 2)
$s0 << EOD
1 0.5 0.5 1.5 0 1
2 1 1.5 2.5 0 2
3 0.5 2.5 3.5 0 1
EOD
$s1 << EOD
2 0.5 1.5 2.5 0 1
3 1 2.5 3.5 0 2
4 0.5 3.5 4.5 0 1
EOD
plot $s0 using 1:2:3:4:5:6 with boxxyerror fs transparent solid 0.35 border lc rgb '#0072B2' lc rgb '#0072B2' title 'sys''tem("id")', \
     $s1 using 1:2:3:4:5:6 with boxxyerror fs transparent solid 0.35 border lc rgb '#E69F00' lc rgb '#E69F00' title '`touch x`'
undefine $s0
undefine $s1
unset output
