import { Select, type SelectProps } from '@arco-design/web-react';
import { LoadFailed } from '../load-failed';
import type { DictionaryName, FilterKind, LookupItem } from './lookups';
import { useDictionary, useFilter } from './use-lookups';
import '../styles';

type Props = Omit<SelectProps, 'options' | 'loading'>;
/** What a select needs of a lookup query. */
interface Lookup {
  items: LookupItem[];
  error: Error | null;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** Options, or why they failed (the server's msg, spec §8) with 重试 inside the dropdown. */
function LookupSelect({ lookup, ...props }: Props & { lookup: Lookup }) {
  const failed = lookup.isError && !lookup.isFetching;
  return (
    <Select
      allowClear
      showSearch
      filterOption={(input, option) =>
        String((option?.props as { children?: unknown })?.children ?? '').includes(input)
      }
      placeholder="请选择"
      {...props}
      loading={lookup.isFetching}
      options={lookup.items}
      notFoundContent={
        failed ? <LoadFailed what="选项" error={lookup.error} onRetry={() => lookup.refetch()} /> : '暂无选项'
      }
    />
  );
}

/** A select of one dictionary (spec §3), e.g. <DictSelect dict="Sex" />. */
export function DictSelect({ dict, ...props }: Props & { dict: DictionaryName }) {
  return <LookupSelect {...props} lookup={useDictionary(dict)} />;
}

/** A select of one filter kind (spec §3) of the current line, optionally narrowed to a school. */
export function FilterSelect({ kind, schoolId, ...props }: Props & { kind: FilterKind; schoolId?: number }) {
  return <LookupSelect {...props} lookup={useFilter(kind, schoolId)} />;
}
