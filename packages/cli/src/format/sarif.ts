import type { CheckDefinition, Finding, Severity } from '@evidence-check/core-receipt';
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
  fullDescription?: { text: string };
  defaultConfiguration: { level: Level };
  properties?: Record<string, unknown>;
}

const INPUT_RULES: Record<string, Rule> = {
  INVALID_EVIDENCE: {
    id: 'INVALID_EVIDENCE',
    name: 'InvalidEvidence',
    shortDescription: { text: 'The packet does not satisfy the product input schema.' },
    fullDescription: { text: 'One result per schema issue, at the RFC 6901 pointer of the offending value (for a missing or extra key, that key).' },
    defaultConfiguration: { level: 'error' },
  },
  MALFORMED_JSON: {
    id: 'MALFORMED_JSON',
    name: 'MalformedJson',
    shortDescription: { text: 'The packet is not usable JSON.' },
    defaultConfiguration: { level: 'error' },
  },
};

const pascal = (code: string) => code.toLowerCase().replace(/(^|_)([a-z0-9])/g, (_m, _s, c: string) => c.toUpperCase());

export interface SarifOptions {
  /** The product, when this CLI knows it: its codes become the rules with their descriptions. */
  check: CheckDefinition | undefined;
  utility: string;
  toolVersion: string;
  cwd: string;
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
  for (const [code, spec] of Object.entries(options.check?.codes ?? {})) {
    addRule({ id: code, name: pascal(code), shortDescription: { text: spec.description }, defaultConfiguration: { level: LEVEL[spec.severity] }, properties: { severity: spec.severity } });
  }
  const ruleFor = (code: string, level: Level) =>
    addRule(INPUT_RULES[code] ?? { id: code, name: pascal(code), shortDescription: { text: code }, defaultConfiguration: { level } });

  const results: unknown[] = [];
  const notifications: unknown[] = [];
  for (const outcome of outcomes) {
    const uri = outcome.file === '-' ? null : fileUri(outcome.file, options.cwd);
    const text = outcome.kind === 'failed' ? null : outcome.text;
    const locator = text === null ? null : new TextLocator(text);
    const input = outcome.kind === 'failed' ? undefined : outcome.input;
    const location = (pointer: string | null) => {
      const located = pointer === null ? undefined : locator?.locate(pointer);
      const physical = uri === null ? {} : { physicalLocation: { artifactLocation: { uri }, ...(located ? { region: located.region } : {}) } };
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
