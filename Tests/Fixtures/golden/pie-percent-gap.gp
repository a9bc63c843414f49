# chart pie: 1 of 1 pie(s)
set terminal pngcairo size 400,300 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 1e-06
set rmargin at screen 1.000001
set tmargin at screen 1.000001
set bmargin at screen 1e-06
set clip two
unset key
unset border
unset xtics
unset ytics
set xrange [0:399]
set yrange [0:299]
# page 1
unset object
unset label
unset arrow
set output 's.png'
set object 1 circle at 200,149 size 137 fs empty border lc rgb '#cccccc' lw 1
set object 2 circle at 200,149 size 137 arc [-90:90] fc rgb '#0072B2' fs solid 1 noborder
set object 3 circle at 200,149 size 137 arc [-198:-90] fc rgb '#E69F00' fs solid 1 noborder
set arrow 1 from 200,218 to 200,286.5 nohead lw 1.5 lc rgb '#ffffff' front
set arrow 2 from 200,80 to 200,11.5 nohead lw 1.5 lc rgb '#ffffff' front
set arrow 3 from 134.38,170.32 to 69.23,191.49 nohead lw 1.5 lc rgb '#ffffff' front
set object 4 circle at 200,149 size 69 fc rgb '#ffffff' fs solid 1 border lc rgb '#cccccc' lw 1
set label 2 'a' at 302.75,149 center front tc rgb '#FFFFFF'
set label 3 'b' at 116.87,88.61 center front tc rgb '#222222'
plot -1 notitle
unset output
