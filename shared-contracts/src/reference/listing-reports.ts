/** Why a member reports a listing to the moderators. */
export const LISTING_REPORT_REASONS = ['fraud', 'wrong_information', 'no_longer_available', 'duplicate', 'offensive', 'other'] as const;

export type ListingReportReason = (typeof LISTING_REPORT_REASONS)[number];
