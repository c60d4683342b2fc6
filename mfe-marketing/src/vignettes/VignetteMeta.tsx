import type { VignetteSummary } from '@gbc/contracts/marketing';
import { Text } from '@gbc/ui';
import { formatLongUsDate, formatReadTime } from '@gbc/web-kit';

export interface VignetteMetaProps {
  vignette: Pick<VignetteSummary, 'createdAt' | 'readTime' | 'author'>;
  size?: 'sm' | 'md';
}

/** "March 5, 2026 · 5 min read · Author": the byline shared by cards and the article. */
export function VignetteMeta({ vignette, size = 'sm' }: VignetteMetaProps) {
  return (
    <Text size={size} tone="muted">
      <time dateTime={vignette.createdAt}>{formatLongUsDate(vignette.createdAt)}</time>
      {' · '}
      {formatReadTime(vignette.readTime)}
      {' · '}
      {vignette.author}
    </Text>
  );
}
