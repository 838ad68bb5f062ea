import { describe, expect, it } from 'vitest';
import type { ClassGroup, ClassScoreMatrix } from '@/generated/model';
import { capacityProblem, transferTargets } from '@/pages/teaching/class-rules';
import { courseFigures, isFailed, scoreRows } from '@/pages/teaching/class-scores';
import {
  creditWarning,
  moveCourse,
  planProblems,
  runningCredits,
  semesterTotals,
  splitCourseLabel,
  toCourseInputs,
  totalsOf,
  type PlanCourse,
} from '@/pages/teaching/teach-plan';
import { arrangedPercent } from '@/pages/teaching/carry-plan-fields';
import { bulkPreview, generationPreview, semesterGroups } from '@/pages/teaching/carry-plan';
import { addDays, weekStartOf } from '@/kit';
import {
  clashesOf,
  dayTitles,
  findClashes,
  isBlocking,
  lessonsAt,
  toSaveBody,
  type DraftLesson,
} from '@/pages/teaching/schedule';
import { timePlanProblems } from '@/pages/teaching/time-plan';

describe('classes', () => {
  const matrix: ClassScoreMatrix = {
    class_id: 1,
    class_name: '1班',
    pass_score: 60,
    courses: [
      { course_id: 1, code: '00015', name: '英语（二）', credit: 14, semester: 1 },
      { course_id: 2, code: '03708', name: '近现代史', credit: 2, semester: 1 },
    ],
    students: [
      {
        student_id: 1,
        student_no: 'a',
        name: '甲',
        scores: [
          { course_id: 1, score: 60 },
          { course_id: 2, score: 59.5 },
        ],
      },
      { student_id: 2, student_no: 'b', name: '乙', scores: [{ course_id: 1, score: null }] },
      {
        student_id: 3,
        student_no: 'c',
        name: '丙',
        scores: [
          { course_id: 1, score: 90 },
          { course_id: 2, score: 71 },
        ],
      },
    ],
  };

  describe('class grade matrix', () => {
    it('counts failed and missing scores, credits of passed courses and the average', () => {
      const [a, b, c] = scoreRows(matrix);
      expect(a).toMatchObject({
        failed: 1,
        missing: 0,
        credits: 14,
        average: 59.8,
        scores: { 1: 60, 2: 59.5 },
      });
      // a course without a cell counts as not entered
      expect(b).toMatchObject({
        failed: 0,
        missing: 2,
        credits: 0,
        average: null,
        scores: { 1: null, 2: null },
      });
      expect(c).toMatchObject({ failed: 0, credits: 16, average: 80.5 });
    });

    it('gives per-course pass rates over the entered scores only', () => {
      expect(courseFigures(matrix)).toEqual([
        { course_id: 1, entered: 2, passed: 2, passRate: 100, average: 75 },
        { course_id: 2, entered: 2, passed: 1, passRate: 50, average: 65.3 },
      ]);
      expect(courseFigures({ ...matrix, students: [] })[0]).toEqual({
        course_id: 1,
        entered: 0,
        passed: 0,
        passRate: null,
        average: null,
      });
    });

    it('marks a score below the pass line as failed, the pass line itself and blanks not', () => {
      expect(isFailed(59.9, 60)).toBe(true);
      expect(isFailed(60, 60)).toBe(false);
      expect(isFailed(null, 60)).toBe(false);
      expect(isFailed(0, 60)).toBe(true);
    });
  });

  const group = (id: number, over: Partial<ClassGroup> = {}) =>
    ({ id, name: `${id}班`, student_count: 40, capacity: 50, status: 1, ...over }) as ClassGroup;

  describe('class rules', () => {
    it('lets students join while the class has room', () => {
      expect(capacityProblem(group(1), 10)).toBeUndefined();
      expect(capacityProblem(group(1), 11)).toBe(
        '「1班」上限 50 人，现有 40 人，最多还能加入 10 人，已选 11 人',
      );
      expect(capacityProblem(group(1, { student_count: 50 }), 1)).toBe(
        '「1班」已满（上限 50 人），不能再加入学生',
      );
      // over-full classes (capacity lowered later) are full, not negative
      expect(capacityProblem(group(1, { student_count: 55 }), 1)).toMatch(/已满/);
    });

    it('offers every other class in progress as a transfer target, with its room', () => {
      expect(transferTargets([group(1), group(2), group(3, { status: 2 })], 1)).toEqual([
        { label: '2班（40/50 人）', value: 2 },
      ]);
    });
  });
});

