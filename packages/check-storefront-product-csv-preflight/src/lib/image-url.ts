/**
 * Image URL safety. A storefront fetches image URLs from its own servers, so only absolute
 * `https` URLs to public hosts are safe. The URL is parsed with the WHATWG URL parser, which also
 * canonicalizes exotic IPv4 spellings (`http://2130706433/`, `0x7f.1`) to dotted decimal.
 */
export type ImageUrlProblem =
  | { kind: 'invalid' }
  | { kind: 'scheme'; scheme: string }
  | { kind: 'private-host'; host: string; range: string };

export function checkImageUrl(text: string): ImageUrlProblem | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { kind: 'invalid' };
  }
  if (url.protocol !== 'https:') return { kind: 'scheme', scheme: url.protocol.slice(0, -1) };
  const range = privateHostRange(url.hostname);
  if (range) return { kind: 'private-host', host: url.hostname, range };
  return null;
}

function ipv4Range(octets: readonly number[]): string | null {
  const [a, b] = octets as [number, number, number, number];
  if (a === 127) return 'loopback';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'private';
  if (a === 169 && b === 254) return 'link-local';
  if (a === 0) return 'unspecified';
  if (a === 100 && b >= 64 && b <= 127) return 'shared-address-space';
  return null;
}

function parseIpv4(host: string): number[] | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!match) return null;
  const octets = match.slice(1).map(Number);
  return octets.every((n) => n <= 255) ? octets : null;
}

/** Expands a WHATWG-serialized IPv6 address (no brackets, lowercase hex) to 8 groups. */
function parseIpv6(host: string): number[] | null {
  const halves = host.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const head = parse(halves[0] as string);
  const tail = halves.length === 2 ? parse(halves[1] as string) : [];
  const fill = 8 - head.length - tail.length;
  if (fill < 0 || (halves.length === 1 && fill !== 0)) return null;
  const groups = [...head, ...Array.from({ length: fill }, () => 0), ...tail];
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/** The non-public range a URL host falls in (`localhost`, loopback, RFC 1918, link-local, RFC 4193), or null. */
export function privateHostRange(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return 'localhost';
  const v4 = parseIpv4(host);
  if (v4) return ipv4Range(v4);
  if (!host.startsWith('[') || !host.endsWith(']')) return null;
  const groups = parseIpv6(host.slice(1, -1));
  if (!groups) return null;
  const [g0, , , , , g5, g6, g7] = groups as [number, number, number, number, number, number, number, number];
  const leadingZero = groups.slice(0, 5).every((g) => g === 0);
  if (leadingZero && g5 === 0 && g6 === 0 && g7 === 1) return 'loopback';
  if (leadingZero && g5 === 0 && g6 === 0 && g7 === 0) return 'unspecified';
  if (leadingZero && g5 === 0xffff) return ipv4Range([g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff]);
  if ((g0 & 0xfe00) === 0xfc00) return 'unique-local';
  if ((g0 & 0xffc0) === 0xfe80) return 'link-local';
  return null;
}
