# chart bar: 1 of 1 page(s), 2 series (grouped), 4 categories; category labels: none
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.058825
set rmargin at screen 0.85482
set tmargin at screen 0.971945
set bmargin at screen 0.124249
set clip two
unset key
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set xlabel 'quarter'
set key vertical at screen 0.869837, screen 0.971944 left top maxrows 2 reverse Left samplen 2 spacing 1.1 width 1 noautotitle
set arrow 1 from graph 0, first 5 to graph 1, first 5 nohead lw 1 lc rgb '#555555' dt 2 front
# page 1: categories 1-4
set output 'g.png'
set xrange [-0.5:3.5]
set yrange [-6:12]
set xtics ('Q1' 0, 'Q2' 1, 'Q3' 2, 'Q4' 3)
set ytics ('-$6' -6, '-$3' -3, '$0' 0, '$3' 3, '$6' 6, '$9' 9, '$12' 12)
set arrow 2 from graph 0, first 0 to graph 1, first 0 nohead lw 1 lc rgb '#333333' front
$s0 << EOD
-0.2 5 -0.4 0 0 10 14034728
0.8 6 0.6 1 0 12 14034728
1.8 -2.5 1.6 2 -5 0 14034728
2.8 4 2.6 3 0 8 14034728
EOD
$s1 << EOD
0.2 2 0 0.4 0 4 2062260
1.2 -1.5 1 1.4 -3 0 2062260
2.2 3.5 2 2.4 0 7 2062260
3.2 4.5 3 3.4 0 9 2062260
EOD
plot $s0 using 1:2:3:4:5:6 with boxxyerror fs solid 1.0 noborder lc rgb '#D62728' title 'north', \
     $s1 using 1:2:3:4:5:6 with boxxyerror fs solid 1.0 noborder lc rgb '#1F77B4' title 'south'
undefine $s0
undefine $s1
unset arrow 2
unset output
