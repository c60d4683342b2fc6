import { __name__Api } from '@gbc/contracts/__name__';
import { routeMeta } from '@gbc/site-map';
import { Alert, Container, Heading, List, Section, Stack, Text } from '@gbc/ui';
import { apiQueryOptions, useApiQuery, useDocumentMeta } from '@gbc/web-kit';

const meta = routeMeta('__path__');

/** Query keys of this remote's data, built once so prefetching and invalidation find them. */
export const __name__QueryKeys = { entries: ['__name__', 'entries'] } as const;

/** /__name__: every entry of the __name__ service. */
export default function __Name__Page() {
  useDocumentMeta({ title: meta.title, description: meta.description });
  const entries = useApiQuery(
    apiQueryOptions({
      key: __name__QueryKeys.entries,
      path: __name__Api.entries.list,
      schema: async () => (await import('@gbc/contracts/__name__')).entryListResponseSchema,
    }),
  );
  return (
    <Section aria-labelledby="__name__-title">
      <Container>
        <Stack gap="md">
          <Heading level={1} id="__name__-title">
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
