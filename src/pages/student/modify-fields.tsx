/** 学生信息修改申请: the search area and columns, as data. */
import type { StudentChange, StudentModifyRequest } from '@/generated/model';
import {
  type ListColumn,
  maskIdCard,
  maskPhone,
  reviewSearch,
  reviewStatusColumn,
  type SearchField,
} from '@/kit';

export const modifySearch: SearchField[] = [
  { type: 'input', field: 'keyword', label: '学生', placeholder: '姓名、学号或身份证号' },
  { type: 'filter', field: 'school_id', label: '院校', kind: 'school' },
  reviewSearch(),
  { type: 'dateRange', fields: ['start_date', 'end_date'], label: '申请日期' },
];

/** ID numbers and phones stay masked in the change list too. */
const shown = (change: StudentChange, value: string) =>
  change.field === 'id_card' ? maskIdCard(value) : change.field === 'phone' ? maskPhone(value) : value;

function Changes({ changes }: { changes: StudentChange[] }) {
  return (
    <ul style={{ margin: 0, paddingLeft: 16 }}>
      {changes.map((change) => (
        <li key={change.field}>
          {change.label}：{shown(change, change.old_value)} → <b>{shown(change, change.new_value)}</b>
        </li>
      ))}
    </ul>
  );
}

export const modifyColumns: ListColumn<StudentModifyRequest>[] = [
  { key: 'student_no', title: '学号', width: 140, fixed: 'left' },
  { key: 'name', title: '姓名', width: 90, fixed: 'left' },
  { key: 'id_card', title: '身份证号', width: 170, valueType: 'idCard' },
  { key: 'school_name', title: '院校', width: 140, ellipsis: true },
  { key: 'major_name', title: '专业', width: 130, ellipsis: true, hiddenByDefault: true },
  { key: 'changes', title: '修改内容', width: 320, render: (row) => <Changes changes={row.changes} /> },
  { key: 'reason', title: '申请理由', width: 180, ellipsis: true },
  { key: 'attachment', title: '证明材料', width: 90, valueType: 'image' },
  reviewStatusColumn('status', '审核状态', 90),
  { key: 'reject_reason', title: '驳回原因', width: 200, ellipsis: true },
  { key: 'applied_at', title: '申请时间', width: 150, valueType: 'datetime' },
  { key: 'audited_at', title: '审核时间', width: 150, valueType: 'datetime', hiddenByDefault: true },
  { key: 'auditor', title: '审核人', width: 90 },
];
