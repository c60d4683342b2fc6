import {
  type AdminVignetteSummary,
  marketingRecordKinds,
  type VignetteStatus,
  vignetteStatuses,
} from '@gbc/contracts/marketing';
import { Alert, Button, Stack, Text } from '@gbc/ui';
import { Select } from '@gbc/ui/controls';
import { useApiQuery } from '@gbc/web-kit';
import { lazy, Suspense, useState } from 'react';
import { recordsCopy } from '../records/content/records-copy.js';
import { RecordsTable } from '../records/RecordsTable.js';
import { publishingCopy as copy } from './content/publishing-copy.js';
import { publishingQueries } from './queries.js';
import { VignettePanel } from './VignettePanel.js';

// TipTap, the form library and the contract schema: loaded when someone writes, never with the list.
const VignetteEditorForm = lazy(() => import('./VignetteEditorForm.js'));

const statusOptions = vignetteStatuses.map((value) => ({ value, label: copy.statusLabels[value] }));

/** What the screen shows beside the list: nothing, one vignette, or the editor (new or of one vignette). */
type Focus = { kind: 'none' } | { kind: 'open'; slug: string } | { kind: 'edit'; slug: string | null };

interface EditorProps {
  slug: string | null;
  accessToken: string;
  onSaved: (slug: string) => void;
  onCancel: () => void;
}

function EditorLoading() {
  return <Text role="status">{copy.editor.loading}</Text>;
}

/** The editor of a stored vignette, once its current values are read (from the panel's cache when open). */
function EditStored({ slug, accessToken, ...rest }: EditorProps & { slug: string }) {
  const query = useApiQuery(publishingQueries.vignette(slug, accessToken));
  if (query.isPending) return <EditorLoading />;
  if (query.isError) return <Alert tone="danger">{copy.panel.loadFailed}</Alert>;
  return <VignetteEditorForm key={slug} vignette={query.data.vignette} accessToken={accessToken} {...rest} />;
}

function Editor({ slug, accessToken, ...rest }: EditorProps) {
  return (
    <Suspense fallback={<EditorLoading />}>
      {slug === null ? (
        <VignetteEditorForm vignette={null} accessToken={accessToken} {...rest} />
      ) : (
        <EditStored slug={slug} accessToken={accessToken} {...rest} />
      )}
    </Suspense>
  );
}

/**
 * /admin/publishing for an admin: vignettes of every status (drafts first), a new draft written in the
 * rich-text editor, and one vignette opened to preview, edit, publish, archive or take back to draft.
 */
export default function PublishingScreen({ accessToken }: { accessToken: string }) {
  const [status, setStatus] = useState<VignetteStatus | ''>('draft');
  const [focus, setFocus] = useState<Focus>({ kind: 'none' });
  const close = () => setFocus({ kind: 'none' });
  return (
    <Stack gap="lg">
      {focus.kind === 'edit' ? (
        <Editor
          slug={focus.slug}
          accessToken={accessToken}
          onSaved={(slug) => setFocus({ kind: 'open', slug })}
          onCancel={() =>
            setFocus(focus.slug === null ? { kind: 'none' } : { kind: 'open', slug: focus.slug })
          }
        />
      ) : (
        <div>
          <Button onClick={() => setFocus({ kind: 'edit', slug: null })}>{copy.newVignette}</Button>
        </div>
      )}
      {focus.kind === 'open' && (
        <VignettePanel
          key={focus.slug}
          slug={focus.slug}
          accessToken={accessToken}
          onEdit={() => setFocus({ kind: 'edit', slug: focus.slug })}
          onClose={close}
        />
      )}
      <Select
        label={copy.status}
        placeholder={recordsCopy.any}
        options={statusOptions}
        value={status}
        onChange={(e) => setStatus(e.target.value as VignetteStatus | '')}
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
            cell: (v) => (
              <Button
                variant="outline"
                size="sm"
                aria-label={copy.open(v.title)}
                onClick={() => setFocus({ kind: 'open', slug: v.slug })}
              >
                {copy.columns.actions}
              </Button>
            ),
          },
        ]}
      />
    </Stack>
  );
}
