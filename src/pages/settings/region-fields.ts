/** 地区设置 (adult education): the three levels and the region form. */
import type { RegionSettingNode } from '@/generated/model';
import type { FormField } from '@/kit';

export const REGION_LEVELS = [
  { value: 1, label: '省级', noun: '省份' },
  { value: 2, label: '地市级', noun: '城市' },
  { value: 3, label: '区县级', noun: '区县' },
];

/** What the region modal edits: a level, its parent and, when editing, the region. */
export interface RegionTarget {
  level: number;
  parent?: RegionSettingNode;
  node?: RegionSettingNode;
}

export const nounOf = (level: number) => REGION_LEVELS.find((item) => item.value === level)?.noun ?? '地区';

export function regionFormFields({ level, node }: RegionTarget): FormField[] {
  const fields: FormField[] = [
    {
      type: 'input',
      field: 'code',
      label: '地区代码',
      half: true,
      maxLength: 6,
      disabled: !!node,
      extra: node ? '代码不可修改' : '6 位行政区划代码，如 440106',
    },
    { type: 'input', field: 'name', label: '地区名称', half: true, maxLength: 30 },
    {
      type: 'select',
      field: 'level',
      label: '层级',
      half: true,
      disabled: true,
      options: REGION_LEVELS.map(({ value, label }) => ({ value, label })),
    },
    {
      type: 'number',
      field: 'sort',
      label: '排序',
      half: true,
      min: 0,
      max: 9999,
      precision: 0,
      extra: '数字小的在前',
    },
  ];
  if (level > 1)
    fields.splice(3, 0, {
      type: 'input',
      field: 'parent_code',
      label: '上级地区代码',
      half: true,
      disabled: true,
    });
  return fields;
}

/** The form's starting values. */
export function regionRecord({ level, parent, node }: RegionTarget, count: number): Record<string, unknown> {
  return node
    ? { ...node, parent_code: parent?.code }
    : { level, parent_code: parent?.code, sort: count + 1 };
}
