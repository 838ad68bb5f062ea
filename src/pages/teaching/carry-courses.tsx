/** The courses of one class's execution plan, by semester, each adjustable: dates, teacher, classroom. */
import { Button, Empty, Spin, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { usePermission } from '@/access/access-context';
import {
  getListFsCarryPlanCoursesQueryKey,
  updateFsCarryPlanCourse,
  useListFsCarryPlanCourses,
} from '@/generated/api/teaching/teaching';
import type { CarryPlanCourse, CarryPlanCourseBody } from '@/generated/model';
import { UpdateFsCarryPlanCourseBody } from '@/generated/zod/teaching/teaching.zod';
import { FormModal, formatDate, LoadFailed, useRecordModal, type FormField } from '@/kit';
import { COURSE_STATUS } from './carry-plan-fields';
import { semesterGroups } from './carry-plan';
import { COURSE_TYPE, EXAM_FORM } from './teach-plan-fields';

const adjustFields: FormField[] = [
  { type: 'date', field: 'start_date', label: '开课日期', half: true },
  { type: 'date', field: 'end_date', label: '结课日期', half: true },
  { type: 'filter', field: 'teacher_id', label: '任课教师', kind: 'course_teacher', half: true },
  {
    type: 'input',
    field: 'classroom',
    label: '上课教室',
    half: true,
    maxLength: 50,
    placeholder: '如 天河校区 A301',
  },
];

// the end may not come before the start (the contract says so in words; the form says it at the field)
const AdjustSchema = UpdateFsCarryPlanCourseBody.refine((body) => body.end_date >= body.start_date, {
  path: ['end_date'],
  message: '结课日期不能早于开课日期',
});

type Row = CarryPlanCourse & { group: string };

export function CarryCourses({ classId }: { classId: number }) {
  const { can } = usePermission();
  const queryClient = useQueryClient();
  const courses = useListFsCarryPlanCourses({ class_id: classId }, { request: { silent: true } });
  const modal = useRecordModal<CarryPlanCourse>();
  const rows = useMemo<Row[]>(
    () =>
      semesterGroups(courses.data?.result ?? []).flatMap((group) =>
        group.courses.map((course) => ({ ...course, group: group.title })),
      ),
    [courses.data],
  );

  if (courses.isPending) return <Spin style={{ display: 'block', margin: '40px auto' }} tip="加载中…" />;
  if (courses.isError)
    return <LoadFailed what="执行计划课程" error={courses.error} onRetry={courses.refetch} />;

  // within the table's room at 1366 px (1,036 px in all): no column lies under the fixed 操作 one
  const columns: TableColumnProps<Row>[] = [
    { title: '学期', dataIndex: 'group', width: 72 },
    { title: '课程代码', dataIndex: 'code', width: 72 },
    { title: '课程名称', dataIndex: 'name', width: 130, ellipsis: true, tooltip: true },
    {
      title: '类型',
      dataIndex: 'type',
      width: 88,
      render: (type: number) => <Tag color={COURSE_TYPE[type]?.color}>{COURSE_TYPE[type]?.text}</Tag>,
    },
    { title: '学分', dataIndex: 'credit', width: 52, align: 'right' },
    { title: '学时', dataIndex: 'hours', width: 52, align: 'right' },
    { title: '考核方式', dataIndex: 'exam_form', width: 76, render: (form: number) => EXAM_FORM[form]?.text },
    {
      title: '上课日期',
      key: 'dates',
      width: 190,
      render: (_: unknown, row) =>
        row.start_date ? `${formatDate(row.start_date)} 至 ${formatDate(row.end_date ?? '')}` : '未安排',
    },
    { title: '任课教师', dataIndex: 'teacher_name', width: 76, render: (name: string) => name || '未安排' },
    {
      title: '教室',
      dataIndex: 'classroom',
      width: 100,
      ellipsis: true,
      tooltip: true,
      render: (room: string) => room || '—',
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 68,
      render: (status: number) => (
        <Tag color={COURSE_STATUS[status]?.color}>{COURSE_STATUS[status]?.text}</Tag>
      ),
    },
    ...(can('edit')
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 60,
            fixed: 'right' as const,
            render: (_: unknown, row: Row) =>
              row.status === 2 ? (
                <span title="已结课的课程不能调整">—</span>
              ) : (
                <Button type="text" size="mini" onClick={() => modal.open(row)}>
                  调整
                </Button>
              ),
          },
        ]
      : []),
  ];
  const record = modal.record;
  return (
    <>
      <Table<Row>
        rowKey="id"
        size="small"
        columns={columns}
        data={rows}
        pagination={false}
        scroll={{ x: true }}
        noDataElement={<Empty description="该班级还没有执行计划" />}
      />
      <FormModal<CarryPlanCourseBody>
        title={`调整课程安排：${record?.name ?? ''}`}
        visible={modal.visible}
        onClose={modal.close}
        fields={adjustFields}
        schema={AdjustSchema}
        record={
          record && {
            id: record.id,
            start_date: record.start_date,
            end_date: record.end_date,
            teacher_id: record.teacher_id,
            classroom: record.classroom,
          }
        }
        submit={(payload) => updateFsCarryPlanCourse(payload)}
        onSaved={() =>
          void queryClient.invalidateQueries({
            queryKey: getListFsCarryPlanCoursesQueryKey({ class_id: classId }),
          })
        }
        width={640}
      />
    </>
  );
}
