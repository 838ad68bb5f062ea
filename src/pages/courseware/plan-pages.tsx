/**
 * 基础教材计划 (basicTextbookPlanAE): textbook order plans with their copies and amount; a new plan is
 * generated from the textbook settings and the enrolled students; 确认下单 and the order sheet export.
 * 编辑基础教材计划 (editBasicTextbookPlanAE, `?id=`): per textbook and station the enrolled students and
 * the copies they need (spare share rounded up), the stock and a manual adjustment give the order; totals
 * per station and for the plan; saved, then exported as the publisher's order sheet.
 */
import {
  Alert,
  Button,
  InputNumber,
  Message,
  Space,
  Table,
  Tag,
  type TableColumnProps,
} from '@arco-design/web-react';
import { IconDownload } from '@arco-design/web-react/icon';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePermission } from '@/access/access-context';
import {
  createAdultMaterialPlan,
  deleteAdultMaterialPlans,
  exportAdultMaterialPlan,
  getAdultMaterialPlan,
  getGetAdultMaterialPlanQueryKey,
  getListAdultMaterialPlansQueryKey,
  listAdultMaterialPlans,
  orderAdultMaterialPlans,
  saveAdultMaterialPlan,
} from '@/generated/api/courseware/courseware';
import type {
  ListAdultMaterialPlansParams,
  MaterialPlan,
  MaterialPlanBody,
  MaterialPlanLine,
} from '@/generated/model';
import { CreateAdultMaterialPlanBody } from '@/generated/zod/courseware/courseware.zod';
import {
  DialogList,
  formatMoney,
  type FormField,
  type ListColumn,
  LoadFailed,
  optionsOf,
  SaveButton,
  saveFile,
  ScreenLoading,
  type SearchField,
  type StatusMap,
  SummaryStrip,
  sumYuan,
  useScreenNavigation,
} from '@/kit';
import { lineFigures, planTotals, yuanOf } from './textbook-plan';
import { LINE_OF_SUFFIX } from '@/lines/line';

const station = LINE_OF_SUFFIX.AE.nouns.station;

const LIST_ROUTE = 'basicTextbookPlanAE';
const EDIT_ROUTE = 'editBasicTextbookPlanAE';
export const PLAN_STATUS: StatusMap = {
  0: { text: '草稿', color: 'gray' },
  1: { text: '已下单', color: 'green' },
};
const SEMESTER: StatusMap = { 1: { text: '春季', color: 'green' }, 2: { text: '秋季', color: 'orange' } };

const LIST = {
  queryKey: getListAdultMaterialPlansQueryKey,
  fetcher: listAdultMaterialPlans,
};
const SEARCH: SearchField[] = [
  { type: 'filter', field: 'year', label: '年度', kind: 'year' },
  { type: 'select', field: 'status', label: '状态', options: optionsOf(PLAN_STATUS) },
];
const COLUMNS: ListColumn<MaterialPlan>[] = [
  { key: 'name', title: '计划名称', width: 200, ellipsis: true },
  { key: 'year', title: '年度', width: 80 },
  { key: 'semester', title: '学期', width: 80, valueType: 'status', statusMap: SEMESTER },
  { key: 'spare_rate', title: '备用比例', width: 90, align: 'right', render: (row) => `${row.spare_rate}%` },
  { key: 'textbook_count', title: '教材种数', width: 90, valueType: 'number' },
  { key: 'station_count', title: `${station}数`, width: 90, valueType: 'number', align: 'right' },
  { key: 'total_quantity', title: '订购册数', width: 100, valueType: 'number' },
  { key: 'total_amount', title: '订购金额', width: 120, valueType: 'money' },
  { key: 'status', title: '状态', width: 90, valueType: 'status', statusMap: PLAN_STATUS },
  { key: 'updated_at', title: '更新时间', width: 170, valueType: 'datetime' },
];
const PLAN_FIELDS: FormField[] = [
  {
    type: 'input',
    field: 'name',
    label: '计划名称',
    maxLength: 40,
    placeholder: '如 2026年春季基础教材计划',
  },
  { type: 'number', field: 'year', label: '年度', half: true, min: 2000, max: 2100, precision: 0 },
  { type: 'radio', field: 'semester', label: '学期', half: true, options: optionsOf(SEMESTER) },
  {
    type: 'number',
    field: 'spare_rate',
    label: '备用比例',
    half: true,
    min: 0,
    max: 50,
    precision: 0,
    suffix: '%',
    extra: '每站按在读人数加上该比例（向上取整）订购',
  },
];
const NEW_PLAN = { year: 2026, semester: 1, spare_rate: 5 };

export const orderSheetName = (name: string) => `${name}-订货单.xlsx`;

async function downloadSheet(plan: { id: number; name: string }) {
  const name = saveFile(await exportAdultMaterialPlan({ id: plan.id }), orderSheetName(plan.name));
  Message.success(`已导出「${name}」`);
}

