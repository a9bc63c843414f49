# chart hist --facet: 3 panels, 2 a row, 1 page(s)
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
# page 1: eu, us, ap'`touch x`
set output 'f.png'
set multiplot
set label 99 'Latency by region' at screen 0.5, screen 0.960922 center front font ',12'
# chart hist: 1 series (single), 10 bins (bin-width), count
set encoding utf8
set lmargin at screen 0.075095
set rmargin at screen 0.464331
set tmargin at screen 0.85972
set bmargin at screen 0.579159
set clip two
unset key
set label 1 'eu' at screen 0.249687, screen 0.890782 center front font ',12'
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set ylabel 'count'
# page 1: 10 bins
set xrange [0:200]
set yrange [0:63.25]
set xtics ('' 0, '' 100, '' 200)
set ytics ('0' 0, '20' 20, '40' 40, '60' 60)
set arrow 1 from first 50.37600000000004, graph 0 to first 50.37600000000004, graph 1 nohead lw 1.5 lc rgb '#333333' dt 2 front
set label 3 'p99 50.38' at first 50.37600000000004, graph 1 left offset 0.3, -1.0 front textcolor rgb '#333333'
$s0 << EOD
9.967845659163988 24.5 0.3215434083601286 19.614147909967848 0 49
29.90353697749196 23.5 20.257234726688104 39.549839228295816 0 47
49.839228295819936 2 40.19292604501607 59.4855305466238 0 4
EOD
plot $s0 using 1:2:3:4:5:6 with boxxyerror fs solid 1.0 noborder lc rgb '#0072B2' notitle
undefine $s0
unset arrow 1
unset label 3
reset
# chart hist: 1 series (single), 10 bins (bin-width), count
set encoding utf8
set lmargin at screen 0.575721
set rmargin at screen 0.964957
set tmargin at screen 0.85972
set bmargin at screen 0.579159
set clip two
unset key
set label 1 'us' at screen 0.750313, screen 0.890782 center front font ',12'
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set xlabel 'ms'
# page 1: 10 bins
set xrange [0:200]
set yrange [0:63.25]
set xtics ('0' 0, '100' 100, '200' 200)
set ytics ('' 0, '' 20, '' 40, '' 60)
set arrow 1 from first 170.7208000000001, graph 0 to first 170.7208000000001, graph 1 nohead lw 1.5 lc rgb '#333333' dt 2 front
set label 3 'p99 170.7' at first 170.7208000000001, graph 1 right offset -0.3, -1.0 front textcolor rgb '#333333'
$s0 << EOD
9.967845659163988 8 0.3215434083601286 19.614147909967848 0 16
29.90353697749196 21 20.257234726688104 39.549839228295816 0 42
49.839228295819936 12.5 40.19292604501607 59.4855305466238 0 25
69.7749196141479 5 60.12861736334405 79.42122186495176 0 10
90.03215434083602 1.5 80.06430868167203 100 0 3
110.28938906752411 1 100.64308681672026 119.93569131832797 0 2
170.09646302250803 0.5 160.45016077170416 179.7427652733119 0 1
190.03215434083603 0.5 180.38585209003216 199.67845659163987 0 1
EOD
plot $s0 using 1:2:3:4:5:6 with boxxyerror fs solid 1.0 noborder lc rgb '#0072B2' notitle
undefine $s0
unset arrow 1
unset label 3
reset
# chart hist: 1 series (single), 10 bins (bin-width), count
set encoding utf8
set lmargin at screen 0.075095
set rmargin at screen 0.464331
set tmargin at screen 0.394791
set bmargin at screen 0.114229
set clip two
unset key
set label 1 'ap''`touch x`' at screen 0.249687, screen 0.425852 center front font ',12'
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set xlabel 'ms'
set ylabel 'count'
# page 1: 10 bins
set xrange [0:200]
set yrange [0:63.25]
set xtics ('0' 0, '100' 100, '200' 200)
set ytics ('0' 0, '20' 20, '40' 40, '60' 60)
set arrow 1 from first 186.00690000000003, graph 0 to first 186.00690000000003, graph 1 nohead lw 1.5 lc rgb '#333333' dt 2 front
set label 3 'p99 186' at first 186.00690000000003, graph 1 right offset -0.3, -1.0 front textcolor rgb '#333333'
$s0 << EOD
9.967845659163988 1 0.3215434083601286 19.614147909967848 0 2
29.90353697749196 9 20.257234726688104 39.549839228295816 0 18
49.839228295819936 12.5 40.19292604501607 59.4855305466238 0 25
69.7749196141479 9 60.12861736334405 79.42122186495176 0 18
90.03215434083602 8 80.06430868167203 100 0 16
110.28938906752411 7 100.64308681672026 119.93569131832797 0 14
130.2250803858521 0.5 120.57877813504822 139.87138263665594 0 1
150.16077170418006 1.5 140.5144694533762 159.80707395498393 0 3
170.09646302250803 0.5 160.45016077170416 179.7427652733119 0 1
190.03215434083603 1 180.38585209003216 199.67845659163987 0 2
EOD
plot $s0 using 1:2:3:4:5:6 with boxxyerror fs solid 1.0 noborder lc rgb '#0072B2' notitle
undefine $s0
unset arrow 1
unset label 3
reset
unset multiplot
unset output
