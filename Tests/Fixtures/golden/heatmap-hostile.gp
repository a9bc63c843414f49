# chart heatmap: 2 x 2 cells, 3 filled, palette viridis
set terminal pngcairo size 800,500 noenhanced font 'DejaVu Sans,10' background rgb '#ffffff'
set encoding utf8
set lmargin at screen 0.115145
set rmargin at screen 0.942429
set tmargin at screen 0.891785
set bmargin at screen 0.124249
set clip two
unset key
set label 1 '`touch pwned` $(id) it''s'."\n".'line two' at screen 0.5, screen 0.960922 center front font ',12'
set border 3 lw 1 lc rgb '#333333'
set xtics nomirror out scale 0.6
set ytics nomirror out scale 0.6
unset y2tics
set xlabel 'a"b'
set ylabel '$(id)'
# page 1: 3 cells
set output 'it''s.png'
set xrange [-0.5:1.5]
set yrange [-0.5:1.5]
set xtics ('sys''tem("id")' 0, '`touch p`' 1)
set ytics ('EOD' 0, '@{b}_^' 1)
set palette defined (0 '#440154', 1 '#48186A', 2 '#472D7B', 3 '#424086', 4 '#3B528B', 5 '#33638D', 6 '#2C728E', 7 '#26828E', 8 '#21918C', 9 '#1FA088', 10 '#28AE80', 11 '#3FBC73', 12 '#5EC962', 13 '#84D44B', 14 '#ADDC30', 15 '#D8E219', 16 '#FDE725')
unset logscale cb
set cbrange [1:3]
set cbtics ('1' 1, '2' 2, '3' 3) out nomirror scale 0.5
set colorbox user origin screen 0.957447, screen 0.124248 size screen 0.017522, screen 0.703407 noborder
set label 999 'it''s' at screen 0.957447, screen 0.875752 left front
$cells << EOD
-0.5 0.5030257186081695 0.5 1.5 1
0.5 1.5 0.5 1.5 2
-0.5 0.5 -0.5 0.5052219321148825 3
EOD
plot $cells using 1:3:1:2:3:4:5 with boxxyerror fc palette fs solid 1.0 noborder notitle
undefine $cells
unset output
