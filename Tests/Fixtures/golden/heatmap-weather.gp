# chart heatmap: 4 x 3 cells, 10 filled, palette viridis
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.086359
set rmargin at screen 0.928662
set tmargin at screen 0.929861
set bmargin at screen 0.124249
set clip two
unset key
set label 1 'Weather by month' at screen 0.5, screen 0.960922 center front font ',12'
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set xlabel 'month'
set ylabel 'weather'
# page 1: 10 cells
set output 'w.png'
set xrange [-0.5:3.5]
set yrange [-0.5:2.5]
set xtics ('Jan' 0, 'Feb' 1, 'Mar' 2, 'Apr' 3)
set ytics ('fog' 0, 'sun' 1, 'rain' 2)
set palette defined (0 '#440154', 1 '#48186A', 2 '#472D7B', 3 '#424086', 4 '#3B528B', 5 '#33638D', 6 '#2C728E', 7 '#26828E', 8 '#21918C', 9 '#1FA088', 10 '#28AE80', 11 '#3FBC73', 12 '#5EC962', 13 '#84D44B', 14 '#ADDC30', 15 '#D8E219', 16 '#FDE725')
unset logscale cb
set cbrange [1:20]
set cbtics ('5' 5, '10' 10, '15' 15, '20' 20) out nomirror scale 0.5
set colorbox user origin screen 0.94368, screen 0.124248 size screen 0.017522, screen 0.741483 noborder
set label 999 'count' at screen 0.94368, screen 0.913828 left front
$cells << EOD
-0.5 0.5059435364041605 1.5 2.5 18
0.5 1.5059435364041605 1.5 2.5 14
1.5 2.5059435364041605 1.5 2.5 20
2.5 3.5 1.5 2.5 9
-0.5 0.5059435364041605 0.5 1.5074626865671643 5
0.5 1.5059435364041605 0.5 1.5074626865671643 9
1.5 2.5059435364041605 0.5 1.5074626865671643 7
2.5 3.5 0.5 1.5074626865671643 17
0.5 1.5 -0.5 0.5074626865671641 2
2.5 3.5 -0.5 0.5074626865671641 1
EOD
plot $cells using 1:3:1:2:3:4:5 with boxxyerror fc palette fs solid 1.0 noborder notitle
undefine $cells
unset output
