import { Alert, Button, Card, Message, Modal, Radio, Select, Space } from '@arco-design/web-react';
import { IconLeft, IconRight } from '@arco-design/web-react/icon';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePermission } from '@/access/access-context';
import {
  saveOwnScheduleWeek,
  useGetOwnScheduleResources,
  useGetOwnScheduleWeek,
} from '@/generated/api/teaching/teaching';
import type { ScheduleResources } from '@/generated/model';
import { addDays, LoadFailed, today, weekStartOf, ScreenLoading } from '@/kit';
import { MonthToolbar } from '@/kit/calendar';
import { useSingleFlight } from '@/ui/use-single-flight';
import { useUnsavedGuard } from '@/ui/use-unsaved-guard';
import { LessonModal } from './schedule-lesson-modal';
import {
  clashesOf,
  dayTitles,
  DAYS,
  findClashes,
  invigilationsInWeek,
  isBlocking,
  lessonsAt,
  PERIODS,
  toSaveBody,
  type DraftLesson,
  type Invigilation,
  type ScheduleView,
} from './schedule';
import styles from './schedule-page.module.css';

const VIEWS: { label: string; value: ScheduleView }[] = [
  { label: '按班级', value: 'class' },
  { label: '按教师', value: 'teacher' },
  { label: '按教室', value: 'room' },
];
let sequence = 0; // keys of lessons added in this session

/** 排课管理 (classScheduleST): a week grid per class, teacher or classroom; clashes are shown and block saving. */
export function SchedulePage() {
  const [params, setParams] = useSearchParams();
  const week = weekStartOf(params.get('week') || today());
  const resources = useGetOwnScheduleResources({ request: { silent: true } });
  const lessons = useGetOwnScheduleWeek({ week_start: week }, { request: { silent: true } });
  // the week's invigilation duties (self-taught line): a teacher invigilating cannot teach; without
  // them (failed to load) the check goes on without duties
  const duties = useQuery({
    queryKey: ['schedule-invigilation-duties', week],
    // the exam-arrange client is loaded only for this call, once the week is on screen
    queryFn: async ({ signal }) => {
      const { listExamInspectorDuties } = await import('@/generated/api/exam-arrange/exam-arrange');
      const params = { type: 1 as const, start_date: week, end_date: addDays(week, 6) };
      return listExamInspectorDuties(params, { silent: true, loading: false }, signal);
    },
    enabled: resources.isSuccess && lessons.isSuccess,
  });
  const invigilations = useMemo(
    () => invigilationsInWeek(week, duties.data?.result ?? []),
    [week, duties.data],
  );
  const go = (next: string) =>
    setParams((current) => {
      const query = new URLSearchParams(current);
      query.set('week', next);
      return query;
    });

  if (resources.isError)
    return <LoadFailed what="排课资源" error={resources.error} onRetry={resources.refetch} />;
  if (lessons.isError) return <LoadFailed what="课表" error={lessons.error} onRetry={lessons.refetch} />;
  if (!resources.data || !lessons.data) return <ScreenLoading />;
  return (
    <WeekEditor
      key={`${week}:${lessons.dataUpdatedAt}`}
      week={week}
      resources={resources.data.result}
      invigilations={invigilations}
      initial={lessons.data.result.lessons.map((lesson) => ({ ...lesson, key: `l${lesson.id}` }))}
      onWeek={go}
      onSaved={() => void lessons.refetch()}
    />
  );
}

