# chart line: 1 of 1 page(s), 2 series, 12 rows
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.035045
set rmargin at screen 0.899876
set tmargin at screen 0.877757
set bmargin at screen 0.112225
set clip two
unset key
set label 1 'Sales' at screen 0.5, screen 0.960922 center front font ',12'
set border 9 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
unset ytics
set y2tics nomirror out scale 0.6
set xlabel 'month'
set key horizontal at screen 0.5, screen 0.92986 center top maxcols 2 maxrows 1 reverse Left samplen 3 spacing 1.1 width 1 noautotitle
# page 1: rows 1-12
set output 'sales.png'
set xrange [-0.5:11.5]
set y2range [0:12000]
set xtics ('Jan' 0, '' 1, '' 2, 'Apr' 3, '' 4, '' 5, 'Jul' 6, '' 7, '' 8, 'Oct' 9, '' 10, '' 11)
set y2tics ('₹0' 0, '₹2,000' 2000, '₹4,000' 4000, '₹6,000' 6000, '₹8,000' 8000, '₹10,000' 10000, '₹12,000' 12000)
$page << EOD
0 10 0
1 1414 55
2 2893 84
3 7661 795
4 5089 1048
5 11054 485
6 8916 1937
7 9518 2040
8 9724 2575
9 5133 2866
10 5645 1890
11 7954 2424
EOD
plot $page using 1:2 axes x1y2 with lines lw 2 lc rgb '#0072B2' dt 1 title 'current', \
     $page using 1:3 axes x1y2 with lines lw 2 lc rgb '#E69F00' dt (8,5) title 'previous'
undefine $page
unset output
