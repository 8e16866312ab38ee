/** Why a member reports a topic or a reply to the moderators. */
export const FORUM_REPORT_REASONS = ['spam', 'abuse', 'off_topic', 'other'] as const;

export type ForumReportReason = (typeof FORUM_REPORT_REASONS)[number];

/** Points for a reply its topic's author marked helpful. */
export const HELPFUL_REPLY_POINTS = 25;
