import type { AuditEntry, SecurityTab } from '@gbc/contracts/admin';
import { Alert, Badge, Card, List, Stack, Text, theme } from '@gbc/ui';
import { apiQueryOptions, useApiQuery } from '@gbc/web-kit';
import { styled } from 'styled-components';
import { securityCopy } from './content/security-copy.js';
import { securityQueries } from './queries.js';
import { severityTone } from './severity.js';
import { useFailureToast } from './useFailureToast.js';

const Fields = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${theme.space.xs} ${theme.space.md};
  margin: 0;

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Details = styled.pre`
  margin: 0;
  padding: ${theme.space.sm};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceMuted};
  font-size: ${theme.fontSizes.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const EventType = styled.code`
  font-weight: 600;
`;

const When = styled.time`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

function EntryCard({ entry, noUser }: { entry: AuditEntry; noUser: string }) {
  return (
    <Card as="article" aria-label={`${entry.severity} ${entry.eventType}: ${entry.action}`}>
      <Stack gap="sm">
        <Stack direction="row" gap="sm" align="center" wrap>
          <Badge tone={severityTone(entry.severity)}>{entry.severity}</Badge>
          <EventType>{entry.eventType}</EventType>
          <When dateTime={entry.createdAt}>{timeFormat.format(new Date(entry.createdAt))}</When>
        </Stack>
        <Fields>
          <dt>{securityCopy.entryFields.user}</dt>
          <dd>{entry.userEmail ?? noUser}</dd>
          <dt>{securityCopy.entryFields.resource}</dt>
          <dd>{entry.resourceType ?? '–'}</dd>
          <dt>{securityCopy.entryFields.action}</dt>
          <dd>{entry.action}</dd>
        </Fields>
        {Object.keys(entry.details).length > 0 && (
          <Details aria-label={securityCopy.entryFields.details}>
            {JSON.stringify(entry.details, null, 2)}
          </Details>
        )}
      </Stack>
    </Card>
  );
}

/** One tab's entries: loading, the failure (also as a toast), empty, or the list newest first. */
export function SecurityEntries({ tab, accessToken }: { tab: SecurityTab; accessToken: string }) {
  const copy = securityCopy.tabs[tab];
  const events = useApiQuery(apiQueryOptions(securityQueries.events(tab, accessToken)));
  useFailureToast(events.isError, copy.error);
  if (events.isPending) return <Text role="status">{securityCopy.loading}</Text>;
  if (events.isError) return <Alert>{copy.error}</Alert>;
  if (events.data.entries.length === 0) return <Text role="status">{copy.empty}</Text>;
  return (
    <List gap="md" aria-label={copy.label}>
      {events.data.entries.map((entry) => (
        <li key={entry.id}>
          <EntryCard entry={entry} noUser={copy.noUser} />
        </li>
      ))}
    </List>
  );
}
