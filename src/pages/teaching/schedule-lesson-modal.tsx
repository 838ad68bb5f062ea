/** One lesson of the week: class, course, teacher, room, day and period, with its clashes shown before it is applied. */
import { Alert, Button, Form, Grid, Modal, Select, Space } from '@arco-design/web-react';
import { useState } from 'react';
import type { ScheduleResources } from '@/generated/model';
import { FilterSelect, useFilter } from '@/kit';
import { DAYS, PERIODS, clashesOf, findClashes, isBlocking, type DraftLesson } from './schedule';
import { splitCourseLabel } from './teach-plan';

const DAY_OPTIONS = DAYS.map((label, index) => ({ label, value: index + 1 }));
const PERIOD_OPTIONS = PERIODS.map((period, index) => ({
  label: `${period.label}（${period.time}）`,
  value: index + 1,
}));

export function LessonModal({
  lesson,
  lessons,
  resources,
  editable,
  onApply,
  onRemove,
  onClose,
}: {
  lesson: DraftLesson;
  lessons: readonly DraftLesson[];
  resources: ScheduleResources;
  editable: boolean;
  onApply: (lesson: DraftLesson) => void;
  onRemove: (lesson: DraftLesson) => void;
  onClose: () => void;
}) {
  // the parent renders one modal per lesson (key), so the draft starts from it
  const [draft, setDraft] = useState(lesson);
  const courses = useFilter('course').items;

  const isNew = !lessons.some((item) => item.key === lesson.key);
  const complete = draft.class_id > 0 && draft.course_id > 0 && draft.teacher_id > 0 && draft.room_id > 0;
  const after = [...lessons.filter((item) => item.key !== draft.key), draft];
  const own = complete ? clashesOf(draft.key, findClashes(after, resources)) : [];
  const set = (next: Partial<DraftLesson>) => setDraft((current) => ({ ...current, ...next }));
  const pick = <Item extends { id: number; name: string }>(items: readonly Item[], id: number) =>
    items.find((item) => item.id === id)?.name ?? '';

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
      <Form layout="vertical" disabled={!editable} aria-label="课程安排">
        <Grid.Row gutter={16}>
          <Grid.Col span={12}>
            <Form.Item label="班级" required>
              <Select
                aria-label="班级"
                placeholder="请选择班级"
                showSearch
                value={draft.class_id || undefined}
                options={resources.classes.map((item) => ({
                  label: `${item.name}（${item.student_count} 人）`,
                  value: item.id,
                }))}
                onChange={(id: number) => set({ class_id: id, class_name: pick(resources.classes, id) })}
              />
            </Form.Item>
          </Grid.Col>
          <Grid.Col span={12}>
            <Form.Item label="课程" required>
              <FilterSelect
                kind="course"
                aria-label="课程"
                placeholder="请选择课程"
                showSearch
                value={draft.course_id || undefined}
                onChange={(id: number) =>
                  set({
                    course_id: id,
                    course_name: splitCourseLabel(courses.find((item) => item.value === id)?.label ?? '')
                      .name,
                  })
                }
              />
            </Form.Item>
          </Grid.Col>
          <Grid.Col span={12}>
            <Form.Item label="任课教师" required>
              <Select
                aria-label="任课教师"
                placeholder="请选择任课教师"
                showSearch
                value={draft.teacher_id || undefined}
                options={resources.teachers.map((item) => ({ label: item.name, value: item.id }))}
                onChange={(id: number) => set({ teacher_id: id, teacher_name: pick(resources.teachers, id) })}
              />
            </Form.Item>
          </Grid.Col>
          <Grid.Col span={12}>
            <Form.Item label="教室" required>
              <Select
                aria-label="教室"
                placeholder="请选择教室"
                showSearch
                value={draft.room_id || undefined}
                options={resources.rooms.map((item) => ({
                  label: `${item.name}（${item.capacity} 座）`,
                  value: item.id,
                }))}
                onChange={(id: number) => set({ room_id: id, room_name: pick(resources.rooms, id) })}
              />
            </Form.Item>
          </Grid.Col>
          <Grid.Col span={12}>
            <Form.Item label="星期" required>
              <Select
                aria-label="星期"
                value={draft.day}
                options={DAY_OPTIONS}
                onChange={(day: number) => set({ day })}
              />
            </Form.Item>
          </Grid.Col>
          <Grid.Col span={12}>
            <Form.Item label="节次" required>
              <Select
                aria-label="节次"
                value={draft.period}
                options={PERIOD_OPTIONS}
                onChange={(period: number) => set({ period })}
              />
            </Form.Item>
          </Grid.Col>
        </Grid.Row>
      </Form>
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
