import { brand, pathTo, type SitePath } from '@gbc/site-map';
import { Button, ExternalButtonLink, Stack, Text, UiProvider } from '@gbc/ui';
import { useState } from 'react';
import { directoryCopy } from '../content/directory-copy.js';
import { type DirectoryFilters, emptyDirectoryFilters } from '../directory-filters.js';
import { SupportersDirectory } from '../SupportersDirectory.js';
import { type DirectoryEmbedOptions, initialFiltersOf } from './embed-options.js';

export interface DirectoryWidgetProps {
  /** The open shadow root the widget lives in; its styles go there too. */
  shadowRoot: ShadowRoot;
  siteOrigin: string;
  options?: DirectoryEmbedOptions;
}

function siteUrl(origin: string, path: SitePath): string {
  return new URL(path, origin).href;
}

/**
 * The directory as a partner embeds it: filters kept in memory (the partner's URL is not ours to
 * change), links back to the council's site, every style inside the shadow root.
 */
export function DirectoryWidget({ shadowRoot, siteOrigin, options }: DirectoryWidgetProps) {
  const [filters, setFilters] = useState<DirectoryFilters>(() => initialFiltersOf(options));
  const { callToAction } = directoryCopy;
  return (
    <UiProvider styleTarget={shadowRoot}>
      <Stack gap="xl">
        <SupportersDirectory
          filters={filters}
          onFiltersChange={setFilters}
          clearControl={
            <Button variant="ghost" onClick={() => setFilters(emptyDirectoryFilters)}>
              {directoryCopy.clearFilters}
            </Button>
          }
        />
        <Stack gap="sm">
          <Text>{callToAction.text}</Text>
          <Stack direction="row" gap="sm" wrap>
            <ExternalButtonLink href={siteUrl(siteOrigin, pathTo('/membership'))} variant="primary">
              {callToAction.membership}
            </ExternalButtonLink>
            <ExternalButtonLink href={siteUrl(siteOrigin, pathTo('/contact'))} variant="outline">
              {callToAction.contact}
            </ExternalButtonLink>
          </Stack>
          <Text size="sm" tone="muted">
            {directoryCopy.embedAttribution(brand.name)}{' '}
            <a href={siteUrl(siteOrigin, pathTo('/supporters'))} target="_blank" rel="noopener noreferrer">
              {directoryCopy.embedSourceLink}
            </a>
          </Text>
        </Stack>
      </Stack>
    </UiProvider>
  );
}
