import { surveyApi } from '@gbc/contracts/survey';
import { routeMeta } from '@gbc/site-map';
import { Alert, Container, Heading, List, Section, Stack, Text } from '@gbc/ui';
import { apiQueryOptions, useApiQuery, useDocumentMeta } from '@gbc/web-kit';

const meta = routeMeta('/signal-economy-survey');

/** Query keys of this remote's data, built once so prefetching and invalidation find them. */
export const surveyQueryKeys = { entries: ['survey', 'entries'] } as const;

/** /survey: every entry of the survey service. */
export default function SurveyPage() {
  useDocumentMeta({ title: meta.title, description: meta.description });
  const entries = useApiQuery(
    apiQueryOptions({
      key: surveyQueryKeys.entries,
      path: surveyApi.entries.list,
      schema: async () => (await import('@gbc/contracts/survey')).entryListResponseSchema,
    }),
  );
  return (
    <Section aria-labelledby="survey-title">
      <Container>
        <Stack gap="md">
          <Heading level={1} id="survey-title">
            {meta.title}
          </Heading>
          {entries.isError && <Alert>{entries.error.message}</Alert>}
          {entries.data &&
            (entries.data.entries.length === 0 ? (
              <Text>Nothing here yet.</Text>
            ) : (
              <List>
                {entries.data.entries.map((entry) => (
                  <li key={entry.id}>{entry.title}</li>
                ))}
              </List>
            ))}
        </Stack>
      </Container>
    </Section>
  );
}
