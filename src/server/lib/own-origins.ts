import type { Config } from '../config';

/** The origins of the shop's own pages: the public URL's and any trusted extra ones. */
export function ownOrigins(config: Config): ReadonlySet<string> {
  return new Set([new URL(config.publicUrl).origin, ...config.trustedOrigins]);
}
