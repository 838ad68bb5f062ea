/**
 * 监考安排 (examInvigilationST): every room of every offline session with its invigilators.
 * A row whose teacher is in another room at the same time shows 时间冲突 (checked against all of
 * that day's invigilation, not only this page); 安排监考 offers only teachers free at that time;
 * 自动安排 fills the selected rooms without creating a clash.
 */
import { Alert, Message, Spin } from '@arco-design/web-react';
import { useMemo, useState } from 'react';
import {
  assignExamInvigilators,
  exportExamInvigilationSlots,
  getListExamInvigilationSlotsQueryKey,
  listExamInspectorDuties,
  listExamInspectorTeachers,
  listExamInvigilationSlots,
} from '@/generated/api/exam-arrange/exam-arrange';
import type { InvigilationAssignment, InvigilationSlot } from '@/generated/model';
import {
  type BatchAction,
  lineExport,
  type LineType,
  type ListEnvelope,
  ListPage,
  type RowAction,
  useLineList,
} from '@/kit';
import { useArrangeLine } from './arrange-lines';
import { AssignInvigilatorsModal, useDuties } from './invigilation-assign';
import { autoAssign, clashesFor, describeClash, findClashes, type Duty } from './invigilation-clash';
import { slotColumns, slotPlace, slotSearch, toDuty, uniqueDuties } from './invigilation-fields';
import { MonitorVideoModal, type VideoTarget } from './monitor-video-modal';

const slotWhere = (slot: InvigilationSlot) => ({
  slotId: slot.id,
  date: slot.exam_date,
  start: slot.start_time,
  end: slot.end_time,
  place: slotPlace(slot),
});

/** 时间冲突 of one row, against that day's invigilation. */
function ClashCell({ slot, type }: { slot: InvigilationSlot; type: LineType }) {
  const duties = useDuties(type, slot.exam_date, slot.exam_date);
  if (!slot.teachers.length) return <>—</>;
  if (!duties.data) return <>…</>;
  const all = uniqueDuties(duties.data.result.map(toDuty));
  const clash = slot.teachers.flatMap((teacher) => clashesFor(teacher.teacher_id, slotWhere(slot), all));
  return clash.length ? (
    <span
      style={{ color: 'rgb(var(--danger-6))' }}
      title={clash.map((duty) => `${duty.teacherName} ${duty.place}`).join('；')}
    >
      ⚠ 时间冲突
    </span>
  ) : (
    <>无</>
  );
}

/** The clashes of the days on this page (all of those days' invigilation, one request), named. */
function ClashSummary({ rows, type }: { rows: InvigilationSlot[]; type: LineType }) {
  const dates = rows.map((row) => row.exam_date).sort();
  const duties = useDuties(type, dates[0], dates.at(-1));
  const unassigned = rows.filter((row) => row.status !== 2).length;
  const head = `本页 ${rows.length} 个考场，${unassigned} 个未配齐`;
  if (!rows.length) return null;
  if (duties.isLoading) return <Spin size={12} tip={`${head}，正在检查时间冲突…`} />;
  if (duties.error) return <span>{`${head}；监考时间冲突检查失败，请刷新重试`}</span>;
  const clashes = findClashes(uniqueDuties((duties.data?.result ?? []).map(toDuty)));
  if (!clashes.length) return <span>{`${head}；这些日期没有监考时间冲突`}</span>;
  return (
    <Alert
      type="error"
      title={`${head}；发现 ${clashes.length} 处监考时间冲突`}
      content={clashes.map((clash) => (
        <div key={`${clash.teacherId}-${clash.first.slotId}-${clash.second.slotId}`}>
          {describeClash(clash)}
        </div>
      ))}
    />
  );
}

