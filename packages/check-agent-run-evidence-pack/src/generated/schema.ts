// Generated from src/schema.json, src/sample.json and package.json by tools/gen-schema-module.mjs.
// Do not edit: change the JSON files and rebuild.
/* eslint-disable */
import type { JsonObject } from '@evidence-check/core-receipt';

export interface Input {
/**
 * Promises, actions and evidence of the run (the shape of promise-action-evidence-checker).
 */
promise_action: {
/**
 * Commitments the agent made.
 * 
 * @minItems 1
 * @maxItems 1000
 */
promises: {
/**
 * The caller's identifier of the promise.
 */
id: (string | number | boolean | {

} | unknown[] | null)
[k: string]: unknown
}[]
/**
 * Actions the agent took.
 * 
 * @maxItems 2000
 */
actions: {
/**
 * The caller's identifier of the action.
 */
id: (string | number | boolean | {

} | unknown[] | null)
/**
 * The recorded status of the action.
 */
status: (string | number | boolean | {

} | unknown[] | null)
/**
 * The promises this action addresses.
 */
promise_ids: (string | number | boolean | {

} | unknown[] | null)
/**
 * The evidence items this action cites (checked for presence only).
 */
evidence_ids: (string | number | boolean | {

} | unknown[] | null)
[k: string]: unknown
}[]
/**
 * Evidence items the run produced.
 * 
 * @maxItems 5000
 */
evidence: {
/**
 * The caller's identifier of the evidence item.
 */
id: (string | number | boolean | {

} | unknown[] | null)
[k: string]: unknown
}[]
[k: string]: unknown
}
/**
 * Tool contracts and recorded calls of the run (the shape of tool-call-contract-auditor).
 */
tool_calls: {
/**
 * One contract per tool.
 * 
 * @minItems 1
 * @maxItems 1000
 */
contracts: {
/**
 * The tool the contract governs.
 */
tool: (string | number | boolean | {

} | unknown[] | null)
/**
 * Whether the tool may be called at all.
 */
allowed?: (string | number | boolean | {

} | unknown[] | null)
/**
 * The most calls allowed.
 */
max_calls?: (string | number | boolean | {

} | unknown[] | null)
/**
 * Argument keys every call must carry.
 */
required_arguments?: (string | number | boolean | {

} | unknown[] | null)
/**
 * Argument keys no call may carry.
 */
forbidden_arguments?: (string | number | boolean | {

} | unknown[] | null)
[k: string]: unknown
}[]
/**
 * Recorded tool calls, in call order.
 * 
 * @maxItems 5000
 */
calls: {
/**
 * The caller's identifier of the call.
 */
id: (string | number | boolean | {

} | unknown[] | null)
/**
 * The tool called.
 */
tool: (string | number | boolean | {

} | unknown[] | null)
/**
 * The arguments passed (checked for key presence only).
 */
arguments: (string | number | boolean | {

} | unknown[] | null)
/**
 * The recorded outcome of the call.
 */
outcome?: (string | number | boolean | {

} | unknown[] | null)
[k: string]: unknown
}[]
[k: string]: unknown
}
/**
 * Outcome records of the run (the shape of completion-evidence-receipt-auditor).
 */
completion: {
/**
 * Completion, partial and blocked outcome records.
 * 
 * @minItems 1
 * @maxItems 1000
 */
outcomes: {
/**
 * The caller's identifier of the outcome.
 */
id: (string | number | boolean | {

} | unknown[] | null)
/**
 * The claimed status of the outcome (completion, partial or blocked).
 */
status: (string | number | boolean | {

} | unknown[] | null)
/**
 * The evidence the record offers.
 */
evidence: (string | number | boolean | {

} | unknown[] | null)
/**
 * The outcome that was promised.
 */
promised_outcome?: (string | number | boolean | {

} | unknown[] | null)
[k: string]: unknown
}[]
[k: string]: unknown
}
/**
 * Structured tool descriptions (the shape of tool-description-contract-linter).
 */
tool_descriptions: {
/**
 * The tool descriptions to lint.
 * 
 * @minItems 1
 * @maxItems 1000
 */
tools: {
/**
 * The tool name.
 */
name: (string | number | boolean | {

} | unknown[] | null)
/**
 * The tool description text.
 */
description: (string | number | boolean | {

} | unknown[] | null)
/**
 * The inputs the tool takes.
 */
inputs?: string[]
/**
 * The outputs the tool returns.
 */
outputs?: string[]
/**
 * The side effects the tool has.
 */
side_effects?: string[]
/**
 * The ways the tool can fail.
 */
failure_modes?: string[]
/**
 * The cost of one call.
 */
cost?: {
/**
 * The cost amount.
 */
amount?: (string | number | boolean | {

} | unknown[] | null)
/**
 * The cost currency.
 */
currency?: (string | number | boolean | {

} | unknown[] | null)
[k: string]: unknown
}
/**
 * Whether and how repeated calls are safe.
 */
idempotency?: string
[k: string]: unknown
}[]
[k: string]: unknown
}
/**
 * Expected and observed skill activations per case (the shape of skill-activation-verifier).
 */
skill_activation: {
/**
 * Evaluation cases.
 * 
 * @minItems 1
 * @maxItems 1000
 */
cases: {
/**
 * The caller's identifier of the case.
 */
id: (string | number | boolean | {

} | unknown[] | null)
/**
 * The skills that should have activated.
 */
expected_skills: (string | number | boolean | {

} | unknown[] | null)
/**
 * The skills that did activate.
 */
observed_skills: (string | number | boolean | {

} | unknown[] | null)
[k: string]: unknown
}[]
[k: string]: unknown
}
/**
 * Per-call token counts and rates of the run (the shape of agent-cost-decomposer).
 */
costs: {
/**
 * Model calls with their token counts and rates.
 * 
 * @minItems 1
 * @maxItems 1000
 */
calls: {
/**
 * The caller's identifier of the call.
 */
id: (string | number | boolean | {

} | unknown[] | null)
/**
 * Input tokens billed.
 */
input_tokens: (string | number | boolean | {

} | unknown[] | null)
/**
 * Output tokens billed.
 */
output_tokens: (string | number | boolean | {

} | unknown[] | null)
/**
 * Input price in USD per million tokens.
 */
input_usd_per_million: (string | number | boolean | {

} | unknown[] | null)
/**
 * Output price in USD per million tokens.
 */
output_usd_per_million: (string | number | boolean | {

} | unknown[] | null)
/**
 * The model called.
 */
model?: (string | number | boolean | {

} | unknown[] | null)
/**
 * Input tokens served from cache.
 */
cached_input_tokens?: (string | number | boolean | {

} | unknown[] | null)
/**
 * Cached-input price in USD per million tokens.
 */
cached_input_usd_per_million?: (string | number | boolean | {

} | unknown[] | null)
/**
 * External tool cost of the call in USD.
 */
tool_cost_usd?: (string | number | boolean | {

} | unknown[] | null)
[k: string]: unknown
}[]
/**
 * The run budget in USD.
 */
budget_usd?: number
[k: string]: unknown
}
}

