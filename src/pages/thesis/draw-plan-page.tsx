import { Alert, Message, Modal, Space } from '@arco-design/web-react';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  createAdultThesisDraw,
  deleteAdultThesisDraws,
  exportAdultThesisDrawSample,
  getListAdultThesisDrawSampleQueryKey,
  getListAdultThesisDrawsQueryKey,
  listAdultThesisDrawPopulation,
  listAdultThesisDraws,
  listAdultThesisDrawSample,
  saveAdultThesisDrawSample,
  useListFsThesisPlans,
} from '@/generated/api/thesis/thesis';
import type { ThesisDraw, ThesisDrawItem } from '@/generated/model';
import { CreateAdultThesisDrawBody } from '@/generated/zod/thesis/thesis.zod';
import {
  addAction,
  crudActions,
  DetailTable,
  DrillDownModal,
  type FormField,
  FormModal,
  type ListColumn,
  ListPage,
  saveFile,
  type SearchField,
  type StatusMap,
  useRecordModal,
} from '@/kit';
import { allocate, sampleSize, stratifiedSample } from './sampling';

const DRAW_STATUS: StatusMap = {
  0: { text: '未抽取', color: 'gray' },
  1: { text: '已抽取', color: 'green' },
};
const search: SearchField[] = [
  { type: 'input', field: 'name', label: '抽检计划' },
  {
    type: 'select',
    field: 'status',
    label: '状态',
    options: [
      { label: '未抽取', value: 0 },
      { label: '已抽取', value: 1 },
    ],
  },
];
const columns: ListColumn<ThesisDraw>[] = [
  { key: 'name', title: '抽检计划', width: 200 },
  { key: 'plan_name', title: '论文计划', width: 240, ellipsis: true },
  { key: 'percent', title: '抽检比例', width: 90, valueType: 'percent' },
  { key: 'seed', title: '随机种子', width: 110, align: 'right' },
  {
    key: 'sample',
    title: '已抽 / 总数',
    width: 110,
    align: 'right',
    render: (row) => `${row.sample_count} / ${row.population}`,
  },
  { key: 'status', title: '状态', width: 90, valueType: 'status', statusMap: DRAW_STATUS },
  { key: 'drawn_at', title: '抽取时间', width: 170, valueType: 'datetime' },
];
const itemColumns: ListColumn<ThesisDrawItem>[] = [
  { key: 'student_name', title: '姓名', width: 90 },
  { key: 'student_no', title: '学号', width: 140 },
  { key: 'major_name', title: '专业', width: 130 },
  { key: 'title', title: '论文题目', width: 260, ellipsis: true },
  { key: 'supervisor_name', title: '指导教师', width: 100 },
];
const drawFields = (plans: { label: string; value: number }[]): FormField[] => [
  { type: 'input', field: 'name', label: '抽检计划名称', maxLength: 50 },
  { type: 'select', field: 'plan_id', label: '论文计划', options: plans },
  {
    type: 'number',
    field: 'percent',
    label: '抽检比例',
    half: true,
    min: 1,
    max: 100,
    precision: 1,
    suffix: '%',
  },
  {
    type: 'number',
    field: 'seed',
    label: '随机种子',
    half: true,
    min: 0,
    precision: 0,
    extra: '同一种子抽出同样的样本，便于复核',
  },
];

interface Draft {
  draw: ThesisDraw;
  population: ThesisDrawItem[];
  sample: ThesisDrawItem[];
}

