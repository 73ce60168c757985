// Cases as data: every declared code is produced by at least one case (the conventions meta-test
// checks it) and every case input is a packet the gateway accepts. One file of cases per rule.
import { defineCases } from '@evidence-check/test-utils';
import { sampleInput, type Input } from '../src/index.js';
import { columnKeysCases } from './cases/column-keys.js';
import { columnValuesCases } from './cases/column-values.js';
import { duplicateSkuCases } from './cases/duplicate-sku.js';
import { handleFormatCases } from './cases/handle-format.js';
import { product } from './cases/helpers.js';
import { identityCases } from './cases/identity.js';
import { imageUrlsCases } from './cases/image-urls.js';
import { importModeCases } from './cases/import-mode.js';
import { optionCombinationCases } from './cases/option-combination.js';
import { optionNamesCases } from './cases/option-names.js';
import { pricesCases } from './cases/prices.js';

const wholeCheck = defineCases<Input>([
  {
    name: 'a clean product with variant and image continuation rows is READY',
    input: {
      rows: [
        product('tee', { 'Option1 Name': 'Size', 'Option1 Value': 'S', 'Variant SKU': 'T-S', 'Variant Price': '10', 'Image Src': 'https://cdn.example.com/a.jpg' }),
        { Handle: 'tee', 'Option1 Value': 'M', 'Variant SKU': 'T-M', 'Variant Price': '10.50', 'Variant Compare At Price': '12.00' },
        { Handle: 'tee', 'Image Src': 'https://cdn.example.com/b.jpg', 'Image Position': 2 },
      ],
    },
    expect: [],
    status: 'READY',
    absent: ['DUPLICATE_COLUMN_KEY', 'DUPLICATE_SKU', 'DUPLICATE_OPTION_COMBINATION', 'IMAGE_URL_UNSAFE_SCHEME', 'MISSING_TITLE'],
    report: {
      mode: null,
      rows: 3,
      handles: 1,
      variants: 2,
      images: 2,
      rowsWithoutHandle: 0,
      products: [{ handle: 'tee', firstRow: '/rows/0', rows: 3, variants: 2, images: 2, existing: null }],
    },
  },
  {
    // Shopify's current template names the columns `URL handle`, `SKU`, `Price`, `Compare-at price`,
    // `Product image URL`, `Option1 name`/`Option1 value`, `Published on online store` (legacy:
    // `Handle`, `Variant SKU`, `Variant Price`, `Variant Compare At Price`, `Image Src`, …).
    name: 'current template: every fault of the issue is found under the current column names',
    input: {
      rows: [
        { 'URL handle': 'linen-shirt', Title: 'Linen Shirt', 'Published on online store': 'TRUE', 'Option1 name': 'Size', 'Option1 value': 'M', SKU: 'LS-M', Price: '49.00', 'Compare-at price': '59.00', 'Product image URL': 'https://cdn.example.com/ls.jpg' },
        { 'URL handle': 'linen-shirt', 'Option1 value': 'L', SKU: 'LS-M', Price: '$20', 'Product image URL': 'https://10.0.0.5/ls-back.jpg' },
        { 'URL handle': 'summer tee!', Title: 'Summer Tee', 'Published on online store': 'yes', 'Option1 value': 'S', SKU: 'ST-S', Price: '15.00', 'Compare-at price': '12.00' },
      ],
    },
    expect: [
      { code: 'DUPLICATE_SKU', pointer: '/rows/0/SKU', subject: 'LS-M', details: { group: 'LS-M', rows: [0, 1], sameHandle: true } },
      { code: 'PRICE_NOT_DECIMAL', pointer: '/rows/1/Price', subject: 'linen-shirt', details: { column: 'Price', value: '$20' } },
      { code: 'IMAGE_URL_PRIVATE_HOST', pointer: '/rows/1/Product image URL', subject: 'linen-shirt', details: { column: 'Product image URL', host: '10.0.0.5', range: 'private' } },
      { code: 'DUPLICATE_SKU', pointer: '/rows/1/SKU', subject: 'LS-M', details: { group: 'LS-M', rows: [0, 1] } },
      { code: 'COMPARE_AT_BELOW_PRICE', pointer: '/rows/2/Compare-at price', subject: 'summer tee!', details: { price: '15.00', compareAt: '12.00' } },
      { code: 'OPTION_VALUE_WITHOUT_NAME', pointer: '/rows/2/Option1 value', subject: 'summer tee!', details: { position: 1, value: 'S' } },
      { code: 'VALUE_NOT_ALLOWED', pointer: '/rows/2/Published on online store', subject: 'summer tee!', details: { value: 'yes' } },
      { code: 'HANDLE_INVALID', pointer: '/rows/2/URL handle', subject: 'summer tee!', details: { invalid: [' ', '!'] } },
    ],
    absent: ['ROW_WITHOUT_HANDLE', 'MISSING_TITLE', 'DUPLICATE_OPTION_COMBINATION'],
    status: 'BLOCKED',
    report: { rows: 3, handles: 2, variants: 3, images: 2, rowsWithoutHandle: 0 },
  },
  {
    name: 'both templates at once: a current and a legacy name of one column in one row are one column, both keys flagged',
    input: { rows: [{ Handle: 'a', 'URL handle': 'b', Title: 'A', SKU: 'S', 'Variant SKU': 'S' }] },
    expect: [
      { code: 'DUPLICATE_COLUMN_KEY', pointer: '/rows/0/Handle', details: { group: '/rows/0:handle', winner: 'Handle', keys: ['Handle', 'URL handle'] } },
      { code: 'DUPLICATE_COLUMN_KEY', pointer: '/rows/0/SKU', details: { group: '/rows/0:variantsku', winner: 'SKU', keys: ['SKU', 'Variant SKU'] } },
      { code: 'DUPLICATE_COLUMN_KEY', pointer: '/rows/0/URL handle', details: { group: '/rows/0:handle', winner: 'Handle' } },
      { code: 'DUPLICATE_COLUMN_KEY', pointer: '/rows/0/Variant SKU', details: { group: '/rows/0:variantsku', winner: 'SKU' } },
    ],
    absent: ['DUPLICATE_SKU'],
    status: 'REVIEW',
    report: { products: [{ handle: 'a' }] },
  },
  {
    name: 'the sample request: every faulty row and cell at its own pointer',
    input: sampleInput,
    expect: [
      { code: 'DUPLICATE_SKU', pointer: '/rows/0/Variant SKU', subject: 'LS-M', details: { group: 'LS-M', rows: [0, 2], sameHandle: true } },
      { code: 'DUPLICATE_OPTION_COMBINATION', pointer: '/rows/1', subject: 'linen-shirt', details: { options: ['L'], rows: [1, 2] } },
      { code: 'IMAGE_URL_UNSAFE_SCHEME', pointer: '/rows/1/Image Src', details: { scheme: 'http' } },
      { code: 'COMPARE_AT_BELOW_PRICE', pointer: '/rows/1/Variant Compare At Price', details: { price: '49.00', compareAt: '45.00' } },
      { code: 'DUPLICATE_OPTION_COMBINATION', pointer: '/rows/2', subject: 'linen-shirt', details: { options: ['l'], rows: [1, 2] } },
      { code: 'PRICE_NOT_DECIMAL', pointer: '/rows/2/Variant Price', details: { value: '49,00' } },
      { code: 'DUPLICATE_SKU', pointer: '/rows/2/Variant SKU', subject: 'LS-M', details: { group: 'LS-M', rows: [0, 2] } },
      { code: 'OVERWRITE_BLANKS_COLUMN', pointer: '/rows/3/Body (HTML)', subject: 'canvas-tote', details: { column: 'Body (HTML)' } },
      { code: 'IMAGE_URL_PRIVATE_HOST', pointer: '/rows/3/Image Src', details: { host: '192.168.1.20', range: 'private' } },
      { code: 'OVERWRITE_NEW_HANDLE', pointer: '/rows/4/handle', subject: 'wool-scarf' },
      { code: 'MISSING_TITLE', pointer: '/rows/4/title', subject: 'wool-scarf' },
      { code: 'PRICE_NEGATIVE', pointer: '/rows/4/variant price', details: { value: '-5' } },
      { code: 'ROW_WITHOUT_HANDLE', pointer: '/rows/5', subject: null, details: { title: 'Orphan row', sku: 'OR-1' } },
    ],
    status: 'BLOCKED',
    report: { rows: 6, handles: 3, variants: 5, images: 3, rowsWithoutHandle: 1 },
  },
]);

export const cases = defineCases<Input>([
  ...wholeCheck,
  ...identityCases,
  ...handleFormatCases,
  ...columnKeysCases,
  ...duplicateSkuCases,
  ...optionNamesCases,
  ...optionCombinationCases,
  ...pricesCases,
  ...columnValuesCases,
  ...imageUrlsCases,
  ...importModeCases,
]);
