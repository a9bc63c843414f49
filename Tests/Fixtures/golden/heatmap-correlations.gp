# chart heatmap: 4 x 4 cells, 16 filled, palette rdbu
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.115145
set rmargin at screen 0.919901
set tmargin at screen 0.971945
set bmargin at screen 0.084169
set clip two
unset key
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
# page 1: 16 cells
set output 'c.png'
set xrange [-0.5:3.5]
set yrange [-0.5:3.5]
set xtics ('precip' 0, 'temp_max' 1, 'temp_min' 2, 'wind' 3)
set ytics ('wind' 0, 'temp_min' 1, 'temp_max' 2, 'precip' 3)
set palette defined (0 '#053061', 1 '#2065AB', 2 '#4393C3', 3 '#90C4DD', 4 '#D1E5F0', 5 '#F7F6F6', 6 '#FDDBC7', 7 '#F3A481', 8 '#D6604D', 9 '#B1182B', 10 '#67001F')
unset logscale cb
set cbrange [-1:1]
set cbtics ('-1.0' -1, '-0.5' -0.5, '0.0' 0, '0.5' 0.5, '1.0' 1) out nomirror scale 0.5
set colorbox user origin screen 0.934919, screen 0.084168 size screen 0.017522, screen 0.823647 noborder
set label 999 'value' at screen 0.934919, screen 0.955912 left front
set label 1000 '1' at first 0.0031104199066873672, first 3 center front textcolor rgb '#FFFFFF'
set label 1001 '-0.23' at first 1.0031104199066874, first 3 center front textcolor rgb '#000000'
set label 1002 '-0.07' at first 2.0031104199066876, first 3 center front textcolor rgb '#000000'
set label 1003 '0.33' at first 3, first 3 center front textcolor rgb '#000000'
set label 1004 '-0.23' at first 0.0031104199066873672, first 2.00451467268623 center front textcolor rgb '#000000'
set label 1005 '1' at first 1.0031104199066874, first 2.00451467268623 center front textcolor rgb '#FFFFFF'
set label 1006 '0.88' at first 2.0031104199066876, first 2.00451467268623 center front textcolor rgb '#FFFFFF'
set label 1007 '-0.16' at first 3, first 2.00451467268623 center front textcolor rgb '#000000'
set label 1008 '-0.07' at first 0.0031104199066873672, first 1.0045146726862302 center front textcolor rgb '#000000'
set label 1009 '0.88' at first 1.0031104199066874, first 1.0045146726862302 center front textcolor rgb '#FFFFFF'
set label 1010 '1' at first 2.0031104199066876, first 1.0045146726862302 center front textcolor rgb '#FFFFFF'
set label 1011 '-0.07' at first 3, first 1.0045146726862302 center front textcolor rgb '#000000'
set label 1012 '0.33' at first 0.0031104199066873672, first 0.004514672686230292 center front textcolor rgb '#000000'
set label 1013 '-0.16' at first 1.0031104199066874, first 0.004514672686230292 center front textcolor rgb '#000000'
set label 1014 '-0.07' at first 2.0031104199066876, first 0.004514672686230292 center front textcolor rgb '#000000'
set label 1015 '1' at first 3, first 0.004514672686230292 center front textcolor rgb '#FFFFFF'
$cells << EOD
-0.5 0.5062208398133747 2.5 3.5 1
0.5 1.5062208398133747 2.5 3.5 -0.23
1.5 2.5062208398133747 2.5 3.5 -0.07
2.5 3.5 2.5 3.5 0.33
-0.5 0.5062208398133747 1.5 2.5090293453724604 -0.23
0.5 1.5062208398133747 1.5 2.5090293453724604 1
1.5 2.5062208398133747 1.5 2.5090293453724604 0.88
2.5 3.5 1.5 2.5090293453724604 -0.16
-0.5 0.5062208398133747 0.5 1.5090293453724604 -0.07
0.5 1.5062208398133747 0.5 1.5090293453724604 0.88
1.5 2.5062208398133747 0.5 1.5090293453724604 1
2.5 3.5 0.5 1.5090293453724604 -0.07
-0.5 0.5062208398133747 -0.5 0.5090293453724606 0.33
0.5 1.5062208398133747 -0.5 0.5090293453724606 -0.16
1.5 2.5062208398133747 -0.5 0.5090293453724606 -0.07
2.5 3.5 -0.5 0.5090293453724606 1
EOD
plot $cells using 1:3:1:2:3:4:5 with boxxyerror fc palette fs solid 1.0 noborder notitle
undefine $cells
unset output
