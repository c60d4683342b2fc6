import {
  type AdminVignetteResponse,
  type AdminVignetteSummary,
  marketingApi,
  marketingRecordKinds,
  type VignetteWrite,
  vignetteStatuses,
} from '@gbc/contracts/marketing';
import { Alert, Button, Select, Stack } from '@gbc/ui';
import { apiGet, useApiMutation } from '@gbc/web-kit';
import { useState } from 'react';
import { recordsCopy } from '../records/content/records-copy.js';
import { recordQueries } from '../records/queries.js';
import { RecordsTable } from '../records/RecordsTable.js';
import { publishingCopy as copy } from './content/publishing-copy.js';

type VignetteStatus = (typeof vignetteStatuses)[number];
const statusOptions = vignetteStatuses.map((value) => ({ value, label: copy.statusLabels[value] }));
const vignettesKey = recordQueries.key('marketing', marketingRecordKinds.vignettes);

/**
 * Moves a vignette to another status through marketing's update API: the vignette as stored (its
 * draft preview) is sent back with the new status; the service sanitises, audits and announces the
 * changed pages (the list, the vignette's page, the sitemap).
 */
function StatusActions({ vignette, accessToken }: { vignette: AdminVignetteSummary; accessToken: string }) {
  const update = useApiMutation<VignetteWrite>({
    method: 'PUT',
    path: marketingApi.vignettes.bySlug(vignette.slug),
    accessToken,
    invalidates: [[...vignettesKey]],
    errorContext: 'vignette status',
  });
  const move = async (status: VignetteStatus) => {
    const { vignette: stored } = await apiGet<AdminVignetteResponse>(
      marketingApi.vignettes.adminBySlug(vignette.slug),
      {
        accessToken,
      },
    );
    const { title, slug, excerpt, seoDescription, content, tags, readTime, author } = stored;
    await update.mutateAsync({
      title,
      slug,
      excerpt,
      seoDescription,
      content,
      tags,
      readTime,
      author,
      status,
    } as never);
  };
  return (
    <Stack gap="sm" direction="row">
      {vignetteStatuses
        .filter((status) => status !== vignette.status)
        .map((status) => (
          <Button
            key={status}
            variant="outline"
            onClick={() => move(status).catch(() => undefined)}
            disabled={update.isPending}
          >
            {copy.moveTo[status]}
          </Button>
        ))}
      {update.isError && <Alert tone="danger">{copy.failed}</Alert>}
    </Stack>
  );
}

export default function PublishingScreen({ accessToken }: { accessToken: string }) {
  const [status, setStatus] = useState<VignetteStatus | ''>('draft');
  return (
    <Stack gap="lg">
      <Select
        label={copy.status}
        placeholder={recordsCopy.any}
        options={statusOptions}
        value={status}
        onChange={(e) => setStatus(e.target.value as VignetteStatus)}
      />
      <RecordsTable<AdminVignetteSummary>
        service="marketing"
        kind={marketingRecordKinds.vignettes}
        caption={copy.caption}
        filters={{ status }}
        accessToken={accessToken}
        rowKey={(v) => v.id}
        item={async () => (await import('@gbc/contracts/marketing')).adminVignetteSummarySchema}
        columns={[
          { header: copy.columns.title, cell: (v) => v.title },
          { header: copy.columns.status, cell: (v) => copy.statusLabels[v.status] },
          { header: copy.columns.updated, cell: (v) => new Date(v.updatedAt).toLocaleString('en-GB') },
          {
            header: copy.columns.actions,
            cell: (v) => <StatusActions vignette={v} accessToken={accessToken} />,
          },
        ]}
      />
    </Stack>
  );
}