export const version = "1.0.0";

export const inputSchema: JsonObject = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "agent-run-evidence-pack request",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "promise_action",
    "tool_calls",
    "completion",
    "tool_descriptions",
    "skill_activation",
    "costs"
  ],
  "properties": {
    "promise_action": {
      "description": "Promises, actions and evidence of the run (the shape of promise-action-evidence-checker).",
      "type": "object",
      "additionalProperties": true,
      "required": [
        "promises",
        "actions",
        "evidence"
      ],
      "properties": {
        "promises": {
          "description": "Commitments the agent made.",
          "type": "array",
          "minItems": 1,
          "maxItems": 1000,
          "items": {
            "description": "A promise.",
            "type": "object",
            "additionalProperties": true,
            "required": [
              "id"
            ],
            "properties": {
              "id": {
                "description": "The caller's identifier of the promise.",
                "type": [
                  "string",
                  "number",
                  "boolean",
                  "object",
                  "array",
                  "null"
                ]
              }
            }
          }
        },
        "actions": {
          "description": "Actions the agent took.",
          "type": "array",
          "maxItems": 2000,
          "items": {
            "description": "An action.",
            "type": "object",
            "additionalProperties": true,
            "required": [
              "id",
              "status",
              "promise_ids",
              "evidence_ids"
            ],
            "properties": {
              "id": {
                "description": "The caller's identifier of the action.",
                "type": [
                  "string",
                  "number",
                  "boolean",
                  "object",
                  "array",
                  "null"
                ]
              },
              "status": {
                "description": "The recorded status of the action.",
                "type": [
                  "string",
                  "number",
                  "boolean",
                  "object",
                  "array",
                  "null"
                ]
              },
              "promise_ids": {
                "description": "The promises this action addresses.",
                "type": [
                  "string",
                  "number",
                  "boolean",
                  "object",
                  "array",
                  "null"
                ]
              },
              "evidence_ids": {
                "description": "The evidence items this action cites (checked for presence only).",
                "type": [
                  "string",
                  "number",
                  "boolean",
                  "object",
                  "array",
                  "null"
                ]
              }
            }
          }
        },
        "evidence": {
          "description": "Evidence items the run produced.",
          "type": "array",
          "maxItems": 5000,
          "items": {
            "description": "An evidence item.",
            "type": "object",
            "additionalProperties": true,
            "required": [
              "id"
            ],
            "properties": {
              "id": {
                "description": "The caller's identifier of the evidence item.",
                "type": [
                  "string",
                  "number",
                  "boolean",
                  "object",
                  "array",
                  "null"
                ]
              }
            }
          }
        }
      }
    },
    "tool_calls": {
      "description": "Tool contracts and recorded calls of the run (the shape of tool-call-contract-auditor).",
      "type": "object",
      "additionalProperties": true,
      "required": [
        "contracts",
        "calls"
      ],
      "properties": {
        "contracts": {
          "description": "One contract per tool.",
          "type": "array",
          "minItems": 1,
          "maxItems": 1000,
          "items": {
            "description": "A tool contract.",
            "type": "object",
            "additionalProperties": true,
            "required": [
              "tool"
            ],
            "properties": {
              "tool": {
                "description": "The tool the contract governs.",
                "type": [
                  "string",
                  "number",
                  "boolean",
                  "object",
                  "array",
                  "null"
                ]
              },
              "allowed": {
                "description": "Whether the tool may be called at all.",
                "type": [
                  "string",
                  "number",
                  "boolean",
                  "object",
                  "array",
                  "null"
                ]
              },
              "max_calls": {
                "description": "The most calls allowed.",
                "type": [
                  "string",
                  "number",
                  "boolean",
                  "object",
                  "array",
                  "null"
                ]
              },
              "required_arguments": {
                "description": "Argument keys every call must carry.",
                "type": [
                  "string",
                  "number",
                  "boolean",
                  "object",
                  "array",
                  "null"
                ]
              },
              "forbidden_arguments": {
                "description": "Argument keys no call may carry.",
                "type": [
                  "string",
                  "number",
                  "boolean",
                  "object",
                  "array",
                  "null"
                ]
              }
            }
          }
        },
        "calls": {
          "description": "Recorded tool calls, in call order.",
          "type": "array",
          "maxItems": 5000,
          "items": {
            "description": "A tool call.",
            "type": "object",
            "additionalProperties": true,
            "required": [
              "id",
              "tool",
              "arguments"
            ],
            "properties": {
              "id": {
                "description": "The caller's identifier of the call.",
                "type": [
                  "string",
                  "number",
                  "boolean",
                  "object",
                  "array",
                  "null"
                ]
              },
              "tool": {
                "description": "The tool called.",
                "type": [
                  "string",
                  "number",
                  "boolean",
                  "object",
                  "array",
                  "null"
                ]
              },
              "arguments": {
                "description": "The arguments passed (checked for key presence only).",
                "type": [
                  "string",
                  "number",
                  "boolean",
                  "object",
                  "array",
                  "null"
                ]
              },
              "outcome": {
                "description": "The recorded outcome of the call.",
                "type": [
                  "string",
                  "number",
                  "boolean",
                  "object",
                  "array",
                  "null"
                ]
              }
            }
          }
        }
      }
    },
    "completion": {
      "description": "Outcome records of the run (the shape of completion-evidence-receipt-auditor).",
      "type": "object",
      "additionalProperties": true,
      "required": [
        "outcomes"
      ],
      "properties": {
        "outcomes": {
          "description": "Completion, partial and blocked outcome records.",
          "type": "array",
          "minItems": 1,
          "maxItems": 1000,
          "items": {
            "description": "An outcome record.",
            "type": "object",
            "additionalProperties": true,
            "required": [
              "id",
              "status",
              "evidence"
            ],
            "properties": {
              "id": {
                "description": "The caller's identifier of the outcome.",
                "type": [
                  "string",
                  "number",
                  "boolean",
                  "object",
                  "array",
                  "null"
                ]
              },
              "status": {
                "description": "The claimed status of the outcome (completion, partial or blocked).",
                "type": [
                  "string",
                  "number",
                  "boolean",
                  "object",
                  "array",
                  "null"
                ]
              },
              "evidence": {
                "description": "The evidence the record offers.",
                "type": [
                  "string",
                  "number",
                  "boolean",
                  "object",
                  "array",
                  "null"
                ]
              },
              "promised_outcome": {
                "description": "The outcome that was promised.",
                "type": [
                  "string",
                  "number",
                  "boolean",
                  "object",
                  "array",
                  "null"
                ]
              }
            }
          }
        }
      }
    },
    "tool_descriptions": {
      "description": "Structured tool descriptions (the shape of tool-description-contract-linter).",
      "type": "object",
      "additionalProperties": true,
      "required": [
        "tools"
      ],
      "properties": {
        "tools": {
          "description": "The tool descriptions to lint.",
          "type": "array",
          "minItems": 1,
          "maxItems": 1000,
          "items": {
            "description": "A tool description.",
            "type": "object",
            "additionalProperties": true,
            "required": [
              "name",
              "description"
            ],
            "properties": {
              "name": {
                "description": "The tool name.",
                "type": [
                  "string",
                  "number",
                  "boolean",
                  "object",
                  "array",
                  "null"
                ]
              },
              "description": {
                "description": "The tool description text.",
                "type": [
                  "string",
                  "number",
                  "boolean",
                  "object",
                  "array",
                  "null"
                ]
              },
              "inputs": {
                "description": "The inputs the tool takes.",
                "type": "array",
                "items": {
                  "type": "string"
                }
              },
              "outputs": {
                "description": "The outputs the tool returns.",
                "type": "array",
                "items": {
                  "type": "string"
                }
              },
              "side_effects": {
                "description": "The side effects the tool has.",
                "type": "array",
                "items": {
                  "type": "string"
                }
              },
              "failure_modes": {
                "description": "The ways the tool can fail.",
                "type": "array",
                "items": {
                  "type": "string"
                }
              },
              "cost": {
                "description": "The cost of one call.",
                "type": "object",
                "additionalProperties": true,
                "properties": {
                  "amount": {
                    "description": "The cost amount.",
                    "type": [
                      "string",
                      "number",
                      "boolean",
                      "object",
                      "array",
                      "null"
                    ]
                  },
                  "currency": {
                    "description": "The cost currency.",
                    "type": [
                      "string",
                      "number",
                      "boolean",
                      "object",
                      "array",
                      "null"
                    ]
                  }
                }
              },
              "idempotency": {
                "description": "Whether and how repeated calls are safe.",
                "type": "string"
              }
            }
          }
        }
      }
    },
    "skill_activation": {
      "description": "Expected and observed skill activations per case (the shape of skill-activation-verifier).",
      "type": "object",
      "additionalProperties": true,
      "required": [
        "cases"
      ],
      "properties": {
        "cases": {
          "description": "Evaluation cases.",
          "type": "array",
          "minItems": 1,
          "maxItems": 1000,
          "items": {
            "description": "A case.",
            "type": "object",
            "additionalProperties": true,
            "required": [
              "id",
              "expected_skills",
              "observed_skills"
            ],
            "properties": {
              "id": {
                "description": "The caller's identifier of the case.",
                "type": [
                  "string",
                  "number",
                  "boolean",
                  "object",
                  "array",
                  "null"
                ]
              },
              "expected_skills": {
                "description": "The skills that should have activated.",
                "type": [
                  "string",
                  "number",
                  "boolean",
                  "object",
                  "array",
                  "null"
                ]
              },
              "observed_skills": {
                "description": "The skills that did activate.",
                "type": [
                  "string",
                  "number",
                  "boolean",
                  "object",
                  "array",
                  "null"
                ]
              }
            }
          }
        }
      }
    },
    "costs": {
      "description": "Per-call token counts and rates of the run (the shape of agent-cost-decomposer).",
      "type": "object",
      "additionalProperties": true,
      "required": [
        "calls"
      ],
      "properties": {
        "calls": {
          "description": "Model calls with their token counts and rates.",
          "type": "array",
          "minItems": 1,
          "maxItems": 1000,
          "items": {
            "description": "A model call.",
            "type": "object",
            "additionalProperties": true,
            "required": [
              "id",
              "input_tokens",
              "output_tokens",
              "input_usd_per_million",
              "output_usd_per_million"
            ],
            "properties": {
              "id": {
                "description": "The caller's identifier of the call.",
                "type": [
                  "string",
                  "number",
                  "boolean",
                  "object",
                  "array",
                  "null"
                ]
              },
              "input_tokens": {
                "description": "Input tokens billed.",
                "type": [
                  "string",
                  "number",
                  "boolean",
                  "object",
                  "array",
                  "null"
                ]
              },
              "output_tokens": {
                "description": "Output tokens billed.",
                "type": [
                  "string",
                  "number",
                  "boolean",
                  "object",
                  "array",
                  "null"
                ]
              },
              "input_usd_per_million": {
                "description": "Input price in USD per million tokens.",
                "type": [
                  "string",
                  "number",
                  "boolean",
                  "object",
                  "array",
                  "null"
                ]
              },
              "output_usd_per_million": {
                "description": "Output price in USD per million tokens.",
                "type": [
                  "string",
                  "number",
                  "boolean",
                  "object",
                  "array",
                  "null"
                ]
              },
              "model": {
                "description": "The model called.",
                "type": [
                  "string",
                  "number",
                  "boolean",
                  "object",
                  "array",
                  "null"
                ]
              },
              "cached_input_tokens": {
                "description": "Input tokens served from cache.",
                "type": [
                  "string",
                  "number",
                  "boolean",
                  "object",
                  "array",
                  "null"
                ]
              },
              "cached_input_usd_per_million": {
                "description": "Cached-input price in USD per million tokens.",
                "type": [
                  "string",
                  "number",
                  "boolean",
                  "object",
                  "array",
                  "null"
                ]
              },
              "tool_cost_usd": {
                "description": "External tool cost of the call in USD.",
                "type": [
                  "string",
                  "number",
                  "boolean",
                  "object",
                  "array",
                  "null"
                ]
              }
            }
          }
        },
        "budget_usd": {
          "description": "The run budget in USD.",
          "type": "number",
          "minimum": 0
        }
      }
    }
  }
};

