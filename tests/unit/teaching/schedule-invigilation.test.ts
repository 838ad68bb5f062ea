/** 排课's clash check counts invigilation duties: a teacher invigilating cannot teach meanwhile. */
import { describe, expect, it } from 'vitest';
import { findClashes, invigilationsInWeek, isBlocking, type DraftLesson } from '@/pages/teaching/schedule';

const resources = {
  classes: [{ id: 1, name: '汉语言1班', student_count: 46 }],
  rooms: [{ id: 1, name: 'A301', capacity: 60 }],
};

const lesson = (over: Partial<DraftLesson> = {}): DraftLesson => ({
  key: 'k1',
  id: 1,
  day: 6,
  period: 1,
  class_id: 1,
  class_name: '汉语言1班',
  course_id: 1,
  course_name: '英语（二）',
  teacher_id: 8,
  teacher_name: '林婷',
  room_id: 1,
  room_name: 'A301',
  ...over,
});

const duty = (over: Partial<Parameters<typeof invigilationsInWeek>[1][number]> = {}) => ({
  teacher_name: '林婷',
  exam_date: '2026-04-11',
  start_time: '09:00',
  end_time: '11:30',
  venue_name: '广州天河函授站',
  room_name: '第2考场',
  course_name: '马克思主义基本原理概论',
  ...over,
});

describe('schedule clashes with invigilation', () => {
  // the week of Monday 2026-04-06: Saturday 2026-04-11 is day 6
  const week = '2026-04-06';

  it('places the week’s duties on its days and drops the others', () => {
    expect(invigilationsInWeek(week, [duty(), duty({ exam_date: '2026-04-13' })])).toEqual([
      {
        teacherName: '林婷',
        day: 6,
        start: 540,
        end: 690,
        what: '广州天河函授站 第2考场 · 马克思主义基本原理概论',
      },
    ]);
  });

  it('blocks a lesson of a teacher who invigilates in its period', () => {
    const clashes = findClashes([lesson()], resources, invigilationsInWeek(week, [duty()]));
    expect(clashes).toEqual([
      {
        kind: 'invigilation',
        day: 6,
        period: 1,
        keys: ['k1'],
        message: '周六 第1–2节：教师林婷此时在监考（广州天河函授站 第2考场 · 马克思主义基本原理概论）',
      },
    ]);
    expect(clashes.every(isBlocking)).toBe(true);
  });

  it('leaves other teachers, other days and touching periods alone', () => {
    const busy = invigilationsInWeek(week, [duty()]);
    expect(findClashes([lesson({ teacher_name: '吴雅琴' })], resources, busy)).toEqual([]);
    expect(findClashes([lesson({ day: 5 })], resources, busy)).toEqual([]);
    // 第5–6节 14:30–16:00 after a duty ending 14:30
    const morning = invigilationsInWeek(week, [duty({ start_time: '12:00', end_time: '14:30' })]);
    expect(findClashes([lesson({ period: 3 })], resources, morning)).toEqual([]);
    expect(findClashes([lesson()], resources)).toEqual([]);
  });
});
