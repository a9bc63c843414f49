#!/usr/bin/env perl
# Rewrites the relative links of one Markdown file for its installed place (run by scripts/install):
# the checkout and an install lay the documents out differently (README.md at the top and
# share/examples/ beside share/doc/chart/, against PREFIX/share/doc/chart/README.md and
# PREFIX/share/doc/chart/examples/), so a link written for the checkout is re-aimed at the
# installed copy of what it names, and every link works in both trees.
#
# Usage: rewrite-links.pl MAP SOURCE INSTALLED < SOURCE-TEXT > INSTALLED-TEXT
#   MAP        lines "file SRC<TAB>DST" and "tree SRC<TAB>DST": where a checkout file, or every
#              file below a checkout folder, is installed (SRC from the checkout's top, DST from
#              the prefix)
#   SOURCE     the Markdown file's path in the checkout; INSTALLED its path below the prefix
# Inline links and images `[text](target)` and reference definitions `[name]: target` outside
# code are rewritten; a URL, an anchor of the same page and a link to something not installed are
# left as they are (the last with a warning on stderr: the installed page would break there).
use strict;
use warnings;

my ($map_file, $source, $installed) = @ARGV;
die "usage: rewrite-links.pl MAP SOURCE INSTALLED\n" unless defined $installed;
my (%files, @trees);
open(my $map, '<', $map_file) or die "rewrite-links.pl: $map_file: $!\n";
while (my $line = <$map>) {
    chomp $line;
    my ($kind, $rest) = split / /, $line, 2;
    my ($from, $to) = split /\t/, $rest, 2;
    if ($kind eq 'file') { $files{$from} = $to } else { push @trees, [$from, $to] }
}
close $map;
@trees = sort { length($b->[0]) <=> length($a->[0]) } @trees;   # the deepest folder wins

# `.` and `..` resolved as written; undef when the path climbs above the top.
sub normal {
    my @out;
    for my $part (split m{/}, shift) {
        next if $part eq '' || $part eq '.';
        if ($part eq '..') { return undef unless @out; pop @out } else { push @out, $part }
    }
    return join '/', @out;
}

sub installed_path {
    my $path = shift;
    return $files{$path} if exists $files{$path};
    for my $tree (@trees) {
        my ($from, $to) = @$tree;
        return $to if $path eq $from;
        return $to . substr($path, length $from) if index($path, "$from/") == 0;
    }
    return undef;
}

# The path from folder $from to $to, both below the prefix.
sub relative {
    my ($from, $to) = @_;
    my @a = grep { length } split m{/}, $from;
    my @b = grep { length } split m{/}, $to;
    while (@a && @b && $a[0] eq $b[0]) { shift @a; shift @b }
    my $path = join '/', (('..') x @a), @b;
    return length $path ? $path : '.';
}

my $source_dir = $source =~ m{^(.*)/} ? $1 : '';
my $installed_dir = $installed =~ m{^(.*)/} ? $1 : '';
my $line_number = 0;

sub retarget {
    my $target = shift;
    return $target if $target =~ m{^([a-z][a-z0-9+.-]*:|#|/)}i;   # a URL, an anchor, an absolute path
    my ($path, $fragment) = $target =~ m{^([^#]*)(#.*)?$};
    $fragment //= '';
    my $folder = $path =~ m{/$};
    my $resolved = normal(length $source_dir ? "$source_dir/$path" : $path);
    my $new = defined $resolved ? installed_path($resolved) : undef;
    unless (defined $new) {
        print STDERR "scripts/install: warning: $source:$line_number: the link $target names what is not installed\n";
        return $target;
    }
    my $link = relative($installed_dir, $new);
    $link .= '/' if ($folder || $link eq '.') && $link !~ m{/$};
    return $link . $fragment;
}

sub rewrite_prose {
    my $text = shift;
    $text =~ s{(\]\(\s*)<([^>]*)>}{$1 . '<' . retarget($2) . '>'}ge;
    $text =~ s{(\]\(\s*)([^)\s<][^)\s]*)}{$1 . retarget($2)}ge;
    $text =~ s{^(\s{0,3}\[[^\]]+\]:\s*)(\S+)}{$1 . retarget($2)}e;
    return $text;
}

my $fence = '';
while (my $line = <STDIN>) {
    $line_number++;
    if ($line =~ /^\s{0,3}(```+|~~~+)/) {
        my $marker = $1;
        if ($fence eq '') { $fence = substr($marker, 0, 1) x length($marker) }
        elsif (index($marker, $fence) == 0) { $fence = '' }
        print $line;
        next;
    }
    if ($fence ne '') { print $line; next }
    # Code spans are kept as they are; links are looked for between them.
    my @parts = split /(`+[^`]*`+)/, $line;
    print join '', map { /^`/ ? $_ : rewrite_prose($_) } @parts;
}
