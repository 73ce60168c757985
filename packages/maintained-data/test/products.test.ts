// The two adapters end to end against the fake portal: the SoQL they send is evaluated strictly
// (unknown columns and stray syntax are a 400), rows come in the real column shapes.
import { contracts, demolition, parseAddress, SodaClient, SourceFailure, type MaintainedProduct } from '../src/index.js';
import { contractRow, FakeSoda, permitRow } from '../src/testing/index.js';

let fake: FakeSoda;
beforeAll(async () => {
  fake = await FakeSoda.start();
});
afterAll(() => fake.stop());
beforeEach(() => {
  fake.mode = 'ok';
  fake.requests.length = 0;
});

async function run(product: MaintainedProduct, input: Record<string, unknown>) {
  const dataset = product.datasetKey === 'permits' ? 'ydr8-5enu' : 'rsxa-ify5';
  const client = new SodaClient({ baseUrl: fake.url, timeoutMs: 2_000, retries: 0 });
  const answer = await client.query(dataset, product.query(input as never));
  return product.normalize(answer.rows, input as never);
}

describe('addresses', () => {
  test.each([
    ['1600 W North Ave', { number: '1600', direction: 'W', name: 'NORTH', suffix: 'AVE' }],
    ['1600 west north avenue', { number: '1600', direction: 'W', name: 'NORTH', suffix: 'AVE' }],
    ['  1600   W.  NORTH  AV. ', { number: '1600', direction: 'W', name: 'NORTH', suffix: 'AVE' }],
    ['1600 North Ave', { number: '1600', direction: null, name: 'NORTH', suffix: 'AVE' }],
    ['5 West St', { number: '5', direction: null, name: 'WEST', suffix: 'ST' }],
    ['233 S Wacker Drive', { number: '233', direction: 'S', name: 'WACKER', suffix: 'DR' }],
    ['0233 South Wacker', { number: '233', direction: 'S', name: 'WACKER', suffix: null }],
    ['3200 S Martin Luther King Jr Dr', { number: '3200', direction: 'S', name: 'MARTIN LUTHER KING JR', suffix: 'DR' }],
  ])('%j reads as %j', (text, expected) => {
    expect(parseAddress(text)).toEqual(expected);
  });

  test.each(['100987654', 'EV000142', 'North Ave', '1600', "1600 W NORTH'); --"])('%j is not an address', (text) => {
    expect(parseAddress(text)).toBeNull();
  });
});

