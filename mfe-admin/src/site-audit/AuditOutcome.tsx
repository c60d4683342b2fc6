import type { SiteAuditError, SiteAuditPage, SiteAuditResult } from '@gbc/contracts/admin';
import { Alert, Badge, Card, Heading, List, Stack, Text, theme } from '@gbc/ui';
import { styled } from 'styled-components';
import { siteAuditOutcomeCopy as copy } from './content/site-audit.js';

const TableScroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.fontSizes.sm};

  th,
  td {
    text-align: left;
    padding: ${theme.space.xs} ${theme.space.sm};
    border-bottom: 1px solid ${theme.colors.border};
    vertical-align: top;
    overflow-wrap: anywhere;
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${theme.space.sm};
  margin: 0;

  div {
    padding: ${theme.space.sm};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
  }
  dt {
    font-size: ${theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    font-weight: 700;
  }
`;

const Url = styled.span`
  overflow-wrap: anywhere;
`;

/** The Validation Passed or Failed panel (spec 1 §8): the failure lists each issue's type, message, URL and page. */
export function ValidationPanel({ issues }: { issues: SiteAuditError[] }) {
  if (issues.length === 0) {
    return (
      <Alert tone="success" title={copy.passedTitle} takeFocus>
        {copy.passedText}
      </Alert>
    );
  }
  return (
    <Alert tone="danger" title={copy.failedTitle} takeFocus>
      <Stack gap="sm">
        <Text>{copy.failedCount(issues.length)}</Text>
        <TableScroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">{copy.issueColumns.type}</th>
                <th scope="col">{copy.issueColumns.message}</th>
                <th scope="col">{copy.issueColumns.url}</th>
                <th scope="col">{copy.issueColumns.page}</th>
              </tr>
            </thead>
            <tbody>
              {issues.map((issue, index) => (
                // Issues have no identity of their own; the list never reorders.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <tr key={index}>
                  <td>{issue.type}</td>
                  <td>{issue.message}</td>
                  <td>{issue.url}</td>
                  <td>{issue.page}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      </Stack>
    </Alert>
  );
}

function IssueList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Stack gap="xs">
      <Text size="sm">
        <strong>{title}</strong>
      </Text>
      <List>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </List>
    </Stack>
  );
}

function PageResult({ page }: { page: SiteAuditPage }) {
  const clean = page.seo.length + page.accessibility.length + page.errors.length === 0;
  return (
    <Card as="li">
      <Stack gap="sm">
        <Heading level={4}>
          <Url>{page.url}</Url>
        </Heading>
        <Stack direction="row" gap="sm" wrap>
          <Badge tone={page.status >= 200 && page.status < 400 ? 'success' : 'warning'}>
            {copy.pageStatus(page.status)}
          </Badge>
          <Badge tone="neutral">{copy.loadTime(page.loadTime)}</Badge>
        </Stack>
        <Text>{page.title ?? copy.untitled}</Text>
        {clean ? (
          <Text size="sm" tone="muted">
            {copy.noIssues}
          </Text>
        ) : (
          <>
            <IssueList title={copy.errors} items={page.errors} />
            <IssueList title={copy.seo} items={page.seo} />
            <IssueList title={copy.accessibility} items={page.accessibility} />
          </>
        )}
      </Stack>
    </Card>
  );
}

/** The result: its summary figures, then every crawled page with its status, title, load time and issues. */
export function AuditResultView({ result }: { result: SiteAuditResult }) {
  const figures = Object.entries(copy.summary) as Array<[keyof SiteAuditResult['summary'], string]>;
  return (
    <Stack gap="lg">
      <section aria-labelledby="site-audit-summary">
        <Stack gap="sm">
          <Heading level={3} id="site-audit-summary">
            {copy.summaryTitle}
          </Heading>
          <Figures>
            {figures.map(([key, label]) => (
              <div key={key}>
                <dt>{label}</dt>
                <dd>{result.summary[key]}</dd>
              </div>
            ))}
          </Figures>
          <Text size="sm" tone="muted">
            {copy.checksNote}
          </Text>
        </Stack>
      </section>
      <section aria-labelledby="site-audit-pages">
        <Stack gap="sm">
          <Heading level={3} id="site-audit-pages">
            {copy.pagesTitle}
          </Heading>
          <List gap="md">
            {result.pages.map((page) => (
              <PageResult key={page.url} page={page} />
            ))}
          </List>
        </Stack>
      </section>
    </Stack>
  );
}
