/**
 * The search conditions, page and page size of a list, kept in the URL query:
 * shareable, restored on return to the tab or on reload, and the first page is 1.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SearchField } from './types';

export const PAGE_SIZES = [10, 20, 50, 100];
export const DEFAULT_PAGE_SIZE = 10;

export type SearchValues = Record<string, string | number | undefined>;

/** Query keys a search field owns. */
export function fieldKeys(field: SearchField): string[] {
  return field.type === 'dateRange' ? field.fields : [field.field];
}

function parseValue(field: SearchField, raw: string): string | number {
  const numeric = /^-?\d+$/.test(raw) ? Number(raw) : undefined;
  if (field.type === 'dict' || field.type === 'filter') return numeric ?? raw;
  if (field.type === 'select') return field.options.some((o) => o.value === numeric) ? numeric! : raw;
  return raw;
}

export function readSearch(
  params: URLSearchParams,
  fields: readonly SearchField[],
  prefix = '',
): SearchValues {
  const values: SearchValues = {};
  for (const field of fields) {
    for (const key of fieldKeys(field)) {
      const raw = params.get(prefix + key);
      if (raw !== null && raw !== '') values[key] = parseValue(field, raw);
    }
  }
  return values;
}

export function readPage(params: URLSearchParams, prefix = ''): { page: number; limit: number } {
  const page = Math.max(1, Number.parseInt(params.get(`${prefix}page`) ?? '1', 10) || 1);
  const limit = Number(params.get(`${prefix}limit`));
  return { page, limit: PAGE_SIZES.includes(limit) ? limit : DEFAULT_PAGE_SIZE };
}

/**
 * `prefix` (e.g. 'rc_') is for a second list on a screen: its keys carry the prefix and
 * it leaves every other key of the URL alone (the first list's, a tab's).
 */
export function useListState(fields: readonly SearchField[], prefix = '') {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readSearch(params, fields, prefix), [params, fields, prefix]);
  const { page, limit } = readPage(params, prefix);

  const write = useCallback(
    (values: SearchValues, nextPage: number, nextLimit: number) => {
      const next = new URLSearchParams();
      if (prefix) for (const [key, value] of params) if (!key.startsWith(prefix)) next.append(key, value);
      for (const [key, value] of Object.entries(values)) {
        if (value !== undefined && value !== '') next.set(prefix + key, String(value));
      }
      if (nextPage > 1) next.set(`${prefix}page`, String(nextPage));
      if (nextLimit !== DEFAULT_PAGE_SIZE) next.set(`${prefix}limit`, String(nextLimit));
      // keep flags such as isJurisdiction
      const flag = params.get('isJurisdiction');
      if (flag) next.set('isJurisdiction', flag);
      setParams(next, { replace: true });
    },
    [params, setParams, prefix],
  );

  return {
    search,
    page,
    limit,
    /** A new search starts again at page 1. */
    applySearch: (values: SearchValues) => write(values, 1, limit),
    resetSearch: () => write({}, 1, limit),
    changePage: (nextPage: number, nextLimit: number) =>
      write(search, nextLimit === limit ? nextPage : 1, nextLimit),
  };
}
