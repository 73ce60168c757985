import type { PeerComparison } from '@evidence-check/core-receipt';

const SPEC = 'Agent Skills specification (agentskills.io)';
const SKILLS_REF = 'skills-ref, the Agent Skills reference validator';
const TRIGGERS = 'Agent Skills guide: Optimizing skill descriptions (trigger evals)';

/** The strongest peers of this product and how each of their rules maps to our codes. */
export const comparison = {
  peers: [
    { name: SPEC, url: 'https://agentskills.io/specification' },
    {
      name: SKILLS_REF,
      url: 'https://github.com/agentskills/agentskills/blob/main/skills-ref/src/skills_ref/validator.py',
      oracle:
        'the npm port skills-ref 0.1.5 (validateMetadata) in test/skills-ref-oracle.test.ts: 3000 generated frontmatter objects and 1000 bare names, problem set by problem set; 0 disagreements',
    },
    { name: TRIGGERS, url: 'https://agentskills.io/skill-creation/optimizing-descriptions' },
  ],
  rules: [
    { peer: SPEC, rule: 'name: required, max 64 characters', ours: 'SKILL_METADATA_INVALID', note: 'read from the open key `available_skills`' },
    { peer: SPEC, rule: 'name: lowercase letters, numbers and hyphens only; must not start or end with a hyphen', ours: 'SKILL_METADATA_INVALID' },
    { peer: SPEC, rule: 'name: must not contain consecutive hyphens (--)', ours: 'SKILL_METADATA_INVALID' },
    { peer: SPEC, rule: 'name: must match the parent directory name', ours: null, note: 'no directory is sent: an offered skill carries a name, not a path' },
    { peer: SPEC, rule: 'description: required, non-empty, max 1024 characters', ours: 'SKILL_METADATA_INVALID' },
    { peer: SPEC, rule: 'compatibility: max 500 characters', ours: 'SKILL_METADATA_INVALID' },
    { peer: SPEC, rule: 'allowed-tools: space-separated string of pre-approved tools (experimental)', ours: 'SKILL_METADATA_INVALID', note: 'as skills-ref reads it: a string or a list of strings' },
    { peer: SPEC, rule: 'metadata: a map from string keys to string values', ours: null, note: 'not read; skills-ref does not check it either' },
    {
      peer: SPEC,
      rule: 'progressive disclosure: at start-up the agent loads only the name and description of each available skill',
      ours: ['EXPECTED_SKILL_UNAVAILABLE', 'ACTIVATED_SKILL_UNAVAILABLE'],
      note: 'a skill the case did not offer cannot be expected or activated',
    },
    {
      peer: SKILLS_REF,
      rule: "_validate_name: NFKC-normalised, trimmed; 'exceeds 64 character limit', 'must be lowercase', 'cannot start or end with a hyphen', 'cannot contain consecutive hyphens', 'contains invalid characters' (str.isalnum or '-')",
      ours: 'SKILL_METADATA_INVALID',
      note: 'details.problems names each; every Unicode letter and number counts, as in the Python reference (the npm port knows Latin, Cyrillic and CJK letters only)',
    },
    { peer: SKILLS_REF, rule: "_validate_description: 'must be a non-empty string', 'exceeds 1024 character limit'", ours: 'SKILL_METADATA_INVALID' },
    { peer: SKILLS_REF, rule: "_validate_compatibility: 'must be a string', 'exceeds 500 character limit'", ours: 'SKILL_METADATA_INVALID' },
    { peer: SKILLS_REF, rule: "_validate_allowed_tools: 'must be either a string or a list of strings'", ours: 'SKILL_METADATA_INVALID' },
    { peer: SKILLS_REF, rule: "'Missing required field in frontmatter: name' / 'description'", ours: 'SKILL_METADATA_INVALID', note: 'for an object entry; a bare string entry is a name only' },
    {
      peer: SKILLS_REF,
      rule: "_validate_metadata_fields: 'Unexpected fields in frontmatter' (only name, description, license, allowed-tools, metadata, compatibility)",
      ours: null,
      note: 'an offered skill is what the agent saw, not a SKILL.md: other keys (a location, a path) are allowed and not read',
    },
    { peer: SKILLS_REF, rule: "validate(): 'Missing required file: SKILL.md', 'Path does not exist'", ours: null, note: 'no files are sent or read' },
    {
      peer: TRIGGERS,
      rule: 'a query passes when should_trigger is true and the skill was invoked, or false and it was not',
      ours: ['MISSED_SKILL', 'SPURIOUS_SKILL'],
      note: 'per skill of each case: expected and not activated, activated and not expected',
    },
    {
      peer: TRIGGERS,
      rule: 'run each query several times (3 to start) and pass on a trigger rate at or above a threshold (0.5 by default)',
      ours: null,
      note: 'each case is one run and passes or fails on its own; report.skills gives tp, fp, fn, precision and recall over all runs, not a per-query rate',
    },
    {
      peer: TRIGGERS,
      rule: 'about 20 queries: 8–10 that should trigger and 8–10 that should not',
      ours: null,
      note: 'report.skills[].shouldTrigger and shouldNotTrigger count them per skill; the size of a suite is the caller\'s choice and is not flagged',
    },
    { peer: TRIGGERS, rule: 'keep the description within the 1024-character limit while optimizing it', ours: 'SKILL_METADATA_INVALID' },
    { peer: TRIGGERS, rule: 'train/validation split (about 60/40) with the same proportion of should-trigger queries', ours: null, note: 'the split is the caller\'s: send each set as its own request' },
  ],
} as const satisfies PeerComparison;
