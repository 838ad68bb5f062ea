/** The class grade matrix (students × courses): failed and missing scores, per-student and per-course figures. */
import type { ClassScoreMatrix, ClassScoreStudent } from '@/generated/model';

export interface ScoreRow {
  student_id: number;
  student_no: string;
  name: string;
  /** course_id → score (null: not entered). */
  scores: Record<number, number | null>;
  failed: number;
  missing: number;
  /** Credits of the passed courses. */
  credits: number;
  /** Average of the entered scores, one decimal; null when none is entered. */
  average: number | null;
}

export interface CourseFigures {
  course_id: number;
  entered: number;
  passed: number;
  /** Passed / entered in percent, one decimal; null when none is entered. */
  passRate: number | null;
  average: number | null;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const mean = (values: number[]) =>
  values.length ? round1(values.reduce((sum, value) => sum + value, 0) / values.length) : null;

export const isFailed = (score: number | null | undefined, pass: number) =>
  score !== null && score !== undefined && score < pass;

export function scoreOf(student: ClassScoreStudent, courseId: number): number | null {
  return student.scores.find((cell) => cell.course_id === courseId)?.score ?? null;
}

export function scoreRows(matrix: ClassScoreMatrix): ScoreRow[] {
  return matrix.students.map((student) => {
    const scores: Record<number, number | null> = {};
    const entered: number[] = [];
    let failed = 0;
    let missing = 0;
    let credits = 0;
    for (const course of matrix.courses) {
      const score = scoreOf(student, course.course_id);
      scores[course.course_id] = score;
      if (score === null) missing += 1;
      else {
        entered.push(score);
        if (score < matrix.pass_score) failed += 1;
        else credits += course.credit;
      }
    }
    return {
      student_id: student.student_id,
      student_no: student.student_no,
      name: student.name,
      scores,
      failed,
      missing,
      credits,
      average: mean(entered),
    };
  });
}

export function courseFigures(matrix: ClassScoreMatrix): CourseFigures[] {
  return matrix.courses.map((course) => {
    const entered = matrix.students
      .map((student) => scoreOf(student, course.course_id))
      .filter((score): score is number => score !== null);
    const passed = entered.filter((score) => score >= matrix.pass_score).length;
    return {
      course_id: course.course_id,
      entered: entered.length,
      passed,
      passRate: entered.length ? round1((passed / entered.length) * 100) : null,
      average: mean(entered),
    };
  });
}
