# chart pie: 2 of 2 pie(s)
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
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
set xrange [0:799]
set yrange [0:499]
# page 1: group Jan
unset object
unset label
unset arrow
set output 'out/m-001.png'
set label 1 'Monthly — Jan' at screen 0.5, screen 0.960922 center front font ',12'
set object 1 circle at 371,236 size 224 arc [-30:90] fc rgb '#0072B2' fs solid 1 noborder
set object 2 circle at 371,236 size 224 arc [-270:-30] fc rgb '#E69F00' fs solid 1 noborder
set arrow 1 from 371,236 to 371,460.5 nohead lw 1.5 lc rgb '#ffffff' front
set arrow 2 from 371,236 to 565.42,123.75 nohead lw 1.5 lc rgb '#ffffff' front
set label 2 '33%' at 487.39,303.2 center front tc rgb '#FFFFFF'
set label 3 '67%' at 254.61,168.8 center front tc rgb '#222222'
set object 3 rect from 625,240.5 to 637,252.5 fc rgb '#0072B2' fs solid 1 noborder
set label 4 'a' at 645,246.5 left front
set object 4 rect from 625,219.5 to 637,231.5 fc rgb '#E69F00' fs solid 1 noborder
set label 5 'b' at 645,225.5 left front
plot -1 notitle
# page 2: group Feb
unset object
unset label
unset arrow
set output 'out/m-002.png'
set label 1 'Monthly — Feb' at screen 0.5, screen 0.960922 center front font ',12'
set object 1 circle at 371,236 size 224 arc [-210:90] fc rgb '#E69F00' fs solid 1 noborder
set object 2 circle at 371,236 size 224 arc [-270:-210] fc rgb '#009E73' fs solid 1 noborder
set arrow 1 from 371,236 to 371,460.5 nohead lw 1.5 lc rgb '#ffffff' front
set arrow 2 from 371,236 to 176.58,348.25 nohead lw 1.5 lc rgb '#ffffff' front
set label 2 '83%' at 438.2,119.61 center front tc rgb '#222222'
set label 3 '17%' at 303.8,352.39 center front tc rgb '#FFFFFF'
set object 3 rect from 625,240.5 to 637,252.5 fc rgb '#E69F00' fs solid 1 noborder
set label 4 'b' at 645,246.5 left front
set object 4 rect from 625,219.5 to 637,231.5 fc rgb '#009E73' fs solid 1 noborder
set label 5 'c' at 645,225.5 left front
plot -1 notitle
unset output
