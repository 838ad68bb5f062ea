import { useScreenRoute } from '@/access/access-context';
import {
  createFsQuestion,
  getListFsQuestionsQueryKey,
  updateFsQuestion,
  useGetFsQuestion,
} from '@/generated/api/paper/paper';
import type { Question, QuestionBody, QuestionUpdateBody } from '@/generated/model';
import { CreateFsQuestionBody, UpdateFsQuestionBody } from '@/generated/zod/paper/paper.zod';
import { RecordFormPage, useEditId, withIssues } from '@/kit';
import { questionFormFields } from './question-fields';
import { questionIssues } from './question-rules';

const NEW_QUESTION = { style: 1, source: 1, difficulty: 3, score: 2, status: 1 };
/** Where each route's form goes back to: the bank, or the home page for the shell's 新增试题. */
const BACK_TO: Record<string, string> = { topicEntry: 'home' };
const CREATE = withIssues(CreateFsQuestionBody, questionIssues);
const UPDATE = withIssues(UpdateFsQuestionBody, questionIssues);

/** 新增题库试题 (addCurriculumAuestionBankAE) and 新增试题 (topicEntry); `?id=` edits. */
export function QuestionFormPage() {
  const id = useEditId();
  const route = useScreenRoute()?.name ?? '';
  const question = useGetFsQuestion({ id: id ?? 0 }, { query: { enabled: !!id }, request: { silent: true } });
  return (
    <RecordFormPage<QuestionBody | QuestionUpdateBody, Question>
      noun="试题"
      editing={!!id}
      query={question}
      fields={questionFormFields}
      schemas={{ create: CREATE, update: UPDATE }}
      fresh={NEW_QUESTION}
      submit={(payload) => ('id' in payload ? updateFsQuestion(payload) : createFsQuestion(payload))}
      list={{ queryKey: getListFsQuestionsQueryKey, route: BACK_TO[route] ?? 'curriculumAuestionBankAE' }}
    />
  );
}
