/**
 * 线上排考 (examSchedulingOnLineAE) / 线上考试安排 (examonlineSchedulingST): online exams with
 * their time window, paper and anti-cheating settings (人脸核验, 切屏监测, 乱序). Arrangements are
 * edited and deleted before publishing; 发布 / 撤回 before the start; 监控 shows the candidates'
 * live state (the self-taught line opens its 考试监控 screen, the adult line a drill-down).
 */

import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type * as zod from 'zod';
import {
  createExamOnlineArrangement,
  deleteExamOnlineArrangement,
  getListExamMonitorCandidatesQueryKey,
  getListExamOnlineArrangementsQueryKey,
  listExamMonitorCandidates,
  listExamOnlineArrangements,
  publishExamOnlineArrangement,
  updateExamOnlineArrangement,
} from '@/generated/api/exam-arrange/exam-arrange';
import type {
  ExamMonitorCandidate,
  ExamOnlineArrangement,
  ExamOnlineArrangementBody,
  ExamOnlineArrangementUpdateBody,
} from '@/generated/model';
import {
  CreateExamOnlineArrangementBody,
  PublishExamOnlineArrangementBody,
  UpdateExamOnlineArrangementBody,
} from '@/generated/zod/exam-arrange/exam-arrange.zod';
import {
  addAction,
  DrillDownModal,
  FormModal,
  lineList,
  type ListEnvelope,
  ListPage,
  type ListParams,
  type RowAction,
  toggleActions,
  type ToolbarAction,
  useLineList,
  useRecordModal,
  useScreenNavigation,
  toFlag,
} from '@/kit';
import { useArrangeLine } from './arrange-lines';
import { useConflictCheck } from './conflict-check';
import { useMonitorActions } from './monitor-actions';
import { monitorColumns, monitorSearch } from './monitor-fields';
import { NEW_ONLINE, onlineColumns, onlineFormFields, onlineSearch } from './online-arrangement-fields';
import { normalizeAntiCheat, windowText, withOnlineRules } from './online-rules';
import { dateRange, onlineKey, type TimetableEntry } from './timetable';

type Body = ExamOnlineArrangementBody | ExamOnlineArrangementUpdateBody;
const CREATE = withOnlineRules(CreateExamOnlineArrangementBody) as unknown as zod.ZodType<Body>;
const UPDATE = withOnlineRules(UpdateExamOnlineArrangementBody) as unknown as zod.ZodType<Body>;

/** Not yet published: still editable and deletable. */
const editable = (row: ExamOnlineArrangement) => row.published === 0 && row.state === 0;

function summary(envelope: ListEnvelope<ExamOnlineArrangement>) {
  const rows = envelope.result.list;
  const running = rows.filter((row) => row.state === 1).length;
  const drafts = rows.filter((row) => row.published === 0).length;
  const candidates = rows.reduce((total, row) => total + row.candidate_count, 0);
  return `本页 ${rows.length} 场：进行中 ${running} 场，未发布 ${drafts} 场，应考共 ${candidates} 人次`;
}

