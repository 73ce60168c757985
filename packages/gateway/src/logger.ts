import winston from 'winston';

/**
 * One JSON line per request. Only these fields exist: a request body or a result can never be
 * logged because the logger is never handed one.
 */
export interface RequestLogLine {
  method: string;
  path: string;
  utility: string | null;
  status: number;
  latencyMs: number;
  inputDigest: string | null;
  payer: string | null;
}

export interface RequestLogger {
  request(line: RequestLogLine): void;
  info(message: string, meta?: Record<string, string | number | boolean | null>): void;
  error(message: string, meta?: Record<string, string | number | boolean | null>): void;
}

export function createLogger(level: string, transport: winston.transport = new winston.transports.Console()): RequestLogger {
  const logger = winston.createLogger({
    level,
    format: winston.format.combine(winston.format.timestamp(), winston.format.json()),
    transports: [transport],
  });
  return {
    request: (line) => logger.info('request', { ...line }),
    info: (message, meta) => logger.info(message, meta),
    error: (message, meta) => logger.error(message, meta),
  };
}
