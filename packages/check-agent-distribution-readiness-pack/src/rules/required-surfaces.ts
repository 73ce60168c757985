import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import { usableOfType, type Kind, type ReadinessContext, type SurfaceType } from '../context.js';

/** The surfaces each kind of product must have, usable, whatever its channels. */
export const REQUIRED_SURFACES: Readonly<Record<Kind, readonly SurfaceType[]>> = {
  'paid-api': ['pricing'],
  'mcp-server': ['transport', 'source-repository'],
  'agent-skill': ['documentation'],
};

export const requiredSurfacesRule = defineRule<ReadinessContext>()({
  name: 'required-surfaces',
  codes: {
    REQUIRED_SURFACE_MISSING: {
      severity: 'error',
      message: 'Product kind {{kind}} needs a usable {{type}} surface ({{captured}} captured, none usable).',
      description:
        'The product kind requires a surface type (paid-api: pricing; mcp-server: transport and source-repository; agent-skill: documentation) and no usable capture of it exists.',
      example: 'an `mcp-server` without a `source-repository` surface',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const kind = ctx.input.product.kind;
    for (const type of REQUIRED_SURFACES[kind]) {
      if (usableOfType(ctx, type).length > 0) continue;
      const captured = ctx.surfaces.filter((view) => view.surface.type === type).length;
      findings.add('REQUIRED_SURFACE_MISSING', { subject: type, pointer: '/surfaces', details: { kind, type, captured } });
    }
  },
});
