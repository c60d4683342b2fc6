import { ratpakApi } from '@gbc/contracts/ratpak';
import { routeMeta } from '@gbc/site-map';
import { Alert, Container, Heading, List, Section, Stack, Text } from '@gbc/ui';
import { apiQueryOptions, useApiQuery, useDocumentMeta } from '@gbc/web-kit';

const meta = routeMeta('/ratpak');

/** Query keys of this remote's data, built once so prefetching and invalidation find them. */
export const ratpakQueryKeys = { entries: ['ratpak', 'entries'] } as const;

/** /ratpak: every entry of the ratpak service. */
export default function RatpakPage() {
  useDocumentMeta({ title: meta.title, description: meta.description });
  const entries = useApiQuery(
    apiQueryOptions({
      key: ratpakQueryKeys.entries,
      path: ratpakApi.entries.list,
      schema: async () => (await import('@gbc/contracts/ratpak')).entryListResponseSchema,
    }),
  );
  return (
    <Section aria-labelledby="ratpak-title">
      <Container>
        <Stack gap="md">
          <Heading level={1} id="ratpak-title">
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
