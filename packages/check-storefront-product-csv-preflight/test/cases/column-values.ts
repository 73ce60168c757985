import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { product } from './helpers.js';

// Shopify's product CSV column table lists the valid values: Published (Published on online store)
// "TRUE ... or FALSE"; Status active, draft, archived; Gift card, Charge tax (Variant Taxable),
// Requires shipping TRUE or FALSE; Continue selling when out of stock (Variant Inventory Policy)
// deny or continue; Weight unit for display g, kg, lb, oz.
export const columnValuesCases = defineCases<Input>([
  {
    name: 'column-values: values outside the listed ones, in either template, each at its own cell',
    input: {
      rows: [
        product('a', { 'Published on online store': 'yes', Status: 'live' }),
        product('b', { Published: '1', 'Gift card': 'no', 'Charge tax': 'Y', 'Requires shipping': 'maybe' }),
        product('c', { 'Continue selling when out of stock': 'allow', 'Weight unit for display': 'grams' }),
        product('d', { 'Variant Inventory Policy': 'sell', 'Variant Weight Unit': 'lbs', 'Variant Taxable': 'T' }),
      ],
    },
    expect: [
      { code: 'VALUE_NOT_ALLOWED', pointer: '/rows/0/Published on online store', subject: 'a', details: { column: 'Published on online store', value: 'yes', allowed: ['TRUE', 'FALSE'] } },
      { code: 'VALUE_NOT_ALLOWED', pointer: '/rows/0/Status', subject: 'a', details: { value: 'live', allowed: ['active', 'draft', 'archived', 'unlisted'] } },
      { code: 'VALUE_NOT_ALLOWED', pointer: '/rows/1/Charge tax', details: { value: 'Y' } },
      { code: 'VALUE_NOT_ALLOWED', pointer: '/rows/1/Gift card', details: { value: 'no' } },
      { code: 'VALUE_NOT_ALLOWED', pointer: '/rows/1/Published', details: { value: '1' } },
      { code: 'VALUE_NOT_ALLOWED', pointer: '/rows/1/Requires shipping', details: { value: 'maybe' } },
      { code: 'VALUE_NOT_ALLOWED', pointer: '/rows/2/Continue selling when out of stock', details: { value: 'allow', allowed: ['deny', 'continue'] } },
      { code: 'VALUE_NOT_ALLOWED', pointer: '/rows/2/Weight unit for display', details: { value: 'grams', allowed: ['g', 'kg', 'lb', 'oz'] } },
      { code: 'VALUE_NOT_ALLOWED', pointer: '/rows/3/Variant Inventory Policy', details: { value: 'sell' } },
      { code: 'VALUE_NOT_ALLOWED', pointer: '/rows/3/Variant Taxable', details: { value: 'T' } },
      { code: 'VALUE_NOT_ALLOWED', pointer: '/rows/3/Variant Weight Unit', details: { value: 'lbs' } },
    ],
    status: 'BLOCKED',
  },
  {
    name: "column-values: listed values in any letter case pass (Shopify's templates write active and Active, deny and DENY); blank passes",
    input: {
      rows: [
        product('a', { 'Published on online store': 'TRUE', Status: 'Active', 'Gift card': 'FALSE', 'Charge tax': 'true', 'Requires shipping': 'False' }),
        product('b', { Published: 'false', Status: 'archived', 'Variant Inventory Policy': 'deny', 'Variant Weight Unit': 'kg', 'Variant Taxable': ' TRUE ' }),
        product('c', { Status: 'DRAFT', 'Continue selling when out of stock': 'CONTINUE', 'Weight unit for display': 'oz', Published: '' }),
        product('d', { Status: 'unlisted', 'Weight unit for display': 'LB' }),
      ],
    },
    expect: [],
    absent: ['VALUE_NOT_ALLOWED'],
    status: 'READY',
  },
]);