describe('teach-plan', () => {
  const course = (course_id: number, semester: number, credit: number, hours = 36): PlanCourse => ({
    course_id,
    code: String(course_id).padStart(5, '0'),
    name: `课程${course_id}`,
    type: 1,
    semester,
    credit,
    hours,
    exam_form: 1,
  });

  const plan = [course(1, 1, 14, 252), course(2, 1, 0.1), course(3, 1, 0.2), course(4, 3, 4, 72)];

  describe('teaching-plan totals', () => {
    it('adds credits without floating-point residue and counts hours', () => {
      expect(totalsOf(plan)).toEqual({ count: 4, credits: 18.3, hours: 396 });
      expect(totalsOf([course(2, 1, 0.1), course(3, 1, 0.2)]).credits).toBe(0.3);
      expect(totalsOf([])).toEqual({ count: 0, credits: 0, hours: 0 });
    });

    it('totals each semester, empty ones included, and runs the credits on', () => {
      const totals = semesterTotals(plan, 4);
      expect(totals).toEqual([
        { semester: 1, count: 3, credits: 14.3, hours: 324 },
        { semester: 2, count: 0, credits: 0, hours: 0 },
        { semester: 3, count: 1, credits: 4, hours: 72 },
        { semester: 4, count: 0, credits: 0, hours: 0 },
      ]);
      expect(runningCredits(totals)).toEqual([14.3, 14.3, 18.3, 18.3]);
      expect(semesterTotals(plan, 0)).toEqual([]);
    });

    it('warns only when the total misses a known requirement', () => {
      expect(creditWarning(36, 72)).toBe('总学分 36 未达到专业要求的 72 学分，还差 36 学分');
      expect(creditWarning(71.5, 72)).toBe('总学分 71.5 未达到专业要求的 72 学分，还差 0.5 学分');
      expect(creditWarning(72, 72)).toBeUndefined();
      expect(creditWarning(80, 72)).toBeUndefined();
      expect(creditWarning(10, undefined)).toBeUndefined();
      expect(creditWarning(10, 0)).toBeUndefined();
    });
  });

  describe('teaching-plan checks', () => {
    it('names courses beyond the semester count and repeated courses', () => {
      expect(planProblems(plan, 4)).toEqual([]);
      expect(planProblems(plan, 2)).toEqual(['「课程4」排在第 2 学期之后，请调整学期或学期数']);
      expect(planProblems([...plan, course(1, 2, 2)], 4)).toEqual([
        '「课程1」重复排课，同一课程只能出现一次',
      ]);
    });

    it('moves a course within its semester only', () => {
      const ids = (courses: PlanCourse[]) => courses.map((item) => item.course_id);
      expect(ids(moveCourse(plan, 3, -1))).toEqual([1, 3, 2, 4]);
      expect(ids(moveCourse(plan, 1, -1))).toEqual([1, 2, 3, 4]); // first stays
      expect(ids(moveCourse(plan, 3, 1))).toEqual([1, 2, 3, 4]); // course 4 is another semester
      expect(ids(moveCourse(plan, 99, 1))).toEqual([1, 2, 3, 4]);
    });

    it('sends only what the body takes and reads the course filter labels', () => {
      expect(toCourseInputs([course(1, 1, 14, 252)])).toEqual([
        { course_id: 1, semester: 1, credit: 14, hours: 252, exam_form: 1 },
      ]);
      expect(splitCourseLabel('00015 英语（二）')).toEqual({ code: '00015', name: '英语（二）' });
      expect(splitCourseLabel('大学语文')).toEqual({ code: '', name: '大学语文' });
    });
  });
});

