import { Heading, Stack, Text } from '@gbc/ui';
import { vignettesPageCopy } from './copy.js';

/** Shown when the list is empty: none published, none with the chosen tag, or the call failed (logged). */
export function VignettesEmptyState({ tag }: { tag: string | null }) {
  return (
    <Stack gap="sm" align="center">
      <Heading level={2} size="md">
        {vignettesPageCopy.emptyHeading}
      </Heading>
      <Text tone="muted">{tag ? vignettesPageCopy.emptyForTag(tag) : vignettesPageCopy.emptyAll}</Text>
    </Stack>
  );
}
