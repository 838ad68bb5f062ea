/** What every record of the exam-arrange pools (考场, 考点, 监考老师) has: a 启用 / 停用 state, 备注 and 创建时间. */
import {
  ENABLED_OPTIONS,
  enabledStatusColumn,
  type FormField,
  type ListColumn,
  type SearchField,
} from '@/kit';

export const STATUS_SEARCH: SearchField = {
  type: 'select',
  field: 'status',
  label: '状态',
  options: ENABLED_OPTIONS,
};

export const STATUS_RADIO: FormField = {
  type: 'radio',
  field: 'status',
  label: '状态',
  half: true,
  options: ENABLED_OPTIONS,
};

/** The last columns of a pool: 状态, 备注 (`remarkWidth` wide, hidden until shown if `remarkHidden`) and 创建时间. */
export const recordTailColumns = <Row>(remarkWidth: number, remarkHidden = false): ListColumn<Row>[] => [
  enabledStatusColumn<Row>(),
  { key: 'remark', title: '备注', width: remarkWidth, ellipsis: true, hiddenByDefault: remarkHidden },
  { key: 'created_at', title: '创建时间', width: 170, valueType: 'datetime', hiddenByDefault: true },
];
