import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { DEMOLITION_PERMIT_TYPE } from '../lib/permits.js';

/**
 * What the Building Permits dataset (ydr8-5enu) says about one permit record: its type, and
 * whether unpaid fees leave it not valid ("If building or zoning permit fees show as unpaid, the
 * permit is not valid. (A permit is valid if only 'other fees' are shown as unpaid.)").
 */
export const permitRule = defineRule<Context>()({
  name: 'permit',
  codes: {
    PERMIT_TYPE_NOT_DEMOLITION: {
      severity: 'warning',
      message: 'Record {{position}} (id {{id}}) has the permit type "{{permitType}}", not {{expected}}: it is not a wrecking/demolition permit.',
      description:
        'The record carries `permitType` (the dataset\'s `permit_type`) and it is not `PERMIT - WRECKING/DEMOLITION` (any letter case and spacing): the maintained adapter queries only that type, so a caller-supplied record of another type (renovation, easy permit, …) is no demolition clue.',
      example: '`"permitType": "PERMIT - RENOVATION/ALTERATION"`',
    },
    PERMIT_FEES_UNPAID: {
      severity: 'warning',
      message: 'Permit {{permit}} (id {{id}}) shows unpaid {{fees}} fees; per the dataset such a permit is not valid.',
      description:
        'The building or zoning fee is shown as unpaid (`buildingFeeUnpaid` or `zoningFeeUnpaid` above zero, read exactly): per the dataset, the permit is then not valid. An unpaid "other" fee alone leaves the permit valid and is not flagged.',
      example: '`"buildingFeeUnpaid": "250.00"`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const permit of ctx.permits) {
      const where = { subject: permit.key, pointer: permit.pointer };
      if (!permit.demolitionType) {
        findings.add('PERMIT_TYPE_NOT_DEMOLITION', {
          ...where,
          details: { id: permit.key ?? '(no usable id)', position: permit.index + 1, permitType: permit.permitType as string, expected: DEMOLITION_PERMIT_TYPE },
        });
      }
      const { building, zoning, other } = permit.unpaidFees;
      const owed = [building?.state === 'owed' ? 'building' : null, zoning?.state === 'owed' ? 'zoning' : null].filter((fee): fee is string => fee !== null);
      if (owed.length > 0) {
        findings.add('PERMIT_FEES_UNPAID', {
          ...where,
          details: {
            id: permit.key ?? '(no usable id)',
            permit: permit.permitNumber ?? '(no number)',
            fees: owed.join(' and '),
            unpaid: owed,
            buildingFeeUnpaid: building?.amount ?? null,
            zoningFeeUnpaid: zoning?.amount ?? null,
            otherFeeUnpaid: other?.amount ?? null,
          },
        });
      }
    }
  },
});
