import { Alert, Form, Message, Modal, Space, Table } from '@arco-design/web-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  createAdultCarryPlansInBulk,
  getListAdultNewClassPlanCandidatesQueryKey,
  listAdultNewClassPlanCandidates,
} from '@/generated/api/teaching/teaching';
import type { NewClassPlanCandidate } from '@/generated/model';
import {
  type BatchAction,
  LazyDatePicker,
  type ListColumn,
  ListPage,
  type SearchField,
  type StatusMap,
} from '@/kit';
import { useSingleFlight } from '@/ui/use-single-flight';
import { bulkPreview } from './carry-plan';
import { LINE_OF_SUFFIX } from '@/lines/line';

const station = LINE_OF_SUFFIX.AE.nouns.station;

const HAS_PLAN: StatusMap = { 1: { text: '已生成', color: 'green' }, 0: { text: '未生成', color: 'orange' } };

const search: SearchField[] = [
  { type: 'filter', field: 'batch_id', label: '批次', kind: 'batch' },
  { type: 'filter', field: 'profession_id', label: '专业', kind: 'profession' },
  { type: 'filter', field: 'level_id', label: '层次', kind: 'level' },
  { type: 'filter', field: 'station_id', label: station, kind: 'station' },
  {
    type: 'select',
    field: 'has_carry_plan',
    label: '执行计划',
    options: [
      { label: '已生成', value: 1 },
      { label: '未生成', value: 0 },
    ],
  },
];

const columns: ListColumn<NewClassPlanCandidate>[] = [
  { key: 'name', title: '班级', width: 200, ellipsis: true },
  { key: 'batch_name', title: '批次', width: 110 },
  { key: 'profession_name', title: '专业', width: 110, ellipsis: true },
  { key: 'level_name', title: '层次', width: 80 },
  { key: 'station_name', title: station, width: 140, ellipsis: true },
  { key: 'student_count', title: '学生数', width: 80, valueType: 'number' },
  {
    key: 'teach_plan_name',
    title: '匹配的教学计划',
    width: 200,
    ellipsis: true,
    render: (row) => row.teach_plan_name || '无（请先制定教学计划）',
  },
  { key: 'course_count', title: '课程数', width: 80, valueType: 'number' },
  { key: 'total_credits', title: '总学分', width: 80, align: 'right', hiddenByDefault: true },
  { key: 'has_carry_plan', title: '执行计划', width: 90, valueType: 'status', statusMap: HAS_PLAN },
];

/** 新生班级执行计划 (newClassExecutionPlanAE): execution plans for many new classes at once, after a preview. */
export function NewClassPlanPage() {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<NewClassPlanCandidate[]>();
  const batchActions: BatchAction<NewClassPlanCandidate>[] = [
    { key: 'generate', label: '批量生成执行计划', perm: 'add', onClick: (rows) => setChosen(rows) },
  ];
  return (
    <>
      <ListPage<NewClassPlanCandidate, Parameters<typeof listAdultNewClassPlanCandidates>[0]>
        list={{
          queryKey: getListAdultNewClassPlanCandidatesQueryKey,
          fetcher: listAdultNewClassPlanCandidates,
        }}
        rowKey="id"
        search={search}
        columns={columns}
        batchActions={batchActions}
        summary={() => <span>勾选班级后点「批量生成执行计划」，生成前会先预览将生成和跳过的班级</span>}
      />
      {chosen && (
        <GeneratePreview
          rows={chosen}
          onClose={() => setChosen(undefined)}
          onSaved={() =>
            void queryClient.invalidateQueries({ queryKey: getListAdultNewClassPlanCandidatesQueryKey() })
          }
        />
      )}
    </>
  );
}

function GeneratePreview({
  rows,
  onClose,
  onSaved,
}: {
  rows: NewClassPlanCandidate[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const once = useSingleFlight();
  const [startDate, setStartDate] = useState<string>();
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const preview = bulkPreview(rows);

  const generate = () =>
    once(async () => {
      if (!startDate) {
        setError('请选择第一学期开始日期');
        return;
      }
      setSaving(true);
      try {
        const { result } = await createAdultCarryPlansInBulk({
          class_ids: preview.create.map((row) => row.id),
          start_date: startDate,
        });
        Message.success(
          `已为 ${result.created} 个班级生成执行计划${result.skipped ? `，跳过 ${result.skipped} 个` : ''}`,
        );
        onSaved();
        onClose();
      } catch {
        // the API layer has shown why; the preview stays
      } finally {
        setSaving(false);
      }
    });

  return (
    <Modal
      title="批量生成执行计划"
      visible
      onCancel={onClose}
      onOk={() => void generate()}
      okText={`生成 ${preview.create.length} 个执行计划`}
      okButtonProps={{ disabled: preview.create.length === 0 }}
      confirmLoading={saving}
      maskClosable={false}
      style={{ width: 860 }}
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Alert
          type={preview.create.length ? 'info' : 'warning'}
          content={
            preview.create.length
              ? `将为 ${preview.create.length} 个班级（共 ${preview.students} 名学生）按 ${preview.plans} 个教学计划生成执行计划，共 ${preview.arrangements} 条课程安排。`
              : '选中的班级都不能生成执行计划，请看下方原因。'
          }
        />
        <Table<NewClassPlanCandidate>
          rowKey="id"
          size="small"
          pagination={false}
          aria-label="将生成"
          columns={[
            { title: '班级', dataIndex: 'name' },
            { title: '教学计划', dataIndex: 'teach_plan_name' },
            { title: '课程数', dataIndex: 'course_count', align: 'right', width: 80 },
            { title: '学生数', dataIndex: 'student_count', align: 'right', width: 80 },
          ]}
          data={preview.create}
          noDataElement={<span>没有可以生成的班级</span>}
        />
        {preview.skip.length > 0 && (
          <Alert
            type="warning"
            title={`跳过 ${preview.skip.length} 个班级`}
            content={preview.skip.map(({ row, reason }) => (
              <div key={row.id}>{`${row.name}：${reason}`}</div>
            ))}
          />
        )}
        <Form layout="vertical">
          <Form.Item
            label="第一学期开始日期"
            required
            validateStatus={error ? 'error' : undefined}
            help={error}
          >
            <LazyDatePicker
              style={{ width: 240 }}
              placeholder="请选择开始日期"
              value={startDate}
              onChange={(value: string) => {
                setStartDate(value || undefined);
                setError(undefined);
              }}
            />
          </Form.Item>
        </Form>
      </Space>
    </Modal>
  );
}
