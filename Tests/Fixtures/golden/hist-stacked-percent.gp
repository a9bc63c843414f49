# chart hist: 2 series (stacked), 8 bins (bin-width), percent
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.075095
set rmargin at screen 0.964957
set tmargin at screen 0.927857
set bmargin at screen 0.072145
set clip two
unset key
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set ylabel 'percent'
set key horizontal at screen 0.5, screen 0.97996 center top maxcols 2 maxrows 1 reverse Left samplen 2 spacing 1.1 width 1 noautotitle
# page 1: 8 bins
set output 's.png'
set xrange [0:20]
set yrange [0:21.963414634146343]
set xtics ('0.0' 0, '2.5' 2.5, '5.0' 5, '7.5' 7.5, '10.0' 10, '12.5' 12.5, '15.0' 15, '17.5' 17.5, '20.0' 20)
set ytics ('0' 0, '5' 5, '10' 10, '15' 15, '20' 20)
$s0 << EOD
3.75 0.7317073170731707 2.5 5 0 1.4634146341463414
6.25 2.4390243902439024 5 7.5 0 4.878048780487805
8.75 5.853658536585366 7.5 10 0 11.707317073170731
11.25 6.829268292682927 10 12.5 0 13.658536585365853
13.75 5.609756097560975 12.5 15 0 11.21951219512195
16.25 5.609756097560975 15 17.5 0 11.21951219512195
18.75 6.341463414634147 17.5 20 0 12.682926829268293
EOD
$s1 << EOD
3.75 1.7073170731707317 2.5 5 1.4634146341463414 1.951219512195122
6.25 5.609756097560975 5 7.5 4.878048780487805 6.341463414634147
8.75 13.414634146341463 7.5 10 11.707317073170731 15.121951219512194
11.25 16.341463414634145 10 12.5 13.658536585365853 19.024390243902438
13.75 14.146341463414632 12.5 15 11.21951219512195 17.073170731707314
16.25 15.121951219512194 15 17.5 11.21951219512195 19.024390243902438
18.75 17.073170731707318 17.5 20 12.682926829268293 21.463414634146343
EOD
plot $s0 using 1:2:3:4:5:6 with boxxyerror fs solid 1.0 border lc rgb '#ffffff' lc rgb '#0072B2' title 'eu', \
     $s1 using 1:2:3:4:5:6 with boxxyerror fs solid 1.0 border lc rgb '#ffffff' lc rgb '#E69F00' title 'us'
undefine $s0
undefine $s1
unset output
