import type { SiteAuditRun } from '@gbc/contracts/admin';
import { Stack, Text, theme } from '@gbc/ui';
import { styled } from 'styled-components';
import { siteAuditProgressCopy } from './content/site-audit.js';

const Bar = styled.progress`
  width: 100%;
  height: ${theme.space.sm};
  accent-color: ${theme.colors.brand};
`;

/** Pages audited against the pages the run will audit (those found, up to its limit), as text and a bar. */
export function AuditProgress({ run }: { run: SiteAuditRun | undefined }) {
  const done = run?.pagesDone ?? 0;
  const total = Math.max(1, Math.min(run?.pagesFound ?? 1, run?.pageLimit ?? 1), done);
  return (
    <Stack gap="sm">
      <Text>
        <strong>{siteAuditProgressCopy.title}</strong> {siteAuditProgressCopy.pages(done, total)}
      </Text>
      <Bar max={total} value={done} aria-label={siteAuditProgressCopy.label} />
      {run && (
        <Text size="sm" tone="muted">
          {siteAuditProgressCopy.found(run.pagesFound)}
        </Text>
      )}
    </Stack>
  );
}
