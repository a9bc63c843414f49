# chart hist: 1 series (single), 11 bins (sturges), count
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.075095
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
set ylabel 'count per 12 hours'
# page 1: 11 bins
set output 't.png'
set xrange [1708992000:1709467200]
set yrange [0:90]
set xtics ('Feb 27' 1708992000, 'Feb 28' 1709078400, 'Feb 29' 1709164800, 'Mar 01' 1709251200, 'Mar 02' 1709337600, 'Mar 03' 1709424000)
set ytics ('0' 0, '10' 10, '20' 20, '30' 30, '40' 40, '50' 50, '60' 60, '70' 70, '80' 80, '90' 90)
set arrow 1 from first 1709206704, graph 0 to first 1709206704, graph 1 nohead lw 1.5 lc rgb '#333333' dt 2 front
set label 3 'p50 2024-02-29 11:38:24' at first 1709206704, graph 1 left offset 0.3, -1.0 front textcolor rgb '#333333'
set arrow 2 from first 1709193452.445, graph 0 to first 1709193452.445, graph 1 nohead lw 1.5 lc rgb '#333333' dt 2 front
set label 4 'mean 2024-02-29 07:57:32' at first 1709193452.445, graph 1 right offset -0.3, -2.0 front textcolor rgb '#333333'
$s0 << EOD
1709013721.5189872 2 1708992334.177215 1709035108.8607595 0 4
1709056830.379747 39 1709035777.21519 1709077883.544304 0 78
1709099939.2405062 9.5 1709078551.898734 1709121326.5822785 0 19
1709143382.278481 38.5 1709121994.936709 1709164769.620253 0 77
1709186491.1392405 12.5 1709165437.9746835 1709207544.3037975 0 25
1709229600 37 1709208212.658228 1709250987.341772 0 74
1709272708.8607595 13 1709251655.6962025 1709293762.0253165 0 26
1709315817.721519 34 1709294430.379747 1709337205.063291 0 68
1709359260.7594938 12.5 1709337873.4177215 1709380648.101266 0 25
1709402369.620253 1.5 1709381316.455696 1709423422.78481 0 3
1709445478.4810128 0.5 1709424091.1392405 1709466865.822785 0 1
EOD
plot $s0 using 1:2:3:4:5:6 with boxxyerror fs solid 1.0 noborder lc rgb '#0072B2' notitle
undefine $s0
unset arrow 1
unset label 3
unset arrow 2
unset label 4
unset output
