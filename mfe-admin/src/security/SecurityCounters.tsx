import { type SecurityCounterId, securityCounters } from '@gbc/contracts/admin';
import { Alert, Card, GridList, Stack, Text, theme } from '@gbc/ui';
import { apiQueryOptions, useApiQuery } from '@gbc/web-kit';
import { styled } from 'styled-components';
import { securityCopy } from './content/security-copy.js';
import { securityQueries } from './queries.js';
import { useFailureToast } from './useFailureToast.js';

const counterIds = Object.keys(securityCounters) as SecurityCounterId[];

const Figure = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes['3xl']};
  font-weight: 700;
  line-height: 1.1;
`;

/** The four counters, each with its definition written below its figure. */
export function SecurityCounters({ accessToken }: { accessToken: string }) {
  const summary = useApiQuery(apiQueryOptions(securityQueries.summary(accessToken)));
  useFailureToast(summary.isError, securityCopy.summaryError);
  if (summary.isError) return <Alert>{securityCopy.summaryError}</Alert>;
  return (
    <GridList columns={{ base: 1, md: 2, lg: 4 }} gap="md" aria-label={securityCopy.summaryLabel}>
      {counterIds.map((id) => {
        const { label, definition } = securityCopy.counters[id];
        const definitionId = `security-counter-${id}`;
        return (
          <li key={id}>
            <Card aria-describedby={definitionId}>
              <Stack gap="xs">
                <Text size="sm" tone="muted">
                  {label}
                </Text>
                <Figure aria-busy={summary.isPending}>
                  {summary.data ? summary.data.counters[id].toLocaleString('en-US') : '–'}
                </Figure>
                <Text size="sm" id={definitionId}>
                  {definition}
                </Text>
              </Stack>
            </Card>
          </li>
        );
      })}
    </GridList>
  );
}