function WeekEditor({
  week,
  resources,
  invigilations,
  initial,
  onWeek,
  onSaved,
}: {
  week: string;
  resources: ScheduleResources;
  invigilations: readonly Invigilation[];
  initial: DraftLesson[];
  onWeek: (week: string) => void;
  onSaved: () => void;
}) {
  const { can } = usePermission();
  const once = useSingleFlight();
  const [lessons, setLessons] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [view, setView] = useState<ScheduleView>('class');
  const entities = useMemo(
    () => ({ class: resources.classes, teacher: resources.teachers, room: resources.rooms }),
    [resources],
  );
  const [chosen, setChosen] = useState<Record<ScheduleView, number | undefined>>({
    class: resources.classes[0]?.id,
    teacher: resources.teachers[0]?.id,
    room: resources.rooms[0]?.id,
  });
  const [editing, setEditing] = useState<DraftLesson>();
  useUnsavedGuard(dirty);

  const clashes = useMemo(
    () => findClashes(lessons, resources, invigilations),
    [lessons, resources, invigilations],
  );
  const blocking = clashes.filter(isBlocking);
  const small = clashes.filter((clash) => !isBlocking(clash));
  const titles = dayTitles(week);
  const editable = can('edit');

  const leaveWeek = (next: string) => {
    if (!dirty) return onWeek(next);
    Modal.confirm({
      title: '本周课表尚未保存',
      content: '切换后本周的修改将丢失，确定切换吗？',
      onOk: () => onWeek(next),
    });
  };
  const apply = (lesson: DraftLesson) => {
    setLessons((current) =>
      current.some((item) => item.key === lesson.key)
        ? current.map((item) => (item.key === lesson.key ? lesson : item))
        : [...current, lesson],
    );
    setDirty(true);
    setEditing(undefined);
  };
  const remove = (lesson: DraftLesson) => {
    setLessons((current) => current.filter((item) => item.key !== lesson.key));
    setDirty(true);
    setEditing(undefined);
  };
  const newLesson = (day: number, period: number): DraftLesson => {
    const group = view === 'class' ? resources.classes.find((item) => item.id === chosen.class) : undefined;
    const teacher =
      view === 'teacher' ? resources.teachers.find((item) => item.id === chosen.teacher) : undefined;
    const room = view === 'room' ? resources.rooms.find((item) => item.id === chosen.room) : undefined;
    return {
      key: `n${(sequence += 1)}`,
      id: null,
      day,
      period,
      class_id: group?.id ?? 0,
      class_name: group?.name ?? '',
      course_id: 0,
      course_name: '',
      teacher_id: teacher?.id ?? 0,
      teacher_name: teacher?.name ?? '',
      room_id: room?.id ?? 0,
      room_name: room?.name ?? '',
    };
  };

  const send = async (confirmed: boolean) => {
    setSaving(true);
    try {
      await saveOwnScheduleWeek(toSaveBody(week, lessons, confirmed));
      setDirty(false);
      Message.success('课表已保存');
      onSaved();
    } catch {
      // the API layer has shown why; the grid keeps its changes
    } finally {
      setSaving(false);
    }
  };
  const save = () =>
    once(async () => {
      if (blocking.length) {
        Message.error(`还有 ${blocking.length} 处冲突，解决后才能保存`);
        return;
      }
      if (small.length)
        Modal.confirm({
          title: '教室容量小于班级人数',
          content: (
            <Space direction="vertical">
              {small.map((clash) => (
                <span key={clash.message}>{clash.message}</span>
              ))}
              <span>确认这样安排并保存吗？</span>
            </Space>
          ),
          okText: '确认并保存',
          onOk: () => send(true),
        });
      else await send(false);
    });

  const lessonClass = (lesson: DraftLesson) => {
    const own = clashesOf(lesson.key, clashes);
    if (own.some(isBlocking)) return `${styles.lesson} ${styles.clash}`;
    if (own.length) return `${styles.lesson} ${styles.small}`;
    return styles.lesson;
  };
  const meta = (lesson: DraftLesson) =>
    ({
      class: `${lesson.teacher_name} · ${lesson.room_name}`,
      teacher: `${lesson.class_name} · ${lesson.room_name}`,
      room: `${lesson.class_name} · ${lesson.teacher_name}`,
    })[view];

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <MonthToolbar>
        <Space>
          <Button icon={<IconLeft />} onClick={() => leaveWeek(addDays(week, -7))}>
            上一周
          </Button>
          <strong>
            {week} 至 {addDays(week, 6)}
          </strong>
          <Button onClick={() => leaveWeek(addDays(week, 7))}>
            下一周
            <IconRight />
          </Button>
          <Button type="text" onClick={() => leaveWeek(weekStartOf(today()))}>
            本周
          </Button>
        </Space>
        <Space>
          <Radio.Group type="button" options={VIEWS} value={view} onChange={setView} />
          <Select
            aria-label="查看对象"
            style={{ width: 260 }}
            showSearch
            value={chosen[view]}
            options={entities[view].map((item) => ({ label: item.name, value: item.id }))}
            onChange={(id: number) => setChosen((current) => ({ ...current, [view]: id }))}
          />
          {editable && (
            <Button type="primary" loading={saving} disabled={!dirty} onClick={() => void save()}>
              保存课表
            </Button>
          )}
        </Space>
      </MonthToolbar>
      {(blocking.length > 0 || small.length > 0) && (
        <Space direction="vertical" style={{ width: '100%' }} aria-label="冲突">
          {blocking.length > 0 && (
            <Alert
              type="error"
              title={`本周有 ${blocking.length} 处冲突，解决后才能保存`}
              content={blocking.map((clash) => (
                <div key={clash.message}>{clash.message}</div>
              ))}
            />
          )}
          {small.length > 0 && (
            <Alert
              type="warning"
              title={`${small.length} 处教室容量小于班级人数，保存时需确认`}
              content={small.map((clash) => (
                <div key={clash.message}>{clash.message}</div>
              ))}
            />
          )}
        </Space>
      )}
      <Card bordered={false}>
        <table className={styles.grid} aria-label="周课表">
          <thead>
            <tr>
              <th className={styles.period}>节次</th>
              {titles.map((title) => (
                <th key={title}>{title}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {PERIODS.map((period, periodIndex) => (
              <tr key={period.label}>
                <th className={styles.period} scope="row">
                  {period.label}
                  <span className={styles.time}>{period.time}</span>
                </th>
                {DAYS.map((day, dayIndex) => (
                  <td key={day} className={styles.cell}>
                    {lessonsAt(lessons, view, chosen[view], dayIndex + 1, periodIndex + 1).map((lesson) => (
                      <button
                        key={lesson.key}
                        type="button"
                        className={lessonClass(lesson)}
                        onClick={() => setEditing(lesson)}
                      >
                        <span className={styles.course}>{lesson.course_name}</span>
                        <span className={styles.meta}>{meta(lesson)}</span>
                      </button>
                    ))}
                    {editable && chosen[view] !== undefined && (
                      <Button
                        type="text"
                        size="mini"
                        className={styles.add}
                        aria-label={`在${day}${period.label}排课`}
                        onClick={() => setEditing(newLesson(dayIndex + 1, periodIndex + 1))}
                      >
                        +
                      </Button>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      {editing && (
        <LessonModal
          key={editing.key}
          lesson={editing}
          lessons={lessons}
          resources={resources}
          invigilations={invigilations}
          editable={editable}
          onApply={apply}
          onRemove={remove}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Space>
  );
}
