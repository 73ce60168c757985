import type { CheckDefinition } from '@evidence-check/core-receipt';
export declare function findingsTable(definition: CheckDefinition): string;
export declare function limitationsList(definition: CheckDefinition): string;
export declare function comparisonSection(definition: CheckDefinition): string;
export declare function renderReadme(readme: string, definition: CheckDefinition): string;
