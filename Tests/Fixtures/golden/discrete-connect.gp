# chart discrete: 1 of 1 page(s), 1 plot(s), 4 x slots
set terminal pngcairo size 640,400 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.107982
set rmargin at screen 0.956183
set tmargin at screen 0.912282
set bmargin at screen 0.140352
set clip two
unset key
set label 1 'Heart' at screen 0.5, screen 0.951128 center front font ',12'
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set xlabel 'day'
set ylabel 'heart rate'
set grid xtics ytics lw 1 lc rgb '#dddddd' dt 1
set arrow 1 from graph 0, first 60 to graph 1, first 60 nohead lw 1 lc rgb '#555555' dt 2 back
set style textbox opaque noborder margins 2,1
# page 1: x slots 1-4
set output 'h.png'
set xrange [-0.5:3.5]
set yrange [50:101.76]
set xtics ('Mon' 0, 'Tue' 1, 'Wed' 2, 'Thu' 3)
set ytics ('50' 50, '60' 60, '70' 70, '80' 80, '90' 90, '100' 100)
set arrow 2 from first 1, graph 0 to first 1, graph 1 nohead lw 1 lc rgb '#555555' dt 2 back
set arrow 900 from first 2, graph 0 to first 2, graph 1 nohead lw 1.5 lc rgb '#333333' dt 1 front
set label 901 'Wed' at first 2, screen 0.877193 right offset character -1,0 tc rgb '#333333' boxed front
set label 902 'heart rate: no value' at first 2, screen 0.837093 right offset character -1,0 tc rgb '#0072B2' boxed front
$p1 << EOD
0 55 99
1 70 70
3 60 81.5
EOD
plot $p1 using 1:2:(0):($3-$2) with vectors nohead lw 6.5 lc rgb '#0072B2' notitle, \
     $p1 using 1:2 with points pt 7 ps 1.3 lc rgb '#0072B2' notitle, \
     $p1 using 1:3 with points pt 7 ps 1.3 lc rgb '#0072B2' notitle
undefine $p1
unset arrow 2
unset arrow 900
unset label 901
unset label 902
unset output
