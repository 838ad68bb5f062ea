import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useScreenRoute } from '@/access/access-context';
import {
  createFsQuestion,
  getListFsQuestionsQueryKey,
  updateFsQuestion,
  useGetFsQuestion,
} from '@/generated/api/paper/paper';
import type { QuestionBody, QuestionUpdateBody } from '@/generated/model';
import { CreateFsQuestionBody, UpdateFsQuestionBody } from '@/generated/zod/paper/paper.zod';
import { FormPage, LoadFailed, useScreenNavigation, withIssues, ScreenLoading, useEditId } from '@/kit';
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
  const { backTo } = useScreenNavigation();
  const queryClient = useQueryClient();
  const question = useGetFsQuestion({ id: id ?? 0 }, { query: { enabled: !!id }, request: { silent: true } });
  const record = useMemo(() => (question.data ? { ...question.data.result } : undefined), [question.data]);

  if (id && question.isPending) return <ScreenLoading />;
  return (
    <FormPage<QuestionBody | QuestionUpdateBody>
      title={id ? '编辑试题' : '新增试题'}
      fields={questionFormFields}
      schema={id ? UPDATE : CREATE}
      record={id ? record : NEW_QUESTION}
      submit={(payload) => ('id' in payload ? updateFsQuestion(payload) : createFsQuestion(payload))}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: getListFsQuestionsQueryKey() })}
      onBack={() => backTo(BACK_TO[route] ?? 'curriculumAuestionBankAE')}
      notice={
        question.isError ? (
          <LoadFailed
            what="试题"
            error={question.error}
            onRetry={question.refetch}
            style={{ marginBottom: 16 }}
          />
        ) : undefined
      }
    />
  );
}
