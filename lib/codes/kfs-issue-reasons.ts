/** What made a KFS version due: the terms changed (by a booking, an update or the configuration), or the latest lapsed unaccepted. */
export const KFS_ISSUE_REASONS = ["booking", "update", "terms_changed", "expired"] as const;

export type IssueReason = (typeof KFS_ISSUE_REASONS)[number];
