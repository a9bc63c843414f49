# chart hist: 1 series (single), 23 bins (freedman-diaconis), count
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.086359
set rmargin at screen 0.964957
set tmargin at screen 0.929861
set bmargin at screen 0.112225
set clip two
unset key
set label 1 'Latency' at screen 0.5, screen 0.960922 center front font ',12'
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set xlabel 'ms'
set ylabel 'count'
# page 1: 23 bins
set output 'h.png'
set xrange [0:115]
set yrange [0:140]
set xtics ('0' 0, '25' 25, '50' 50, '75' 75, '100' 100)
set ytics ('0' 0, '20' 20, '40' 40, '60' 60, '80' 80, '100' 100, '120' 120, '140' 140)
set arrow 1 from first 20.200000000000003, graph 0 to first 20.200000000000003, graph 1 nohead lw 1.5 lc rgb '#333333' dt 2 front
set label 3 'p50 20.2' at first 20.200000000000003, graph 1 right offset -0.3, -1.0 front textcolor rgb '#333333'
set arrow 2 from first 105.74702000000056, graph 0 to first 105.74702000000056, graph 1 nohead lw 1.5 lc rgb '#333333' dt 2 front
set label 4 'p99.9 105.7' at first 105.74702000000056, graph 1 right offset -0.3, -2.0 front textcolor rgb '#333333'
set arrow 3 from first 24.1035, graph 0 to first 24.1035, graph 1 nohead lw 1.5 lc rgb '#333333' dt 2 front
set label 5 'mean 24.1' at first 24.1035, graph 1 left offset 0.3, -3.0 front textcolor rgb '#333333'
$s0 << EOD
2.5 1 0.08190883190883191 4.918091168091168 0 2
7.5 24.5 5.081908831908832 9.918091168091168 0 49
12.5 54 10.081908831908832 14.91809116809117 0 108
17.5 43.5 15.08190883190883 19.918091168091166 0 87
22.5 37 20.08190883190883 24.918091168091166 0 74
27.5 29.5 25.08190883190883 29.918091168091166 0 59
32.5 18.5 30.081908831908834 34.918091168091166 0 37
37.5 10.5 35.081908831908834 39.918091168091166 0 21
42.5 10.5 40.081908831908834 44.918091168091166 0 21
47.5 4 45.081908831908834 49.918091168091166 0 8
52.5 5.5 50.081908831908834 54.918091168091166 0 11
57.5 3.5 55.081908831908834 59.91809116809117 0 7
62.499999999999986 1.5 60.08190883190883 64.91809116809115 0 3
67.5 1.5 65.08190883190882 69.91809116809118 0 3
72.50000000000001 1 70.08190883190885 74.91809116809118 0 2
77.5 1.5 75.08190883190883 79.91809116809117 0 3
82.49999999999999 0.5 80.08190883190882 84.91809116809115 0 1
87.5 0.5 85.08190883190882 89.91809116809118 0 1
97.5 1 95.08190883190883 99.91809116809117 0 2
112.5 0.5 110.08190883190883 114.91809116809117 0 1
EOD
plot $s0 using 1:2:3:4:5:6 with boxxyerror fs solid 1.0 noborder lc rgb '#0072B2' notitle
undefine $s0
unset arrow 1
unset label 3
unset arrow 2
unset label 4
unset arrow 3
unset label 5
unset output
