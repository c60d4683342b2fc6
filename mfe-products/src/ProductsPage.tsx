import { productsApi } from '@gbc/contracts/products';
import { routeMeta } from '@gbc/site-map';
import { Alert, Container, Heading, List, Section, Stack, Text } from '@gbc/ui';
import { apiQueryOptions, useApiQuery, useDocumentMeta } from '@gbc/web-kit';

const meta = routeMeta('/products');

/** Query keys of this remote's data, built once so prefetching and invalidation find them. */
export const productsQueryKeys = { entries: ['products', 'entries'] } as const;

/** /products: every entry of the products service. */
export default function ProductsPage() {
  useDocumentMeta({ title: meta.title, description: meta.description });
  const entries = useApiQuery(
    apiQueryOptions({
      key: productsQueryKeys.entries,
      path: productsApi.entries.list,
      schema: async () => (await import('@gbc/contracts/products')).entryListResponseSchema,
    }),
  );
  return (
    <Section aria-labelledby="products-title">
      <Container>
        <Stack gap="md">
          <Heading level={1} id="products-title">
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