/** 自动安排 of the selected rooms: fills what each still needs, without clashes. */
async function autoAssignSlots(rows: InvigilationSlot[], type: LineType) {
  const open = rows.filter((row) => row.teachers.length < row.required_count);
  if (!open.length) return '所选考场的监考老师都已配齐';
  const dates = open.map((row) => row.exam_date).sort();
  const [pool, duties] = await Promise.all([
    listExamInspectorTeachers({ type, status: 1, page: 1, limit: 100 }, { loading: false }),
    listExamInspectorDuties({ type, start_date: dates[0]!, end_date: dates.at(-1)! }, { loading: false }),
  ]);
  // chief-qualified teachers first, so a room without a chief gets one
  const teachers = [...pool.result.list].sort((a, b) => b.chief_qualified - a.chief_qualified);
  const qualified = new Set(teachers.filter((t) => t.chief_qualified === 1).map((t) => t.id));
  const { added, unfilled } = autoAssign(
    open.map((row) => ({ ...slotWhere(row), missing: row.required_count - row.teachers.length })),
    teachers,
    uniqueDuties(duties.result.map(toDuty)),
  );
  const bySlot = new Map<number, Duty[]>();
  for (const duty of added) bySlot.set(duty.slotId, [...(bySlot.get(duty.slotId) ?? []), duty]);
  const assignments: InvigilationAssignment[] = open.flatMap((row) => {
    const extra = bySlot.get(row.id) ?? [];
    if (!extra.length) return [];
    let chief = row.teachers.find((teacher) => teacher.role === 1)?.teacher_id;
    const assistants = row.teachers
      .filter((teacher) => teacher.role === 2)
      .map((teacher) => teacher.teacher_id);
    for (const duty of extra) {
      if (!chief && qualified.has(duty.teacherId)) chief = duty.teacherId;
      else assistants.push(duty.teacherId);
    }
    return [{ slot_id: row.id, chief_id: chief ?? null, assistant_ids: assistants }];
  });
  if (assignments.length) await assignExamInvigilators({ assignments });
  const missing = unfilled.reduce((total, slot) => total + slot.missing, 0);
  return (
    `已为 ${assignments.length} 个考场安排 ${added.length} 人次监考` +
    (unfilled.length ? `；${unfilled.length} 个考场没有空闲的老师，仍差 ${missing} 人` : '')
  );
}

export function InvigilationPage() {
  const line = useArrangeLine();
  const [slot, setSlot] = useState<InvigilationSlot>();
  const [videos, setVideos] = useState<VideoTarget>();
  const list = useLineList(getListExamInvigilationSlotsQueryKey, listExamInvigilationSlots);
  const columns = useMemo(
    () =>
      slotColumns(line.venueNoun, () => false).map((column) =>
        column.key === 'clash'
          ? { ...column, render: (row: InvigilationSlot) => <ClashCell slot={row} type={line.type} /> }
          : column,
      ),
    [line.venueNoun, line.type],
  );
  const rowActions: RowAction<InvigilationSlot>[] = [
    { key: 'assign', label: '安排监考', perm: 'edit', onClick: (row) => setSlot(row) },
    {
      key: 'videos',
      label: '录像',
      onClick: (row) =>
        setVideos({
          title: `${slotPlace(row)} · ${row.course_name} · ${row.exam_date}`,
          params: { session_id: row.session_id, room_id: row.room_id },
          rooms: [{ id: row.room_id, name: slotPlace(row) }],
        }),
    },
  ];
  const batchActions: BatchAction<InvigilationSlot>[] = [
    {
      key: 'auto',
      label: '自动安排',
      perm: 'edit',
      confirm: (count) =>
        `将为所选 ${count} 个考场补齐监考老师（按当天监考次数从少到多、避开时间冲突），已配齐的考场不变，确定吗？`,
      onClick: async (rows) =>
        Message.success({ content: await autoAssignSlots(rows, line.type), duration: 6000 }),
    },
  ];
  return (
    <>
      <ListPage<InvigilationSlot>
        list={list}
        rowKey="id"
        search={slotSearch}
        columns={columns}
        rowActions={rowActions}
        batchActions={batchActions}
        summary={(envelope: ListEnvelope<InvigilationSlot>) => (
          <ClashSummary rows={envelope.result.list} type={line.type} />
        )}
        exportFile={lineExport(line.type, exportExamInvigilationSlots)}
        exportName="监考安排.xlsx"
      />
      <AssignInvigilatorsModal slot={slot} type={line.type} onClose={() => setSlot(undefined)} />
      <MonitorVideoModal target={videos} onClose={() => setVideos(undefined)} />
    </>
  );
}
