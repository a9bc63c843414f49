# chart hist: 1 series (single), 6 bins (freedman-diaconis), count
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.086359
set rmargin at screen 0.964957
set tmargin at screen 0.929861
set bmargin at screen 0.112225
set clip two
unset key
set label 1 'Requests' at screen 0.5, screen 0.960922 center front font ',12'
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set xlabel 'at'
set ylabel 'count per day'
# page 1: 6 bins
set output 't.png'
set xrange [1708992000:1709510400]
set yrange [0:120]
set xtics ('Feb 27' 1708992000, 'Feb 28' 1709078400, 'Feb 29' 1709164800, 'Mar 01' 1709251200, 'Mar 02' 1709337600, 'Mar 03' 1709424000, 'Mar 04' 1709510400)
set ytics ('0' 0, '20' 20, '40' 40, '60' 60, '80' 80, '100' 100, '120' 120)
set arrow 1 from first 1709206704, graph 0 to first 1709206704, graph 1 nohead lw 1.5 lc rgb '#333333' dt 2 front
set label 3 'p50 2024-02-29 11:38:24' at first 1709206704, graph 1 left offset 0.3, -1.0 front textcolor rgb '#333333'
set arrow 2 from first 1709193452.445, graph 0 to first 1709193452.445, graph 1 nohead lw 1.5 lc rgb '#333333' dt 2 front
set label 4 'mean 2024-02-29 07:57:32' at first 1709193452.445, graph 1 right offset -0.3, -2.0 front textcolor rgb '#333333'
$s0 << EOD
1709035200 41 1708992369.2307692 1709078030.7692308 0 82
1709121600 48 1709078769.2307692 1709164430.7692308 0 96
1709208000 49.5 1709165169.2307692 1709250830.7692308 0 99
1709294400 47 1709251569.2307692 1709337230.7692308 0 94
1709380800 14 1709337969.2307692 1709423630.7692308 0 28
1709467200 0.5 1709424369.2307692 1709510030.7692308 0 1
EOD
plot $s0 using 1:2:3:4:5:6 with boxxyerror fs solid 1.0 noborder lc rgb '#0072B2' notitle
undefine $s0
unset arrow 1
unset label 3
unset arrow 2
unset label 4
unset output
