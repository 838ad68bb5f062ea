/**
 * Export of a list as the workbook its import reads back: the `sheet` columns,
 * titled as in the list, every row of the current search (read page by page
 * with progress), option values written as their labels.
 */
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { RequestOptions } from '@/api/http';
import type { DictItem, LookupOption } from '@/generated/model';
import { DICTIONARIES, FILTERS, LOOKUP_STALE_MS, toLookupItems, type LookupItem } from '../fields/lookups';
import type { ListEnvelope } from '../list/list-page';
import { fieldOf, sheetColumnsOf, type SheetColumn, type SheetLookup } from './sheet-columns';

interface LookupSource {
  queryKey: () => QueryKey;
  fetch: (schoolId: undefined, signal: AbortSignal) => Promise<{ result: (DictItem | LookupOption)[] }>;
}

/** The options of a column's lookup, through the same cache as the selects. */
export async function lookupItems(queryClient: QueryClient, lookup: SheetLookup): Promise<LookupItem[]> {
  const source = ('dict' in lookup ? DICTIONARIES[lookup.dict] : FILTERS[lookup.filter]) as LookupSource;
  const data = await queryClient.fetchQuery({
    queryKey: source.queryKey(),
    queryFn: ({ signal }) => source.fetch(undefined, signal),
    staleTime: LOOKUP_STALE_MS,
  });
  return toLookupItems(data.result);
}

const EXPORT_PAGE = 100;

/** Cell text of each sheet column for a row: the shown label for option values. */
async function rowWriter<Row>(queryClient: QueryClient, columns: readonly SheetColumn<Row>[]) {
  const sheet = sheetColumnsOf(columns);
  const labels = await Promise.all(
    sheet.map(async (column) =>
      column.sheet.lookup && fieldOf(column) === column.key
        ? new Map((await lookupItems(queryClient, column.sheet.lookup)).map((o) => [o.value, o.label]))
        : undefined,
    ),
  );
  const titles = sheet.map((column) => column.title);
  const cells = (row: Row) =>
    sheet.map((column, index) => {
      const value = (row as Record<string, unknown>)[column.dataIndex ?? column.key];
      if (value === null || value === undefined) return '';
      return String(labels[index]?.get(value as number) ?? value);
    });
  return { titles, cells };
}

/**
 * The `exportFile` of a ListPage whose columns declare the round trip:
 * `exportFile={useSheetExport(columns, listAdultAdmissions)}`.
 */
export function useSheetExport<Row, Params>(
  columns: readonly SheetColumn<Row>[],
  fetchPage: (
    params: Params & { page: number; limit: number },
    options?: RequestOptions,
  ) => Promise<ListEnvelope<Row>>,
) {
  const queryClient = useQueryClient();
  return async (params: Params, options: RequestOptions): Promise<Blob> => {
    const writer = await rowWriter(queryClient, columns);
    const rows: Row[] = [];
    for (let page = 1; ; page++) {
      const { result } = await fetchPage({ ...params, page, limit: EXPORT_PAGE }, { loading: false });
      rows.push(...result.list);
      options.onDownloadProgress?.(rows.length, result.total);
      if (result.list.length < EXPORT_PAGE || rows.length >= result.total) break;
    }
    const { writeSheet } = await import('./write-sheet');
    return writeSheet(writer.titles, rows.map(writer.cells));
  };
}
