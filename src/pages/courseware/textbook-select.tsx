/**
 * A select of the textbook library (GET /v1-material-all, generated listAllMaterials) for a `custom`
 * form field. The same as src/pages/course/material-select.tsx: a kit lookup kind `material` would
 * replace both (named in the report for the lead).
 */
import { Select, type SelectProps } from '@arco-design/web-react';
import { useListAllMaterials } from '@/generated/api/basics/basics';

const MATERIALS_STALE_MS = 30 * 60_000;

export function TextbookSelect(props: Omit<SelectProps, 'options' | 'loading'>) {
  const materials = useListAllMaterials({
    query: { staleTime: MATERIALS_STALE_MS },
    request: { loading: false, silent: true },
  });
  const options = (materials.data?.result ?? []).map((material) => ({
    value: material.id,
    label: `${material.name}（${material.publisher}，${material.isbn}）`,
  }));
  return (
    <Select
      allowClear
      showSearch
      placeholder="选择教材（可输入名称搜索）"
      filterOption={(input, option) =>
        String((option?.props as { children?: unknown })?.children ?? '').includes(input)
      }
      {...props}
      loading={materials.isPending}
      options={options}
      notFoundContent={materials.isError ? '教材加载失败，请重新打开' : '暂无教材'}
    />
  );
}