describe('demolition (Building Permits ydr8-5enu, wrecking/demolition only)', () => {
  beforeAll(() => {
    fake.setRows('ydr8-5enu', [
      permitRow({ id: 'A', permit_: '100000001', issue_date: '2026-02-10T00:00:00.000' }),
      permitRow({ id: 'B', permit_: '100000002', issue_date: '2026-02-11T00:00:00.000', street_name: 'NORTH AVE' }),
      permitRow({ id: 'C', permit_: '100000003', street_name: 'NORTH', street_direction: 'E' }),
      permitRow({ id: 'D', permit_: '100000004', street_name: 'NORTH SHORE' }),
      permitRow({ id: 'E', permit_: '100000005', permit_type: 'PERMIT - ELECTRIC WIRING' }),
      permitRow({ id: 'F', permit_: '100000006', street_number: '1602' }),
      permitRow({ id: 'G', permit_: 'EV000142', street_number: '10', street_direction: 'S', street_name: 'WACKER', review_type: 'EXPRESS PERMIT PROGRAM', permit_status: undefined }),
    ]);
  });

  test('unpaid fee columns pass to the check under its open keys, as the portal\'s decimal strings; absent ones stay absent', () => {
    const { records } = demolition.normalize([permitRow({ id: 'H', permit_: '100000009', building_fee_unpaid: '250.00', zoning_fee_unpaid: '0', other_fee_unpaid: 12.5 })], { query: '100000009' });
    expect(records[0]).toMatchObject({ buildingFeeUnpaid: '250.00', zoningFeeUnpaid: '0', otherFeeUnpaid: '12.5' });
    const [plain] = demolition.normalize([permitRow({ id: 'I', permit_: '100000010', building_fee_unpaid: undefined, zoning_fee_unpaid: undefined, other_fee_unpaid: undefined })], { query: '100000010' }).records;
    expect(Object.keys(plain!).filter((key) => key.endsWith('FeeUnpaid'))).toEqual([]);
  });

  test('by permit number: the one wrecking permit, normalized', async () => {
    const { records, truncated } = await run(demolition, { query: ' ev000142 ' });
    expect(truncated).toBe(false);
    expect(records).toEqual([
      {
        id: 'G',
        permitNumber: 'EV000142',
        issuedAt: '2026-02-10T00:00:00.000',
        address: '10 S WACKER',
        urgency: 'EXPRESS PERMIT PROGRAM',
        permitStatus: null,
        workDescription: 'WRECK & REMOVE A 2-STORY FRAME RESIDENTIAL BUILDING.',
        buildingFeeUnpaid: '0',
        zoningFeeUnpaid: '0',
        otherFeeUnpaid: '0',
      },
    ]);
  });

  test('by address, spelled out or abbreviated: same permits, newest first; other types, numbers, directions and streets left out', async () => {
    const ids = async (query: string) => (await run(demolition, { query })).records.map((r) => r.id);
    expect(await ids('1600 W North Ave')).toEqual(['B', 'A']);
    expect(await ids('1600 west NORTH avenue')).toEqual(['B', 'A']);
    expect(await ids('1600 North Ave')).toEqual(['B', 'A', 'C']);
    expect(await ids('1600 W North St')).toEqual(['A']); // B's street name says AVE
  });

  test('the query sent restricts the permit type and carries the caller text only as literals', async () => {
    await run(demolition, { query: "1600 W North'); -- Ave" });
    expect(fake.requests[0]?.params.$where).toBe(
      "(permit_type = 'PERMIT - WRECKING/DEMOLITION') AND (upper(permit_) = upper('1600 W NORTH''); -- AVE'))",
    );
    await run(demolition, { query: '1600 West North Avenue' });
    expect(fake.requests[1]?.params.$where).toBe(
      "(permit_type = 'PERMIT - WRECKING/DEMOLITION') AND ((street_number = '1600') AND (street_direction = 'W') AND " +
        "((upper(street_name) = upper('NORTH')) OR (upper(street_name) LIKE upper('NORTH %'))))",
    );
  });

  test('more than 100 matches: 100 kept, truncated', async () => {
    const many = Array.from({ length: 130 }, (_, i) => permitRow({ id: `M${i}`, permit_: 'SAME-NUMBER' }));
    fake.setRows('ydr8-5enu', many);
    const { records, truncated } = await run(demolition, { query: 'same-number' });
    expect(records).toHaveLength(100);
    expect(truncated).toBe(true);
    expect(fake.requests[0]?.params.$limit).toBe('101');
  });

  test('a row without an id, or with a non-text column, is garbage: the answer is a source failure', () => {
    expect(() => demolition.normalize([permitRow({ id: undefined })], { query: '100987654' })).toThrow(SourceFailure);
    expect(() => demolition.normalize([permitRow({ review_type: 7 })], { query: '100987654' })).toThrow(/review_type/);
    expect(() => demolition.normalize(['row'], { query: '100987654' })).toThrow(/not an object/);
  });
});

