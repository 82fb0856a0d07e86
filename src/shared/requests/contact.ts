import { z } from 'zod';
import { LONG_TEXT_MAX, requiredEmail, requiredPhone, requiredText } from './fields';

/** The contact form's rules and messages (docs/product/services.md, "Contact"). */
export const contactSchema = z.object({
  name: requiredText('Name must be at least 2 characters', { min: 2, max: 100 }),
  email: requiredEmail('Please enter a valid email address'),
  phone: requiredPhone('Please enter a valid phone number', 10),
  subject: requiredText('Subject must be at least 5 characters', { min: 5 }),
  message: requiredText('Message must be at least 10 characters', { min: 10, max: LONG_TEXT_MAX }),
});
export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
