// Generated from src/schema.json, src/sample.json and package.json by tools/gen-schema-module.mjs.
// Do not edit: change the JSON files and rebuild.
/* eslint-disable */
import type { JsonObject } from '@evidence-check/core-receipt';

export interface Input {
/**
 * What to look up in the contracts dataset.
 */
query: {
/**
 * The field the value is matched against.
 */
field: ("vendor" | "department" | "contract" | "specification" | "keyword")
/**
 * The value to match.
 */
value: string
}
/**
 * The most matches to return.
 */
max_results?: number
/**
 * Caller-supplied contract rows for deterministic testing; omit to use the maintained source.
 * 
 * @maxItems 50
 */
records?: {
/**
 * The purchase order or contract number.
 */
purchase_order_contract_number: string
/**
 * The revision (modification) number of the row.
 */
revision_number: string
/**
 * The description of the purchase order.
 */
purchase_order_description?: string
/**
 * The specification number.
 */
specification_number?: string
/**
 * The contract type.
 */
contract_type?: string
/**
 * The start date as the source reports it.
 */
start_date?: string
/**
 * The end date as the source reports it (consistently recorded only for blanket contracts).
 */
end_date?: string
/**
 * The approval date as the source reports it.
 */
approval_date?: string
/**
 * The department.
 */
department?: string
/**
 * The vendor name.
 */
vendor_name?: string
/**
 * The vendor id.
 */
vendor_id?: string
/**
 * The award amount of the row as the source reports it (a row value, not a computed total).
 */
award_amount?: (number | string)
}[]
/**
 * When the caller-supplied records were generated.
 */
records_generated_at?: string
/**
 * When the source dataset was last updated.
 */
source_updated_at?: string
/**
 * How many rows the source reported for the query.
 */
total_records?: number
/**
 * Whether the records are fewer than the source holds for the query.
 */
truncated?: boolean
/**
 * The retained baseline to compare the current matches with.
 */
previous_snapshot?: {
/**
 * When the baseline was captured.
 */
captured_at: string
/**
 * The rows of the baseline.
 * 
 * @maxItems 50
 */
records: {
/**
 * The purchase order or contract number.
 */
purchase_order_contract_number: (string | number | boolean | {

} | unknown[] | null)
/**
 * The revision (modification) number of the row.
 */
revision_number: (string | number | boolean | {

} | unknown[] | null)
[k: string]: unknown
}[]
/**
 * When the source dataset was last updated at capture.
 */
source_updated_at?: string
/**
 * How many rows the source reported for the query.
 */
total_records?: number
/**
 * Whether the records are fewer than the source holds for the query.
 */
truncated?: boolean
}
}

export const version = "1.0.0";

