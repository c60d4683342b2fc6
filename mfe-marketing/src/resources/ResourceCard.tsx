import { Badge, Button, ButtonLink, Card, CardBody, CardTitle, Text } from '@gbc/ui';
import { useId } from 'react';
import { styled } from 'styled-components';
import {
  downloadIcon,
  fullReportLinks,
  resourcesPageCopy,
  resourceTypeIcons,
} from './content/resources-page.js';
import type { ResourceListItem } from './filters.js';

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.primary};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
`;

export interface ResourceCardProps {
  item: ResourceListItem;
  /** Download PDF pressed; disabled while the session is not known yet or a download is being prepared. */
  onDownload(item: ResourceListItem): void;
  downloadDisabled: boolean;
}

/** One Knowledge Hub document: its kind, date, title and summary, Download PDF and any page of its own. */
export function ResourceCard({ item, onDownload, downloadDisabled }: ResourceCardProps) {
  const titleId = useId();
  const TypeIcon = resourceTypeIcons[item.type];
  const DownloadIcon = downloadIcon;
  const fullReport = fullReportLinks[item.id];
  return (
    <Card as="li" aria-labelledby={titleId}>
      <Header>
        <TypeIcon aria-hidden="true" size={22} />
        <Badge tone="info">{item.type}</Badge>
      </Header>
      <CardTitle id={titleId}>{item.title}</CardTitle>
      <Text size="sm" tone="muted">
        {item.date}
      </Text>
      <CardBody>{item.description}</CardBody>
      <Actions>
        <Button
          size="sm"
          variant="primary"
          aria-describedby={titleId}
          disabled={downloadDisabled}
          onClick={() => onDownload(item)}
        >
          <DownloadIcon aria-hidden="true" size={16} />
          {resourcesPageCopy.knowledgeHub.downloadLabel}
        </Button>
        {fullReport && (
          <ButtonLink size="sm" variant="outline" to={fullReport.to} aria-describedby={titleId}>
            {fullReport.label}
          </ButtonLink>
        )}
      </Actions>
    </Card>
  );
}
