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
import { fieldOf, sheetColumnsOf, type SheetColumn, type SheetLookup, type SheetRule } from './sheet-columns';

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

/** Where a column's labels come from: its import lookup, or the dictionary it is shown with. */
function labelSource<Row>(column: SheetColumn<Row> & { sheet: SheetRule }): SheetLookup | undefined {
  if (column.sheet.lookup && fieldOf(column) === column.key) return column.sheet.lookup;
  if (column.valueType === 'dict' && column.dict) return { dict: column.dict };
  return undefined;
}

/** Cell text of each sheet column for a row: what the list shows for option values (labels, never codes). */
async function rowWriter<Row>(queryClient: QueryClient, columns: readonly SheetColumn<Row>[]) {
  const sheet = sheetColumnsOf(columns);
  const labels = await Promise.all(
    sheet.map(async (column): Promise<Map<unknown, string> | undefined> => {
      const source = labelSource(column);
      if (source) return new Map((await lookupItems(queryClient, source)).map((o) => [o.value, o.label]));
      if (column.valueType === 'status' && column.statusMap)
        return new Map(
          Object.entries(column.statusMap).flatMap(([value, { text }]): [unknown, string][] => [
            [value, text],
            [Number(value), text],
          ]),
        );
      return undefined;
    }),
  );
  const titles = sheet.map((column) => column.title);
  const cells = (row: Row) =>
    sheet.map((column, index) => {
      const value = (row as Record<string, unknown>)[column.dataIndex ?? column.key];
      if (value === null || value === undefined) return '';
      return String(labels[index]?.get(value) ?? value);
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
