import { createHash } from 'node:crypto';
import type { CheckDefinition, CodeSpec, Finding, Severity } from '@evidence-check/core-receipt';
import { fileUri } from '../inputs.js';
import { statusOf, type PacketOutcome } from '../outcome.js';
import { kindAt, TextLocator } from './locate.js';

export const SARIF_SCHEMA_URI = 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';

type Level = 'error' | 'warning' | 'note';
const LEVEL: Record<Severity, Level> = { error: 'error', warning: 'warning', notice: 'note' };

interface Rule {
  id: string;
  name: string;
  shortDescription: { text: string };
  fullDescription: { text: string };
  helpUri: string;
  help: { text: string; markdown: string };
  defaultConfiguration: { level: Level };
  properties?: Record<string, unknown>;
}

/** Where a person reads about the product: the gateway's docs page, or the package's README on npm (its findings table). */
export function docsUriOf(utility: string, gateway: string | undefined): string {
  return gateway ? `${gateway.replace(/\/+$/, '')}/docs/${encodeURIComponent(utility)}` : `https://www.npmjs.com/package/@evidence-check/${utility}#findings`;
}

function rule(id: string, level: Level, short: string, full: string, helpUri: string, extra?: Record<string, unknown>): Rule {
  return {
    id,
    name: pascal(id),
    shortDescription: { text: short },
    fullDescription: { text: full },
    helpUri,
    help: { text: `${full} More: ${helpUri}`, markdown: `${full}\n\n[${id} in the product documentation](${helpUri})` },
    defaultConfiguration: { level },
    ...(extra ? { properties: extra } : {}),
  };
}

/** A product code as a rule: its description, and in full the severity and an example of what it flags. */
function codeRule(code: string, spec: CodeSpec, docs: string): Rule {
  const example = spec.example ? ` Example: ${spec.example}${/[.!?]$/.test(spec.example) ? '' : '.'}` : '';
  const full = `${spec.description} Severity: ${spec.severity}.${example}`;
  return rule(code, LEVEL[spec.severity], spec.description, full, docs, { severity: spec.severity });
}

const INPUT_RULES: Record<string, (docs: string) => Rule> = {
  INVALID_EVIDENCE: (docs) =>
    rule(
      'INVALID_EVIDENCE',
      'error',
      'The packet does not satisfy the product input schema.',
      'The packet does not satisfy the product input schema: one result per schema issue, at the RFC 6901 pointer of the offending value (for a missing or extra key, that key). The product page shows the schema.',
      docs,
    ),
  MALFORMED_JSON: (docs) => rule('MALFORMED_JSON', 'error', 'The packet is not usable JSON.', 'The packet is not usable JSON (RFC 8259), so no check could run on it.', docs),
};

/**
 * A result's identity across runs for code scanning (SARIF 3.27.17): the product, the code, where in
 * the packet (the RFC 6901 pointer, which reformatting the file does not move) and what (the subject).
 */
function fingerprint(...parts: Array<string | null>): Record<string, string> {
  return { 'evidenceCheckFinding/v1': createHash('sha256').update(parts.map((part) => part ?? '\u0000').join('\n')).digest('hex') };
}

const pascal = (code: string) => code.toLowerCase().replace(/(^|_)([a-z0-9])/g, (_m, _s, c: string) => c.toUpperCase());

export interface SarifOptions {
  /** The product, when this CLI knows it: its codes become the rules with their descriptions. */
  check: CheckDefinition | undefined;
  utility: string;
  toolVersion: string;
  cwd: string;
  /** The artifact URI to report (`--sarif-uri`): the packet's path in the repository, for standard input above all. */
  artifactUri?: string;
  /** The gateway the packets ran on (`--gateway`): its docs pages are the rules' help. */
  gateway?: string;
}