export function MaterialPlanListPage() {
  const { open } = useScreenNavigation();
  const draft = (row: MaterialPlan) => row.status === 0;
  return (
    <DialogList<MaterialPlan, ListAdultMaterialPlansParams, MaterialPlanBody>
      list={LIST}
      search={SEARCH}
      columns={COLUMNS}
      addLabel="新建计划"
      actions={{
        noun: '教材计划',
        name: (row) => row.name,
        remove: (row) => deleteAdultMaterialPlans({ ids: [row.id] }),
        removable: draft,
        extra: [
          {
            key: 'edit',
            label: '编辑',
            perm: 'edit',
            hidden: (row) => !draft(row),
            onClick: (row) => open(EDIT_ROUTE, { id: row.id }),
          },
          {
            key: 'view',
            label: '查看',
            hidden: draft,
            onClick: (row) => open(EDIT_ROUTE, { id: row.id }),
          },
          {
            key: 'order',
            label: '确认下单',
            perm: 'audit',
            hidden: (row) => !draft(row),
            confirm: (row) =>
              `确定按「${row.name}」下单吗？共 ${row.textbook_count} 种教材 ${row.total_quantity} 册、${formatMoney(row.total_amount, { symbol: false })} 元，下单后计划不能再修改。`,
            onClick: (row) => orderAdultMaterialPlans({ ids: [row.id] }),
          },
          {
            key: 'sheet',
            label: '导出订货单',
            perm: 'export',
            onClick: (row) => void downloadSheet(row).catch(() => undefined),
          },
        ],
      }}
      summary={(envelope) => {
        const rows = envelope.result.list;
        const copies = rows.reduce((total, row) => total + row.total_quantity, 0);
        return `本页合计 ${copies} 册，${formatMoney(sumYuan(rows.map((row) => row.total_amount)), { symbol: false })} 元`;
      }}
      dialog={{
        width: 640,
        fields: PLAN_FIELDS,
        create: { title: '新建教材计划', schema: CreateAdultMaterialPlanBody, record: NEW_PLAN },
        submit: (payload) => createAdultMaterialPlan(payload),
      }}
      listKey={getListAdultMaterialPlansQueryKey}
    />
  );
}

type Extras = Record<number, number>;

