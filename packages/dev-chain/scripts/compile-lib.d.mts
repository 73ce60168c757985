export declare const PACKAGE_DIR: string;
export declare const CONTRACTS: ReadonlyArray<{ name: string; source: string; artifact: string }>;
export declare const GENERATED_TS: string;
export declare const SETTINGS: Record<string, unknown>;
export interface ContractArtifact {
  contractName: string;
  sourceName: string;
  solcVersion: string;
  settings: Record<string, unknown>;
  abi: unknown[];
  deployedBytecode: `0x${string}`;
}
export declare function compileContracts(): Record<string, ContractArtifact>;
export declare function renderArtifactJson(artifact: ContractArtifact): string;
export declare function renderGeneratedTs(artifacts: Record<string, ContractArtifact>): string;
export declare function renderAll(artifacts?: Record<string, ContractArtifact>): Record<string, string>;
