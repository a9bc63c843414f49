# chart area: 1 of 1 page(s), 4 series, 3 rows, stacked
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.083856
set rmargin at screen 0.794744
set tmargin at screen 0.929861
set bmargin at screen 0.112225
set clip two
unset key
set label 1 'Area stacked' at screen 0.5, screen 0.960922 center front font ',12'
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set xlabel 'year'
set key vertical at screen 0.809762, screen 0.92986 left top maxrows 4 reverse Left samplen 3 spacing 1.1 width 1 noautotitle
# page 1: rows 1-3
set output 's.png'
set xrange [946684800:1009843200]
set yrange [0:43528]
set xtics ('2000' 946684800, '2001' 978307200, '2002' 1009843200)
set ytics ('0' 0, '10,000' 10000, '20,000' 20000, '30,000' 30000, '40,000' 40000)
$page << EOD
946684800 35361 39214 40651 40663
978307200 35991 40565 42528 42528
1009843200 36234 40222 42107 42137
EOD
plot $page using 1:4:5 with filledcurves fs solid 1.0 noborder lc rgb '#D55E00' title 'other', \
     $page using 1:3:4 with filledcurves fs solid 1.0 noborder lc rgb '#009E73' title 'renewables', \
     $page using 1:2:3 with filledcurves fs solid 1.0 noborder lc rgb '#E69F00' title 'nuclear', \
     $page using 1:(0):2 with filledcurves fs solid 1.0 noborder lc rgb '#0072B2' title 'fossil', \
     $page using 1:2 with lines lw 2 lc rgb '#0072B2' notitle, \
     $page using 1:3 with lines lw 2 lc rgb '#E69F00' notitle, \
     $page using 1:4 with lines lw 2 lc rgb '#009E73' notitle, \
     $page using 1:5 with lines lw 2 lc rgb '#D55E00' notitle
undefine $page
unset output