describe('carry-plan', () => {
  describe('execution plans', () => {
    it('groups courses by semester in order with their credits', () => {
      const groups = semesterGroups([
        { semester: 2, credit: 4 },
        { semester: 1, credit: 14 },
        { semester: 2, credit: 0.5 },
        { semester: 1, credit: 2 },
      ]);
      expect(
        groups.map(({ semester, title, credits, courses }) => [semester, title, credits, courses.length]),
      ).toEqual([
        [1, '第 1 学期', 16, 2],
        [2, '第 2 学期', 4.5, 2],
      ]);
      expect(semesterGroups([])).toEqual([]);
    });

    it('previews what generating creates and names the classes that already have a plan', () => {
      const classes = [
        { name: '1班', student_count: 46, carry_plan_id: null },
        { name: '2班', student_count: 41, carry_plan_id: 3 },
      ];
      expect(generationPreview({ course_count: 7 }, classes)).toEqual({
        classCount: 2,
        studentCount: 87,
        courseCount: 7,
        arrangements: 14,
        taken: ['2班'],
      });
      expect(generationPreview(undefined, [])).toEqual({
        classCount: 0,
        studentCount: 0,
        courseCount: 0,
        arrangements: 0,
        taken: [],
      });
    });

    it('gives the arranged share, 0 for a plan without courses', () => {
      expect(arrangedPercent({ arranged_count: 9, course_count: 14 })).toBe(64);
      expect(arrangedPercent({ arranged_count: 0, course_count: 0 })).toBe(0);
    });
  });

  describe('bulk execution plans for new classes', () => {
    const candidate = (id: number, over: Partial<Parameters<typeof bulkPreview>[0][number]> = {}) => ({
      id,
      name: `${id}班`,
      student_count: 40,
      teach_plan_id: 1,
      teach_plan_name: '计划',
      course_count: 10,
      has_carry_plan: 0,
      ...over,
    });

    it('creates for classes with a plan of courses and says why the others are skipped', () => {
      const preview = bulkPreview([
        candidate(1),
        candidate(2, { teach_plan_id: 2, student_count: 50, course_count: 30 }),
        candidate(3, { has_carry_plan: 1 }),
        candidate(4, { teach_plan_id: null, course_count: 0 }),
        candidate(5, { teach_plan_id: 3, course_count: 0 }),
      ]);
      expect(preview.create.map((row) => row.id)).toEqual([1, 2]);
      expect(preview.skip.map(({ row, reason }) => [row.id, reason])).toEqual([
        [3, '已有执行计划'],
        [4, '没有匹配的已启用教学计划'],
        [5, '教学计划中还没有课程'],
      ]);
      expect(preview).toMatchObject({ students: 90, arrangements: 40, plans: 2 });
    });

    it('is empty for no classes', () => {
      expect(bulkPreview([])).toEqual({ create: [], skip: [], students: 0, arrangements: 0, plans: 0 });
    });
  });
});

describe('schedule', () => {
  const resources = {
    classes: [
      { id: 1, name: '汉语言1班', student_count: 46 },
      { id: 2, name: '会计1班', student_count: 52 },
    ],
    rooms: [
      { id: 1, name: 'A301', capacity: 60 },
      { id: 2, name: 'A302', capacity: 45 },
      { id: 4, name: 'C201', capacity: 120 },
    ],
  };

  let next = 0;
  const lesson = (over: Partial<DraftLesson>): DraftLesson => {
    next += 1;
    return {
      key: `k${next}`,
      id: next,
      day: 1,
      period: 1,
      class_id: 1,
      class_name: '汉语言1班',
      course_id: 1,
      course_name: '英语（二）',
      teacher_id: 8,
      teacher_name: '吴雅琴',
      room_id: 1,
      room_name: 'A301',
      ...over,
    };
  };

  describe('schedule weeks', () => {
    it('finds the Monday of any day, across months and years', () => {
      expect(weekStartOf('2026-03-09')).toBe('2026-03-09'); // a Monday
      expect(weekStartOf('2026-03-15')).toBe('2026-03-09'); // Sunday belongs to the week before it
      expect(weekStartOf('2026-03-12')).toBe('2026-03-09');
      expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
      expect(addDays('2026-02-27', 7)).toBe('2026-03-06');
      expect(dayTitles('2026-03-09')).toEqual([
        '周一 03-09',
        '周二 03-10',
        '周三 03-11',
        '周四 03-12',
        '周五 03-13',
        '周六 03-14',
        '周日 03-15',
      ]);
    });

    it('puts lessons in the cell of their class, teacher or room', () => {
      const lessons = [lesson({}), lesson({ period: 2 }), lesson({ class_id: 2, teacher_id: 9, room_id: 4 })];
      expect(lessonsAt(lessons, 'class', 1, 1, 1).map((l) => l.key)).toEqual([lessons[0].key]);
      expect(lessonsAt(lessons, 'teacher', 9, 1, 1)).toEqual([lessons[2]]);
      expect(lessonsAt(lessons, 'room', 1, 1, 2)).toEqual([lessons[1]]);
      expect(lessonsAt(lessons, 'room', undefined, 1, 1)).toEqual([]);
    });
  });

  describe('schedule clash check', () => {
    it('finds nothing in a clean week', () => {
      const lessons = [
        lesson({}),
        lesson({ class_id: 2, class_name: '会计1班', teacher_id: 9, room_id: 4, room_name: 'C201' }),
        lesson({ period: 2 }), // same teacher and room, another period
      ];
      expect(findClashes(lessons, resources)).toEqual([]);
    });

    it('finds one teacher in two classes at the same time', () => {
      const a = lesson({});
      const b = lesson({ class_id: 2, class_name: '会计1班', room_id: 4, room_name: 'C201' });
      expect(findClashes([a, b], resources)).toEqual([
        {
          kind: 'teacher',
          day: 1,
          period: 1,
          keys: [a.key, b.key],
          message: '周一 第1–2节：教师吴雅琴同时给「汉语言1班」「会计1班」上课',
        },
      ]);
    });

    it('finds one room twice, one class twice and a room smaller than the class', () => {
      const a = lesson({ day: 3, period: 5 });
      const b = lesson({ day: 3, period: 5, teacher_id: 9, teacher_name: '郑国华', course_name: '大学语文' });
      const small = lesson({ day: 6, class_id: 2, class_name: '会计1班', room_id: 2, room_name: 'A302' });
      const room = lesson({
        day: 3,
        period: 5,
        class_id: 2,
        class_name: '会计1班',
        teacher_id: 3,
        teacher_name: '张伟',
        room_id: 4,
        room_name: 'C201',
      });
      const sameRoom = lesson({
        day: 3,
        period: 5,
        class_id: 3,
        class_name: '护理1班',
        teacher_id: 7,
        room_id: 4,
        room_name: 'C201',
      });
      const clashes = findClashes([small, a, b, room, sameRoom], resources);
      expect(clashes.map((clash) => clash.message)).toEqual([
        // one class twice is said once, as the class clash (not also as its room twice)
        '周三 第9–10节：教室C201同时安排了「会计1班」「护理1班」',
        '周三 第9–10节：「汉语言1班」同时有「英语（二）」「大学语文」2门课',
        '周六 第1–2节：「会计1班」52 人，教室A302只有 45 座',
      ]);
      expect(clashes.map(isBlocking)).toEqual([true, true, false]);
      expect(clashesOf(small.key, clashes)).toHaveLength(1);
      expect(clashesOf(a.key, clashes)).toHaveLength(1);
      expect(clashesOf(sameRoom.key, clashes)).toHaveLength(1);
    });

    it('does not flag a room exactly as big as the class, or unknown classes', () => {
      const exact = { ...resources, rooms: [{ id: 1, name: 'A301', capacity: 46 }] };
      expect(findClashes([lesson({})], exact)).toEqual([]);
      expect(findClashes([lesson({ class_id: 99 })], resources)).toEqual([]);
    });

    it('saves only the fields of the body, new lessons with id null', () => {
      const body = toSaveBody('2026-03-09', [lesson({ id: null, key: 'n1' })], true);
      expect(body).toEqual({
        week_start: '2026-03-09',
        lessons: [{ id: null, day: 1, period: 1, class_id: 1, course_id: 1, teacher_id: 8, room_id: 1 }],
        capacity_confirmed: 1,
      });
    });
  });
});

