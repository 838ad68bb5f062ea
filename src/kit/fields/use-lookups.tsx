/**
 * The lookups' hooks and DictText, apart from the selects (lookup-select.tsx): a screen that only
 * shows a dictionary's label does not load Arco's Select.
 */
import { useQuery } from '@tanstack/react-query';
import {
  DICTIONARIES,
  FILTERS,
  LOOKUP_STALE_MS,
  toLookupItems,
  type DictionaryName,
  type FilterKind,
} from './lookups';
import '../styles';

/** A dictionary's query: read by useDictionary, started early by a screen that shows its labels at once. */
export function dictionaryQuery(dict: DictionaryName) {
  const lookup = DICTIONARIES[dict];
  return {
    queryKey: lookup.queryKey(),
    queryFn: ({ signal }: { signal: AbortSignal }) => lookup.fetch(undefined, signal),
    staleTime: LOOKUP_STALE_MS,
  };
}

/** The options of a dictionary (cached; screens never fetch options themselves). */
export function useDictionary(dict: DictionaryName) {
  const state = useQuery(dictionaryQuery(dict));
  return { ...state, items: toLookupItems(state.data?.result) };
}

/** The options of a filter kind of the current line, optionally narrowed to a school. */
export function useFilter(kind: FilterKind, schoolId?: number) {
  const lookup = FILTERS[kind];
  const state = useQuery({
    queryKey: lookup.queryKey(schoolId),
    queryFn: ({ signal }) => lookup.fetch(schoolId, signal),
    staleTime: LOOKUP_STALE_MS,
  });
  return { ...state, items: toLookupItems(state.data?.result) };
}

/** The label of a dictionary value (table cells, detail views). */
export function DictText({ dict, value }: { dict: DictionaryName; value: unknown }) {
  const { items } = useDictionary(dict);
  const item = items.find((entry) => entry.value === value);
  return <>{item?.label ?? (value === null || value === undefined || value === '' ? '—' : String(value))}</>;
}
