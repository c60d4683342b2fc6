/** The security dashboard's facts that the admin service and `/admin/security` share (zod-free). */

/** The three tabs, by their internal values (spec 3): suspicious activity, BCI access, admin actions. */
export const securityTabs = ['overview', 'bci', 'admin'] as const;
export type SecurityTab = (typeof securityTabs)[number];
export const defaultSecurityTab: SecurityTab = 'overview';

export const isSecurityTab = (value: unknown): value is SecurityTab =>
  (securityTabs as readonly unknown[]).includes(value);

/** Rows each tab lists, newest first (spec 3 §9: 50, 100, 50). */
export const securityTabLimits: Record<SecurityTab, number> = { overview: 50, bci: 100, admin: 50 };

/** The event types the Admin Actions tab lists besides critical entries (spec 3 §7). */
export const adminTabEventTypes = ['admin_action', 'security_event', 'bci_contact_deletion'] as const;

/** Every event type about BCI-related personal data starts with this. */
export const bciEventTypePrefix = 'bci_';

/** Identity's actions for a wrong password or second-factor code. */
export const failedSignInActions = ['sign_in_failed', 'mfa_failed'] as const;

/** The four counters above the tabs, each over the last `hours`. */
export const securityCounters = {
  suspicious: { hours: 24 },
  failedSignIns: { hours: 24 },
  bciAccess: { hours: 24 * 7 },
  adminActions: { hours: 24 * 7 },
} as const;
export type SecurityCounterId = keyof typeof securityCounters;
