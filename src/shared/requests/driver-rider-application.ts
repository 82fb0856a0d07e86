import { z } from 'zod';
import { GHANA_REGIONS } from '../ghana-regions';
import {
  APPLICATION_TYPES,
  AVAILABILITY_OPTIONS,
  EXPERIENCE_LEVELS,
  MINIMUM_APPLICANT_AGE,
  VEHICLE_TYPES,
} from './driver-rider-options';
import {
  LONG_TEXT_MAX,
  optionalText,
  requiredChoice,
  requiredEmail,
  requiredPhone,
  requiredText,
} from './fields';
import { calendarDate } from './schedule-fields';
import { todayInGhana } from './today';

const AVAILABILITY_MESSAGE = 'Please select at least one availability option';
const VEHICLE_MESSAGE = 'Please select a vehicle type from the list for your application type';

/** Whether someone born on `birthDate` (yyyy-mm-dd) has turned `age` by today in Ghana. */
function hasTurned(birthDate: string, age: number): boolean {
  const [year, rest] = [Number(birthDate.slice(0, 4)), birthDate.slice(4)];
  return `${String(year + age).padStart(4, '0')}${rest}` <= todayInGhana();
}

/** The driver and rider application, its rules and messages (docs/product/services.md, "Driver and rider application"). */
export const driverRiderApplicationSchema = z
  .object({
    fullName: requiredText('Full name must be at least 2 characters', { min: 2, max: 100 }),
    email: requiredEmail('Please enter a valid email address'),
    phone: requiredPhone('Phone number must be at least 10 digits', 10),
    dateOfBirth: calendarDate('Date of birth is required').refine(
      (value) => hasTurned(value, MINIMUM_APPLICANT_AGE),
      `You must be at least ${MINIMUM_APPLICANT_AGE} years old to apply`,
    ),
    address: requiredText('Address must be at least 5 characters', { min: 5, max: 500 }),
    city: requiredText('City is required', { max: 100 }),
    region: requiredChoice(GHANA_REGIONS.values, 'Region is required'),
    applicationType: requiredChoice(APPLICATION_TYPES.values, 'Please select application type'),
    vehicleType: optionalText(50),
    licensePlate: optionalText(20),
    licenseNumber: requiredText('License number is required', { max: 50 }),
    yearsOfExperience: requiredChoice(EXPERIENCE_LEVELS.values, 'Years of experience is required'),
    emergencyContactName: requiredText('Emergency contact name must be at least 2 characters', {
      min: 2,
      max: 100,
    }),
    emergencyContactPhone: requiredPhone('Emergency contact phone must be at least 10 digits', 10),
    availability: z
      .array(requiredChoice(AVAILABILITY_OPTIONS.values, AVAILABILITY_MESSAGE), {
        error: AVAILABILITY_MESSAGE,
      })
      .min(1, AVAILABILITY_MESSAGE)
      .max(AVAILABILITY_OPTIONS.values.length, AVAILABILITY_MESSAGE)
      .transform((values) => [...new Set(values)]),
    additionalInfo: optionalText(LONG_TEXT_MAX),
    agreeToTerms: z.literal(true, { error: 'You must agree to the terms and conditions' }),
  })
  .superRefine((application, context) => {
    const vehicles: readonly string[] = VEHICLE_TYPES[application.applicationType].values;
    if (application.vehicleType !== null && !vehicles.includes(application.vehicleType)) {
      context.addIssue({ code: 'custom', path: ['vehicleType'], message: VEHICLE_MESSAGE });
    }
  });
export type DriverRiderApplicationInput = z.input<typeof driverRiderApplicationSchema>;
export type DriverRiderApplication = z.output<typeof driverRiderApplicationSchema>;
