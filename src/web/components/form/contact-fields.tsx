import { TextField, type TextFieldProps } from './text-field';

/** One of the block's fields: its props (react-hook-form's `register` and message, `required`, …). */
export type ContactFieldProps = Omit<TextFieldProps, 'label'> & { label?: string };

export interface ContactFieldsProps {
  fullName?: ContactFieldProps;
  phone?: ContactFieldProps;
  email?: ContactFieldProps;
  /** Email before phone (the default order is name, phone, email). */
  emailFirst?: boolean;
}

// What the forms' name, phone and email fields have in common; each form adds or overrides.
const DEFAULTS = {
  fullName: { label: 'Full Name', autoComplete: 'name' },
  phone: { label: 'Phone Number', type: 'tel', autoComplete: 'tel', placeholder: '024 123 4567' },
  email: { label: 'Email Address', type: 'email', autoComplete: 'email' },
} as const;

/**
 * The contact details most forms ask for (name, phone number, email), as sibling fields of the
 * form's grid. Only the fields given are shown.
 */
export function ContactFields({ fullName, phone, email, emailFirst = false }: ContactFieldsProps) {
  const given = { fullName, phone, email };
  const order = emailFirst
    ? (['fullName', 'email', 'phone'] as const)
    : (['fullName', 'phone', 'email'] as const);
  return order.map((key) => {
    const props = given[key];
    return props ? <TextField key={key} {...DEFAULTS[key]} {...props} /> : null;
  });
}
