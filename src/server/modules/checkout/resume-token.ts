import crypto from 'node:crypto';

/** The database keeps only this hash: a copy of the table cannot start a guest's payment. */
export function hashResumeToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
