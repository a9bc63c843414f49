# chart discrete: 2 of 2 page(s), 2 plot(s), 6 x slots
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.035045
set rmargin at screen 0.941177
set tmargin at screen 0.927857
set bmargin at screen 0.072145
set clip two
unset key
set border 9 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
unset ytics
set y2tics nomirror out scale 0.6
set key horizontal at screen 0.5, screen 0.97996 center top maxcols 2 maxrows 1 reverse Left samplen 1 spacing 1.1 width 1 noautotitle
set style textbox opaque noborder margins 2,1
# page 1: x slots 1-4
set output 'out/v-001.png'
set xrange [-0.5:3.5]
set y2range [40:140]
set xtics ('1' 0, '2' 1, '3' 2, '4' 3)
set y2tics ('40' 40, '60' 60, '80' 80, '100' 100, '120' 120, '140' 140)
$p1 << EOD
-0.15 115 130
0.85 116 131
1.85 117 132
2.85 118 130
EOD
$p2 << EOD
0.15 55 90
1.15 55 91
2.15 55 92
3.15 55 93
EOD
plot $p1 using 1:2 axes x1y2 with points pt 7 ps 1.3 lc rgb '#D55E00' notitle, \
     $p1 using 1:3 axes x1y2 with points pt 7 ps 1.3 lc rgb '#D55E00' notitle, \
     $p2 using 1:2 axes x1y2 with points pt 7 ps 1.3 lc rgb '#009E73' notitle, \
     $p2 using 1:3 axes x1y2 with points pt 7 ps 1.3 lc rgb '#009E73' notitle, \
     keyentry with points pt 7 ps 1.3 lc rgb '#D55E00' title 'sys', \
     keyentry with points pt 7 ps 1.3 lc rgb '#009E73' title 'it''s `hr`'
undefine $p1
undefine $p2
# page 2: x slots 5-6
set output 'out/v-002.png'
set xrange [3.5:7.5]
set y2range [40:140]
set xtics ('5' 4, '6' 5)
set y2tics ('40' 40, '60' 60, '80' 80, '100' 100, '120' 120, '140' 140)
set arrow 900 from first 4, graph 0 to first 4, graph 1 nohead lw 1.5 lc rgb '#333333' dt 1 front
set label 901 '5' at first 4, screen 0.8998 left offset character 1,0 tc rgb '#333333' boxed front
set label 902 'sys: 119–131' at first 4, screen 0.867735 left offset character 1,0 tc rgb '#D55E00' boxed front
set label 903 'it''s `hr`: no value' at first 4, screen 0.835671 left offset character 1,0 tc rgb '#009E73' boxed front
$p1 << EOD
3.85 119 131
4.85 120 132
EOD
$p2 << EOD
5.15 55 95
EOD
plot $p1 using 1:2 axes x1y2 with points pt 7 ps 1.3 lc rgb '#D55E00' notitle, \
     $p1 using 1:3 axes x1y2 with points pt 7 ps 1.3 lc rgb '#D55E00' notitle, \
     $p2 using 1:2 axes x1y2 with points pt 7 ps 1.3 lc rgb '#009E73' notitle, \
     $p2 using 1:3 axes x1y2 with points pt 7 ps 1.3 lc rgb '#009E73' notitle, \
     keyentry with points pt 7 ps 1.3 lc rgb '#D55E00' title 'sys', \
     keyentry with points pt 7 ps 1.3 lc rgb '#009E73' title 'it''s `hr`'
undefine $p1
undefine $p2
unset arrow 900
unset label 901
unset label 902
unset label 903
unset output
