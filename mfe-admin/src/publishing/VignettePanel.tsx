import { type VignetteStatus, vignetteStatuses } from '@gbc/contracts/marketing';
import { Alert, Button, Card, Heading, Lead, Stack, Text } from '@gbc/ui';
import { useApiQuery } from '@gbc/web-kit';
// The public vignette page's body component, so the preview shows the body exactly as published.
import { ArticleBody } from '@gbc/web-kit/rich-text';
import { useId, useState } from 'react';
import { useVignetteWrite, writeOf } from './api.js';
import { publishingCopy as copy } from './content/publishing-copy.js';
import { publishingQueries } from './queries.js';

export interface VignettePanelProps {
  slug: string;
  accessToken: string;
  onEdit: () => void;
  onClose: () => void;
}

/**
 * One vignette of any status: its status and the moves to the others (sent as the stored vignette with
 * the new status, so nothing else changes), and the preview of its body. The service sanitises, audits
 * and announces the changed public pages, so a published vignette is on the public list at once.
 */
export function VignettePanel({ slug, accessToken, onEdit, onClose }: VignettePanelProps) {
  const headingId = useId();
  const query = useApiQuery(publishingQueries.vignette(slug, accessToken));
  const update = useVignetteWrite(slug, accessToken);
  const [moved, setMoved] = useState<VignetteStatus | null>(null);
  if (query.isPending) return <Text role="status">{copy.panel.loading}</Text>;
  if (query.isError) return <Alert tone="danger">{copy.panel.loadFailed}</Alert>;
  const { vignette } = query.data;
  const move = (status: VignetteStatus) => {
    setMoved(null);
    update.mutate({ ...writeOf(vignette), status }, { onSuccess: () => setMoved(status) });
  };
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Heading level={2} id={headingId}>
          {vignette.title}
        </Heading>
        <Text>{copy.panel.statusIs(vignette.status)}</Text>
        <Stack gap="sm" direction="row" wrap>
          <Button onClick={onEdit}>{copy.panel.edit}</Button>
          {vignetteStatuses
            .filter((status) => status !== vignette.status)
            .map((status) => (
              <Button key={status} variant="outline" onClick={() => move(status)} disabled={update.isPending}>
                {copy.moveTo[status]}
              </Button>
            ))}
          <Button variant="ghost" onClick={onClose}>
            {copy.panel.close}
          </Button>
        </Stack>
        {moved && <Alert tone="success">{copy.moved(moved)}</Alert>}
        {update.isError && <Alert tone="danger">{copy.failed}</Alert>}
        <Stack as="section" gap="sm" aria-label={copy.panel.previewHeading}>
          <Heading level={3}>{copy.panel.previewHeading}</Heading>
          <Text>{copy.panel.previewNote}</Text>
          <Lead>{vignette.excerpt}</Lead>
          <ArticleBody html={vignette.content} />
        </Stack>
      </Stack>
    </Card>
  );
}
