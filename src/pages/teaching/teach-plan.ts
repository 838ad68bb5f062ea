/** Teaching-plan editor logic: totals per semester and for the plan, the credit warning, checks before saving. */
import type { TeachPlanCourse, TeachPlanCourseInput } from '@/generated/model';

/** A course row of the editor: the plan's course, or one just added from the course filter (type not known yet). */
export type PlanCourse = Omit<TeachPlanCourse, 'type'> & { type: TeachPlanCourse['type'] | null };

export interface Totals {
  count: number;
  credits: number;
  hours: number;
}

export interface SemesterTotals extends Totals {
  semester: number;
}

/** Credits come in halves: add them without floating-point residue (0.1 + 0.2). */
const addCredits = (a: number, b: number) => Math.round((a + b) * 10) / 10;

export function totalsOf(courses: readonly PlanCourse[]): Totals {
  return courses.reduce<Totals>(
    (sum, course) => ({
      count: sum.count + 1,
      credits: addCredits(sum.credits, course.credit),
      hours: sum.hours + course.hours,
    }),
    { count: 0, credits: 0, hours: 0 },
  );
}

/** Totals of semesters 1..semesterCount, in order; a semester without courses has zeros. */
export function semesterTotals(courses: readonly PlanCourse[], semesterCount: number): SemesterTotals[] {
  return Array.from({ length: Math.max(semesterCount, 0) }, (_, index) => ({
    semester: index + 1,
    ...totalsOf(courses.filter((course) => course.semester === index + 1)),
  }));
}

/** The running total after each semester (学分累计). */
export function runningCredits(totals: readonly SemesterTotals[]): number[] {
  let sum = 0;
  return totals.map((semester) => (sum = addCredits(sum, semester.credits)));
}

/** Why the plan's credits miss the major's requirement, or undefined when they meet it. */
export function creditWarning(total: number, required: number | undefined): string | undefined {
  if (required === undefined || required <= 0 || total >= required) return undefined;
  return `总学分 ${total} 未达到专业要求的 ${required} 学分，还差 ${addCredits(required, -total)} 学分`;
}

/** What must be fixed before the plan can be saved. */
export function planProblems(courses: readonly PlanCourse[], semesterCount: number): string[] {
  const problems: string[] = [];
  const beyond = courses.filter((course) => course.semester > semesterCount);
  if (beyond.length)
    problems.push(
      `${beyond.map((course) => `「${course.name}」`).join('、')}排在第 ${semesterCount} 学期之后，请调整学期或学期数`,
    );
  const seen = new Set<number>();
  const repeated = new Set<string>();
  for (const course of courses) {
    if (seen.has(course.course_id)) repeated.add(course.name);
    seen.add(course.course_id);
  }
  if (repeated.size)
    problems.push(`${[...repeated].map((name) => `「${name}」`).join('、')}重复排课，同一课程只能出现一次`);
  return problems;
}

/** Moves a course up or down within its semester (the order courses are listed and exported in). */
export function moveCourse(courses: readonly PlanCourse[], courseId: number, step: -1 | 1): PlanCourse[] {
  const index = courses.findIndex((course) => course.course_id === courseId);
  if (index < 0) return [...courses];
  const semester = courses[index].semester;
  let target = index + step;
  while (target >= 0 && target < courses.length && courses[target].semester !== semester) target += step;
  if (target < 0 || target >= courses.length) return [...courses];
  const next = [...courses];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/** The courses as the request body sends them. */
export const toCourseInputs = (courses: readonly PlanCourse[]): TeachPlanCourseInput[] =>
  courses.map(({ course_id, semester, credit, hours, exam_form }) => ({
    course_id,
    semester,
    credit,
    hours,
    exam_form,
  }));

/** A course filter label such as 「00015 英语（二）」 → its code and name. */
export function splitCourseLabel(label: string): { code: string; name: string } {
  const match = /^([0-9A-Za-z-]+)\s+(.+)$/.exec(label.trim());
  return match ? { code: match[1], name: match[2] } : { code: '', name: label.trim() };
}
