export declare const PURE_PACKAGE_SOURCES: string[];
export declare const FORBIDDEN_SYNTAX: Array<{ selector: string; message: string }>;
export declare const FORBIDDEN_GLOBALS: string[];
export declare function purityRules(options: { allowHashing: boolean }): Record<string, unknown>;
