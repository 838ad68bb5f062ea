import { Alert, Button, Card, Modal, Space } from '@arco-design/web-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  getListFsCarryPlanClassesQueryKey,
  listFsCarryPlanClasses,
  useGetFsCarryPlan,
} from '@/generated/api/teaching/teaching';
import type { CarryPlan, CarryPlanClass, ListFsCarryPlanClassesParams } from '@/generated/model';
import {
  DetailView,
  ListPage,
  LoadFailed,
  useScreenNavigation,
  type DetailItem,
  type ListSource,
  type SearchField,
} from '@/kit';
import { useLine } from '@/lines/page-type';
import { CarryCourses } from './carry-courses';
import { CARRY_STATUS, carryPlanClassColumns, carryPlanRoutes } from './carry-plan-fields';

const planItems: DetailItem<CarryPlan>[] = [
  { key: 'name', title: '执行计划' },
  { key: 'teach_plan_name', title: '教学计划' },
  { key: 'batch_name', title: '批次' },
  { key: 'profession_name', title: '专业' },
  { key: 'level_name', title: '层次' },
  { key: 'start_date', title: '开始日期', valueType: 'date' },
  { key: 'class_count', title: '班级数' },
  { key: 'student_count', title: '学生数' },
  { key: 'status', title: '执行状态', valueType: 'status', statusMap: CARRY_STATUS },
];
const search: SearchField[] = [{ type: 'input', field: 'name', label: '班级', placeholder: '班级名称' }];

/** 执行计划班级 (viewClassAE / ST): the classes of one execution plan (`?id=`) and each class's course arrangement. */
export function CarryPlanClassesPage() {
  const line = useLine();
  const routes = carryPlanRoutes(line.suffix);
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const { backTo } = useScreenNavigation();
  const plan = useGetFsCarryPlan({ id }, { query: { enabled: id > 0 }, request: { silent: true } });
  const [shown, setShown] = useState<CarryPlanClass>();
  const list = useMemo<ListSource<CarryPlanClass, ListFsCarryPlanClassesParams>>(
    () => ({
      queryKey: (query) => getListFsCarryPlanClassesQueryKey({ ...query, id }),
      fetcher: (query, options, signal) => listFsCarryPlanClasses({ ...query, id }, options, signal),
    }),
    [id],
  );
  const columns = useMemo(() => carryPlanClassColumns(line.nouns.station), [line.nouns.station]);

  if (!id)
    return (
      <Alert
        type="warning"
        content="请从「执行计划」中选择一个执行计划查看班级。"
        action={<Button onClick={() => backTo(routes.list)}>返回执行计划列表</Button>}
      />
    );
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Card bordered={false} title="执行计划">
        {plan.isError && <LoadFailed what="执行计划" error={plan.error} onRetry={plan.refetch} />}
        {!plan.isError && <DetailView items={planItems} data={plan.data?.result} column={3} />}
      </Card>
      <ListPage<CarryPlanClass, ListFsCarryPlanClassesParams>
        list={list}
        rowKey="id"
        search={search}
        columns={columns}
        rowActions={[{ key: 'courses', label: '课程安排', onClick: (row) => setShown(row) }]}
        urlPrefix="c_"
        onClose={() => backTo(routes.list)}
      />
      <Modal
        title={`课程安排：${shown?.name ?? ''}`}
        visible={!!shown}
        onCancel={() => setShown(undefined)}
        footer={null}
        style={{ width: 1200 }}
        unmountOnExit
      >
        {shown && <CarryCourses classId={shown.id} />}
      </Modal>
    </Space>
  );
}