export function MaterialPlanEditPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const { backTo } = useScreenNavigation();
  const { can } = usePermission();
  const queryClient = useQueryClient();
  const plan = useQuery({
    queryKey: getGetAdultMaterialPlanQueryKey({ id }),
    queryFn: ({ signal }) => getAdultMaterialPlan({ id }, { silent: true }, signal),
    enabled: id > 0,
  });
  const [spare, setSpare] = useState<number>();
  const [extras, setExtras] = useState<Extras>({});
  const [saving, setSaving] = useState(false);
  const detail = plan.data?.result;
  const spareRate = spare ?? detail?.spare_rate ?? 0;
  const lines = useMemo(
    () => (detail?.lines ?? []).map((line) => ({ ...line, extra: extras[line.textbook_id] ?? line.extra })),
    [detail, extras],
  );
  const stations = detail?.stations ?? [];
  const totals = useMemo(
    () => planTotals(lines, spareRate, stations.length),
    [lines, spareRate, stations.length],
  );

  if (!id)
    return (
      <Alert
        type="warning"
        content="请从「基础教材计划」列表中选择一个计划编辑。"
        action={<Button onClick={() => backTo(LIST_ROUTE)}>返回基础教材计划</Button>}
      />
    );
  if (plan.isError) return <LoadFailed what="教材计划" error={plan.error} onRetry={plan.refetch} />;
  if (!detail) return <ScreenLoading />;

  const editable = detail.status === 0 && can('edit');
  const changed = spare !== undefined || Object.keys(extras).length > 0;
  const save = async () => {
    setSaving(true);
    try {
      await saveAdultMaterialPlan({
        id,
        spare_rate: spareRate,
        lines: lines.map((line) => ({
          textbook_id: line.textbook_id,
          extra: line.extra,
          quantity: lineFigures(line, spareRate).quantity,
        })),
      });
      Message.success('教材计划已保存');
      await plan.refetch();
      setSpare(undefined);
      setExtras({});
      void queryClient.invalidateQueries({ queryKey: getListAdultMaterialPlansQueryKey() });
    } catch {
      // the request layer has said why; the figures on screen stay as they are
    } finally {
      setSaving(false);
    }
  };

  type Row = MaterialPlanLine & { key: number };
  const columns: TableColumnProps<Row>[] = [
    {
      title: '教材',
      dataIndex: 'title',
      width: 190,
      fixed: 'left',
      render: (_, row) => (
        <div>
          <div>{row.title}</div>
          <div style={{ color: 'var(--color-text-3)', fontSize: 12 }}>
            {row.isbn} · {row.publisher}
          </div>
        </div>
      ),
    },
    { title: '课程', dataIndex: 'course_name', width: 120 },
    {
      title: '定价',
      dataIndex: 'price',
      width: 80,
      align: 'right',
      render: (value: number) => formatMoney(value, { symbol: false }),
    },
    ...stations.map<TableColumnProps<Row>>((station, index) => ({
      title: station.name,
      key: `station-${station.id}`,
      width: 110,
      align: 'right',
      render: (_, row) => {
        const students = row.students[index] ?? 0;
        return (
          <span title={`在读 ${students} 人`}>
            {lineFigures(row, spareRate).perStation[index]}
            <span style={{ color: 'var(--color-text-3)', fontSize: 12 }}>（{students}人）</span>
          </span>
        );
      },
    })),
    {
      title: '需求合计',
      key: 'need',
      width: 80,
      align: 'right',
      render: (_, row) => lineFigures(row, spareRate).need,
    },
    { title: '库存', dataIndex: 'stock', width: 70, align: 'right' },
    {
      title: '调整',
      key: 'extra',
      width: 96,
      render: (_, row) =>
        editable ? (
          <InputNumber
            aria-label={`${row.title}调整册数`}
            size="small"
            precision={0}
            min={-9999}
            max={9999}
            value={row.extra}
            onChange={(value) =>
              setExtras((current) => ({ ...current, [row.textbook_id]: Number(value) || 0 }))
            }
          />
        ) : (
          row.extra
        ),
    },
    {
      title: '订购册数',
      key: 'quantity',
      width: 90,
      align: 'right',
      render: (_, row) => <b>{lineFigures(row, spareRate).quantity}</b>,
    },
    {
      title: '金额',
      key: 'amount',
      width: 110,
      align: 'right',
      render: (_, row) => yuanOf(lineFigures(row, spareRate).cents),
    },
  ];

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <SummaryStrip
        items={[
          { label: '计划名称', value: detail.name },
          { label: '年度学期', value: `${detail.year}年${detail.semester === 1 ? '春季' : '秋季'}` },
          {
            label: '状态',
            value: <Tag color={PLAN_STATUS[detail.status]?.color}>{PLAN_STATUS[detail.status]?.text}</Tag>,
          },
          {
            label: '备用比例',
            value: editable ? (
              <InputNumber
                aria-label="备用比例"
                size="small"
                style={{ width: 110 }}
                min={0}
                max={50}
                precision={0}
                suffix="%"
                value={spareRate}
                onChange={(value) => setSpare(Number(value) || 0)}
              />
            ) : (
              `${spareRate}%`
            ),
          },
        ]}
      />
      {detail.status === 1 && <Alert type="info" content="该计划已下单，只能查看和导出订货单。" />}
      <Space wrap>
        {editable && (
          <SaveButton saving={saving} changed={changed} onSave={save}>
            保存计划
          </SaveButton>
        )}
        {can('export') && (
          <Button
            icon={<IconDownload />}
            onClick={() =>
              changed
                ? Message.warning('有未保存的修改，请先保存计划再导出订货单')
                : void downloadSheet(detail).catch(() => undefined)
            }
          >
            导出订货单
          </Button>
        )}
        <Button onClick={() => backTo(LIST_ROUTE)}>返回列表</Button>
        {changed && <Tag color="orange">有未保存的修改</Tag>}
        <span aria-label="计划合计" style={{ color: 'var(--color-text-2)' }}>
          订购 {totals.ordered} 种教材，共 {totals.quantity} 册，{yuanOf(totals.cents)} 元
        </span>
      </Space>
      <Table<Row>
        rowKey="key"
        data={lines.map((line) => ({ ...line, key: line.textbook_id }))}
        columns={columns}
        pagination={false}
        border
        scroll={{ x: 850 + stations.length * 110 }}
        noDataElement="该计划没有教材：请先在「教材使用设置」中为课程设置教材"
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell colSpan={3}>合计</Table.Summary.Cell>
            {totals.perStation.map((count, index) => (
              <Table.Summary.Cell key={stations[index]?.id ?? index} style={{ textAlign: 'right' }}>
                {count}
              </Table.Summary.Cell>
            ))}
            <Table.Summary.Cell style={{ textAlign: 'right' }}>{totals.need}</Table.Summary.Cell>
            <Table.Summary.Cell />
            <Table.Summary.Cell />
            <Table.Summary.Cell style={{ textAlign: 'right' }}>{totals.quantity}</Table.Summary.Cell>
            <Table.Summary.Cell style={{ textAlign: 'right' }}>{yuanOf(totals.cents)}</Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      <div style={{ color: 'var(--color-text-3)' }}>
        每站册数 = 在读人数 ×（1 + 备用比例），向上取整；订购册数 = 需求合计 + 调整 − 库存，不小于 0。
      </div>
    </Space>
  );
}
