import { type SurveySection, surveyResponseRecordsKind, surveyResultsDays } from '@gbc/contracts/survey';
import { Alert, Button, Heading, Stack, Text } from '@gbc/ui';
import { Select } from '@gbc/ui/controls';
import { useApiQuery } from '@gbc/web-kit';
import { useState } from 'react';
import { downloadRecordsCsv } from '../records/queries.js';
import { DataTable } from './charts/chart-parts.js';
import { ItemDistributionChart } from './charts/ItemDistributionChart.js';
import { TimelineChart } from './charts/TimelineChart.js';
import { resultsCopy as copy, responseStates, sectionLabels } from './content/results-copy.js';
import { resultsQueries } from './queries.js';

/** The CSV export: every completed response, streamed by the survey service, fetched with the token. */
function CsvDownload({ accessToken }: { accessToken: string }) {
  const [state, setState] = useState<'idle' | 'running' | 'failed'>('idle');
  const download = async () => {
    setState('running');
    try {
      await downloadRecordsCsv('survey', surveyResponseRecordsKind, {}, accessToken);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <Stack gap="sm">
      <Heading level={2}>{copy.download.heading}</Heading>
      <Text>{copy.download.explanation}</Text>
      <div>
        <Button variant="outline" onClick={download} disabled={state === 'running'}>
          {state === 'running' ? copy.download.running : copy.download.button}
        </Button>
      </div>
      {state === 'failed' && <Alert tone="danger">{copy.download.failed}</Alert>}
    </Stack>
  );
}

/**
 * The survey results: responses by state, the same by day opened over a chosen period, the answers
 * per item of a chosen section, each chart followed by its table, the section means, and the CSV export.
 */
export default function ResultsScreen({ accessToken }: { accessToken: string }) {
  const [days, setDays] = useState<number>(surveyResultsDays.default);
  const [section, setSection] = useState<SurveySection>('generalAttitudes');
  const summary = useApiQuery({
    ...resultsQueries.summary(days, accessToken),
    placeholderData: (kept) => kept,
  });
  if (summary.isError) return <Alert tone="danger">{copy.failed}</Alert>;
  if (!summary.data) return <Text role="status">{copy.loading}</Text>;
  const { counts, timeline, itemDistributions, sectionMeans } = summary.data;
  const ratedSections = [...new Set(itemDistributions.map((entry) => entry.section))];
  const shown = itemDistributions.filter((entry) => entry.section === section);
  return (
    <Stack gap="xl">
      <DataTable>
        <caption>{copy.countsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.state}</th>
            <th scope="col">{copy.responses}</th>
          </tr>
        </thead>
        <tbody>
          {responseStates.map((state) => (
            <tr key={state}>
              <th scope="row">{copy.counts[state]}</th>
              <td>{counts[state].toLocaleString('en-US')}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>

      <Stack gap="md">
        <Heading level={2}>{copy.overTime.heading}</Heading>
        <Text>{copy.overTime.explanation}</Text>
        <Select
          label={copy.overTime.window}
          options={[...copy.overTime.windowOptions]}
          value={String(days)}
          onChange={(event) => setDays(Number(event.target.value))}
        />
        <TimelineChart timeline={timeline} />
      </Stack>

      <Stack gap="md">
        <Heading level={2}>{copy.items.heading}</Heading>
        <Text>{copy.items.explanation}</Text>
        <Select
          label={copy.items.sectionLabel}
          options={ratedSections.map((value) => ({ value, label: sectionLabels[value] }))}
          value={section}
          onChange={(event) => setSection(event.target.value as SurveySection)}
        />
        {counts.completed === 0 ? (
          <Text>{copy.items.noResponses}</Text>
        ) : (
          <ItemDistributionChart section={section} distributions={shown} />
        )}
      </Stack>

      <DataTable>
        <caption>{copy.meansCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.section}</th>
            <th scope="col">{copy.mean}</th>
          </tr>
        </thead>
        <tbody>
          {sectionMeans.map(({ section: meanSection, mean }) => (
            <tr key={meanSection}>
              <th scope="row">{sectionLabels[meanSection]}</th>
              <td>{mean === null ? copy.noAnswers : mean.toFixed(2)}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>

      <CsvDownload accessToken={accessToken} />
    </Stack>
  );
}
