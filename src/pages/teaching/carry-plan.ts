/** Execution-plan logic: courses by semester, the preview of generating plans. */
import type { CarryPlanCourse } from '@/generated/model';

export interface SemesterGroup<Course> {
  semester: number;
  title: string;
  courses: Course[];
  credits: number;
}

/** Courses grouped by semester in order, with each semester's credits. */
export function semesterGroups<Course extends Pick<CarryPlanCourse, 'semester' | 'credit'>>(
  courses: readonly Course[],
): SemesterGroup<Course>[] {
  const semesters = [...new Set(courses.map((course) => course.semester))].sort((a, b) => a - b);
  return semesters.map((semester) => {
    const inSemester = courses.filter((course) => course.semester === semester);
    return {
      semester,
      title: `第 ${semester} 学期`,
      courses: inSemester,
      credits: Math.round(inSemester.reduce((sum, course) => sum + course.credit, 0) * 10) / 10,
    };
  });
}

export interface GenerationPreview {
  classCount: number;
  studentCount: number;
  courseCount: number;
  /** Course arrangements that will be created: every course of the plan for every class. */
  arrangements: number;
  /** Chosen classes that already have an execution plan (the server refuses them). */
  taken: string[];
}

/** What generating an execution plan from a teaching plan for the chosen classes will create. */
export function generationPreview(
  plan: { course_count: number } | undefined,
  classes: readonly { name: string; student_count: number; carry_plan_id: number | null }[],
): GenerationPreview {
  const courseCount = plan?.course_count ?? 0;
  return {
    classCount: classes.length,
    studentCount: classes.reduce((sum, group) => sum + group.student_count, 0),
    courseCount,
    arrangements: classes.length * courseCount,
    taken: classes.filter((group) => group.carry_plan_id !== null).map((group) => group.name),
  };
}

export interface BulkCandidate {
  id: number;
  name: string;
  student_count: number;
  teach_plan_id: number | null;
  teach_plan_name: string;
  course_count: number;
  has_carry_plan: number;
}

export interface BulkPreview<Row extends BulkCandidate> {
  /** Classes that will get a plan (their matching teaching plan, each course once). */
  create: Row[];
  /** Classes left out, with why. */
  skip: { row: Row; reason: string }[];
  students: number;
  arrangements: number;
  /** Distinct teaching plans used. */
  plans: number;
}

/** What 批量生成 will do with the chosen new classes: who gets a plan, who is skipped and why. */
export function bulkPreview<Row extends BulkCandidate>(rows: readonly Row[]): BulkPreview<Row> {
  const create: Row[] = [];
  const skip: { row: Row; reason: string }[] = [];
  for (const row of rows) {
    if (row.has_carry_plan === 1) skip.push({ row, reason: '已有执行计划' });
    else if (row.teach_plan_id === null) skip.push({ row, reason: '没有匹配的已启用教学计划' });
    else if (row.course_count === 0) skip.push({ row, reason: '教学计划中还没有课程' });
    else create.push(row);
  }
  return {
    create,
    skip,
    students: create.reduce((sum, row) => sum + row.student_count, 0),
    arrangements: create.reduce((sum, row) => sum + row.course_count, 0),
    plans: new Set(create.map((row) => row.teach_plan_id)).size,
  };
}
