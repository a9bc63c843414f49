# chart box: 2 categories, 1 series
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.080101
set rmargin at screen 0.964957
set tmargin at screen 0.971945
set bmargin at screen 0.124249
set clip two
unset key
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set xlabel 'a"b'
set ylabel '@{b}_^'
# page 1: categories 1-2
set output 'x.png'
set xrange [-0.5:1.5]
set yrange [0.83:4.17]
set xtics ('`touch x`' 0, 'it''s' 1)
set ytics ('1.0' 1, '1.5' 1.5, '2.0' 2, '2.5' 2.5, '3.0' 3, '3.5' 3.5, '4.0' 4)
$boxes1 << EOD
0 2 -0.32000000000000006 0.32000000000000006 1.5 2.5
1 3 0.6799999999999999 1.32 2.5 3.5
EOD
$whiskers1 << EOD
0 1.5 0 -0.5
0 2.5 0 0.5
-0.16000000000000003 1 0.32000000000000006 0
-0.16000000000000003 3 0.32000000000000006 0
1 2.5 0 -0.5
1 3.5 0 0.5
0.84 2 0.3200000000000002 0
0.84 4 0.3200000000000002 0
EOD
$medians << EOD
-0.32000000000000006 2 0.6400000000000001 0
0.6799999999999999 3 0.6400000000000001 0
EOD
plot $boxes1 using 1:2:3:4:5:6 with boxxyerror fs solid 1.0 border lc rgb '#0072B2' lc rgb '#0072B2' notitle, \
     $whiskers1 using 1:2:3:4 with vectors nohead lw 2.0 lc rgb '#0072B2' notitle, \
     $medians using 1:2:3:4 with vectors nohead lw 4.0 lc rgb '#000000' notitle
undefine $boxes1 $whiskers1 $medians
unset output
