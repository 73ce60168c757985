import { BlockList } from 'node:net';
import { compareDecimal, parseDecimal } from '../src/lib/decimal.js';
import { checkImageUrl, privateHostRange } from '../src/lib/image-url.js';

// Outside truth for host safety: Node's BlockList does the CIDR arithmetic, loaded with the
// non-public ranges exactly as the RFCs write them (RFC 1918 private, RFC 1122 loopback and
// "this network", RFC 3927 link-local, RFC 6598 shared space, RFC 4291 ::1 and ::, RFC 4193
// unique-local, RFC 4291 link-local fe80::/10). Hosts reach the check through the WHATWG URL
// parser, so odd spellings (hex, octal, integer IPv4; IPv4-mapped IPv6) are canonicalized by it.
const blocked = new BlockList();
for (const [net, prefix] of [['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['127.0.0.0', 8], ['0.0.0.0', 8], ['169.254.0.0', 16], ['100.64.0.0', 10]] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [['::1', 128], ['::', 128], ['fc00::', 7], ['fe80::', 10]] as const) blocked.addSubnet(net, prefix, 'ipv6');

function isBlocked(host: string): boolean {
  if (host.startsWith('[')) {
    const address = host.slice(1, -1);
    const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(address);
    if (mapped) {
      const hi = parseInt(mapped[1] as string, 16);
      const lo = parseInt(mapped[2] as string, 16);
      return blocked.check(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`, 'ipv4');
    }
    return blocked.check(address, 'ipv6');
  }
  return /^\d+\.\d+\.\d+\.\d+$/.test(host) && blocked.check(host, 'ipv4');
}

const ipv4Corpus: string[] = [];
for (const a of [0, 1, 9, 10, 11, 99, 100, 101, 126, 127, 128, 168, 169, 170, 171, 172, 173, 191, 192, 193, 223, 255]) {
  for (const b of [0, 1, 15, 16, 31, 32, 63, 64, 127, 128, 167, 168, 169, 253, 254, 255]) ipv4Corpus.push(`${a}.${b}.7.1`);
}
const ipv6Corpus = [
  '::1', '::', '::2', 'fc00::1', 'fd12:3456::1', 'fbff::1', 'fe00::1', 'fe80::1', 'febf::1', 'fec0::1', 'ff02::1',
  '2001:db8::1', '2606:4700::6810:85e5', '::ffff:10.0.0.1', '::ffff:8.8.8.8', '::ffff:192.168.0.1', '::ffff:127.0.0.1', '1::1',
];
const odd = ['0x7f.1', '2130706433', '0177.0.0.1', '10.1', '0xa.0xb.0xc.0xd', '192.168.257', 'LOCALHOST', 'api.localhost', 'example.com', 'localhost.example.com'];

describe('private host classification agrees with CIDR ranges', () => {
  const hosts = [...ipv4Corpus, ...ipv6Corpus.map((h) => `[${h}]`), ...odd];
  test.each(hosts)('%s', (raw) => {
    const url = new URL(`https://${raw}/img.png`);
    const expected = isBlocked(url.hostname) || url.hostname === 'localhost' || url.hostname.endsWith('.localhost');
    expect(privateHostRange(url.hostname) !== null).toBe(expected);
    expect(checkImageUrl(url.href)?.kind === 'private-host').toBe(expected);
  });

  test('the corpus exercises both outcomes', () => {
    const verdicts = ipv4Corpus.map((h) => isBlocked(h));
    expect(verdicts.filter(Boolean).length).toBeGreaterThan(20);
    expect(verdicts.filter((v) => !v).length).toBeGreaterThan(20);
  });
});

// Outside truth for price comparison: exact rational comparison with BigInt after scaling.
function scaled(text: string): bigint {
  const [int, frac = ''] = text.split('.');
  return BigInt((int as string) + frac.padEnd(30, '0'));
}
describe('decimal comparison agrees with BigInt arithmetic', () => {
  const corpus = ['0', '0.0', '00.10', '0.1', '0.09', '1', '1.0', '1.00001', '9.99', '10', '10.0', '010.5', '10.49', '99.999', '100', '1000000000000000000000.1'];
  const pairs = corpus.flatMap((a) => corpus.map((b) => [a, b] as const));
  test.each(pairs)('%s vs %s', (a, b) => {
    const x = parseDecimal(a);
    const y = parseDecimal(b);
    expect(x && y).toBeTruthy();
    const expected = scaled(a) < scaled(b) ? -1 : scaled(a) > scaled(b) ? 1 : 0;
    expect(Math.sign(compareDecimal(x!, y!))).toBe(expected);
  });
  test('non-decimal spellings are rejected', () => {
    for (const text of ['$1', '1,00', '1e3', '.5', '5.', '+1', '1 000', 'NaN', '']) expect(parseDecimal(text)).toBeNull();
  });
});
