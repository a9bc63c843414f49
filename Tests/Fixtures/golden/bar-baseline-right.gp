# chart bar: 1 of 2 page(s), 1 series (single), 12 categories; category labels: none
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.035045
set rmargin at screen 0.92741
set tmargin at screen 0.971945
set bmargin at screen 0.124249
set clip two
unset key
set border 9 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
unset ytics
set y2tics nomirror out scale 0.6
set xlabel 'k'
set y2label 'v'
# page 2: categories 7-12
set output 'p-02.png'
set xrange [-0.5:5.5]
set y2range [-3:5]
set xtics ('category 7' 0, 'category 8' 1, 'category 9' 2, 'category 10' 3, 'category 11' 4, 'category 12' 5)
set y2tics ('-3' -3, '-2' -2, '-1' -1, '0' 0, '1' 1, '2' 2, '3' 3, '4' 4, '5' 5)
set arrow 1 from graph 0, second 2 to graph 1, second 2 nohead lw 1 lc rgb '#333333' front
$s0 << EOD
0 2 -0.4 0.4 2 2 29362
1 0 0.6 1.4 -2 2 29362
2 3.5 1.6 2.4 2 5 29362
3 1.5 2.6 3.4 1 2 29362
4 -0.5 3.6 4.4 -3 2 29362
5 3 4.6 5.4 2 4 29362
EOD
plot $s0 using 1:2:3:4:5:6 with boxxyerror fs solid 1.0 noborder lc rgb '#0072B2' axes x1y2 notitle
undefine $s0
unset arrow 1
unset output
