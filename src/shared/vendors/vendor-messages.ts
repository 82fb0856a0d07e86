import { optionList } from '../requests/option-list';

/**
 * Vendor registration's business types, texts and API shapes (docs/product/services.md, "Vendor registration"). No zod
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
  suspended: 'Suspended',
};

/**
 * A registration is reviewed once: pending_verification → verified, or → rejected with a reason. A
 * verified vendor may be suspended with a reason and reinstated (docs/decisions/066).
 */
export const VENDOR_REVIEW_STATUSES = ['pending_verification', 'verified', 'rejected', 'suspended'] as const;
export type VendorReviewStatus = (typeof VENDOR_REVIEW_STATUSES)[number];

export const VENDOR_ADMIN_MESSAGES = {
  fetchFailed: 'Failed to fetch vendors',
  verified: 'Vendor verified',
  rejected: 'Vendor registration rejected',
  reviewFailed: 'Failed to review vendor',
  notFound: 'Vendor registration not found.',
  alreadyReviewed: 'This registration has already been reviewed.',
  suspended: 'Vendor suspended',
  reinstated: 'Vendor reinstated',
  notSuspendable: 'Only a verified vendor can be suspended.',
  notReinstatable: 'Only a suspended vendor can be reinstated.',
} as const;

/** The vendor's own page, once reviewed. */
export const VENDOR_REVIEWED_MESSAGES = {
  verified: 'Your business is verified. Welcome to GhanaMart!',
  rejected: 'Your registration was not approved.',
} as const;

/** A registration as /admin/vendors lists it: every submitted field and the categories. */
export interface AdminVendor {
  id: string;
  reference: string;
  status: VendorReviewStatus;
  statusLabel: string;
  businessName: string;
  businessType: string | null;
  businessRegistrationNumber: string | null;
  businessAddress: string | null;
  businessPhone: string | null;
  businessEmail: string;
  contactPersonName: string | null;
  contactPersonPhone: string | null;
  contactPersonEmail: string | null;
  businessDescription: string | null;
  websiteUrl: string | null;
  accountEmail: string;
  categories: string[];
  rejectionReason: string | null;
  /** Why the vendor is suspended (status suspended). */
  suspensionReason: string | null;
  reviewedAt: string | null;
  createdAt: string;
}

export interface AdminVendorPage {
  vendors: AdminVendor[];
  page: number;
  pageSize: number;
  total: number;
  /** Registrations waiting for a review, whatever the filter. */
  pending: number;
}

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
  /** Why the registration was not approved (status rejected), in the admin's words. */
  rejectionReason: string | null;
  /** Why the vendor is suspended (status suspended), in the admin's words. */
  suspensionReason: string | null;
  createdAt: string;
}
export interface MyVendorProfileResponse {
  vendor: MyVendorProfile | null;
}
