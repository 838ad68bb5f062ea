/** One lesson of the week: class, course, teacher, room, day and period, with its clashes shown before it is applied. */
import { Alert, Button, Modal, Space } from '@arco-design/web-react';
import { useMemo, useState } from 'react';
import { SaveOwnScheduleWeekBody } from '@/generated/zod/teaching/teaching.zod';
import type { ScheduleResources } from '@/generated/model';
import { useFilter, useFormSection, type FormField } from '@/kit';
import {
  DAYS,
  PERIODS,
  clashesOf,
  findClashes,
  isBlocking,
  type DraftLesson,
  type Invigilation,
} from './schedule';
import { splitCourseLabel } from './teach-plan';

/** What the contract asks of one lesson (each choice required). */
const LESSON_RULES = SaveOwnScheduleWeekBody.shape.lessons.element;
const options = <Item extends { id: number; name: string }>(
  items: readonly Item[],
  label: (item: Item) => string = (item) => item.name,
) => items.map((item) => ({ label: label(item), value: item.id }));

const lessonFields = (resources: ScheduleResources): FormField[] => [
  {
    type: 'select',
    field: 'class_id',
    label: '班级',
    half: true,
    showSearch: true,
    options: options(resources.classes, (item) => `${item.name}（${item.student_count} 人）`),
  },
  { type: 'filter', field: 'course_id', label: '课程', half: true, kind: 'course' },
  {
    type: 'select',
    field: 'teacher_id',
    label: '任课教师',
    half: true,
    showSearch: true,
    options: options(resources.teachers),
  },
  {
    type: 'select',
    field: 'room_id',
    label: '教室',
    half: true,
    showSearch: true,
    options: options(resources.rooms, (item) => `${item.name}（${item.capacity} 座）`),
  },
  {
    type: 'select',
    field: 'day',
    label: '星期',
    half: true,
    options: DAYS.map((label, index) => ({ label, value: index + 1 })),
  },
  {
    type: 'select',
    field: 'period',
    label: '节次',
    half: true,
    options: PERIODS.map((period, index) => ({
      label: `${period.label}（${period.time}）`,
      value: index + 1,
    })),
  },
];

/** What a lesson is made of; a lesson not yet chosen has 0 where the form shows an empty choice. */
const CHOICES = ['class_id', 'course_id', 'teacher_id', 'room_id', 'day', 'period'] as const;
type Choices = Partial<Pick<DraftLesson, (typeof CHOICES)[number]>>;

export function LessonModal({
  lesson,
  lessons,
  resources,
  invigilations = [],
  editable,
  onApply,
  onRemove,
  onClose,
}: {
  lesson: DraftLesson;
  lessons: readonly DraftLesson[];
  resources: ScheduleResources;
  /** The week's invigilation duties (a teacher invigilating cannot teach). */
  invigilations?: readonly Invigilation[];
  editable: boolean;
  onApply: (lesson: DraftLesson) => void;
  onRemove: (lesson: DraftLesson) => void;
  onClose: () => void;
}) {
  // the parent renders one modal per lesson (key), so the draft starts from it
  const [draft, setDraft] = useState(lesson);
  const courses = useFilter('course').items;
  const fields = useMemo(() => lessonFields(resources), [resources]);
  const nameOf = <Item extends { id: number; name: string }>(items: readonly Item[], id: number) =>
    items.find((item) => item.id === id)?.name ?? '';
  const course = (id: number) => courses.find((item) => item.value === id)?.label ?? '';

  const form = useFormSection<Choices>({
    title: '课程安排',
    fields,
    schema: LESSON_RULES,
    value: Object.fromEntries(CHOICES.map((key) => [key, draft[key] || undefined])),
    onChange: (choices) => {
      const next = { ...draft, ...Object.fromEntries(CHOICES.map((key) => [key, choices[key] ?? 0])) };
      setDraft({
        ...next,
        class_name: nameOf(resources.classes, next.class_id),
        course_name: splitCourseLabel(course(next.course_id)).name,
        teacher_name: nameOf(resources.teachers, next.teacher_id),
        room_name: nameOf(resources.rooms, next.room_id),
      });
    },
    disabled: !editable,
  });

  const isNew = !lessons.some((item) => item.key === lesson.key);
  const complete = CHOICES.every((key) => draft[key] > 0);
  const after = [...lessons.filter((item) => item.key !== draft.key), draft];
  const own = complete ? clashesOf(draft.key, findClashes(after, resources, invigilations)) : [];

  return (
    <Modal
      title={isNew ? '排课' : `课程安排：${lesson.course_name}`}
      visible
      onCancel={onClose}
      maskClosable={false}
      style={{ width: 640 }}
      footer={
        <Space>
          {editable && !isNew && (
            <Button status="danger" onClick={() => onRemove(lesson)}>
              删除这节课
            </Button>
          )}
          <Button onClick={onClose}>取消</Button>
          {editable && (
            <Button type="primary" disabled={!complete} onClick={() => onApply(draft)}>
              确定
            </Button>
          )}
        </Space>
      }
    >
      {form.section}
      {own.map((clash) => (
        <Alert
          key={clash.message}
          type={isBlocking(clash) ? 'error' : 'warning'}
          style={{ marginTop: 8 }}
          content={isBlocking(clash) ? `冲突：${clash.message}` : `容量不足：${clash.message}`}
        />
      ))}
    </Modal>
  );
}
