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
set yrange [0:50]
set xtics ('0.0' 0, '2.5' 2.5, '5.0' 5, '7.5' 7.5, '10.0' 10, '12.5' 12.5, '15.0' 15, '17.5' 17.5, '20.0' 20)
set ytics ('0' 0, '10' 10, '20' 20, '30' 30, '40' 40, '50' 50)
$s0 << EOD
3.75 1.094890510948905 2.5 5 0 2.18978102189781
6.25 3.6496350364963503 5 7.5 0 7.299270072992701
8.75 8.75912408759124 7.5 10 0 17.51824817518248
11.25 10.218978102189782 10 12.5 0 20.437956204379564
13.75 8.394160583941606 12.5 15 0 16.78832116788321
16.25 8.394160583941606 15 17.5 0 16.78832116788321
18.75 9.489051094890511 17.5 20 0 18.978102189781023
EOD
$s1 << EOD
3.75 2.925075139544869 2.5 5 2.18978102189781 3.660369257191928
6.25 9.505152425933877 5 7.5 7.299270072992701 11.711034778875053
8.75 22.66530699871189 7.5 10 17.51824817518248 27.812365822241304
11.25 28.526191498497212 10 12.5 20.437956204379564 36.61442679261486
13.75 25.611850579647918 12.5 15 16.78832116788321 34.435379991412624
16.25 28.553027050236153 15 17.5 16.78832116788321 40.317732932589095
18.75 32.213396307428084 17.5 20 18.978102189781023 45.44869042507514
EOD
plot $s0 using 1:2:3:4:5:6 with boxxyerror fs solid 1.0 border lc rgb '#ffffff' lc rgb '#0072B2' title 'eu', \
     $s1 using 1:2:3:4:5:6 with boxxyerror fs solid 1.0 border lc rgb '#ffffff' lc rgb '#E69F00' title 'us'
undefine $s0
undefine $s1
unset output
