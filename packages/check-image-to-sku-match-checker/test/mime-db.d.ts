// mime-db ships JSON without types; the test reads `extensions` only.
declare module 'mime-db' {
  const db: Record<string, { extensions?: string[] }>;
  export default db;
}