export function OnlineArrangementPage() {
  const line = useArrangeLine();
  const queryClient = useQueryClient();
  const { open } = useScreenNavigation();
  const form = useRecordModal<ExamOnlineArrangement>();
  const monitor = useRecordModal<ExamOnlineArrangement>();
  const monitorActions = useMonitorActions();
  const list = useLineList(getListExamOnlineArrangementsQueryKey, listExamOnlineArrangements);
  const candidates = useMemo(
    () => (arrangement: ExamOnlineArrangement) =>
      lineList(line.type, getListExamMonitorCandidatesQueryKey, listExamMonitorCandidates, {
        arrangement_id: arrangement.id,
      }),
    [line.type],
  );
  const candidateColumns = useMemo(() => monitorColumns(line.stationNoun), [line.stationNoun]);
  const [params] = useSearchParams();

  const watch = (row: ExamOnlineArrangement) =>
    line.monitorRoute ? open(line.monitorRoute, { arrangement_id: row.id }) : monitor.open(row);
  // a conflict's session: an online one opens its form (or its monitor once published), an
  // offline one the offline list
  const openEntry = (entry: TimetableEntry) => {
    if (entry.kind === 'offline')
      return open(line.offlineRoute, { exam_id: entry.record.exam_id, course_id: entry.record.course_id });
    return editable(entry.record) ? form.open(entry.record) : watch(entry.record);
  };
  const conflicts = useConflictCheck(line.type, openEntry);
  const toolbar: ToolbarAction[] = [
    addAction('新增线上考试', () => form.open()),
    {
      key: 'conflicts',
      label: '冲突检查',
      onClick: () =>
        void conflicts.check({ exam_id: Number(params.get('exam_id')) || undefined }).catch(() => undefined),
    },
  ];
  // 发布 checks for conflicts first: none → published straight away; some → a reason is asked
  const publishChecked = (row: ExamOnlineArrangement) =>
    conflicts.publish({
      keys: [onlineKey(row.id)],
      range: dateRange([row.start_at.slice(0, 10), row.end_at.slice(0, 10)]),
      what: `「${row.course_name}」`,
      schema: PublishExamOnlineArrangementBody.shape.conflict_reason,
      send: (reason) => publishExamOnlineArrangement({ id: row.id, published: 1, ...reason }),
    });
  const rowActions: RowAction<ExamOnlineArrangement>[] = [
    { key: 'monitor', label: '监控', hidden: (row) => row.published === 0, onClick: watch },
    {
      key: 'edit',
      label: '编辑',
      perm: 'edit',
      hidden: (row) => !editable(row),
      onClick: (row) => form.open(row),
    },
    ...toggleActions<ExamOnlineArrangement>({
      key: 'publish',
      perm: 'edit',
      isOn: (row) => row.published === 1,
      on: { label: '发布' },
      off: { label: '撤回', confirm: '撤回后考生看不到这场考试，可修改后重新发布，确定撤回吗？' },
      send: (row, on) => publishExamOnlineArrangement({ id: row.id, published: toFlag(on) }),
    }).map((action) =>
      // only before the start: an exam under way or over cannot be withdrawn
      action.key === 'publish-off'
        ? { ...action, hidden: (row: ExamOnlineArrangement) => row.published === 0 || row.state !== 0 }
        : { ...action, onClick: publishChecked },
    ),
    {
      key: 'delete',
      label: '删除',
      perm: 'delete',
      danger: true,
      hidden: (row) => !editable(row),
      confirm: (row) => `确定删除「${row.course_name}」${windowText(row)} 的线上考试安排吗？删除后不可恢复。`,
      onClick: (row) => deleteExamOnlineArrangement(row.id),
    },
  ];
  const editing = form.record;

  return (
    <>
      <ListPage<ExamOnlineArrangement>
        list={list}
        rowKey="id"
        search={onlineSearch}
        columns={onlineColumns}
        toolbar={toolbar}
        rowActions={rowActions}
        summary={summary}
      />
      <FormModal<Body>
        visible={form.visible}
        onClose={form.close}
        title={editing ? '编辑线上考试' : '新增线上考试'}
        fields={onlineFormFields}
        schema={editing ? UPDATE : CREATE}
        record={editing ? { ...editing } : NEW_ONLINE}
        width={760}
        submit={(payload) => {
          const body = normalizeAntiCheat(payload);
          return 'id' in body
            ? updateExamOnlineArrangement(body)
            : createExamOnlineArrangement(body, { type: line.type });
        }}
        onSaved={() =>
          void queryClient.invalidateQueries({ queryKey: getListExamOnlineArrangementsQueryKey() })
        }
      />
      <DrillDownModal<ExamOnlineArrangement, ExamMonitorCandidate, ListParams>
        modal={monitor}
        title={(row) => `考试监控 · ${row.course_name} · ${windowText(row)}`}
        items={[
          { key: 'paper_name', title: '试卷' },
          { key: 'candidate_count', title: '应考人数' },
          { key: 'submitted_count', title: '已交卷' },
        ]}
        list={candidates}
        rowKey="id"
        search={monitorSearch.filter(
          (field) => 'field' in field && field.field !== 'exam_id' && field.field !== 'course_id',
        )}
        columns={candidateColumns}
        rowActions={() => monitorActions.rowActions}
        batchActions={() => monitorActions.batchActions}
      />
      {monitorActions.elements}
      {conflicts.elements}
    </>
  );
}
