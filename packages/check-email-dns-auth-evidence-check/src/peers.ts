import type { PeerComparison } from '@evidence-check/core-receipt';

const CHECKDMARC = 'checkdmarc (dmarc.py, spf.py)';
const OPENDMARC = 'libopendmarc (OpenDMARC)';
const MSGAUTH = 'go-msgauth dmarc';
const MAIL_DMARC = 'Mail::DMARC';
const PYSPF = 'pyspf';
const RFC9989 = 'RFC 9989 (DMARCbis)';
const RFC7208 = 'RFC 7208 (SPF)';

/** The strongest peers of this product and how each of their rules maps to our codes. */
export const comparison = {
  peers: [
    { name: CHECKDMARC, url: 'https://github.com/domainaware/checkdmarc/blob/main/checkdmarc/dmarc.py' },
    {
      name: OPENDMARC,
      url: 'https://github.com/trusteddomainproject/OpenDMARC/blob/master/libopendmarc/opendmarc_policy.c',
      oracle: "opendmarc_policy_parse_dmarc() of Debian's libopendmarc2, through ctypes, on 131 records that vary one tag each in test/dmarc-oracles.test.ts",
    },
    {
      name: MSGAUTH,
      url: 'https://github.com/emersion/go-msgauth/blob/master/dmarc/lookup.go',
      oracle: "dmarc.Parse of Debian's golang-github-emersion-go-msgauth-dev, built with Debian's Go, on the same records",
    },
    {
      name: MAIL_DMARC,
      url: 'https://metacpan.org/pod/Mail::DMARC::Policy',
      oracle: "each tag's validating setter of Debian's libmail-dmarc-perl, after its own parse, on the same records",
    },
    {
      name: PYSPF,
      url: 'https://github.com/sdgathman/pyspf',
      oracle: "Debian's python3-spf in strict mode, offline, on 2053 generated records and every SPF record of the cases in test/spf-oracles.test.ts, with the shared RFC 7208 suite oracle",
    },
    { name: RFC9989, url: 'https://www.rfc-editor.org/rfc/rfc9989' },
    { name: RFC7208, url: 'https://www.rfc-editor.org/rfc/rfc7208' },
  ],
  rules: [
    // ---- DMARC ----
    { peer: CHECKDMARC, rule: 'DMARCRecordNotFound', ours: 'DMARC_MISSING' },
    { peer: CHECKDMARC, rule: 'DMARCSyntaxError: its grammar starts with the version tag v=DMARC1', ours: 'DMARC_VERSION_NOT_FIRST' },
    { peer: CHECKDMARC, rule: 'MultipleDMARCRecords', ours: 'DMARC_MULTIPLE_RECORDS' },
    { peer: CHECKDMARC, rule: 'SPFRecordFoundWhereDMARCRecordShouldBe, UnrelatedTXTRecordFoundAtDMARC', ours: 'DMARC_NOT_DMARC' },
    {
      peer: CHECKDMARC,
      rule: 'DMARCSyntaxError "The record is missing the required policy (p) tag" (since 5.16 a warning: p read as none, RFC 9989)',
      ours: 'DMARC_POLICY_MISSING',
      note: 'a warning: RFC 9989 reads the record as p=none, RFC 7489 receivers ignore it unless rua is valid',
    },
    { peer: CHECKDMARC, rule: 'InvalidDMARCTagValue "Tag p must have one of the following values"', ours: 'DMARC_POLICY_INVALID' },
    {
      peer: CHECKDMARC,
      rule: 'InvalidDMARCTagValue for sp, adkim, aspf, fo, rf (afrf only), pct and ri; "Duplicate tags are not permitted"',
      ours: 'DMARC_TAG_INVALID',
    },
    {
      peer: CHECKDMARC,
      rule: 'InvalidDMARCTag "is not a valid DMARC tag" (since 5.16 ignored with a warning, RFC 9989)',
      ours: 'DMARC_UNKNOWN_TAG',
      note: 'a notice: unknown tags MUST be ignored (RFC 7489 §6.3, RFC 9989); np, psd and t are known',
    },
    {
      peer: CHECKDMARC,
      rule: '"the p tag must immediately follow the v tag" (since 5.16 a warning)',
      ours: null,
      note: 'not flagged: RFC 7489 §6.3 puts only v first, RFC 9989 permits any order after v, so the record is valid under both',
    },
    { peer: CHECKDMARC, rule: '"A p tag value of none makes DMARC unenforced"', ours: 'DMARC_MONITOR_ONLY' },
    {
      peer: CHECKDMARC,
      rule: '"An sp tag value of none makes DMARC unenforced on email sent as a subdomain"',
      ours: 'DMARC_SUBDOMAIN_WEAKER',
      note: 'flagged when sp is weaker than p; sp=none beside p=none is already DMARC_MONITOR_ONLY',
    },
    { peer: CHECKDMARC, rule: '"pct value is less than 100" and "A pct value of 0 disables DMARC enforcement"', ours: 'DMARC_PARTIAL_PCT' },
    { peer: CHECKDMARC, rule: 'pct, rf and ri "removed in RFC 9989" (since 5.16)', ours: 'DMARC_OBSOLETE_TAG' },
    { peer: CHECKDMARC, rule: '"rua tag (destination for aggregate reports) not found"', ours: 'DMARC_NO_RUA' },
    {
      peer: CHECKDMARC,
      rule: 'InvalidDMARCReportURI "is not a valid DMARC report URI"',
      ours: 'DMARC_URI_MALFORMED',
      note: 'any URI scheme is accepted here (RFC 7489 §6.2: unsupported ones are ignored by receivers); checkdmarc takes mailto only',
    },
    { peer: CHECKDMARC, rule: '"Setting a size limit on rua reports ... could cause incomplete reporting"; !size obsolete since 5.16', ours: 'DMARC_REPORT_SIZE_LIMIT' },
    {
      peer: CHECKDMARC,
      rule: '"When 1 is present in the fo tag, including in the fo tag 0 is redundant"',
      ours: null,
      note: 'not flagged: fo=0:1 is valid and only asks for reports that fo=1 asks for anyway',
    },
    {
      peer: CHECKDMARC,
      rule: '"Some DMARC reporters might not send to more than two rua URIs"',
      ours: null,
      note: 'not flagged: RFC 7489 §6.2 has receivers support at least two URIs and sets no upper limit',
    },
    {
      peer: CHECKDMARC,
      rule: 'UnverifiedDMARCURIDestination (RFC 7489 §7.1), DMARCReportEmailAddressMissingMXRecords',
      ours: null,
      note: 'needs DNS of the report destination; stated in the limitations',
    },
    { peer: OPENDMARC, rule: 'DMARC_PARSE_ERROR_BAD_VERSION', ours: 'DMARC_NOT_DMARC', note: 'libopendmarc compares v case-insensitively; RFC 7489 §6.3 wants it exact' },
    {
      peer: OPENDMARC,
      rule: 'DMARC_PARSE_ERROR_BAD_VALUE (p, sp, adkim, aspf, pct, ri, rf, fo)',
      ours: ['DMARC_POLICY_INVALID', 'DMARC_TAG_INVALID'],
      note: 'libopendmarc accepts any left prefix of a keyword (p=r, adkim=strict) and reads pct with strtoul; those are flagged here, per the ABNF of RFC 7489 §6.4',
    },
    { peer: OPENDMARC, rule: 'DMARC_PARSE_ERROR_NO_REQUIRED_P', ours: 'DMARC_POLICY_MISSING', note: 'a warning here: RFC 9989 reads the record as p=none' },
    { peer: MSGAUTH, rule: '"unsupported DMARC version"', ours: 'DMARC_NOT_DMARC' },
    { peer: MSGAUTH, rule: `"record is missing a 'p' parameter"`, ours: 'DMARC_POLICY_MISSING', note: 'a warning here: RFC 9989 reads the record as p=none' },
    { peer: MSGAUTH, rule: '"invalid policy for parameter" (p, sp)', ours: ['DMARC_POLICY_INVALID', 'DMARC_TAG_INVALID'] },
    {
      peer: MSGAUTH,
      rule: 'invalid alignment mode, failure option, pct, rf (afrf only), ri; "malformed params"',
      ours: 'DMARC_TAG_INVALID',
      note: 'go-msgauth compares values case-sensitively and refuses ri=0; here values are case-insensitive (RFC 5234 §2.3) and ri=0 is a 32-bit unsigned integer',
    },
    { peer: MAIL_DMARC, rule: '"missing version specifier", "invalid version"', ours: 'DMARC_NOT_DMARC' },
    { peer: MAIL_DMARC, rule: '"missing policy action (p=)" unless rua is valid', ours: 'DMARC_POLICY_MISSING' },
    { peer: MAIL_DMARC, rule: '"invalid policy action"', ours: 'DMARC_POLICY_INVALID' },
    { peer: MAIL_DMARC, rule: 'setters of sp, adkim, aspf, fo, rf, ri, pct', ours: 'DMARC_TAG_INVALID', note: 'Mail::DMARC also accepts rf=iodef, a format of the pre-RFC drafts' },
    { peer: MAIL_DMARC, rule: 'rua and ruf setters ("invalid rua")', ours: 'DMARC_URI_MALFORMED' },
    { peer: RFC9989, rule: 'p is RECOMMENDED; a record without p is read as p=none', ours: 'DMARC_POLICY_MISSING' },
    { peer: RFC9989, rule: 'pct, rf and ri removed', ours: 'DMARC_OBSOLETE_TAG', note: 'a notice: the record stays valid under RFC 7489 and RFC 9989' },
    { peer: RFC9989, rule: 't (test mode): y or n', ours: ['DMARC_TESTING_MODE', 'DMARC_TAG_INVALID'] },
    { peer: RFC9989, rule: 'psd (y, n or u) and np (none, quarantine, reject)', ours: 'DMARC_TAG_INVALID' },
    { peer: RFC9989, rule: 'the !size suffix of report URIs removed', ours: 'DMARC_REPORT_SIZE_LIMIT' },
    { peer: RFC9989, rule: 'unknown tags MUST be ignored', ours: 'DMARC_UNKNOWN_TAG' },
    { peer: RFC9989, rule: 'policy discovery by a DNS tree walk, public suffix domains (psd=y)', ours: null, note: 'needs DNS: only the records given for the domain are judged' },
    // ---- SPF ----
    { peer: CHECKDMARC, rule: 'SPFRecordNotFound', ours: 'SPF_MISSING' },
    { peer: CHECKDMARC, rule: 'MultipleSPFRTXTRecords', ours: 'SPF_MULTIPLE_RECORDS' },
    {
      peer: CHECKDMARC,
      rule: "SPFSyntaxError (grammar, macros, IP networks, \"Expected whitespace before 'all'\")",
      ours: ['SPF_SYNTAX_ERROR', 'SPF_UNKNOWN_MECHANISM'],
    },
    {
      peer: CHECKDMARC,
      rule: 'SPFTooManyDNSLookups',
      ours: ['SPF_TOO_MANY_LOOKUPS', 'SPF_NESTED_LOOKUPS_UNCOUNTED'],
      note: 'the record’s own terms are counted; included and redirected records need DNS',
    },
    { peer: CHECKDMARC, rule: 'SPFTooManyVoidDNSLookups, SPFIncludeLoop, SPFRedirectLoop', ours: null, note: 'need DNS: the included records are not in the evidence' },
    { peer: CHECKDMARC, rule: '"SPF TXT string chunk #n is N characters (>255)"', ours: 'SPF_TXT_STRING_TOO_LONG' },
    {
      peer: CHECKDMARC,
      rule: '"appears to be a single N-character string" (>255)',
      ours: 'SPF_TXT_STRINGS_UNKNOWN',
      note: 'a notice, not a warning: a record given unquoted may be the joined text of several strings',
    },
    {
      peer: CHECKDMARC,
      rule: '"The SPF record is > 512 bytes" and "recommends keeping answers under ~450 bytes"',
      ours: 'SPF_DNS_ANSWER_TOO_LARGE',
      note: 'counts the domain name and every TXT record given, as RFC 7208 §3.4 sizes the answer',
    },
    {
      peer: CHECKDMARC,
      rule: '"Any text after the all mechanism other than an exp modifier is ignored"',
      ours: ['SPF_TERMS_AFTER_ALL', 'SPF_REDIRECT_WITH_ALL', 'SPF_UNKNOWN_MODIFIER'],
    },
    {
      peer: CHECKDMARC,
      rule: '_SPFDuplicateInclude "Duplicate include"',
      ours: 'SPF_DUPLICATE_INCLUDE',
      note: 'within the given record; checkdmarc also follows includes through DNS',
    },
    { peer: CHECKDMARC, rule: '"The ptr mechanism should not be used" (RFC 7208 §5.5)', ours: 'SPF_PTR' },
    { peer: CHECKDMARC, rule: '"SPF type DNS records found"', ours: null, note: 'only TXT records are evidence here' },
    { peer: CHECKDMARC, rule: 'parked domains: "The SPF record for parked domains should be: v=spf1 -all"', ours: 'MX_NULL_SPF_NOT_DENY_ALL', note: 'a domain is known to take no mail by its null MX (RFC 7505)' },
    { peer: PYSPF, rule: 'PermError on the record’s syntax (strict mode)', ours: ['SPF_SYNTAX_ERROR', 'SPF_UNKNOWN_MECHANISM'] },
    { peer: PYSPF, rule: '"Two or more type TXT spf records found"', ours: 'SPF_MULTIPLE_RECORDS' },
    { peer: PYSPF, rule: '"Too many DNS lookups"', ours: 'SPF_TOO_MANY_LOOKUPS' },
    { peer: RFC7208, rule: '§3.3: strings of at most 255 octets, joined without spaces', ours: ['SPF_TXT_STRING_TOO_LONG', 'SPF_TXT_STRINGS_UNKNOWN'] },
    { peer: RFC7208, rule: '§3.4: name and TXT texts under 450 octets, the answer within 512', ours: 'SPF_DNS_ANSWER_TOO_LARGE' },
    { peer: RFC7208, rule: '§5.1: mechanisms after "all" will never be tested', ours: 'SPF_TERMS_AFTER_ALL' },
    { peer: RFC7208, rule: '§4.6.4: at most two void lookups', ours: null, note: 'needs DNS' },
  ],
} as const satisfies PeerComparison;
