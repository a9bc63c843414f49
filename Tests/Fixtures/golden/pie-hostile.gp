# chart pie: 1 of 1 pie(s)
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
# page 1
unset object
unset label
unset arrow
set output 'it''s.png'
set label 1 '`touch pwned` it''s' at screen 0.5, screen 0.960922 center front font ',12'
set object 1 circle at 400,236 size 224 arc [30:90] fc rgb '#0072B2' fs solid 1 noborder
set object 2 circle at 400,236 size 224 arc [-90:30] fc rgb '#E69F00' fs solid 1 noborder
set object 3 circle at 400,236 size 224 arc [-270:-90] fc rgb '#009E73' fs solid 1 noborder
set arrow 1 from 400,370 to 400,460.5 nohead lw 1.5 lc rgb '#ffffff' front
set arrow 2 from 516.05,303 to 594.42,348.25 nohead lw 1.5 lc rgb '#ffffff' front
set arrow 3 from 400,102 to 400,11.5 nohead lw 1.5 lc rgb '#ffffff' front
set object 4 circle at 400,236 size 134 fc rgb '#ffffff' fs solid 1 noborder
set label 2 "'".'`id`''' at 400,244 center front font 'DejaVu Sans:Bold,15' tc rgb '#222222'
set label 3 'a"b' at 400,224 center front tc rgb '#555555'
set label 4 '`touch x`' at 489.6,391.19 center front tc rgb '#FFFFFF'
set label 5 'it''s'."\n".'EOD' at 555.19,146.4 center front tc rgb '#222222'
set label 6 '$(id) "q"' at 220.8,236 center front tc rgb '#FFFFFF'
plot -1 notitle
unset output
