# chart bar: 3 of 3 page(s), 1 series (single), 12 categories; category labels: rotated
set terminal pngcairo size 400,300 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.145364
set rmargin at screen 0.929826
set tmargin at screen 0.953178
set bmargin at screen 0.367894
set clip two
unset key
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6 rotate by 45 right
set ytics nomirror out scale 0.6
unset y2tics
set label 2 'k' at screen 0.537594, screen 0.073579 center front
set ylabel 'v'
# page 1: categories 1-5
set output 'out/b-001.png'
set xrange [-0.5:4.5]
set yrange [-4:8]
set xtics ('category 1' 0, 'category 2' 1, 'category 3' 2, 'category 4' 3, 'category 5' 4)
set ytics ('-4' -4, '-2' -2, '0' 0, '2' 2, '4' 4, '6' 6, '8' 8)
set arrow 1 from graph 0, first 0 to graph 1, first 0 nohead lw 1 lc rgb '#333333' front
$s0 << EOD
0 2 -0.3 0.3 0 4 29362
1 0 0.7 1.3 0 0 29362
2 3.5 1.7 2.3 0 7 29362
3 1.5 2.7 3.3 0 3 29362
4 -0.5 3.7 4.3 -1 0 29362
EOD
plot $s0 using 1:2:3:4:5:6 with boxxyerror fs solid 1.0 noborder lc rgb '#0072B2' notitle
undefine $s0
unset arrow 1
# page 2: categories 6-10
set output 'out/b-002.png'
set xrange [-0.5:4.5]
set yrange [-4:8]
set xtics ('category 6' 0, 'category 7' 1, 'category 8' 2, 'category 9' 3, 'category 10' 4)
set ytics ('-4' -4, '-2' -2, '0' 0, '2' 2, '4' 4, '6' 6, '8' 8)
set arrow 1 from graph 0, first 0 to graph 1, first 0 nohead lw 1 lc rgb '#333333' front
$s0 << EOD
0 3 -0.3 0.3 0 6 29362
1 1 0.7 1.3 0 2 29362
2 -1 1.7 2.3 -2 0 29362
3 2.5 2.7 3.3 0 5 29362
4 0.5 3.7 4.3 0 1 29362
EOD
plot $s0 using 1:2:3:4:5:6 with boxxyerror fs solid 1.0 noborder lc rgb '#0072B2' notitle
undefine $s0
unset arrow 1
# page 3: categories 11-12
set output 'out/b-003.png'
set xrange [-0.5:4.5]
set yrange [-4:8]
set xtics ('category 11' 0, 'category 12' 1)
set ytics ('-4' -4, '-2' -2, '0' 0, '2' 2, '4' 4, '6' 6, '8' 8)
set arrow 1 from graph 0, first 0 to graph 1, first 0 nohead lw 1 lc rgb '#333333' front
$s0 << EOD
0 -1.5 -0.3 0.3 -3 0 29362
1 2 0.7 1.3 0 4 29362
EOD
plot $s0 using 1:2:3:4:5:6 with boxxyerror fs solid 1.0 noborder lc rgb '#0072B2' notitle
undefine $s0
unset arrow 1
unset output
