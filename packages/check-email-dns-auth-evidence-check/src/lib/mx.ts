/**
 * One MX record as `<preference> <exchange>` (RFC 1035 §3.3.9: a 16-bit preference and a domain
 * name). The exchange "." is the null MX of RFC 7505 §3. Other exchanges must be host names: labels
 * of letters, digits and inner hyphens, 1 to 63 characters each, at most 253 characters in all
 * (RFC 1035 §2.3.1 and §2.3.4, RFC 1123 §2.1), and not an IP address (RFC 5321 §5.1 looks the
 * exchange up as a name).
 */
export interface MxReading {
  preference: number | null;
  host: string | null;
  isNull: boolean;
  problem: string | null;
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

function labelProblem(label: string): string | null {
  if (label.length === 0) return 'has an empty label';
  if (label.length > 63) return 'has a label longer than 63 characters';
  for (let i = 0; i < label.length; i++) {
    const c = label.charCodeAt(i);
    if (!(isLetter(c) || isDigit(c) || c === 45)) return `has the character ${JSON.stringify(label[i])}, not allowed in a host name`;
  }
  if (label.startsWith('-') || label.endsWith('-')) return 'has a label that starts or ends with a hyphen';
  return null;
}

export function hostProblem(host: string): string | null {
  const name = host.endsWith('.') ? host.slice(0, -1) : host;
  if (name.length === 0) return 'is empty';
  if (name.length > 253) return 'is longer than 253 characters';
  const labels = name.split('.');
  for (const label of labels) {
    const problem = labelProblem(label);
    if (problem) return problem;
  }
  const top = labels[labels.length - 1] as string;
  let numeric = true;
  for (let i = 0; i < top.length && numeric; i++) numeric = isDigit(top.charCodeAt(i));
  if (numeric) return 'is an IP address, not a host name';
  return null;
}

export function readMx(text: string): MxReading {
  const parts = text.trim().split(/[ \t]+/);
  if (parts.length !== 2 || parts[0] === '') {
    return { preference: null, host: null, isNull: false, problem: 'is not "<preference> <host>"' };
  }
  const [rawPreference, host] = parts as [string, string];
  let preference: number | null = null;
  let digits = rawPreference.length > 0 && rawPreference.length <= 5;
  for (let i = 0; digits && i < rawPreference.length; i++) digits = isDigit(rawPreference.charCodeAt(i));
  if (digits && Number(rawPreference) <= 65535) preference = Number(rawPreference);
  if (host === '.') {
    const problem = preference === null ? `has the preference "${rawPreference}", not a number from 0 to 65535` : preference !== 0 ? `is a null MX with preference ${preference}; RFC 7505 §3 writes it "0 ."` : null;
    return { preference, host, isNull: true, problem };
  }
  if (preference === null) return { preference, host, isNull: false, problem: `has the preference "${rawPreference}", not a number from 0 to 65535` };
  const problem = hostProblem(host);
  return { preference, host, isNull: false, problem: problem ? `names the host "${host}", which ${problem}` : null };
}
