import { useQueryClient } from '@tanstack/react-query';
import {
  getListAdultThesisExpertReviewsQueryKey,
  listAdultThesisExpertReviews,
  scoreAdultThesisExpertReview,
} from '@/generated/api/thesis/thesis';
import type { ThesisExpertReview } from '@/generated/model';
import { ScoreAdultThesisExpertReviewBody } from '@/generated/zod/thesis/thesis.zod';
import {
  FormModal,
  ListPage,
  optionsOf,
  useRecordModal,
  type FormField,
  type ListColumn,
  type SearchField,
  type StatusMap,
} from '@/kit';

const REVIEWED: StatusMap = {
  0: { text: '待评阅', color: 'orange' },
  1: { text: '已评阅', color: 'green' },
};
const search: SearchField[] = [
  { type: 'input', field: 'keyword', label: '论文', placeholder: '盲审编号或论文题目' },
  { type: 'select', field: 'status', label: '状态', options: optionsOf(REVIEWED) },
];
const columns: ListColumn<ThesisExpertReview>[] = [
  { key: 'blind_code', title: '盲审编号', width: 130 },
  { key: 'title', title: '论文题目', width: 260, ellipsis: true },
  { key: 'major_name', title: '专业', width: 120 },
  { key: 'expert_name', title: '评阅专家', width: 100 },
  { key: 'score', title: '评阅成绩', width: 90, valueType: 'number' },
  { key: 'comment', title: '评阅意见', width: 260, ellipsis: true },
  { key: 'deadline', title: '评阅截止', width: 110, valueType: 'date' },
  { key: 'status', title: '状态', width: 90, valueType: 'status', statusMap: REVIEWED },
];
const fields: FormField[] = [
  { type: 'number', field: 'score', label: '评阅成绩', min: 0, max: 100, precision: 1, suffix: '分' },
  { type: 'textarea', field: 'comment', label: '评阅意见', maxLength: 1000 },
];

/** 专家评阅 (specialistScoreAE): blind review — the expert sees the code and title, never the student. */
export function ExpertReviewPage() {
  const modal = useRecordModal<ThesisExpertReview>();
  const queryClient = useQueryClient();
  const row = modal.record;
  return (
    <>
      <ListPage<ThesisExpertReview, Parameters<typeof listAdultThesisExpertReviews>[0]>
        list={{ queryKey: getListAdultThesisExpertReviewsQueryKey, fetcher: listAdultThesisExpertReviews }}
        rowKey="id"
        search={search}
        columns={columns}
        rowActions={[
          {
            key: 'score',
            label: '评阅',
            perm: 'edit',
            hidden: (r) => r.status !== 0,
            onClick: (r) => modal.open(r),
          },
          {
            key: 'rescore',
            label: '修改评阅',
            perm: 'edit',
            hidden: (r) => r.status !== 1,
            onClick: (r) => modal.open(r),
          },
        ]}
      />
      <FormModal
        visible={modal.visible}
        onClose={modal.close}
        title={row ? `评阅 ${row.blind_code}《${row.title}》` : '评阅'}
        fields={fields}
        schema={ScoreAdultThesisExpertReviewBody}
        record={row ? { id: row.id, score: row.score ?? undefined, comment: row.comment } : undefined}
        submit={(payload) => scoreAdultThesisExpertReview(payload)}
        onSaved={() =>
          void queryClient.invalidateQueries({ queryKey: getListAdultThesisExpertReviewsQueryKey() })
        }
      />
    </>
  );
}
