// tableschema-js (Frictionless) ships no types; the test uses these members only.
declare module 'tableschema' {
  interface Table {
    read(options?: { forceCast?: boolean }): Promise<unknown[]>;
  }
  const tableschema: {
    Table: { load(source: unknown[][], options: { schema: { fields: { name: string; type: string }[] } }): Promise<Table> };
    Field: new (descriptor: { name: string; type: string }) => { castValue(value: string): unknown };
  };
  export default tableschema;
}
