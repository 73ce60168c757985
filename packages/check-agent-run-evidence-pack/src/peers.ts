import type { PeerComparison } from '@evidence-check/core-receipt';

const DIGEST_SET = 'in-toto Attestation Framework v1: DigestSet';
const DESCRIPTOR = 'in-toto Attestation Framework v1: ResourceDescriptor';
const SLSA = 'SLSA Build Provenance v1';
const OTEL = 'OpenTelemetry semantic conventions for GenAI spans (execute_tool, inference, agent)';

/**
 * The strongest peers of the pack's own cross-section rules, and where a peer rule lands on a
 * member's check, the member's code under its pack name.
 */
export const comparison = {
  peers: [
    { name: DIGEST_SET, url: 'https://github.com/in-toto/attestation/blob/main/spec/v1/digest_set.md' },
    { name: DESCRIPTOR, url: 'https://github.com/in-toto/attestation/blob/main/spec/v1/resource_descriptor.md' },
    { name: SLSA, url: 'https://slsa.dev/spec/v1.0/provenance' },
    { name: OTEL, url: 'https://github.com/open-telemetry/semantic-conventions-genai/blob/main/docs/gen-ai/gen-ai-spans.md' },
  ],
  rules: [
    {
      peer: DIGEST_SET,
      rule: 'Two DigestSets SHOULD be considered matching if ANY acceptable field matches',
      ours: 'CROSS_EVIDENCE_DIGEST_MISMATCH',
      note: 'a completion evidence item against the promise_action evidence item it resolves to, where both carry `digest` under a shared accepted algorithm; hex compared in lower case',
    },
    {
      peer: DIGEST_SET,
      rule: 'Consumers MUST only accept algorithms that they consider secure and MUST ignore unrecognized or unaccepted algorithms (md5 lacks collision resistance)',
      ours: 'CROSS_EVIDENCE_DIGEST_MISMATCH',
      note: 'accepted: the algorithms the spec names less md5 and sha1; any other key is ignored',
    },
    { peer: DIGEST_SET, rule: 'It is RECOMMENDED to use at least sha256', ours: null, note: 'a digest is optional evidence here; which algorithms a caller records is not flagged' },
    {
      peer: DESCRIPTOR,
      rule: 'a ResourceDescriptor MUST specify one of uri, digest or content at a minimum',
      ours: 'COMPLETION_EVIDENCE_ITEM_UNIDENTIFIED',
      note: 'the completion auditor\'s own rule, stricter: an item is identified by a bare value or its id, ref, url, uri or path; a digest or content alone does not name it',
    },
    {
      peer: DESCRIPTOR,
      rule: 'a descriptor that specifies a digest refers to an immutable artifact; the digest SHOULD match the artifact named by name, uri, content or downloadLocation',
      ours: ['CROSS_EVIDENCE_NOT_RECORDED', 'CROSS_EVIDENCE_DIGEST_MISMATCH'],
      note: 'the name a completion cites must be recorded, and where both carry digests they must match; no artifact is fetched or hashed',
    },
    {
      peer: SLSA,
      rule: 'provenance: buildDefinition (buildType, externalParameters, resolvedDependencies) and runDetails (builder.id, metadata, byproducts)',
      ours: null,
      note: 'a build provenance predicate is not read: the pack audits an agent run\'s own records, not a build',
    },
    {
      peer: SLSA,
      rule: 'subject: the artifacts the build produced, each with a digest',
      ours: null,
      note: 'evidence items need no digest here; one is compared when both the citing and the recorded item carry it',
    },
    {
      peer: OTEL,
      rule: 'execute_tool span: error.type, Conditionally Required if the operation ended in an error (span status Error)',
      ours: ['TOOL_CALLS_CALL_FAILED', 'CROSS_COMPLETED_ON_FAILED_CALLS'],
      note: 'the tool-call auditor reads a failed outcome; the pack flags a completed action whose cited calls all failed',
    },
    {
      peer: OTEL,
      rule: 'execute_tool span: gen_ai.tool.call.id (the tool call identifier)',
      ours: ['CROSS_CALL_UNREFERENCED', 'CROSS_COST_CALL_UNMATCHED'],
      note: 'the call id joins a call to the actions citing it and to its cost records',
    },
    {
      peer: OTEL,
      rule: 'execute_tool span: gen_ai.tool.name (Required) and gen_ai.tool.description',
      ours: ['TOOL_CALLS_INVALID_TOOL_NAME', 'CROSS_TOOL_UNDESCRIBED'],
      note: 'a called tool needs a name, and the pack asks for a tool_descriptions entry of that name',
    },
    {
      peer: OTEL,
      rule: 'inference span: gen_ai.usage.input_tokens, gen_ai.usage.output_tokens',
      ours: 'COSTS_TOKEN_COUNT_INVALID',
      note: 'the cost decomposer reads them per call as input_tokens and output_tokens',
    },
    { peer: OTEL, rule: 'inference span: gen_ai.request.model (Conditionally Required if available)', ours: 'COSTS_MODEL_INVALID', note: 'the cost decomposer reads `model` and flags one that is not a string; an absent model is allowed' },
    {
      peer: OTEL,
      rule: 'invoke_agent span: gen_ai.agent.id, gen_ai.agent.name, gen_ai.conversation.id',
      ours: null,
      note: 'the packet is one run of one agent: no agent or conversation identity is read',
    },
  ],
} as const satisfies PeerComparison;
