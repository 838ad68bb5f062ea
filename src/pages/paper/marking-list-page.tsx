import { IconPlus } from '@arco-design/web-react/icon';
import { useMemo } from 'react';
import type { RequestOptions } from '@/api/http';
import {
  getListMarkingMarkersQueryKey,
  getListMarkingPapersQueryKey,
  listMarkingMarkers,
  listMarkingPapers,
} from '@/generated/api/paper/paper';
import type {
  ExamLineTypeParameter,
  ListMarkingPapersParams,
  MarkingMarker,
  MarkingPaper,
} from '@/generated/model';
import {
  DrillDownModal,
  ListPage,
  useRecordModal,
  useScreenNavigation,
  type ListColumn,
  type RowAction,
  type ToolbarAction,
} from '@/kit';
import { useLine } from '@/lines/page-type';
import type { RouteLine } from '@/routes/types';
import { markingColumns, markingSearch, ProgressCell } from './marking-fields';

/** 新增阅卷老师 exists on the self-taught line only. */
const ADD_TEACHER: Record<RouteLine, string | undefined> = { AE: undefined, ST: 'addMarkingTeacherST' };
/** `type` of the /api/exam/… calls: 1 自学考试, 2 成人教育. */
const LINE_TYPE: Record<RouteLine, ExamLineTypeParameter> = { AE: 2, ST: 1 };
const MARKER_COLUMNS: ListColumn<MarkingMarker>[] = [
  { key: 'teacher_name', title: '阅卷老师', width: 120 },
  { key: 'topic_seqs', title: '负责题号', width: 120 },
  {
    key: 'progress',
    title: '批阅进度（已阅 / 分到）',
    width: 240,
    render: (row) => <ProgressCell done={row.marked} total={row.assigned} />,
  },
];

/** 阅卷管理 (markingAE / markingST): papers to mark with their progress, per marker and per question. */
export function MarkingListPage() {
  const line = useLine();
  const { open } = useScreenNavigation();
  const markers = useRecordModal<MarkingPaper>();
  const addTeacher = ADD_TEACHER[line.suffix];
  const type = LINE_TYPE[line.suffix];
  const list = useMemo(
    () => ({
      queryKey: (params: ListMarkingPapersParams) => getListMarkingPapersQueryKey({ ...params, type }),
      fetcher: (params: ListMarkingPapersParams, options?: RequestOptions, signal?: AbortSignal) =>
        listMarkingPapers({ ...params, type }, options, signal),
    }),
    [type],
  );
  const toolbar: ToolbarAction[] = addTeacher
    ? [
        {
          key: 'teacher',
          label: '新增阅卷老师',
          perm: 'add',
          primary: true,
          icon: <IconPlus />,
          onClick: () => open(addTeacher),
        },
      ]
    : [];
  const rowActions: RowAction<MarkingPaper>[] = [
    {
      key: 'mark',
      label: '开始批阅',
      perm: 'edit',
      hidden: (row) => row.status === 2,
      onClick: (row) => open(`markingTestPaperDetail${line.suffix}`, { paper_id: row.id }),
    },
    {
      key: 'sheets',
      label: '试卷批阅',
      onClick: (row) => open(`markingTestPaper${line.suffix}`, { paper_id: row.id }),
    },
    {
      key: 'topics',
      label: '按题批改',
      onClick: (row) => open(`modifyQuestion${line.suffix}`, { paper_id: row.id }),
    },
    { key: 'markers', label: '阅卷老师进度', onClick: (row) => markers.open(row) },
  ];
  return (
    <>
      <ListPage<MarkingPaper, ListMarkingPapersParams>
        list={list}
        rowKey="id"
        search={markingSearch}
        columns={markingColumns}
        toolbar={toolbar}
        rowActions={rowActions}
      />
      <DrillDownModal<MarkingPaper, MarkingMarker>
        modal={markers}
        title={(paper) => `${paper.paper_name} · 阅卷老师进度`}
        items={[
          { key: 'exam_name', title: '考试' },
          { key: 'course_name', title: '课程' },
          { key: 'deadline', title: '截止日期', valueType: 'date' },
        ]}
        columns={MARKER_COLUMNS}
        rowKey="teacher_id"
        rows={{
          queryKey: (paper) => getListMarkingMarkersQueryKey({ paper_id: paper.id }),
          fetcher: (paper, options, signal) => listMarkingMarkers({ paper_id: paper.id }, options, signal),
        }}
      />
    </>
  );
}
