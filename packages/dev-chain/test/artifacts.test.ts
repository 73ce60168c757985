import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_DIR, compileContracts, renderAll } from '../scripts/compile-lib.mjs';
import { testUsdcDeployedBytecode } from '../src/index.js';

describe('committed contract artifacts', () => {
  test('recompiling contracts/*.sol with solc reproduces the committed artifacts byte for byte', () => {
    const artifacts = compileContracts();
    const files = renderAll(artifacts);
    expect(Object.keys(files).sort()).toEqual(['contracts/Multicall3.json', 'contracts/TestUSDC.json', 'src/contracts.generated.ts']);
    for (const [file, expected] of Object.entries(files)) {
      // On mismatch: run `pnpm run compile-contracts` and commit the result.
      expect({ file, content: readFileSync(join(PACKAGE_DIR, file), 'utf8') }).toEqual({ file, content: expected });
    }
    const usdc = artifacts['TestUSDC'];
    expect(usdc?.solcVersion).toMatch(/^0\.8\.30\+/);
    expect(usdc?.deployedBytecode).toBe(testUsdcDeployedBytecode);
    const names = (usdc?.abi as Array<{ type: string; name?: string }>).filter((e) => e.type === 'function').map((e) => e.name);
    for (const fn of ['name', 'symbol', 'decimals', 'version', 'balanceOf', 'transferWithAuthorization', 'receiveWithAuthorization', 'cancelAuthorization', 'authorizationState', 'nonces', 'permit', 'mint', 'eip712Domain']) {
      expect(names).toContain(fn);
    }
    // Both transferWithAuthorization overloads (v,r,s and bytes signature), as the x402 facilitator uses both.
    expect(names.filter((n) => n === 'transferWithAuthorization')).toHaveLength(2);
  }, 120_000);
});
