import type { z } from 'zod';
import { contactSchema } from '../../../shared/requests/contact';
import type { ServiceRequestKind } from '../../../shared/requests/request-kinds';

/** One service form kept in `service_requests`: its endpoint, its shared schema, and what to file it under. */
export interface ServiceRequestForm<Schema extends z.ZodType = z.ZodType> {
  kind: ServiceRequestKind;
  /** POST endpoint, under /api/requests. */
  path: string;
  schema: Schema;
  /** The contact details /track matches and the admin inbox lists. */
  contact(input: z.output<Schema>): { name: string; email: string | null; phone: string | null };
  /** The confirmation e-mail's "what happens next" (spec 2, sections 8 and 9). */
  nextStep: string;
}

const form = <Schema extends z.ZodType>(definition: ServiceRequestForm<Schema>) =>
  definition as unknown as ServiceRequestForm;

export const SERVICE_REQUEST_FORMS: ServiceRequestForm[] = [
  form({
    kind: 'contact',
    path: '/api/requests/contact',
    schema: contactSchema,
    contact: ({ name, email, phone }) => ({ name, email, phone }),
    nextStep: "We'll get back to you within 24 hours.",
  }),
];
