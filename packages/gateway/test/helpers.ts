import { Writable } from 'node:stream';
import winston from 'winston';
import { createLogger, loadConfig, startGateway, type GatewayConfig, type GatewayOptions } from '../src/index.js';

export function testConfig(overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  return { ...loadConfig({ PORT: '0', HOST: '127.0.0.1', BASE_URL: 'https://checks.example.test/' }), ...overrides };
}

/** A logger whose lines are kept in memory, so tests can read exactly what would be logged. */
export function memoryLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk).trim());
      done();
    },
  });
  return { logger: createLogger('info', new winston.transports.Stream({ stream })), lines };
}

export async function withGateway(options: GatewayOptions & { config?: Partial<GatewayConfig> } = {}) {
  const { logger, lines } = memoryLogger();
  const running = await startGateway(testConfig(options.config), { logger, ...options });
  return { ...running, lines };
}

/** Response bodies in tests are read as loosely typed JSON; assertions do the checking. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;
