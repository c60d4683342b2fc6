import {
  type AdminStory,
  programsApi,
  type StoryStatus,
  storyRecordsKind,
  storyStatuses,
  storyStatusLabels,
} from '@gbc/contracts/programs';
import { Alert, Button, Stack, Text } from '@gbc/ui';
import { Select, TextField } from '@gbc/ui/controls';
import { useApiMutation } from '@gbc/web-kit';
import { useState } from 'react';
import { recordQueries } from '../records/queries.js';
import { RecordsTable } from '../records/RecordsTable.js';
import { moderationCopy as copy } from './content/moderation-copy.js';

const statusOptions = storyStatuses.map((value) => ({ value, label: storyStatusLabels[value] }));
const storiesKey = recordQueries.key('programs', storyRecordsKind);

/** Approve or reject one pending story; the service decides, this only asks. */
function Decision({ story, accessToken }: { story: AdminStory; accessToken: string }) {
  const [reason, setReason] = useState('');
  const approve = useApiMutation({
    method: 'POST',
    path: programsApi.stories.approve(story.id),
    accessToken,
    invalidates: [[...storiesKey]],
    errorContext: 'story approval',
  });
  const reject = useApiMutation<{ reason: string }>({
    method: 'POST',
    path: programsApi.stories.reject(story.id),
    accessToken,
    invalidates: [[...storiesKey]],
    errorContext: 'story rejection',
  });
  if (story.status !== 'pending')
    return (
      <Text>
        {storyStatusLabels[story.status]}
        {story.rejectionReason ? `: ${story.rejectionReason}` : ''}
      </Text>
    );
  return (
    <Stack gap="sm">
      {story.consentPublish ? (
        <Button onClick={() => approve.mutate(undefined)} disabled={approve.isPending}>
          {copy.approve}
        </Button>
      ) : (
        <Text>{copy.noConsent}</Text>
      )}
      <TextField
        label={copy.reason}
        value={reason}
        maxLength={500}
        onChange={(e) => setReason(e.target.value)}
      />
      <Button
        variant="outline"
        onClick={() => reject.mutate({ reason })}
        disabled={reject.isPending || reason.trim() === ''}
      >
        {copy.reject}
      </Button>
      {(approve.isError || reject.isError) && <Alert tone="danger">{copy.failed}</Alert>}
    </Stack>
  );
}

/** The story queue, pending first by default, with each story's decision. */
export default function ModerationScreen({ accessToken }: { accessToken: string }) {
  const [status, setStatus] = useState<StoryStatus | ''>('pending');
  return (
    <Stack gap="lg">
      <Select
        label={copy.status}
        options={statusOptions}
        value={status}
        onChange={(e) => setStatus(e.target.value as StoryStatus)}
      />
      <RecordsTable<AdminStory>
        service="programs"
        kind={storyRecordsKind}
        caption={copy.caption}
        filters={{ status }}
        accessToken={accessToken}
        rowKey={(s) => s.id}
        item={async () => (await import('@gbc/contracts/programs')).adminStorySchema}
        columns={[
          { header: copy.columns.received, cell: (s) => new Date(s.createdAt).toLocaleString('en-GB') },
          { header: copy.columns.author, cell: (s) => `${s.name} <${s.email}>` },
          { header: copy.columns.title, cell: (s) => s.storyTitle },
          { header: copy.columns.story, cell: (s) => s.storyContent },
          { header: copy.columns.consent, cell: (s) => (s.consentPublish ? copy.yes : copy.no) },
          { header: copy.columns.decision, cell: (s) => <Decision story={s} accessToken={accessToken} /> },
        ]}
      />
    </Stack>
  );
}
