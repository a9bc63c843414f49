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
set output 'b.png'
set label 1 'Budget' at screen 0.5, screen 0.960922 center front font ',12'
set object 1 circle at 400,236 size 196 arc [-86.326530612:90] fc rgb '#0072B2' fs solid 1 noborder
set object 2 circle at 400,236 size 196 arc [-152.448979592:-86.326530612] fc rgb '#E69F00' fs solid 1 noborder
set object 3 circle at 400,236 size 196 arc [-178.897959184:-152.448979592] fc rgb '#009E73' fs solid 1 noborder
set object 4 circle at 400,236 size 196 arc [-199.469387755:-178.897959184] fc rgb '#D55E00' fs solid 1 noborder
set object 5 circle at 400,236 size 196 arc [-213.428571429:-199.469387755] fc rgb '#CC79A7' fs solid 1 noborder
set object 6 circle at 400,236 size 196 arc [-257.510204082:-213.428571429] fc rgb '#56B4E9' fs solid 1 noborder
set object 7 circle at 400,236 size 196 arc [-266.326530612:-257.510204082] fc rgb '#F0E442' fs solid 1 noborder
set object 8 circle at 400,236 size 196 arc [-270:-266.326530612] fc rgb '#0072B2' fs solid 1 noborder
set arrow 1 from 400,236 to 400,432.5 nohead lw 1.5 lc rgb '#ffffff' front
set arrow 2 from 400,236 to 412.59,39.9 nohead lw 1.5 lc rgb '#ffffff' front
set arrow 3 from 400,236 to 225.78,145.11 nohead lw 1.5 lc rgb '#ffffff' front
set arrow 4 from 400,236 to 203.54,232.22 nohead lw 1.5 lc rgb '#ffffff' front
set arrow 5 from 400,236 to 214.74,301.49 nohead lw 1.5 lc rgb '#ffffff' front
set arrow 6 from 400,236 to 236.01,344.25 nohead lw 1.5 lc rgb '#ffffff' front
set arrow 7 from 400,236 to 357.5,427.85 nohead lw 1.5 lc rgb '#ffffff' front
set arrow 8 from 400,236 to 387.41,432.1 nohead lw 1.5 lc rgb '#ffffff' front
set label 2 'Rent'."\n".'49% ($1,200)' at 517.54,239.77 center front tc rgb '#FFFFFF'
set label 3 'Food'."\n".'18% ($450)' at 342.29,133.53 center front tc rgb '#222222'
set label 4 'Transport'."\n".'7% ($180)' at 182,184.53 right front tc rgb '#222222'
set arrow 9 from 210.1,187.5 to 200.41,185.03 nohead lw 1 lc rgb '#777777' front
set arrow 10 from 200.41,185.03 to 186,184.53 nohead lw 1 lc rgb '#777777' front
set label 5 'Utilities'."\n".'6% ($140)' at 182,269.2 right front tc rgb '#222222'
set arrow 11 from 206.51,267.28 to 196.64,268.88 nohead lw 1 lc rgb '#777777' front
set arrow 12 from 196.64,268.88 to 186,269.2 nohead lw 1 lc rgb '#777777' front
set label 6 'Insurance'."\n".'4% ($95)' at 182,328.64 right front tc rgb '#222222'
set arrow 13 from 224.52,323.3 to 215.56,327.75 nohead lw 1 lc rgb '#777777' front
set arrow 14 from 215.56,327.75 to 186,328.64 nohead lw 1 lc rgb '#777777' front
set label 7 'Savings'."\n".'12% ($300)' at 322.23,349.03 center front tc rgb '#222222'
set label 8 'Fun'."\n".'2% ($60)' at 182,409.89 right front tc rgb '#222222'
set arrow 15 from 372.45,430.05 to 371.04,439.95 nohead lw 1 lc rgb '#777777' front
set arrow 16 from 371.04,439.95 to 186,409.89 nohead lw 1 lc rgb '#777777' front
set label 9 'Gifts'."\n".'1% ($25)' at 182,443.89 right front tc rgb '#222222'
set arrow 17 from 393.72,431.9 to 393.4,441.89 nohead lw 1 lc rgb '#777777' front
set arrow 18 from 393.4,441.89 to 186,443.89 nohead lw 1 lc rgb '#777777' front
plot -1 notitle
unset output
