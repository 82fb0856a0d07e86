import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { loadChunk } from './load-chunk';

export interface LazyResolver<Values extends FieldValues, Output = Values> {
  /** For `useForm({ resolver })`: waits for the rules on first use. */
  resolver: Resolver<Values, unknown, Output>;
  /** Starts loading the rules (e.g. when the form is first focused or touched). */
  preload(): void;
}

/**
 * A react-hook-form resolver whose code loads on first use: forms whose rules are zod schemas
 * can show before zod, a large library, has loaded. A failed load rejects with a
 * `ChunkLoadFailure` (the form says why: `useSchemaForm`) and is tried again next time.
 */
export function lazyResolver<Values extends FieldValues, Output = Values>(
  load: () => Promise<Resolver<Values, unknown, Output>>,
): LazyResolver<Values, Output> {
  let loading: Promise<Resolver<Values, unknown, Output>> | undefined;
  const get = () => {
    if (!loading) {
      const attempt = loadChunk(load);
      loading = attempt;
      attempt.catch(() => {
        if (loading === attempt) loading = undefined;
      });
    }
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get(),
  };
}

/**
 * A lazy resolver for a shared zod schema: the schema module, zod and the zod resolver load
 * together on first use. `load` is a dynamic import, e.g. `() => import('@shared/requests/contact').then((m) => m.contactSchema)`.
 * Every form also gets the shared rule for text that cannot be stored (shared/storable-text.ts),
 * the one the server applies to every request: its message shows under the field before sending.
 */
export function lazyZodResolver<Values extends FieldValues, Output = Values>(
  load: () => Promise<ZodSchemaLike>,
): LazyResolver<Values, Output> {
  return lazyResolver<Values, Output>(async () => {
    const [{ zodResolver }, { UNSTORABLE_TEXT_MESSAGE, unstorableTextPaths }, schema] = await Promise.all([
      import('@hookform/resolvers/zod'),
      import('@shared/storable-text'),
      load(),
    ]);
    const resolve = zodResolver(schema as never) as unknown as Resolver<Values, unknown, Output>;
    return async (values, context, options) => {
      const result = await resolve(values, context, options);
      // A list's entry (`availability.1`) is shown under its list.
      const fields = unstorableTextPaths(values)
        .map((path) => path.split('.')[0]!)
        .filter(Boolean);
      if (!fields.length) return result;
      const errors: Record<string, unknown> = { ...result.errors };
      for (const field of fields) errors[field] = { type: 'storable', message: UNSTORABLE_TEXT_MESSAGE };
      return { values: {}, errors: errors as FieldErrors<Values> };
    };
  });
}

type ZodSchemaLike = Parameters<typeof import('@hookform/resolvers/zod').zodResolver>[0];
