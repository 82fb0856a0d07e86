import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { type ContactFieldProps, ContactFields } from './contact-fields';
import { FormSection } from './form-section';
import { TextareaField, type TextareaFieldProps } from './textarea-field';

export interface YourDetailsProps {
  title: string;
  description: string;
  icon?: LucideIcon;
  /** Name and phone are required; the e-mail says whether it is. */
  name: ContactFieldProps;
  phone: ContactFieldProps;
  email: ContactFieldProps;
  /** Where the customer is: the address to deliver to, or to collect from. */
  address: TextareaFieldProps & { label: string };
  /** The card's other fields, after the address. */
  children?: ReactNode;
}

/**
 * The card of a service form that asks who the customer is and where: name, phone number, e-mail
 * and address, the fields a signed-in shopper's saved details fill (`useServiceForm`'s `prefill`).
 */
export function YourDetails({
  title,
  description,
  icon,
  name,
  phone,
  email,
  address,
  children,
}: YourDetailsProps) {
  return (
    <FormSection title={title} icon={icon} description={description}>
      <ContactFields
        fullName={{ required: true, ...name }}
        phone={{ required: true, ...phone }}
        email={{ className: 'sm:col-span-2', ...email }}
      />
      <TextareaField rows={2} autoComplete="street-address" required className="sm:col-span-2" {...address} />
      {children}
    </FormSection>
  );
}
