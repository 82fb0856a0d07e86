import { isUniqueViolation } from './database-errors';
import { createReference } from './reference';

const ATTEMPTS = 5;

/**
 * Runs `insert` with a fresh reference (e.g. DLV-7K3Q9M) until the unique index accepts it: with
 * 887 million codes per prefix a clash is rare, and never reaches the customer.
 */
export async function withUniqueReference<T>(prefix: string, insert: (reference: string) => Promise<T>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insert(createReference(prefix));
    } catch (error) {
      if (attempt >= ATTEMPTS || !isUniqueViolation(error)) throw error;
    }
  }
}
