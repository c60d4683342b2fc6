import { type AdminEarlyAccessRequest, earlyAccessRecordsKind } from '@gbc/contracts/early-access';
import {
  type AdminDemoBooking,
  type AdminRatpakLead,
  leadKindLabels,
  ratpakRecordKinds,
} from '@gbc/contracts/ratpak';
import { Heading, Stack } from '@gbc/ui';
import { Select } from '@gbc/ui/controls';
import { useState } from 'react';
import { recordsCopy } from '../records/content/records-copy.js';
import { type RecordColumn, RecordsTable } from '../records/RecordsTable.js';
import {
  leadsCopy as copy,
  interestLevelOptions,
  leadKindOptions,
  productPageOptions,
} from './content/leads-copy.js';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB');

const earlyAccessColumns: readonly RecordColumn<AdminEarlyAccessRequest>[] = [
  { header: copy.columns.received, cell: (r) => when(r.createdAt) },
  { header: copy.columns.product, cell: (r) => r.productPage },
  { header: copy.columns.name, cell: (r) => r.name },
  { header: copy.columns.email, cell: (r) => r.email },
  { header: copy.columns.company, cell: (r) => r.company },
  { header: copy.columns.interestLevel, cell: (r) => r.interestLevel },
  { header: copy.columns.message, cell: (r) => r.message },
];

const earlyAccessSchema = async () =>
  (await import('@gbc/contracts/early-access')).adminEarlyAccessRequestSchema;

interface SalesLeadsProps {
  accessToken: string;
  /** The screen's free-text filter (deferred), shared with the other kinds. */
  search: string;
}

/** The sales leads of RATPAK and the products: demo and trial leads, demo bookings, early-access requests. */
export function SalesLeads({ accessToken, search }: SalesLeadsProps) {
  const [leadKind, setLeadKind] = useState('');
  const [productPage, setProductPage] = useState('');
  const [interestLevel, setInterestLevel] = useState('');
  return (
    <>
      <Stack gap="md">
        <Heading level={2}>{copy.salesLeads}</Heading>
        <Select
          label={copy.leadKind}
          placeholder={recordsCopy.any}
          options={leadKindOptions}
          value={leadKind}
          onChange={(e) => setLeadKind(e.target.value)}
        />
        <RecordsTable<AdminRatpakLead>
          service="ratpak"
          kind={ratpakRecordKinds.leads}
          caption={copy.salesLeads}
          filters={{ search, kind: leadKind }}
          accessToken={accessToken}
          rowKey={(l) => l.id}
          item={async () => (await import('@gbc/contracts/ratpak')).adminRatpakLeadSchema}
          columns={[
            { header: copy.columns.received, cell: (l) => when(l.createdAt) },
            { header: copy.columns.lead, cell: (l) => leadKindLabels[l.kind] },
            { header: copy.columns.name, cell: (l) => l.name },
            { header: copy.columns.email, cell: (l) => l.email },
            { header: copy.columns.company, cell: (l) => l.company },
            { header: copy.columns.phone, cell: (l) => l.phone },
            {
              header: copy.columns.answers,
              cell: (l) =>
                Object.entries(l.details)
                  .map(([question, answer]) => `${question}: ${answer}`)
                  .join('; '),
            },
          ]}
        />
      </Stack>
      <Stack gap="md">
        <Heading level={2}>{copy.demoBookings}</Heading>
        <RecordsTable<AdminDemoBooking>
          service="ratpak"
          kind={ratpakRecordKinds.demoBookings}
          caption={copy.demoBookings}
          filters={{ search }}
          accessToken={accessToken}
          rowKey={(b) => b.id}
          item={async () => (await import('@gbc/contracts/ratpak')).adminDemoBookingSchema}
          columns={[
            { header: copy.columns.received, cell: (b) => when(b.createdAt) },
            { header: copy.columns.slot, cell: (b) => `${b.slotDate} ${b.slotTime}` },
            { header: copy.columns.email, cell: (b) => b.email },
            { header: copy.columns.signedIn, cell: (b) => (b.signedIn ? copy.yes : copy.no) },
          ]}
        />
      </Stack>
      <Stack gap="md">
        <Heading level={2}>{copy.productsAccessRequests}</Heading>
        <Select
          label={copy.productPage}
          placeholder={recordsCopy.any}
          options={productPageOptions}
          value={productPage}
          onChange={(e) => setProductPage(e.target.value)}
        />
        <Select
          label={copy.interestLevel}
          placeholder={recordsCopy.any}
          options={interestLevelOptions}
          value={interestLevel}
          onChange={(e) => setInterestLevel(e.target.value)}
        />
        <RecordsTable<AdminEarlyAccessRequest>
          service="products"
          kind={earlyAccessRecordsKind}
          caption={copy.productsAccessRequests}
          filters={{ search, productPage, interestLevel }}
          accessToken={accessToken}
          rowKey={(r) => r.id}
          item={earlyAccessSchema}
          columns={earlyAccessColumns}
        />
      </Stack>
      <Stack gap="md">
        <Heading level={2}>{copy.ratpakAccessRequests}</Heading>
        <RecordsTable<AdminEarlyAccessRequest>
          service="ratpak"
          kind={ratpakRecordKinds.accessRequests}
          caption={copy.ratpakAccessRequests}
          filters={{ search, interestLevel }}
          accessToken={accessToken}
          rowKey={(r) => r.id}
          item={earlyAccessSchema}
          columns={earlyAccessColumns}
        />
      </Stack>
    </>
  );
}
