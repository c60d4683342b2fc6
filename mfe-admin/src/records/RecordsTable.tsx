import type { CursorPage } from '@gbc/contracts';
import { Alert, Button, Stack, Text } from '@gbc/ui';
import { useApiInfiniteQuery } from '@gbc/web-kit';
import { type ReactNode, useState } from 'react';
import { styled } from 'styled-components';
import { recordsCopy } from './content/records-copy.js';
import { downloadRecordsCsv, type ItemSchema, type RecordFilters, recordQueries } from './queries.js';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { text-align: left; vertical-align: top; padding: 0.5rem; border-bottom: 1px solid currentColor; }
  caption { text-align: left; font-weight: 600; padding-bottom: 0.5rem; }
`;

export interface RecordColumn<Item> {
  header: string;
  cell: (item: Item) => ReactNode;
}

export interface RecordsTableProps<Item> {
  service: string;
  kind: string;
  caption: string;
  filters: RecordFilters;
  columns: readonly RecordColumn<Item>[];
  accessToken: string;
  rowKey: (item: Item) => string;
  item: ItemSchema<Item>;
}

/**
 * One kind of admin records as a table: its pages (cursor paging, "Load more" appends the next), the
 * filters given, and the CSV export of every matching row. Rendered only after hydration, for an admin.
 */
export function RecordsTable<Item>({
  service,
  kind,
  caption,
  filters,
  columns,
  accessToken,
  rowKey,
  item,
}: RecordsTableProps<Item>) {
  const pages = useApiInfiniteQuery(recordQueries.pages<Item>(service, kind, filters, item, accessToken));
  const [exportState, setExportState] = useState<'idle' | 'running' | 'failed'>('idle');
  const items = pages.data?.pages.flatMap((page: CursorPage<Item>) => page.items) ?? [];
  const exportCsv = async () => {
    setExportState('running');
    try {
      await downloadRecordsCsv(service, kind, filters, accessToken);
      setExportState('idle');
    } catch {
      setExportState('failed');
    }
  };
  return (
    <Stack gap="md">
      <div>
        <Button variant="outline" onClick={exportCsv} disabled={exportState === 'running'}>
          {exportState === 'running' ? recordsCopy.exporting : recordsCopy.exportCsv}
        </Button>
      </div>
      {exportState === 'failed' && <Alert tone="danger">{recordsCopy.exportFailed}</Alert>}
      {pages.isPending ? (
        <Text role="status">{recordsCopy.loading}</Text>
      ) : pages.isError ? (
        <Alert tone="danger">{recordsCopy.loadFailed}</Alert>
      ) : items.length === 0 ? (
        <Text>{recordsCopy.empty}</Text>
      ) : (
        <Table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={rowKey(item)}>
                {columns.map((column) => (
                  <td key={column.header}>{column.cell(item)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {pages.hasNextPage && (
        <div>
          <Button variant="outline" onClick={() => pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
            {pages.isFetchingNextPage ? recordsCopy.loadingMore : recordsCopy.loadMore}
          </Button>
        </div>
      )}
    </Stack>
  );
}
