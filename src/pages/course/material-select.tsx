/**
 * A select of the textbook library (GET /v1-material-all, generated listAllMaterials).
 * Not a kit dictionary/filter, so it lives here; used as a `custom` form field.
 */
import { Select, type SelectProps } from '@arco-design/web-react';
import { useListAllMaterials } from '@/generated/api/basics/basics';

/** Textbooks change rarely: cached like the kit's lookups (30 minutes). */
const MATERIALS_STALE_MS = 30 * 60_000;

export function MaterialSelect(props: Omit<SelectProps, 'options' | 'loading'>) {
  const materials = useListAllMaterials({
    query: { staleTime: MATERIALS_STALE_MS },
    request: { loading: false, silent: true },
  });
  const options = (materials.data?.result ?? []).map((material) => ({
    value: material.id,
    label: `${material.name}（${material.publisher}）`,
  }));
  return (
    <Select
      allowClear
      showSearch
      placeholder="请选择指定教材"
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
