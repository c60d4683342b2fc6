import { type SurveyResultsSummary, surveyApi } from '@gbc/contracts/survey';
import { Alert, Stack, Text } from '@gbc/ui';
import { apiQueryOptions, useApiQuery } from '@gbc/web-kit';
import { styled } from 'styled-components';
import { resultsCopy as copy, sectionLabels } from './content/results-copy.js';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid currentColor; }
  caption { text-align: left; font-weight: 600; padding-bottom: 0.5rem; }
`;

const states = ['opened', 'started', 'completed', 'abandoned'] as const;

/** The survey results as two accessible tables: responses by state, and each rated section's mean. */
export default function ResultsScreen({ accessToken }: { accessToken: string }) {
  const summary = useApiQuery(
    apiQueryOptions<SurveyResultsSummary>({
      key: ['admin', 'survey', 'results'],
      path: surveyApi.adminResults,
      schema: async () => (await import('@gbc/contracts/survey')).surveyResultsSummarySchema,
      accessToken,
      errorContext: 'survey results',
    }),
  );
  if (summary.isError) return <Alert tone="danger">{copy.failed}</Alert>;
  if (!summary.data) return <Text role="status">{copy.loading}</Text>;
  const { counts, sectionMeans } = summary.data;
  return (
    <Stack gap="lg">
      <Table>
        <caption>{copy.countsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.state}</th>
            <th scope="col">{copy.responses}</th>
          </tr>
        </thead>
        <tbody>
          {states.map((state) => (
            <tr key={state}>
              <th scope="row">{copy.counts[state]}</th>
              <td>{counts[state].toLocaleString('en-US')}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Table>
        <caption>{copy.meansCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.section}</th>
            <th scope="col">{copy.mean}</th>
          </tr>
        </thead>
        <tbody>
          {sectionMeans.map(({ section, mean }) => (
            <tr key={section}>
              <th scope="row">{sectionLabels[section]}</th>
              <td>{mean === null ? copy.noAnswers : mean.toFixed(2)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Stack>
  );
}
