# chart scatter: 2 series, 6 points
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.065082
set rmargin at screen 0.964957
set tmargin at screen 0.83968
set bmargin at screen 0.112225
set clip two
unset key
set label 1 '`touch pwned` $(id) it''s'."\n".'line two' at screen 0.5, screen 0.960922 center front font ',12'
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set xlabel 'a"b'
set ylabel 'EOD'
set key horizontal at screen 0.5, screen 0.891784 center top maxcols 2 maxrows 1 reverse Left samplen 1 spacing 1.1 width 1 noautotitle
# page 1: 3 rows
set output 'it''s.png'
set xrange [0.8873239436619719:3.1126760563380285]
set yrange [0.8745762711864407:3.1254237288135593]
set xtics ('1' 1, '2' 2, '3' 3)
set ytics ('1' 1, '2' 2, '3' 3)
$series1 << EOD
1 1
2 2
3 3
EOD
$series2 << EOD
1 3
2 2
3 1
EOD
plot $series1 using 1:2 with points pt 7 ps 1 lc rgb '#0072B2' title 'sys''tem("id")', \
     $series2 using 1:2 with points pt 5 ps 1 lc rgb '#E69F00' title '@{b}_^'
undefine $series1 $series2
unset output
