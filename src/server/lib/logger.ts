/**
 * What an operation logs with. Routes pass Fastify's request logger (pino), which fits; tests pass
 * a plain object. Operations depend on this, not on Fastify.
 */
export interface Logger {
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

interface LogFn {
  (details: object, message: string): void;
  (message: string): void;
}
