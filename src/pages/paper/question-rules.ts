/** Rules of a bank question that the body schema cannot say (options of choice questions, answers). */
import type { FieldIssue } from '@/kit';

export const SINGLE = 1;
export const MULTIPLE = 2;
export const TRUE_FALSE = 3;

interface QuestionValues {
  style?: number;
  options?: string;
  answer?: string;
}

/** The option letters of an options text, one option a line: 「A. …」「B、…」「C …」. */
export function optionLetters(options: string | undefined): string[] {
  return (options ?? '')
    .split('\n')
    .map((line) => /^\s*([A-Za-z])[.．、\s]/.exec(line)?.[1]?.toUpperCase())
    .filter((letter): letter is string => !!letter);
}

/** Issues of a question form, each at its field. */
export function questionIssues(values: QuestionValues): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const answer = (values.answer ?? '').trim().toUpperCase();
  if (values.style === SINGLE || values.style === MULTIPLE) {
    const letters = optionLetters(values.options);
    if (letters.length < 2) {
      issues.push({ path: 'options', message: '选择题至少要有 2 个选项，每行一个，如「A. …」' });
      return issues;
    }
    if (new Set(letters).size !== letters.length) issues.push({ path: 'options', message: '选项字母重复' });
    if (!answer) return issues;
    const chosen = answer.replace(/[\s,，、]/g, '').split('');
    if (chosen.some((letter) => !letters.includes(letter)))
      issues.push({ path: 'answer', message: `答案只能是选项字母（${letters.join('、')}）` });
    else if (values.style === SINGLE && chosen.length !== 1)
      issues.push({ path: 'answer', message: '单选题只能有一个答案' });
    else if (values.style === MULTIPLE && chosen.length < 2)
      issues.push({ path: 'answer', message: '多选题至少有两个答案' });
  }
  if (values.style === TRUE_FALSE && answer && !['正确', '错误'].includes(answer))
    issues.push({ path: 'answer', message: '判断题的答案为「正确」或「错误」' });
  return issues;
}

/** Stems that appear more than once (after trimming spaces and punctuation): flagged as duplicates. */
export function duplicateStems(stems: string[]): Set<string> {
  const seen = new Map<string, number>();
  const key = (stem: string) => stem.replace(/[\s，。,.？?！!]/g, '');
  for (const stem of stems) seen.set(key(stem), (seen.get(key(stem)) ?? 0) + 1);
  return new Set(stems.filter((stem) => (seen.get(key(stem)) ?? 0) > 1));
}