export const sampleInput: Input = {
  "promise_action": {
    "promises": [
      {
        "id": "P1",
        "text": "Fix the failing checkout test"
      },
      {
        "id": "P2",
        "text": "Update the changelog"
      }
    ],
    "actions": [
      {
        "id": "A1",
        "status": "completed",
        "promise_ids": [
          "P1"
        ],
        "evidence_ids": [
          "E1"
        ]
      },
      {
        "id": "A2",
        "status": "completed",
        "promise_ids": [
          "P2"
        ],
        "evidence_ids": [
          "E9"
        ]
      }
    ],
    "evidence": [
      {
        "id": "E1",
        "kind": "test-log",
        "ref": "ci/run/4512"
      }
    ]
  },
  "tool_calls": {
    "contracts": [
      {
        "tool": "read_file",
        "allowed": true,
        "max_calls": 20,
        "required_arguments": [
          "path"
        ]
      },
      {
        "tool": "shell",
        "allowed": true,
        "max_calls": 2,
        "required_arguments": [
          "command"
        ],
        "forbidden_arguments": [
          "sudo"
        ]
      },
      {
        "tool": "deploy",
        "allowed": false
      }
    ],
    "calls": [
      {
        "id": "C1",
        "tool": "read_file",
        "arguments": {
          "path": "src/checkout.ts"
        },
        "outcome": "ok"
      },
      {
        "id": "C2",
        "tool": "shell",
        "arguments": {
          "command": "npm test"
        },
        "outcome": "ok"
      },
      {
        "id": "C3",
        "tool": "shell",
        "arguments": {
          "command": "npm test",
          "sudo": true
        },
        "outcome": "ok"
      },
      {
        "id": "C4",
        "tool": "shell",
        "arguments": {},
        "outcome": "error"
      },
      {
        "id": "C5",
        "tool": "deploy",
        "arguments": {
          "env": "production"
        },
        "outcome": "ok"
      }
    ]
  },
  "completion": {
    "outcomes": [
      {
        "id": "O1",
        "status": "complete",
        "promised_outcome": "Checkout test passes",
        "evidence": [
          "ci/run/4512"
        ]
      },
      {
        "id": "O2",
        "status": "complete",
        "promised_outcome": "Changelog updated",
        "evidence": []
      },
      {
        "id": "O3",
        "status": "partial",
        "promised_outcome": "Release notes drafted",
        "evidence": [
          "docs/notes.md"
        ]
      }
    ]
  },
  "tool_descriptions": {
    "tools": [
      {
        "name": "read_file",
        "description": "Reads one UTF-8 text file from the workspace and returns its contents.",
        "inputs": [
          "path"
        ],
        "outputs": [
          "contents"
        ],
        "side_effects": [],
        "failure_modes": [
          "file not found",
          "not UTF-8"
        ],
        "cost": {
          "amount": "0",
          "currency": "USD"
        },
        "idempotency": "idempotent"
      },
      {
        "name": "deploy",
        "description": "Deploys."
      }
    ]
  },
  "skill_activation": {
    "cases": [
      {
        "id": "K1",
        "expected_skills": [
          "testing"
        ],
        "observed_skills": [
          "testing"
        ]
      },
      {
        "id": "K2",
        "expected_skills": [
          "changelog"
        ],
        "observed_skills": []
      },
      {
        "id": "K3",
        "expected_skills": [],
        "observed_skills": [
          "deployment"
        ]
      }
    ]
  },
  "costs": {
    "budget_usd": 0.05,
    "calls": [
      {
        "id": "M1",
        "model": "model-large",
        "input_tokens": 12000,
        "cached_input_tokens": 8000,
        "output_tokens": 1500,
        "input_usd_per_million": 3,
        "cached_input_usd_per_million": 0.3,
        "output_usd_per_million": 15
      },
      {
        "id": "M2",
        "model": "model-large",
        "input_tokens": 9000,
        "output_tokens": 2200,
        "input_usd_per_million": 3,
        "output_usd_per_million": 15,
        "tool_cost_usd": 0.01
      }
    ]
  }
};