export const inputSchema: JsonObject = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "chicago-contract-change-packet request",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "query"
  ],
  "properties": {
    "query": {
      "description": "What to look up in the contracts dataset.",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "field",
        "value"
      ],
      "properties": {
        "field": {
          "description": "The field the value is matched against.",
          "enum": [
            "vendor",
            "department",
            "contract",
            "specification",
            "keyword"
          ]
        },
        "value": {
          "description": "The value to match.",
          "type": "string",
          "minLength": 1,
          "maxLength": 120
        }
      }
    },
    "max_results": {
      "description": "The most matches to return.",
      "type": "integer",
      "minimum": 1,
      "maximum": 50,
      "default": 25
    },
    "records": {
      "description": "Caller-supplied contract rows for deterministic testing; omit to use the maintained source.",
      "type": "array",
      "maxItems": 50,
      "items": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "purchase_order_contract_number",
          "revision_number"
        ],
        "properties": {
          "purchase_order_contract_number": {
            "description": "The purchase order or contract number.",
            "type": "string",
            "minLength": 1,
            "maxLength": 120
          },
          "revision_number": {
            "description": "The revision (modification) number of the row.",
            "type": "string",
            "minLength": 1,
            "maxLength": 60
          },
          "purchase_order_description": {
            "description": "The description of the purchase order.",
            "type": "string",
            "maxLength": 1000
          },
          "specification_number": {
            "description": "The specification number.",
            "type": "string",
            "maxLength": 120
          },
          "contract_type": {
            "description": "The contract type.",
            "type": "string",
            "maxLength": 160
          },
          "start_date": {
            "description": "The start date as the source reports it.",
            "type": "string"
          },
          "end_date": {
            "description": "The end date as the source reports it (consistently recorded only for blanket contracts).",
            "type": "string"
          },
          "approval_date": {
            "description": "The approval date as the source reports it.",
            "type": "string"
          },
          "department": {
            "description": "The department.",
            "type": "string",
            "maxLength": 300
          },
          "vendor_name": {
            "description": "The vendor name.",
            "type": "string",
            "maxLength": 300
          },
          "vendor_id": {
            "description": "The vendor id.",
            "type": "string",
            "maxLength": 120
          },
          "award_amount": {
            "description": "The award amount of the row as the source reports it (a row value, not a computed total).",
            "type": [
              "number",
              "string"
            ]
          }
        }
      }
    },
    "records_generated_at": {
      "description": "When the caller-supplied records were generated.",
      "type": "string",
      "format": "date-time"
    },
    "source_updated_at": {
      "description": "When the source dataset was last updated.",
      "type": "string",
      "format": "date-time"
    },
    "total_records": {
      "description": "How many rows the source reported for the query.",
      "type": "integer",
      "minimum": 0,
      "maximum": 10000000
    },
    "truncated": {
      "description": "Whether the records are fewer than the source holds for the query.",
      "type": "boolean"
    },
    "previous_snapshot": {
      "description": "The retained baseline to compare the current matches with.",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "captured_at",
        "records"
      ],
      "properties": {
        "captured_at": {
          "description": "When the baseline was captured.",
          "type": "string",
          "format": "date-time"
        },
        "records": {
          "description": "The rows of the baseline.",
          "type": "array",
          "maxItems": 50,
          "items": {
            "type": "object",
            "additionalProperties": true,
            "required": [
              "purchase_order_contract_number",
              "revision_number"
            ],
            "properties": {
              "purchase_order_contract_number": {
                "description": "The purchase order or contract number.",
                "type": [
                  "string",
                  "number",
                  "boolean",
                  "object",
                  "array",
                  "null"
                ]
              },
              "revision_number": {
                "description": "The revision (modification) number of the row.",
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
        "source_updated_at": {
          "description": "When the source dataset was last updated at capture.",
          "type": "string",
          "format": "date-time"
        },
        "total_records": {
          "description": "How many rows the source reported for the query.",
          "type": "integer",
          "minimum": 0,
          "maximum": 10000000
        },
        "truncated": {
          "description": "Whether the records are fewer than the source holds for the query.",
          "type": "boolean"
        }
      }
    }
  }
};

export const sampleInput: Input = {
  "query": {
    "field": "vendor",
    "value": "Lakeside Paving"
  },
  "max_results": 25,
  "records": [
    {
      "purchase_order_contract_number": "218834",
      "revision_number": "2",
      "purchase_order_description": "Asphalt resurfacing, citywide, zone 3",
      "specification_number": "1187455",
      "contract_type": "CONSTRUCTION-GENERAL",
      "start_date": "2024-04-01T00:00:00",
      "end_date": "2027-03-31T00:00:00",
      "approval_date": "2026-02-10T00:00:00",
      "department": "DEPARTMENT OF TRANSPORTATION",
      "vendor_name": "LAKESIDE PAVING CO",
      "vendor_id": "102934487A",
      "award_amount": "1250000.00"
    },
    {
      "purchase_order_contract_number": "231907",
      "revision_number": "0",
      "purchase_order_description": "Pothole patching materials",
      "specification_number": "1203118",
      "contract_type": "COMMODITIES",
      "approval_date": "2026-02-24T00:00:00",
      "department": "DEPARTMENT OF STREETS AND SANITATION",
      "vendor_name": "LAKESIDE PAVING CO",
      "vendor_id": "102934487A",
      "award_amount": 84500
    }
  ],
  "records_generated_at": "2026-03-01T06:00:00Z",
  "source_updated_at": "2026-02-28T23:10:00Z",
  "total_records": 2,
  "truncated": false,
  "previous_snapshot": {
    "captured_at": "2026-02-01T06:00:00Z",
    "records": [
      {
        "purchase_order_contract_number": "218834",
        "revision_number": "1",
        "award_amount": "1100000.00"
      },
      {
        "purchase_order_contract_number": "199120",
        "revision_number": "4",
        "award_amount": "310000.00"
      }
    ],
    "source_updated_at": "2026-01-31T23:05:00Z",
    "total_records": 2,
    "truncated": false
  }
};
