/**
 * Bachelor's degree conditions (授位条件), checked per applicant: graduation approved, the average
 * course score, the degree English exam and the thesis grade against the line's requirements.
 */
import type { ConditionCheck } from './graduation-rules';

export interface DegreeFacts {
  graduated: boolean;
  average_score: number;
  average_required: number;
  /** null: did not sit the degree English exam. */
  english_score: number | null;
  english_required: number;
  /** 0 未答辩，1 优秀，2 良好，3 中等，4 及格，5 不及格. */
  thesis_grade: number;
  /** The lowest grade accepted: 2 良好及以上，3 中等及以上. */
  thesis_required: number;
}

export const THESIS_GRADES: Record<number, string> = {
  0: '未答辩',
  1: '优秀',
  2: '良好',
  3: '中等',
  4: '及格',
  5: '不及格',
};

/** Scores to one decimal, without trailing zeros: 78.6, 70. */
const score = (value: number) => String(Math.round(value * 10) / 10);

export function degreeChecks(facts: DegreeFacts): ConditionCheck[] {
  const average = Math.round(facts.average_score * 10) / 10;
  const grade = THESIS_GRADES[facts.thesis_grade] ?? '未知';
  const required = `${THESIS_GRADES[facts.thesis_required] ?? '—'}及以上`;
  const thesisOk = facts.thesis_grade >= 1 && facts.thesis_grade <= facts.thesis_required;
  return [
    {
      key: 'graduated',
      label: '毕业',
      ok: facts.graduated,
      detail: facts.graduated ? '已通过毕业审核' : '尚未通过毕业审核',
    },
    {
      key: 'average',
      label: '平均成绩',
      ok: average >= facts.average_required,
      detail:
        average >= facts.average_required
          ? `课程平均成绩 ${score(average)} 分（要求 ${score(facts.average_required)} 分）`
          : `课程平均成绩 ${score(average)} 分，低于 ${score(facts.average_required)} 分`,
    },
    {
      key: 'english',
      label: '学位英语',
      ok: facts.english_score !== null && facts.english_score >= facts.english_required,
      detail:
        facts.english_score === null
          ? '未参加学位英语考试'
          : facts.english_score >= facts.english_required
            ? `学位英语 ${score(facts.english_score)} 分（合格 ${score(facts.english_required)} 分）`
            : `学位英语 ${score(facts.english_score)} 分，未达到 ${score(facts.english_required)} 分`,
    },
    {
      key: 'thesis',
      label: '论文',
      ok: thesisOk,
      detail:
        facts.thesis_grade === 0
          ? '学位论文未答辩'
          : thesisOk
            ? `学位论文${grade}（要求${required}）`
            : `学位论文${grade}，未达到${required}`,
    },
  ];
}
