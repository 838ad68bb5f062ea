/** Semester plans (学期计划): the dates of a semester must hang together before they are sent. */

export interface TimePlanDates {
  start_date?: string;
  end_date?: string;
  weeks?: number;
  exam_start?: string;
  exam_end?: string;
}

export interface DateProblem {
  field: keyof TimePlanDates;
  message: string;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** What is wrong with a semester's dates (ISO strings compare as dates). */
export function timePlanProblems(plan: TimePlanDates): DateProblem[] {
  const problems: DateProblem[] = [];
  const { start_date: start, end_date: end, weeks, exam_start: examStart, exam_end: examEnd } = plan;
  if (start && end && end <= start) problems.push({ field: 'end_date', message: '须晚于开学日期' });
  if (start && end && weeks && end > start && weeks > Math.ceil((daysBetween(start, end) + 1) / 7))
    problems.push({
      field: 'weeks',
      message: `开学到结束只有 ${Math.ceil((daysBetween(start, end) + 1) / 7)} 周，不能超过它`,
    });
  if (!!examStart !== !!examEnd)
    problems.push({
      field: examStart ? 'exam_end' : 'exam_start',
      message: '考试周开始和结束须同时填写，或都不填',
    });
  if (examStart && examEnd) {
    if (examEnd < examStart) problems.push({ field: 'exam_end', message: '不能早于考试周开始' });
    else if ((start && examStart < start) || (end && examEnd > end))
      problems.push({ field: 'exam_start', message: '考试周须在学期起止日期之内' });
  }
  return problems;
}
