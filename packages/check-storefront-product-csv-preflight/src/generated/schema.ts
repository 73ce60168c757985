// Generated from src/schema.json, src/sample.json and package.json by tools/gen-schema-module.mjs.
// Do not edit: change the JSON files and rebuild.
/* eslint-disable */
import type { JsonObject } from '@evidence-check/core-receipt';

export interface Input {
/**
 * Product rows in file order, one object per CSV row, keyed by the column names of the storefront product CSV (e.g. Handle, Title, Variant SKU, Image Src). Names match case- and whitespace-insensitively.
 * 
 * @minItems 1
 * @maxItems 1000
 */
rows: {
[k: string]: unknown
}[]
/**
 * How the import will run: `new` creates products, `overwrite` replaces products with matching handles.
 */
mode?: ("new" | "overwrite")
/**
 * Handles of products that already exist in the store.
 * 
 * @maxItems 1000
 */
existing_handles?: string[]
/**
 * Columns that must not be blanked on an existing product in overwrite mode.
 * 
 * @maxItems 100
 */
overwrite_required_columns?: string[]
}

export const version = "1.0.0";

export const inputSchema: JsonObject = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "storefront-product-csv-preflight request",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "rows"
  ],
  "properties": {
    "rows": {
      "description": "Product rows in file order, one object per CSV row, keyed by the column names of the storefront product CSV (e.g. Handle, Title, Variant SKU, Image Src). Names match case- and whitespace-insensitively.",
      "type": "array",
      "minItems": 1,
      "maxItems": 1000,
      "items": {
        "type": "object",
        "additionalProperties": true
      }
    },
    "mode": {
      "description": "How the import will run: `new` creates products, `overwrite` replaces products with matching handles.",
      "enum": [
        "new",
        "overwrite"
      ]
    },
    "existing_handles": {
      "description": "Handles of products that already exist in the store.",
      "type": "array",
      "maxItems": 1000,
      "items": {
        "type": "string"
      }
    },
    "overwrite_required_columns": {
      "description": "Columns that must not be blanked on an existing product in overwrite mode.",
      "type": "array",
      "maxItems": 100,
      "items": {
        "type": "string"
      }
    }
  }
};

export const sampleInput: Input = {
  "mode": "overwrite",
  "existing_handles": [
    "linen-shirt",
    "canvas-tote"
  ],
  "overwrite_required_columns": [
    "Title",
    "Body (HTML)",
    "Vendor"
  ],
  "rows": [
    {
      "Handle": "linen-shirt",
      "Title": "Linen Shirt",
      "Body (HTML)": "<p>Breathable linen.</p>",
      "Vendor": "Acme",
      "Option1 Name": "Size",
      "Option1 Value": "M",
      "Variant SKU": "LS-M",
      "Variant Price": "49.00",
      "Variant Compare At Price": "59.00",
      "Image Src": "https://cdn.example.com/ls-front.jpg",
      "Image Position": "1",
      "Status": "active"
    },
    {
      "Handle": "linen-shirt",
      "Option1 Value": "L",
      "Variant SKU": "LS-L",
      "Variant Price": "49.00",
      "Variant Compare At Price": "45.00",
      "Image Src": "http://cdn.example.com/ls-back.jpg",
      "Image Position": "2"
    },
    {
      "Handle": "linen-shirt",
      "Option1 Value": "l",
      "Variant SKU": "LS-M",
      "Variant Price": "49,00"
    },
    {
      "Handle": "canvas-tote",
      "Title": "Canvas Tote",
      "Body (HTML)": "",
      "Vendor": "Acme",
      "Variant SKU": "CT-1",
      "Variant Price": "19.50",
      "Image Src": "https://192.168.1.20/tote.jpg"
    },
    {
      "handle": "wool-scarf",
      "title": "",
      "variant sku": "WS-1",
      "variant price": "-5"
    },
    {
      "Title": "Orphan row",
      "Variant SKU": "OR-1",
      "Variant Price": "10.00"
    }
  ]
};
