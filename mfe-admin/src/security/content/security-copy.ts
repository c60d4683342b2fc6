import { type SecurityCounterId, type SecurityTab, securityCounters } from '@gbc/contracts/admin';

/** "24 hours", "7 days": a counter's window as its definition says it. */
const windowOf = (id: SecurityCounterId) => {
  const { hours } = securityCounters[id];
  return hours % 24 === 0 && hours > 24 ? `${hours / 24} days` : `${hours} hours`;
};

export interface SecurityTabCopy {
  label: string;
  /** Shown when the tab has no entries (spec 3 §8). */
  empty: string;
  /** The toast and message when the tab's entries cannot be loaded (spec 3 §8). */
  error: string;
  /** How an entry without a user e-mail is named: 'Anonymous' in the suspicious and BCI tabs, 'System' in the admin tab. */
  noUser: string;
}

export interface SecurityCounterCopy {
  label: string;
  definition: string;
}

/** The copy of `/admin/security` (spec 3 "/admin/security", §8, §9). */
export const securityCopy = {
  intro:
    'Audit log entries from across the site: security events, every access to BCI-related personal data, and administrators’ actions.',
  accessCard: {
    title: 'Who can see this',
    text: 'Only admin users can access this dashboard, and every view is subject to row-level security policies: the server checks the admin role and two-step sign-in on each request, and only the admin service’s database role may read the audit log, which nobody can change or delete.',
  },
  summaryLabel: 'Summary',
  summaryError: 'Failed to load the summary counters',
  tabsLabel: 'Audit log',
  loading: 'Loading...',
  tabs: {
    overview: {
      label: 'Suspicious Activity',
      empty: 'No suspicious activity detected',
      error: 'Failed to load suspicious activity',
      noUser: 'Anonymous',
    },
    bci: {
      label: 'BCI Access',
      empty: 'No BCI access recorded yet',
      error: 'Failed to load BCI access logs',
      noUser: 'Anonymous',
    },
    admin: {
      label: 'Admin Actions',
      empty: 'No admin actions recorded yet',
      error: 'Failed to load admin actions',
      noUser: 'System',
    },
  } satisfies Record<SecurityTab, SecurityTabCopy>,
  counters: {
    suspicious: {
      label: 'Suspicious events',
      definition: `Entries flagged suspicious (rate-limit hits, refused admin calls, voided sign-in codes, token reuse) or of severity error or critical, in the last ${windowOf('suspicious')}.`,
    },
    failedSignIns: {
      label: 'Failed sign-ins',
      definition: `Wrong passwords and wrong second-factor codes, in the last ${windowOf('failedSignIns')}.`,
    },
    bciAccess: {
      label: 'BCI data accesses',
      definition: `Reads, exports and deletions of BCI-related personal data (stories, survey answers, leads), in the last ${windowOf('bciAccess')}.`,
    },
    adminActions: {
      label: 'Admin actions',
      definition: `Changes made by administrators or the admin command (roles, moderation, publishing), in the last ${windowOf('adminActions')}.`,
    },
  } satisfies Record<SecurityCounterId, SecurityCounterCopy>,
  entryFields: { user: 'User', resource: 'Resource', action: 'Action', details: 'Details' },
} as const;
