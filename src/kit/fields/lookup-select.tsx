import { Select, type SelectProps } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import {
  DICTIONARIES,
  FILTERS,
  LOOKUP_STALE_MS,
  toLookupItems,
  type DictionaryName,
  type FilterKind,
  type LookupItem,
} from './lookups';
import '../styles';

/** The options of a dictionary (cached; screens never fetch options themselves). */
export function useDictionary(dict: DictionaryName) {
  const lookup = DICTIONARIES[dict];
  const state = useQuery({
    queryKey: lookup.queryKey(),
    queryFn: ({ signal }) => lookup.fetch(undefined, signal),
    staleTime: LOOKUP_STALE_MS,
  });
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

type Props = Omit<SelectProps, 'options' | 'loading'>;

function LookupSelect({
  items,
  pending,
  failed,
  ...props
}: Props & { items: LookupItem[]; pending: boolean; failed: boolean }) {
  return (
    <Select
      allowClear
      showSearch
      filterOption={(input, option) =>
        String((option?.props as { children?: unknown })?.children ?? '').includes(input)
      }
      placeholder="请选择"
      {...props}
      loading={pending}
      options={items}
      notFoundContent={failed ? '选项加载失败，请重新打开' : '暂无选项'}
    />
  );
}

/** A select of one dictionary (spec §3), e.g. <DictSelect dict="Sex" />. */
export function DictSelect({ dict, ...props }: Props & { dict: DictionaryName }) {
  const { items, isPending, isError } = useDictionary(dict);
  return <LookupSelect {...props} items={items} pending={isPending} failed={isError} />;
}

/** A select of one filter kind (spec §3) of the current line, optionally narrowed to a school. */
export function FilterSelect({ kind, schoolId, ...props }: Props & { kind: FilterKind; schoolId?: number }) {
  const { items, isPending, isError } = useFilter(kind, schoolId);
  return <LookupSelect {...props} items={items} pending={isPending} failed={isError} />;
}

/** The label of a dictionary value (table cells, detail views). */
export function DictText({ dict, value }: { dict: DictionaryName; value: unknown }) {
  const { items } = useDictionary(dict);
  const item = items.find((entry) => entry.value === value);
  return <>{item?.label ?? (value === null || value === undefined || value === '' ? '—' : String(value))}</>;
}
