import { type ComingSoonItem, comingSoonResources, resourceMessages } from '@gbc/contracts/marketing';
import { pathTo, routeMeta, withSearch } from '@gbc/site-map';
import {
  ButtonLink,
  CallToActionBanner,
  Container,
  Eyebrow,
  GridList,
  Heading,
  Lead,
  Section,
  SkeletonCard,
  Stack,
  Text,
  useToast,
  VisuallyHidden,
} from '@gbc/ui';
import { type TabLink, Tabs } from '@gbc/ui/controls';
import { useDocumentMeta } from '@gbc/web-kit';
import { useSession } from '@gbc/web-kit/session';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useResourceDownloadLink, useResourceNotify } from './api.js';
import { ComingSoonList } from './ComingSoonList.js';
import { resourcesPageCopy as copy } from './content/resources-page.js';
import {
  filterFromParam,
  filterParam,
  filterResources,
  paramOfFilter,
  type ResourceListItem,
  resourceFilters,
} from './filters.js';
import { MembersOnlyDialog } from './MembersOnlyDialog.js';
import { ResourceCard } from './ResourceCard.js';
import { useSkeletonDelay } from './useSkeletonDelay.js';

const meta = routeMeta('/resources');

/** Spec 1: six placeholder cards while the list "loads". */
const skeletonCount = 6;

/** Spec 1: the Notify Me toast stays 5 s. */
const notifyToastMs = 5000;

const tabs: readonly TabLink[] = resourceFilters.map((filter) => ({
  id: filter.id,
  label: filter.label,
  to: withSearch(pathTo('/resources'), { [filterParam]: paramOfFilter(filter) }),
}));

/**
 * /resources (spec 1): the Knowledge Hub filtered by the URL's `?filter=` (tabs that are links, so the
 * server renders the chosen filter and each works without JavaScript), Coming Soon with Notify Me, and
 * members-only PDFs: a signed-in member gets a short-lived link from the service, anyone else the
 * Members Only dialog.
 */
export default function ResourcesPage() {
  useDocumentMeta({ title: meta.title, description: meta.description });
  const [searchParams] = useSearchParams();
  const filter = filterFromParam(searchParams.get(filterParam));
  const items = filterResources(filter);
  const loading = useSkeletonDelay(filter.id);
  const hubHeadingId = useId();
  const soonHeadingId = useId();

  const session = useSession();
  const isMember = session.status === 'signed-in' && (session.user?.roles.includes('member') ?? false);
  const { toast } = useToast();
  const [dialogOpen, setDialogOpen] = useState(false);
  const downloadLink = useResourceDownloadLink(session.accessToken);
  const notify = useResourceNotify(session.accessToken);

  const download = async (item: ResourceListItem) => {
    if (!isMember) {
      setDialogOpen(true);
      return;
    }
    try {
      const { url } = await downloadLink.mutateAsync({ resourceId: item.id });
      window.location.assign(url);
    } catch {
      toast({ title: resourceMessages.downloadFailed, variant: 'destructive' });
    }
  };

  const requestNotification = async (item: ComingSoonItem) => {
    if (session.status === 'signed-in') {
      try {
        await notify.mutateAsync({ itemId: item.id });
      } catch {
        toast({ title: resourceMessages.notifyFailed, variant: 'destructive' });
        return;
      }
    }
    toast({
      title: resourceMessages.notifyTitle,
      description: resourceMessages.notifyDescription(item.title),
      durationMs: notifyToastMs,
    });
  };

  return (
    <Section>
      <Container>
        <Stack gap="2xl">
          <Stack gap="md">
            <Eyebrow>{copy.eyebrow}</Eyebrow>
            <Heading level={1}>{meta.heading}</Heading>
            <Lead>{copy.lead}</Lead>
          </Stack>

          <CallToActionBanner
            variant="primary"
            title={copy.membersBanner.title}
            text={copy.membersBanner.text}
            actions={
              <ButtonLink to={copy.membersBanner.link.to} variant="secondary">
                {copy.membersBanner.link.label}
              </ButtonLink>
            }
          />

          <Stack as="section" gap="lg" aria-labelledby={hubHeadingId}>
            <Stack gap="sm">
              <Heading level={2} id={hubHeadingId}>
                {copy.knowledgeHub.heading}
              </Heading>
              <Text>{copy.knowledgeHub.text}</Text>
            </Stack>
            <Tabs label={copy.knowledgeHub.filterLabel} tabs={tabs} selectedId={filter.id}>
              {loading ? (
                <div aria-busy="true">
                  <VisuallyHidden role="status">{copy.knowledgeHub.loading}</VisuallyHidden>
                  <GridList aria-hidden="true">
                    {Array.from({ length: skeletonCount }, (_, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
                      <li key={index} data-testid="resource-skeleton">
                        <SkeletonCard />
                      </li>
                    ))}
                  </GridList>
                </div>
              ) : items.length === 0 ? (
                <Text>{resourceMessages.empty}</Text>
              ) : (
                <GridList>
                  {items.map((item) => (
                    <ResourceCard
                      key={item.id}
                      item={item}
                      onDownload={download}
                      downloadDisabled={session.status === 'loading' || downloadLink.isPending}
                    />
                  ))}
                </GridList>
              )}
            </Tabs>
          </Stack>

          <Stack as="section" gap="lg" aria-labelledby={soonHeadingId}>
            <Stack gap="sm">
              <Heading level={2} id={soonHeadingId}>
                {copy.comingSoon.heading}
              </Heading>
              <Text>{copy.comingSoon.text}</Text>
            </Stack>
            <ComingSoonList
              items={comingSoonResources}
              onNotify={requestNotification}
              pendingId={notify.isPending ? (notify.variables?.itemId ?? null) : null}
            />
          </Stack>

          <CallToActionBanner
            variant="gradient"
            title={copy.contribute.title}
            text={copy.contribute.text}
            actions={
              <ButtonLink to={copy.contribute.link.to} variant="secondary">
                {copy.contribute.link.label}
              </ButtonLink>
            }
          />
        </Stack>
      </Container>
      <MembersOnlyDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </Section>
  );
}
