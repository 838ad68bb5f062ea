/**
 * 安排监考 of one room of a session: a chief and assistants from the line's enabled
 * invigilators; a teacher already invigilating elsewhere at that time is shown with the
 * clash and cannot be chosen (./invigilation-clash), and so is one teaching at that time (the
 * lessons of the day come with the timetable of the 冲突检查). Also the rooms of one session
 * (线下排考 → 监考), each with its own 安排监考.
 */
import { Alert, Button, Form, Message, Modal, Select, Spin } from '@arco-design/web-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  assignExamInvigilators,
  getListExamInspectorDutiesQueryKey,
  getListExamInspectorTeachersQueryKey,
  getExamOfflineTimetable,
  getGetExamOfflineTimetableQueryKey,
  getListExamInvigilationSlotsQueryKey,
  getListExamOfflineSessionsQueryKey,
  listExamInspectorDuties,
  listExamInspectorTeachers,
  listExamInvigilationSlots,
} from '@/generated/api/exam-arrange/exam-arrange';
import type { ExamOfflineSession, InvigilationSlot, Invigilator } from '@/generated/model';
import { DrillDownModal, lineList, type LineType, type ListParams, LoadFailed } from '@/kit';
import { useSingleFlight } from '@/ui/use-single-flight';

import { clashesFor, lessonDuties, type Duty } from './invigilation-clash';
import { slotColumns, slotPlace, toDuty } from './invigilation-fields';

const QUIET = { silent: true, loading: false };
/** Enough for the pool of one line; the select searches by name. */
const POOL_LIMIT = 100;

export function useInvigilatorPool(type: LineType, enabled = true) {
  const params = { type, status: 1 as const, page: 1, limit: POOL_LIMIT };
  return useQuery({
    queryKey: getListExamInspectorTeachersQueryKey(params),
    queryFn: ({ signal }) => listExamInspectorTeachers(params, QUIET, signal),
    enabled,
  });
}

export function useDuties(type: LineType, from: string | undefined, to: string | undefined) {
  const params = { type, start_date: from ?? '', end_date: to ?? '' };
  return useQuery({
    queryKey: getListExamInspectorDutiesQueryKey(params),
    queryFn: ({ signal }) => listExamInspectorDuties(params, QUIET, signal),
    enabled: !!from && !!to,
  });
}

/** The invigilators' lessons on a date (from the offline timetable), as duties that block them. */
export function useLessonDuties(type: LineType, date: string | undefined) {
  const params = { type, start_date: date ?? '', end_date: date ?? '' };
  const query = useQuery({
    queryKey: getGetExamOfflineTimetableQueryKey(params),
    queryFn: ({ signal }) => getExamOfflineTimetable(params, QUIET, signal),
    enabled: !!date,
  });
  return useMemo(() => lessonDuties(query.data?.result.lessons ?? []), [query.data]);
}

/** Everything that shows invigilation changes after an assignment. */
export function refreshInvigilation(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getListExamInvigilationSlotsQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getListExamInspectorDutiesQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getListExamOfflineSessionsQueryKey() }),
  ]);
}

function AssignForm({
  slot,
  pool,
  duties,
  onClose,
}: {
  slot: InvigilationSlot;
  pool: Invigilator[];
  duties: Duty[];
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const once = useSingleFlight();
  const [chief, setChief] = useState<number | undefined>(
    slot.teachers.find((teacher) => teacher.role === 1)?.teacher_id,
  );
  const [assistants, setAssistants] = useState<number[]>(
    slot.teachers.filter((teacher) => teacher.role === 2).map((teacher) => teacher.teacher_id),
  );
  const [saving, setSaving] = useState(false);
  const where = {
    slotId: slot.id,
    date: slot.exam_date,
    start: slot.start_time,
    end: slot.end_time,
    place: slotPlace(slot),
  };
  const clashOf = (teacherId: number) => clashesFor(teacherId, where, duties)[0];
  // teachers no longer in the pool (disabled since) keep their names
  const known = new Map(pool.map((teacher) => [teacher.id, teacher.name]));
  for (const teacher of slot.teachers)
    if (!known.has(teacher.teacher_id)) known.set(teacher.teacher_id, teacher.name);
  const option = (teacher: Pick<Invigilator, 'id' | 'name' | 'unit'>, taken: boolean) => {
    const clash = clashOf(teacher.id);
    return {
      value: teacher.id,
      label: clash
        ? `${teacher.name}（冲突：${clash.start}–${clash.end} 在${clash.place}）`
        : `${teacher.name}（${teacher.unit}）`,
      disabled: !!clash || taken,
    };
  };
  const chiefOptions = pool
    .filter((teacher) => teacher.chief_qualified === 1)
    .map((t) => option(t, assistants.includes(t.id)));
  const assistantOptions = pool.map((t) => option(t, t.id === chief));
  const count = (chief ? 1 : 0) + assistants.length;
  const chosenClashes = [chief, ...assistants].flatMap((id) => {
    const clash = id ? clashOf(id) : undefined;
    return clash ? [`${known.get(id!) ?? id} 在 ${clash.start}–${clash.end} 已安排在${clash.place}`] : [];
  });

  const save = () =>
    once(async () => {
      if (chosenClashes.length) return void Message.error(`时间冲突：${chosenClashes[0]}`);
      setSaving(true);
      try {
        await assignExamInvigilators({
          assignments: [{ slot_id: slot.id, chief_id: chief ?? null, assistant_ids: assistants }],
        });
        Message.success(`已安排 ${slotPlace(slot)} 的监考老师`);
        await refreshInvigilation(queryClient);
        onClose();
      } finally {
        setSaving(false);
      }
    }).catch(() => undefined);

  return (
    <>
      <Form layout="vertical">
        <Form.Item label="主监考">
          <Select
            placeholder="请选择主监考"
            options={chiefOptions}
            value={chief}
            onChange={(value) => setChief(value as number | undefined)}
            allowClear
            showSearch
          />
        </Form.Item>
        <Form.Item label="副监考">
          <Select
            mode="multiple"
            placeholder="请选择副监考"
            options={assistantOptions}
            value={assistants}
            onChange={(value) => setAssistants(value as number[])}
            maxTagCount={4}
            showSearch
          />
        </Form.Item>
      </Form>
      {chosenClashes.length > 0 && <Alert type="error" content={`时间冲突：${chosenClashes.join('；')}`} />}
      {count < slot.required_count && (
        <Alert
          type="warning"
          style={{ marginTop: 8 }}
          content={`本考场 ${slot.seated_count} 名考生，应配监考 ${slot.required_count} 人，当前 ${count} 人。`}
        />
      )}
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 16 }}>
        <Button onClick={onClose}>取消</Button>
        <Button type="primary" loading={saving} onClick={save}>
          保存
        </Button>
      </div>
    </>
  );
}