describe('contracts (rsxa-ify5, one row per revision)', () => {
  beforeAll(() => {
    fake.setRows('rsxa-ify5', [
      contractRow({ purchase_order_contract_number: '200145', revision_number: '0', approval_date: '2025-02-14T00:00:00.000' }),
      contractRow({ purchase_order_contract_number: '200145', revision_number: '1', approval_date: '2025-09-01T00:00:00.000', award_amount: '-100.00' }),
      contractRow({ purchase_order_contract_number: '31337', vendor_name: "O'BRIEN & SONS", department: 'DEPT OF STREETS AND SANITATION', purchase_order_description: '50%_OFF SNOW PLOWS', specification_number: 'B8112', contract_type: undefined, end_date: undefined }),
      contractRow({ purchase_order_contract_number: '31338', vendor_name: 'OBRIEN SONS', purchase_order_description: '50X OFF SNOW PLOWS', specification_number: 'B8113' }),
      contractRow({ purchase_order_contract_number: '40000', vendor_name: "x' OR '1'='1", purchase_order_description: 'LITERAL -- COMMENT', specification_number: 'S-1' }),
    ]);
  });

  const numbers = async (field: string, value: string, extra: Record<string, unknown> = {}) =>
    (await run(contracts, { query: { field, value }, ...extra })).records.map((r) => `${r.purchase_order_contract_number}/${r.revision_number}`);

  test('every field maps to its column', async () => {
    expect(await numbers('contract', '200145')).toEqual(['200145/1', '200145/0']);
    expect(await numbers('vendor', "o'brien")).toEqual(['31337/0']);
    expect(await numbers('department', 'streets and')).toEqual(['31337/0']);
    expect(await numbers('specification', 'b8113')).toEqual(['31338/0']);
    expect(await numbers('keyword', 'snow')).toEqual(['31337/0', '31338/0']);
    const [first] = fake.requests.map((r) => r.params.$where);
    expect(first).toBe("upper(purchase_order_contract_number) = upper('200145')");
  });

  test('a value with quotes, %, _, ), -- or keywords stays a literal', async () => {
    expect(await numbers('keyword', '50%_off')).toEqual(['31337/0']);
    expect(await numbers('vendor', "x' OR '1'='1")).toEqual(['40000/0']);
    expect(await numbers('vendor', "' OR 1=1 --")).toEqual([]);
    expect(await numbers('keyword', '-- comment')).toEqual(['40000/0']);
    expect(await numbers('contract', "200145') OR (1=1")).toEqual([]);
    expect(await numbers('keyword', 'AND OR NOT LIKE')).toEqual([]);
  });

  test('rows are normalized to the record shape, award_amount kept as the source decimal string', async () => {
    const { records } = await run(contracts, { query: { field: 'vendor', value: "O'BRIEN" } });
    expect(records).toEqual([
      {
        purchase_order_contract_number: '31337',
        revision_number: '0',
        purchase_order_description: '50%_OFF SNOW PLOWS',
        specification_number: 'B8112',
        start_date: '2025-03-01T00:00:00.000',
        approval_date: '2025-02-14T00:00:00.000',
        department: 'DEPT OF STREETS AND SANITATION',
        vendor_name: "O'BRIEN & SONS",
        vendor_id: '102233445A',
        award_amount: '1250000.00',
      },
    ]);
  });

  test('max_results bounds the rows (default 25); one more is asked to know about truncation', async () => {
    const many = Array.from({ length: 40 }, (_, i) => contractRow({ purchase_order_contract_number: `P${String(i).padStart(3, '0')}`, vendor_name: 'BULK VENDOR' }));
    fake.setRows('rsxa-ify5', many);
    const byDefault = await run(contracts, { query: { field: 'vendor', value: 'bulk' } });
    expect(byDefault.records).toHaveLength(25);
    expect(byDefault.truncated).toBe(true);
    const three = await run(contracts, { query: { field: 'vendor', value: 'bulk' }, max_results: 3 });
    expect(three.records).toHaveLength(3);
    expect(fake.requests.map((r) => r.params.$limit)).toEqual(['26', '4']);
    const all = await run(contracts, { query: { field: 'vendor', value: 'bulk' }, max_results: 50 });
    expect(all).toMatchObject({ truncated: false });
    expect(all.records).toHaveLength(40);
  });

  test('garbage rows are a source failure', () => {
    const input = { query: { field: 'vendor', value: 'x' } };
    expect(() => contracts.normalize([contractRow({ revision_number: undefined })], input)).toThrow(/revision_number/);
    expect(() => contracts.normalize([contractRow({ award_amount: '12,000' })], input)).toThrow(/award_amount/);
    expect(() => contracts.normalize([contractRow({ vendor_name: { name: 'x' } })], input)).toThrow(SourceFailure);
  });
});