/** 论文抽检计划 (paperDrawPlanAE): a percentage of theses drawn per major, reproducibly by seed; export of the sample. */
export function DrawPlanPage() {
  const queryClient = useQueryClient();
  const form = useRecordModal<ThesisDraw>();
  const samples = useRecordModal<ThesisDraw>();
  const [draft, setDraft] = useState<Draft>();
  const [saving, setSaving] = useState(false);
  // the thesis plans to sample from (no lookup filter exists for them), loaded with the form
  const plans = useListFsThesisPlans(
    { page: 1, limit: 100 },
    {
      query: { enabled: form.visible, staleTime: 30 * 60 * 1000 },
      request: { silent: true, loading: false },
    },
  );
  const planOptions = (plans.data?.result.list ?? []).map((plan) => ({ label: plan.name, value: plan.id }));

  const draw = async (row: ThesisDraw) => {
    const { result: population } = await listAdultThesisDrawPopulation({ id: row.id });
    const sample = stratifiedSample(population, {
      percent: row.percent,
      seed: row.seed,
      id: (item) => item.thesis_id,
      stratum: (item) => item.major_name,
    });
    setDraft({ draw: row, population, sample });
  };
  const save = async () => {
    if (!draft) return;
    setSaving(true);
    try {
      await saveAdultThesisDrawSample({
        id: draft.draw.id,
        seed: draft.draw.seed,
        thesis_ids: draft.sample.map((item) => item.thesis_id),
      });
      Message.success(`已保存 ${draft.sample.length} 篇抽检论文`);
      setDraft(undefined);
      void queryClient.invalidateQueries({ queryKey: getListAdultThesisDrawsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getListAdultThesisDrawSampleQueryKey() });
    } finally {
      setSaving(false);
    }
  };
  const strata = draft
    ? allocate(
        Object.fromEntries(
          [...new Set(draft.population.map((i) => i.major_name))].map((m) => [
            m,
            draft.population.filter((i) => i.major_name === m).length,
          ]),
        ),
        sampleSize(draft.population.length, draft.draw.percent),
      )
    : {};

  return (
    <>
      <ListPage<ThesisDraw, Parameters<typeof listAdultThesisDraws>[0]>
        list={{ queryKey: getListAdultThesisDrawsQueryKey, fetcher: listAdultThesisDraws }}
        rowKey="id"
        search={search}
        columns={columns}
        toolbar={[addAction('新增抽检计划', () => form.open())]}
        rowActions={crudActions<ThesisDraw>({
          noun: '抽检计划',
          name: (row) => row.name,
          extra: [
            {
              key: 'draw',
              label: '抽取',
              perm: 'edit',
              hidden: (row) => row.status === 1,
              onClick: (row) => void draw(row),
            },
            {
              key: 'redraw',
              label: '重新抽取',
              perm: 'edit',
              hidden: (row) => row.status !== 1,
              confirm: (row) =>
                `「${row.name}」已抽取 ${row.sample_count} 篇，重新抽取将覆盖原样本，确定吗？`,
              onClick: (row) => void draw(row),
            },
            {
              key: 'sample',
              label: '查看样本',
              hidden: (row) => row.status !== 1,
              onClick: (row) => samples.open(row),
            },
            {
              key: 'export',
              label: '导出样本',
              perm: 'export',
              hidden: (row) => row.status !== 1,
              onClick: async (row) => {
                saveFile(await exportAdultThesisDrawSample({ id: row.id }), `${row.name}-抽检样本.xlsx`);
              },
            },
          ],
          remove: (row) => deleteAdultThesisDraws({ ids: [row.id] }),
          removeConfirm: '删除后该抽检计划的样本一并删除，确定删除吗？',
        })}
      />
      <FormModal
        visible={form.visible}
        onClose={form.close}
        title="新增抽检计划"
        fields={drawFields(planOptions)}
        schema={CreateAdultThesisDrawBody}
        record={{ percent: 10, seed: 20261121 }}
        submit={(payload) => createAdultThesisDraw(payload)}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: getListAdultThesisDrawsQueryKey() })}
      />
      <DrillDownModal<ThesisDraw, ThesisDrawItem, unknown>
        modal={samples}
        title={(row) => `抽检样本：${row.name}`}
        items={[
          { key: 'plan_name', title: '论文计划' },
          { key: 'seed', title: '随机种子' },
          { key: 'sample_count', title: '样本数' },
          { key: 'drawn_at', title: '抽取时间', valueType: 'datetime' },
        ]}
        columns={itemColumns}
        rowKey="thesis_id"
        rows={{
          queryKey: (row) => getListAdultThesisDrawSampleQueryKey({ id: row.id }),
          fetcher: (row, options, signal) => listAdultThesisDrawSample({ id: row.id }, options, signal),
        }}
      />
      {draft && (
        <Modal
          title={`抽取预览：${draft.draw.name}`}
          visible
          onCancel={() => setDraft(undefined)}
          onOk={() => void save()}
          okText="保存样本"
          okButtonProps={{ disabled: !draft.sample.length }}
          confirmLoading={saving}
          style={{ width: 860 }}
        >
          <Space direction="vertical" style={{ width: '100%' }}>
            <Alert
              type="info"
              content={`按专业分层抽取 ${draft.draw.percent}%（向上取整）：共 ${draft.population.length} 篇，抽出 ${draft.sample.length} 篇；${Object.entries(
                strata,
              )
                .map(([major, n]) => `${major} ${n} 篇`)
                .join('，')}。随机种子 ${draft.draw.seed}：同一种子再次抽取结果相同。`}
            />
            <DetailTable columns={itemColumns} rowKey="thesis_id" rows={draft.sample} />
          </Space>
        </Modal>
      )}
    </>
  );
}
