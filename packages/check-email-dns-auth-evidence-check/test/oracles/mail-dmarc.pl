# Mail::DMARC (Debian libmail-dmarc-perl): each record of a JSON list read from stdin is parsed with
# Mail::DMARC::Policy->parse, then every tag it kept is passed to that tag's validating setter
# (v, p, sp, adkim, aspf, fo, rf, ri, pct, rua, ruf). Prints, per record, { tag: "ok" | error }.
use strict;
use warnings;
use JSON::PP;
BEGIN { eval { require Mail::DMARC::Policy; 1 } or die "Mail::DMARC is missing: apt-get install -y libmail-dmarc-perl\n" }

my %setter = map { $_ => 1 } qw(v p sp adkim aspf fo rf ri pct rua ruf);
my $records = decode_json(do { local $/; <STDIN> });
my @out;
for my $record (@$records) {
    local $SIG{__WARN__} = sub { };
    my $parsed = Mail::DMARC::Policy->new->parse($record);
    my %verdicts;
    for my $tag (sort keys %$parsed) {
        next unless $setter{$tag};
        my $ok = eval { Mail::DMARC::Policy->new->$tag($parsed->{$tag}); 1 };
        ($verdicts{$tag} = $ok ? 'ok' : "$@") =~ s/ at .*//s;
    }
    push @out, \%verdicts;
}
print encode_json(\@out), "\n";
