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
set output 'a.png'
set object 1 circle at 400,249 size 237 arc [-126:90] fc rgb '#D62728' fs solid 1 noborder
set object 2 circle at 400,249 size 237 arc [-216:-126] fc rgb '#1F77B4' fs solid 1 noborder
set object 3 circle at 400,249 size 237 arc [-270:-216] fc rgb '#2CA02C' fs solid 1 noborder
set arrow 1 from 400,249 to 400,486.5 nohead lw 1.5 lc rgb '#ffffff' front
set arrow 2 from 400,249 to 260.4,56.86 nohead lw 1.5 lc rgb '#ffffff' front
set arrow 3 from 400,249 to 207.86,388.6 nohead lw 1.5 lc rgb '#ffffff' front
set label 2 'Steps taken'."\n".'60%' at 535.24,205.06 center front tc rgb '#FFFFFF'
set label 3 'Tasks completed'."\n".'25%' at 259.55,226.76 center front tc rgb '#FFFFFF'
set label 4 'Surveys completed'."\n".'15%' at 324.68,396.82 center front tc rgb '#FFFFFF'
plot -1 notitle
unset output
