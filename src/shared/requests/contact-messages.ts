/** The contact form's toasts (no zod: the page shows them at first render) (docs/product/services.md, "Contact"). */
export const CONTACT_MESSAGES = {
  successTitle: 'Message Sent Successfully!',
  success: "Thank you for contacting us. We'll get back to you within 24 hours.",
  failureTitle: 'Error',
  failure: 'Failed to send message. Please try again.',
} as const;
