import type { AdminContactMessage, AdminEventRegistration } from '@gbc/contracts/marketing';
import { marketingRecordKinds } from '@gbc/contracts/marketing';
import { Heading, Stack } from '@gbc/ui';
import { Select, TextField } from '@gbc/ui/controls';
import { useDeferredValue, useState } from 'react';
import { recordsCopy } from '../records/content/records-copy.js';
import { RecordsTable } from '../records/RecordsTable.js';
import { leadsCopy as copy, interestOptions } from './content/leads-copy.js';
import { SalesLeads } from './SalesLeads.js';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB');

/**
 * The leads: contact messages, event registrations and the sales leads (RATPAK demo and trial leads,
 * demo bookings, early-access requests), each with its filters, pages and CSV export.
 */
export default function LeadsScreen({ accessToken }: { accessToken: string }) {
  const [search, setSearch] = useState('');
  const [interest, setInterest] = useState('');
  const [eventId, setEventId] = useState('');
  // Typing does not refetch at every key press.
  const searched = useDeferredValue(search.trim());
  const eventFilter = useDeferredValue(eventId.trim());
  return (
    <Stack gap="lg">
      <TextField
        label={recordsCopy.search}
        hint={copy.searchHint}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <Stack gap="md">
        <Heading level={2}>{copy.contactMessages}</Heading>
        <Select
          label={copy.interest}
          placeholder={recordsCopy.any}
          options={interestOptions}
          value={interest}
          onChange={(e) => setInterest(e.target.value)}
        />
        <RecordsTable<AdminContactMessage>
          service="marketing"
          kind={marketingRecordKinds.contactMessages}
          caption={copy.contactMessages}
          filters={{ search: searched, interest }}
          accessToken={accessToken}
          rowKey={(m) => m.id}
          item={async () => (await import('@gbc/contracts/marketing')).adminContactMessageSchema}
          columns={[
            { header: copy.columns.received, cell: (m) => when(m.createdAt) },
            { header: copy.columns.name, cell: (m) => m.name },
            { header: copy.columns.email, cell: (m) => m.email },
            { header: copy.columns.organization, cell: (m) => m.organization },
            { header: copy.columns.interest, cell: (m) => m.interest },
            { header: copy.columns.message, cell: (m) => m.message },
          ]}
        />
      </Stack>
      <Stack gap="md">
        <Heading level={2}>{copy.eventRegistrations}</Heading>
        <TextField label={copy.eventId} value={eventId} onChange={(e) => setEventId(e.target.value)} />
        <RecordsTable<AdminEventRegistration>
          service="marketing"
          kind={marketingRecordKinds.eventRegistrations}
          caption={copy.eventRegistrations}
          filters={{ search: searched, eventId: eventFilter }}
          accessToken={accessToken}
          rowKey={(r) => r.id}
          item={async () => (await import('@gbc/contracts/marketing')).adminEventRegistrationSchema}
          columns={[
            { header: copy.columns.received, cell: (r) => when(r.createdAt) },
            { header: copy.columns.event, cell: (r) => r.eventId },
            { header: copy.columns.name, cell: (r) => r.name },
            { header: copy.columns.email, cell: (r) => r.email },
            { header: copy.columns.signedIn, cell: (r) => (r.signedIn ? copy.yes : copy.no) },
          ]}
        />
      </Stack>
      <SalesLeads accessToken={accessToken} search={searched} />
    </Stack>
  );
}