export function AssignInvigilatorsModal({
  slot,
  type,
  onClose,
}: {
  slot: InvigilationSlot | undefined;
  type: LineType;
  onClose: () => void;
}) {
  const pool = useInvigilatorPool(type, !!slot);
  const duties = useDuties(type, slot?.exam_date, slot?.exam_date);
  // a teacher teaching at that time cannot invigilate either (lessons that fail to load block no one)
  const lessons = useLessonDuties(type, slot?.exam_date);
  const dutyList = useMemo(
    () => [...(duties.data?.result ?? []).map(toDuty), ...lessons],
    [duties.data, lessons],
  );
  const error = pool.error ?? duties.error;
  return (
    <Modal
      title={
        slot ? `安排监考 · ${slotPlace(slot)} · ${slot.exam_date} ${slot.start_time}–${slot.end_time}` : ''
      }
      visible={!!slot}
      onCancel={onClose}
      footer={null}
      style={{ width: 640 }}
      unmountOnExit
    >
      {slot &&
        (error ? (
          <LoadFailed
            what="监考老师"
            error={error}
            onRetry={() => {
              void pool.refetch();
              void duties.refetch();
            }}
          />
        ) : pool.data && duties.data ? (
          <AssignForm slot={slot} pool={pool.data.result.list} duties={dutyList} onClose={onClose} />
        ) : (
          <Spin tip="正在加载监考老师与当天的监考…" style={{ display: 'block', margin: '32px auto' }} />
        ))}
    </Modal>
  );
}

/** 线下排考 → 监考: the rooms of one session, each with 安排监考. */
export function SessionSlotsModal({
  modal,
  type,
  venueNoun,
}: {
  modal: { visible: boolean; record?: ExamOfflineSession; close: () => void };
  type: LineType;
  venueNoun: string;
}) {
  const [slot, setSlot] = useState<InvigilationSlot>();
  const list = useMemo(
    () => (session: ExamOfflineSession) =>
      lineList(type, getListExamInvigilationSlotsQueryKey, listExamInvigilationSlots, {
        session_id: session.id,
      }),
    [type],
  );
  const columns = useMemo(
    () =>
      slotColumns(venueNoun, () => false).filter(
        (column) => !['exam_date', 'time', 'course_name', 'exam_name', 'clash'].includes(column.key),
      ),
    [venueNoun],
  );
  return (
    <>
      <DrillDownModal<ExamOfflineSession, InvigilationSlot, ListParams>
        modal={modal}
        title={(session) =>
          `监考安排 · ${session.course_name} · ${session.exam_date} ${session.start_time}–${session.end_time}`
        }
        items={[
          { key: 'exam_name', title: '考试' },
          { key: 'venue_names', title: venueNoun },
          { key: 'candidate_count', title: '应考人数' },
        ]}
        list={list}
        rowKey="id"
        columns={columns}
        rowActions={() => [
          { key: 'assign', label: '安排监考', perm: 'edit', onClick: (row) => setSlot(row) },
        ]}
        width={960}
      />
      <AssignInvigilatorsModal slot={slot} type={type} onClose={() => setSlot(undefined)} />
    </>
  );
}
