/**
 * 考生答卷查看 (examPaperViewAE): online exam answer sheets with their marks; 查看答卷 shows each
 * question with the candidate's answer beside the reference answer, the marks and the marker's comment.
 */
import { Modal, Spin, Tag } from '@arco-design/web-react';
import { useMemo } from 'react';
import {
  getListAdultAnswerSheetsQueryKey,
  listAdultAnswerSheets,
  useGetAdultAnswerSheet,
} from '@/generated/api/scores/scores';
import type { AnswerSheet, AnswerSheetItem, ListAdultAnswerSheetsParams } from '@/generated/model';
import {
  classStudentColumns,
  COURSE_SEARCH,
  courseColumn,
  DetailTable,
  DetailView,
  type ListColumn,
  ListPage,
  LoadFailed,
  type StatusMap,
  STUDENT_SEARCH,
  useRecordModal,
} from '@/kit';

const MARKED: StatusMap = { 0: { text: '待阅', color: 'orange' }, 1: { text: '已阅', color: 'green' } };
const TYPE: Record<number, string> = { 1: '单选', 2: '多选', 3: '判断', 4: '填空', 5: '简答', 6: '论述' };

const ITEM_COLUMNS: ListColumn<AnswerSheetItem>[] = [
  { key: 'no', title: '题号', width: 60 },
  { key: 'type', title: '题型', width: 70, render: (item) => TYPE[item.type] ?? '' },
  { key: 'stem', title: '题目', width: 260 },
  {
    key: 'answer',
    title: '考生答案',
    width: 220,
    render: (item) => item.answer || <span style={{ color: 'var(--color-text-3)' }}>未作答</span>,
  },
  { key: 'reference', title: '参考答案', width: 220 },
  {
    key: 'score',
    title: '得分',
    width: 90,
    align: 'right',
    render: (item) =>
      item.score === null ? (
        <Tag color="orange">待阅</Tag>
      ) : (
        <span style={{ color: item.score < item.full ? 'rgb(var(--danger-6))' : undefined }}>
          {item.score} / {item.full}
        </span>
      ),
  },
  { key: 'comment', title: '评语', width: 160 },
];

function SheetDetail({ sheet, onClose }: { sheet: AnswerSheet; onClose: () => void }) {
  const detail = useGetAdultAnswerSheet({ id: sheet.id }, { request: { silent: true } });
  return (
    <Modal
      visible
      title={`${sheet.student_name}的答卷 · ${sheet.paper_name}`}
      onCancel={onClose}
      footer={null}
      style={{ width: 1100 }}
    >
      <DetailView<AnswerSheet>
        column={4}
        data={sheet}
        items={[
          { key: 'student_no', title: '学号' },
          { key: 'submitted_at', title: '交卷时间', valueType: 'datetime' },
          { key: 'objective_score', title: '客观题', valueType: 'number' },
          { key: 'total', title: '总分', valueType: 'number' },
        ]}
      />
      {detail.isError ? (
        <LoadFailed what="答卷" error={detail.error} onRetry={detail.refetch} />
      ) : !detail.data ? (
        <Spin style={{ display: 'block', margin: 40 }} tip="加载中…" />
      ) : (
        <DetailTable<AnswerSheetItem> columns={ITEM_COLUMNS} rowKey="no" rows={detail.data.result.items} />
      )}
    </Modal>
  );
}

export function AnswerSheetPage() {
  const viewing = useRecordModal<AnswerSheet>();
  const list = useMemo(
    () => ({
      queryKey: getListAdultAnswerSheetsQueryKey,
      fetcher: listAdultAnswerSheets,
    }),
    [],
  );
  const columns: ListColumn<AnswerSheet>[] = [
    ...classStudentColumns<AnswerSheet>(),
    courseColumn<AnswerSheet>(),
    { key: 'paper_name', title: '试卷', width: 200, ellipsis: true },
    { key: 'submitted_at', title: '交卷时间', width: 170, valueType: 'datetime' },
    { key: 'minutes', title: '用时', width: 80, align: 'right', render: (row) => `${row.minutes} 分钟` },
    { key: 'objective_score', title: '客观题', width: 80, valueType: 'number' },
    { key: 'subjective_score', title: '主观题', width: 80, valueType: 'number' },
    { key: 'total', title: '总分', width: 70, valueType: 'number' },
    { key: 'marker', title: '阅卷老师', width: 90 },
    { key: 'status', title: '阅卷', width: 80, valueType: 'status', statusMap: MARKED },
  ];
  return (
    <>
      <ListPage<AnswerSheet, ListAdultAnswerSheetsParams>
        list={list}
        rowKey="id"
        search={[
          STUDENT_SEARCH,
          COURSE_SEARCH,
          { type: 'filter', field: 'plan_id', label: '考试', kind: 'examination_manage' },
        ]}
        columns={columns}
        rowActions={[{ key: 'view', label: '查看答卷', onClick: (row) => viewing.open(row) }]}
      />
      {viewing.visible && viewing.record && <SheetDetail sheet={viewing.record} onClose={viewing.close} />}
    </>
  );
}
