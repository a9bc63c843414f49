# chart heatmap: 4 x 3 cells, 10 filled, palette magma
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.086359
set rmargin at screen 0.928662
set tmargin at screen 0.971945
set bmargin at screen 0.124249
set clip two
unset key
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set xlabel 'month'
set ylabel 'weather'
# page 1: 10 cells
set output 'l.png'
set xrange [-0.5:3.5]
set yrange [-0.5:2.5]
set xtics ('Jan' 0, 'Feb' 1, 'Mar' 2, 'Apr' 3)
set ytics ('fog' 0, 'sun' 1, 'rain' 2)
set palette defined (0 '#000004', 1 '#0A0822', 2 '#1D1147', 3 '#36106B', 4 '#51127C', 5 '#6A1C81', 6 '#832681', 7 '#9C2E7F', 8 '#B73779', 9 '#D0416F', 10 '#E75263', 11 '#F56B5C', 12 '#FC8961', 13 '#FEA772', 14 '#FEC488', 15 '#FDE2A3', 16 '#FCFDBF')
set logscale cb
set cbrange [1:20]
set cbtics ('1' 1, '2' 2, '5' 5, '10' 10, '20' 20) out nomirror scale 0.5
set colorbox user origin screen 0.94368, screen 0.124248 size screen 0.017522, screen 0.783567 noborder
set label 999 'count' at screen 0.94368, screen 0.955912 left front
$cells << EOD
-0.5 0.5059435364041605 1.5 2.5 18
0.5 1.5059435364041605 1.5 2.5 14
1.5 2.5059435364041605 1.5 2.5 20
2.5 3.5 1.5 2.5 9
-0.5 0.5059435364041605 0.5 1.5070921985815602 5
0.5 1.5059435364041605 0.5 1.5070921985815602 9
1.5 2.5059435364041605 0.5 1.5070921985815602 7
2.5 3.5 0.5 1.5070921985815602 17
0.5 1.5 -0.5 0.5070921985815602 2
2.5 3.5 -0.5 0.5070921985815602 1
EOD
plot $cells using 1:3:1:2:3:4:5 with boxxyerror fc palette fs solid 1.0 noborder notitle
undefine $cells
unset output
