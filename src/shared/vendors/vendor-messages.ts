import { optionList } from '../requests/option-list';

/**
 * Spec 2, sections 3, 6 and 8: vendor registration's business types, texts and API shapes. No zod
 * here: the page renders them at first load (the rules are in vendor-registration.ts).
 */
export const BUSINESS_TYPES = optionList({
  sole_proprietorship: 'Sole Proprietorship',
  partnership: 'Partnership',
  corporation: 'Corporation',
  llc: 'Limited Liability Company (LLC)',
  cooperative: 'Cooperative',
});

export const VENDOR_MESSAGES = {
  authTitle: 'Authentication Required',
  auth: 'Please sign in to register as a vendor.',
  successTitle: 'Vendor Registration Successful!',
  success: 'Your vendor profile has been created and is pending verification.',
  failureTitle: 'Registration Failed',
  failure: 'There was an error creating your vendor profile. Please try again.',
  unavailableCategory: 'One of the chosen categories is no longer available. Please choose again.',
  alreadyRegistered: 'You have already registered as a vendor with this account.',
  /** The confirmation e-mail's next step. */
  nextStep:
    "Our team is verifying your business details. We'll e-mail you as soon as your vendor profile is approved.",
} as const;

export const VENDOR_STATUS_LABELS: Record<string, string> = {
  pending_verification: 'Pending verification',
  verified: 'Verified',
  rejected: 'Not approved',
};

/** A category a vendor can sell in (GET /api/vendors/categories: the active ones, by name). */
export interface VendorCategory {
  id: string;
  name: string;
}
export interface VendorCategoriesResponse {
  categories: VendorCategory[];
}

/** The signed-in user's vendor profile (GET /api/vendors/me), or null before registering. */
export interface MyVendorProfile {
  reference: string;
  businessName: string;
  status: string;
  statusLabel: string;
  categories: string[];
  createdAt: string;
}
export interface MyVendorProfileResponse {
  vendor: MyVendorProfile | null;
}
