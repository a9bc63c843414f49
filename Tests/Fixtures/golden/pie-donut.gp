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
set output 'd.png'
set object 1 circle at 400,249 size 209 arc [0:216] fc rgb '#D62728' fs solid 1 noborder
set object 2 circle at 400,249 size 209 arc [216:306] fc rgb '#1F77B4' fs solid 1 noborder
set object 3 circle at 400,249 size 209 arc [306:360] fc rgb '#2CA02C' fs solid 1 noborder
set arrow 1 from 536,249 to 609.5,249 nohead lw 1.5 lc rgb '#ffffff' front
set arrow 2 from 289.97,169.06 to 230.51,125.86 nohead lw 1.5 lc rgb '#ffffff' front
set arrow 3 from 479.94,138.97 to 523.14,79.51 nohead lw 1.5 lc rgb '#ffffff' front
set object 4 circle at 400,249 size 136 fc rgb '#ffffff' fs solid 1 noborder
set label 2 'Weekly' at 400,257 center front font 'DejaVu Sans:Bold,15' tc rgb '#222222'
set label 3 'Report' at 400,237 center front tc rgb '#555555'
set label 4 'Steps taken'."\n".'60%' at 346.72,412.99 center front tc rgb '#FFFFFF'
set label 5 'Tasks completed'."\n".'25%' at 373.03,78.7 center front tc rgb '#FFFFFF'
set label 6 'Surveys completed'."\n".'15%' at 631,148.67 left front tc rgb '#222222'
set arrow 4 from 586.22,154.12 to 595.13,149.58 nohead lw 1 lc rgb '#777777' front
set arrow 5 from 595.13,149.58 to 627,148.67 nohead lw 1 lc rgb '#777777' front
plot -1 notitle
unset output
