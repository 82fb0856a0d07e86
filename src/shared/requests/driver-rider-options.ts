import { optionList } from './option-list';

/**
 * The driver and rider application's option lists and toasts (docs/product/services.md, "Driver and rider application"). No zod
 * here: the page renders them at first load (the rules are in driver-rider-application.ts).
 */
export const APPLICATION_TYPES = optionList({ driver: 'Driver', rider: 'Rider' });
export type ApplicationType = (typeof APPLICATION_TYPES.values)[number];

/** Which vehicles each application type may choose. */
export const VEHICLE_TYPES = {
  driver: optionList({ sedan: 'Sedan', suv: 'SUV', pickup: 'Pickup', van: 'Van', hatchback: 'Hatchback' }),
  rider: optionList({ motorcycle: 'Motorcycle', bicycle: 'Bicycle', scooter: 'Scooter' }),
} as const satisfies Record<ApplicationType, unknown>;

export const EXPERIENCE_LEVELS = optionList({
  'less-than-1': 'Less than 1 year',
  '1-2': '1-2 years',
  '3-5': '3-5 years',
  'more-than-5': 'More than 5 years',
});

export const AVAILABILITY_OPTIONS = optionList({
  weekdays: 'Monday - Friday (9AM - 5PM)',
  weekends: 'Weekends (Saturday - Sunday)',
  evenings: 'Evening shifts (5PM - 10PM)',
  nights: 'Night shifts (10PM - 6AM)',
  flexible: 'Flexible/On-demand',
});

/** Applicants drive on public roads for pay. */
export const MINIMUM_APPLICANT_AGE = 18;

export const APPLICATION_MESSAGES = {
  successTitle: 'Application Submitted Successfully!',
  success: "We'll review your application and get back to you within 2-3 business days.",
  failureTitle: 'Submission Failed',
  failure: 'There was an error submitting your application. Please try again.',
} as const;
