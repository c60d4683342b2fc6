import { Button, breakpoints, ExternalButtonLink, Heading, Stack, useToast, VisuallyHidden } from '@gbc/ui';
import { copyText, logError, useMediaQuery } from '@gbc/web-kit';
import { Link2 } from 'lucide-react';
import { useId } from 'react';
import { styled } from 'styled-components';
import { sharePanelCopy } from './copy.js';
import { shareTargets } from './shareLinks.js';

/** The panel exists only from the lg breakpoint up (spec 1: "visible only on large screens"). */
export const sharePanelMediaQuery = `(min-width: ${breakpoints.lg}px)`;

// Floats beside the article while it scrolls, below the fixed site header.
const FloatingRail = styled.aside`
  position: sticky;
  top: 112px;
  align-self: start;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export interface SharePanelProps {
  title: string;
  /** Canonical address of the vignette, without query or fragment. */
  url: string;
}

/** Copy-link and share-intent buttons for a vignette, shown on large screens only. */
export function SharePanel({ title, url }: SharePanelProps) {
  const isLargeScreen = useMediaQuery(sharePanelMediaQuery);
  const { toast } = useToast();
  const headingId = useId();
  if (!isLargeScreen) return null;

  const copyLink = async () => {
    try {
      await copyText(url);
      toast({ ...sharePanelCopy.copied, variant: 'success' });
    } catch (error) {
      logError('Failed to copy the vignette link', error);
      toast({ ...sharePanelCopy.copyFailed, variant: 'destructive' });
    }
  };

  return (
    <FloatingRail aria-labelledby={headingId}>
      <Stack gap="sm">
        <Heading level={2} size="sm" id={headingId}>
          {sharePanelCopy.label}
        </Heading>
        <Button variant="outline" size="sm" onClick={() => void copyLink()}>
          <Link2 aria-hidden="true" size={16} />
          {sharePanelCopy.copyLink}
        </Button>
        {shareTargets(title, url).map((target) => (
          <ExternalButtonLink key={target.network} href={target.href} variant="outline" size="sm">
            <VisuallyHidden>{sharePanelCopy.shareOn} </VisuallyHidden>
            {target.network}
          </ExternalButtonLink>
        ))}
      </Stack>
    </FloatingRail>
  );
}
