import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** Each file's resolution: no SKU in its path, a SKU not on the roster, or a roster SKU spelled in another case. */
export const fileSkuRule = defineRule<Context>()({
  name: 'file-skus',
  codes: {
    FILE_UNMATCHED: {
      severity: 'warning',
      message: 'File "{{path}}" names no SKU ({{reason}}).',
      description: 'No SKU could be read from the file path: the pattern did not match, captured nothing, or the base name has no SKU part.',
      example: '`images/.DS_Store`',
    },
    FILE_SKU_UNKNOWN: {
      severity: 'warning',
      message: 'File "{{path}}" is for SKU "{{sku}}", which is not on the roster.',
      description: 'The SKU read from the file path is not a roster SKU: an extra asset, a retired SKU or a typo.',
      example: '`SOCK-7_side.jpg` → `SOCK`',
    },
    FILE_SKU_CASE_MISMATCH: {
      severity: 'warning',
      message: 'File "{{path}}" spells SKU "{{rosterSku}}" as "{{sku}}".',
      description: 'The file matches a roster SKU only when letter case is ignored; it is counted for that SKU.',
      example: '`tee-blue-m_back.png` for `TEE-BLUE-M`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { path, pointer, resolution } of ctx.files) {
      if (resolution === null) continue;
      if (resolution.kind === 'matched') {
        if (resolution.spelled !== resolution.entry.sku) {
          findings.add('FILE_SKU_CASE_MISMATCH', { subject: path, pointer, details: { path, sku: resolution.spelled, rosterSku: resolution.entry.sku } });
        }
      } else if (resolution.kind === 'unknown') {
        findings.add('FILE_SKU_UNKNOWN', { subject: path, pointer, details: { path, sku: resolution.sku } });
      } else {
        findings.add('FILE_UNMATCHED', { subject: path, pointer, details: { path, reason: resolution.reason } });
      }
    }
  },
});
