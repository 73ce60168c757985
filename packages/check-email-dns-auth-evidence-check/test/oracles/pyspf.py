# pyspf (Debian python3-spf) in strict mode, offline: check_host() on each record of a JSON list read
# from stdin with every DNS query failing as a temporary error, so only the record's own syntax can
# give permerror. Prints, per record, "valid" or the permerror message.
import json
import sys

try:
    import spf
except ImportError as error:
    sys.exit(f'pyspf is missing ({error}): apt-get install -y python3-spf')


def offline(name, qtype, *args, **kwargs):
    raise spf.TempError('oracle: no DNS here')


spf.DNSLookup = offline
verdicts = []
for record in json.load(sys.stdin):
    query = spf.query(i='192.0.2.1', s='postmaster@example.com', h='mail.example.com', strict=True)
    result, _code, explanation = query.check(spf=record)
    verdicts.append(explanation if result == 'permerror' else 'valid')
print(json.dumps(verdicts))
