# chart line: 2 of 2 page(s), 2 series, 12 rows
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.083856
set rmargin at screen 0.964957
set tmargin at screen 0.927857
set bmargin at screen 0.112225
set clip two
unset key
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set xlabel 'month'
set key horizontal at screen 0.5, screen 0.97996 center top maxcols 2 maxrows 1 reverse Left samplen 3 spacing 1.1 width 1 noautotitle
set style textbox opaque noborder margins 2,1
# page 1: rows 1-6
set output 's-001.png'
set xrange [-0.5:5.5]
set yrange [0:12000]
set xtics ('Jan' 0, 'Feb' 1, 'Mar' 2, 'Apr' 3, 'May' 4, 'Jun' 5)
set ytics ('0' 0, '2,000' 2000, '4,000' 4000, '6,000' 6000, '8,000' 8000, '10,000' 10000, '12,000' 12000)
$page << EOD
0 10 0
1 1414 55
2 2893 84
3 7661 795
4 5089 1048
5 11054 485
6 8916 1937
EOD
plot $page using 1:2 with lines lw 2 lc rgb '#0072B2' dt 1 title 'current', \
     $page using 1:3 with lines lw 2 lc rgb '#E69F00' dt (8,5) title 'previous'
undefine $page
# page 2: rows 7-12
set output 's-002.png'
set xrange [5.5:11.5]
set yrange [0:12000]
set xtics ('Jul' 6, 'Aug' 7, 'Sep' 8, 'Oct' 9, 'Nov' 10, 'Dec' 11)
set ytics ('0' 0, '2,000' 2000, '4,000' 4000, '6,000' 6000, '8,000' 8000, '10,000' 10000, '12,000' 12000)
set arrow 900 from first 9, graph 0 to first 9, graph 1 nohead lw 1.5 lc rgb '#333333' dt 1 front
set label 901 'Oct' at first 9, screen 0.8998 left offset character 1,0 tc rgb '#333333' boxed front
set label 902 'current: 5133' at first 9, screen 0.867735 left offset character 1,0 tc rgb '#0072B2' boxed front
set label 903 'previous: 2866' at first 9, screen 0.835671 left offset character 1,0 tc rgb '#E69F00' boxed front
$page << EOD
5 11054 485
6 8916 1937
7 9518 2040
8 9724 2575
9 5133 2866
10 5645 1890
11 7954 2424
EOD
plot $page using 1:2 with lines lw 2 lc rgb '#0072B2' dt 1 title 'current', \
     $page using 1:3 with lines lw 2 lc rgb '#E69F00' dt (8,5) title 'previous'
undefine $page
unset arrow 900
unset label 901
unset label 902
unset label 903
unset output