describe('time-plan', () => {
  const spring = { start_date: '2026-03-09', end_date: '2026-07-12', weeks: 16 };

  describe('semester plan dates', () => {
    it('accepts a semester with or without its exam week', () => {
      expect(timePlanProblems(spring)).toEqual([]);
      expect(timePlanProblems({ ...spring, exam_start: '2026-06-29', exam_end: '2026-07-12' })).toEqual([]);
      expect(timePlanProblems({})).toEqual([]);
    });

    it('refuses an end on or before the start', () => {
      expect(timePlanProblems({ ...spring, end_date: '2026-03-09' })).toEqual([
        { field: 'end_date', message: '须晚于开学日期' },
      ]);
    });

    it('refuses more teaching weeks than the semester has', () => {
      // 2026-03-09 … 2026-07-12 is 126 days: 18 weeks
      expect(timePlanProblems({ ...spring, weeks: 18 })).toEqual([]);
      expect(timePlanProblems({ ...spring, weeks: 19 })).toEqual([
        { field: 'weeks', message: '开学到结束只有 18 周，不能超过它' },
      ]);
    });

    it('wants both ends of the exam week, in order, inside the semester', () => {
      expect(timePlanProblems({ ...spring, exam_start: '2026-06-29' })).toEqual([
        { field: 'exam_end', message: '考试周开始和结束须同时填写，或都不填' },
      ]);
      expect(timePlanProblems({ ...spring, exam_end: '2026-07-12' })[0].field).toBe('exam_start');
      expect(timePlanProblems({ ...spring, exam_start: '2026-07-06', exam_end: '2026-06-29' })).toEqual([
        { field: 'exam_end', message: '不能早于考试周开始' },
      ]);
      expect(timePlanProblems({ ...spring, exam_start: '2026-07-06', exam_end: '2026-07-19' })).toEqual([
        { field: 'exam_start', message: '考试周须在学期起止日期之内' },
      ]);
    });
  });
});