/** `--sarif-uri`: a URI as given, or a path made a relative URI reference (`/`-separated, percent-encoded). */
export function artifactUriOf(value: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return value;
  return value.replace(/^\.\//, '').split(/[\\/]/).map(encodeURIComponent).join('/');
}

/**
 * One SARIF 2.1.0 log, one run: each finding is a result whose rule is its code, whose logical
 * location is its RFC 6901 pointer (fullyQualifiedName) and whose physical location is the packet
 * file, with the region the pointer lands on. Schema issues are results of INVALID_EVIDENCE; a packet
 * that could not be run at all is a tool execution notification.
 */
export function renderSarif(outcomes: readonly PacketOutcome[], options: SarifOptions): string {
  const rules: Rule[] = [];
  const ruleIndex = new Map<string, number>();
  const addRule = (rule: Rule) => {
    if (!ruleIndex.has(rule.id)) {
      ruleIndex.set(rule.id, rules.length);
      rules.push(rule);
    }
    return ruleIndex.get(rule.id) as number;
  };
  const docs = docsUriOf(options.utility, options.gateway);
  for (const [code, spec] of Object.entries(options.check?.codes ?? {})) addRule(codeRule(code, spec, docs));
  // A code this CLI does not know (a newer product on the gateway): named, and pointed at the docs.
  const ruleFor = (code: string, level: Level) =>
    addRule(INPUT_RULES[code]?.(docs) ?? rule(code, level, code, `${code}: see the product documentation.`, docs));

  const results: unknown[] = [];
  const notifications: unknown[] = [];
  for (const outcome of outcomes) {
    const uri = options.artifactUri ?? (outcome.file === '-' ? null : fileUri(outcome.file, options.cwd));
    const text = outcome.kind === 'failed' ? null : outcome.text;
    const locator = text === null ? null : new TextLocator(text);
    const input = outcome.kind === 'failed' ? undefined : outcome.input;
    const location = (pointer: string | null) => {
      const located = pointer === null ? undefined : locator?.locate(pointer);
      // Code scanning places a result only with a region: the packet's first line when the pointer lands nowhere.
      const region = located ? located.region : { startLine: 1 };
      const physical = uri === null ? {} : { physicalLocation: { artifactLocation: { uri }, region } };
      if (pointer === null) return physical;
      const segments = pointer.split('/');
      const name = pointer === '' ? undefined : (segments[segments.length - 1] as string).replace(/~1/g, '/').replace(/~0/g, '~');
      return { ...physical, logicalLocations: [{ ...(name === undefined ? {} : { name }), fullyQualifiedName: pointer, kind: kindAt(input, pointer) }] };
    };
    if (outcome.kind === 'result') {
      const properties = { utility: outcome.result.utility, status: outcome.result.status };
      outcome.result.findings.forEach((finding: Finding) => {
        const level = LEVEL[finding.severity];
        results.push({
          ruleId: finding.code,
          ruleIndex: ruleFor(finding.code, level),
          level,
          message: { text: finding.message },
          locations: [location(finding.pointer)],
          partialFingerprints: fingerprint(outcome.result.utility, finding.code, finding.pointer, finding.subject),
          properties: { ...properties, subject: finding.subject, pointer: finding.pointer, details: finding.details },
        });
      });
    } else if (outcome.kind === 'invalid') {
      const details = Array.isArray(outcome.error.details) ? (outcome.error.details as Array<{ pointer: string; keyword: string; message: string }>) : [];
      const issues = details.length > 0 ? details : [null];
      for (const issue of issues) {
        results.push({
          ruleId: outcome.error.code,
          ruleIndex: ruleFor(outcome.error.code, 'error'),
          level: 'error',
          message: { text: issue ? `${issue.pointer === '' ? 'The packet' : issue.pointer} ${issue.message} (${issue.keyword}).` : outcome.error.message },
          locations: [location(issue ? issue.pointer : null)],
          partialFingerprints: fingerprint(options.utility, outcome.error.code, issue ? issue.pointer : null, issue ? issue.keyword : null),
          properties: { utility: options.utility, status: statusOf(outcome), ...(issue ? { pointer: issue.pointer, keyword: issue.keyword } : {}) },
        });
      }
    } else {
      notifications.push({
        level: 'error',
        message: { text: `${outcome.error.code}: ${outcome.error.message}` },
        ...(uri === null ? {} : { locations: [{ physicalLocation: { artifactLocation: { uri } } }] }),
      });
    }
  }
  const log = {
    $schema: SARIF_SCHEMA_URI,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'evidence-check',
            semanticVersion: options.toolVersion,
            informationUri: options.gateway ? `${options.gateway.replace(/\/+$/, '')}/docs` : 'https://www.npmjs.com/package/@evidence-check/cli',
            rules,
            properties: { utility: options.utility, ...(options.check ? { utilityVersion: options.check.version } : {}) },
          },
        },
        invocations: [{ executionSuccessful: notifications.length === 0, ...(notifications.length > 0 ? { toolExecutionNotifications: notifications } : {}) }],
        columnKind: 'utf16CodeUnits',
        results,
      },
    ],
  };
  return JSON.stringify(log, null, 2) + '\n';
}
