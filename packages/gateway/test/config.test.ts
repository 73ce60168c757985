import { loadConfig } from '../src/index.js';

describe('configuration from the environment', () => {
  test('defaults for local use', () => {
    expect(loadConfig({})).toMatchObject({
      port: 4021,
      host: '127.0.0.1',
      baseUrl: 'http://127.0.0.1:4021',
      assetContract: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
      paymentMode: 'dev',
    });
  });
  test('BASE_URL wins and loses its trailing slash', () => {
    expect(loadConfig({ BASE_URL: 'https://api.example.com/' }).baseUrl).toBe('https://api.example.com');
  });
  test('bad values are refused with the variable named', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ RECEIVER_ADDRESS: '0x12' })).toThrow(/RECEIVER_ADDRESS/);
    expect(() => loadConfig({ BASE_URL: 'not a url' })).toThrow(/BASE_URL/);
    expect(() => loadConfig({ PAYMENT_MODE: 'free' })).toThrow(/PAYMENT_MODE/);
    expect(() => loadConfig({ PAYMENT_MODE: 'remote' })).toThrow(/X402_FACILITATOR_URL/);
  });
});
