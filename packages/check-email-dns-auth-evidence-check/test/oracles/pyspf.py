# pyspf (Debian python3-spf) in strict mode, offline: check_host() on each record of a JSON list read
# from stdin, given to the query as the sender domain's record after pyspf's own 7-bit check (as it
# reads records from DNS), with every DNS query failing as a temporary error, so only the record's
# own syntax can give permerror. Prints, per record, "valid" or the permerror message.
import json
import sys

try:
    import spf
except ImportError as error:
    sys.exit(f'pyspf is missing ({error}): apt-get install -y python3-spf')


def offline(self, name, qtype, *args, **kwargs):
    # No reverse names: the p macro expands to "unknown" (RFC 7208 §7.3) instead of stopping the check.
    if qtype == 'PTR':
        return []
    raise spf.TempError('oracle: no DNS here')


spf.query.dns = offline
verdicts = []
for record in json.load(sys.stdin):
    query = spf.query(i='192.0.2.1', s='postmaster@sender.test', h='mail.sender.test', strict=True)
    try:
        text = spf.to_ascii(record.encode('utf-8'))
    except spf.PermError as error:
        verdicts.append(f'SPF Permanent Error: {error}')
        continue
    result, _code, explanation = query.check(spf=text)
    verdicts.append(explanation if result == 'permerror' else 'valid')
print(json.dumps(verdicts))
