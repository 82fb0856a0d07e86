/**
 * What an operation logs with. Routes pass Fastify's request logger (pino), which fits; tests pass
 * a plain object. Operations depend on this, not on Fastify.
 */
export interface Logger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
