import { adminApi } from '@gbc/contracts/admin';
import { routeMeta } from '@gbc/site-map';
import { Alert, Container, Heading, List, Section, Stack, Text } from '@gbc/ui';
import { apiQueryOptions, useApiQuery, useDocumentMeta } from '@gbc/web-kit';

const meta = routeMeta('/admin');

/** Query keys of this remote's data, built once so prefetching and invalidation find them. */
export const adminQueryKeys = { entries: ['admin', 'entries'] } as const;

/** /admin: every entry of the admin service. */
export default function AdminPage() {
  useDocumentMeta({ title: meta.title, description: meta.description });
  const entries = useApiQuery(
    apiQueryOptions({
      key: adminQueryKeys.entries,
      path: adminApi.entries.list,
      schema: async () => (await import('@gbc/contracts/admin')).entryListResponseSchema,
    }),
  );
  return (
    <Section aria-labelledby="admin-title">
      <Container>
        <Stack gap="md">
          <Heading level={1} id="admin-title">
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
