# chart hist: 1 series (single), 4 bins (bin-width), density
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.091365
set rmargin at screen 0.964957
set tmargin at screen 0.971945
set bmargin at screen 0.112225
set clip two
unset key
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set xlabel 'at'
set ylabel 'density per day'
# page 1: 4 bins
set output 'd.png'
set xrange [1708992000:1709337600]
set yrange [0:0.35]
set xtics ('Feb 27' 1708992000, 'Feb 28' 1709078400, 'Feb 29' 1709164800, 'Mar 01' 1709251200, 'Mar 02' 1709337600)
set ytics ('0.00' 0, '0.05' 0.05, '0.10' 0.1, '0.15' 0.15, '0.20' 0.2, '0.25' 0.25, '0.30' 0.3, '0.35' 0.35)
$s0 << EOD
1709035323.782235 0.13898305084745763 1708992247.5644698 1709078400 0 0.27796610169491526
1709121723.7822351 0.16271186440677965 1709078895.1289399 1709164552.4355302 0 0.3254237288135593
1709208123.782235 0.16779661016949152 1709165047.5644698 1709251200 0 0.33559322033898303
1709294523.7822351 0.030508474576271188 1709251695.1289399 1709337352.4355302 0 0.061016949152542375
EOD
plot $s0 using 1:2:3:4:5:6 with boxxyerror fs solid 1.0 noborder lc rgb '#0072B2' notitle
undefine $s0
unset output
