import { Alert, Button, Card, Empty, Space, Steps, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Steps/style/css.js';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import * as zod from 'zod';
import { useSearchParams } from 'react-router-dom';
import { usePermission } from '@/access/access-context';
import { createFsThesisComment, useGetFsThesisGuidance } from '@/generated/api/thesis/thesis';
import type { ThesisGuidanceDetail } from '@/generated/model';
import { CreateFsThesisCommentBody } from '@/generated/zod/thesis/thesis.zod';
import {
  DetailTable,
  DetailView,
  FormModal,
  LoadFailed,
  useScreenNavigation,
  withIssues,
  type DetailItem,
  type FormField,
  type ListColumn,
} from '@/kit';
import { UploadButton } from '@/kit/upload';
import { useLine } from '@/lines/page-type';
import { commentIssues, DECISIONS, draftColumns, STAGE_STATUS } from './guidance-fields';
import { MILESTONES } from './milestones';

const items: DetailItem<ThesisGuidanceDetail>[] = [
  { key: 'student_name', title: '姓名' },
  { key: 'student_no', title: '学号' },
  { key: 'major_name', title: '专业' },
  { key: 'supervisor_name', title: '指导教师' },
  { key: 'topic', title: '论文题目' },
  { key: 'plan_name', title: '论文计划' },
];

const STEP_STATUS = { 0: 'wait', 1: 'process', 2: 'finish', 3: 'error' } as const;

const commentSchema = withIssues(
  CreateFsThesisCommentBody.omit({
    guidance_id: true,
    draft_id: true,
    attachment_name: true,
    attachment_url: true,
  }).extend({
    draft: zod.number().int().min(0),
    attachment: zod.object({ name: zod.string(), url: zod.string() }).optional(),
  }),
  commentIssues,
);

const draftsWithLink: ListColumn<ThesisGuidanceDetail['drafts'][number]>[] = draftColumns.map((column) =>
  column.key === 'file_name'
    ? {
        ...column,
        render: (row) => (
          <a href={row.file_url} target="_blank" rel="noreferrer">
            {row.file_name}
          </a>
        ),
      }
    : column,
);

/** 论文指导详情 (dissertationGuidanceAEDel / STDel): drafts by version, comments with attachments, milestones. */
export function GuidanceDetailPage() {
  const line = useLine();
  const list = `dissertationGuidance${line.suffix}`;
  const { backTo } = useScreenNavigation();
  const { can } = usePermission();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const found = useGetFsThesisGuidance({ id }, { query: { enabled: id > 0 }, request: { silent: true } });
  const [writing, setWriting] = useState(false);

  if (!id)
    return (
      <Alert
        type="warning"
        content="请从「论文指导」中选择一名学生查看其指导详情。"
        action={<Button onClick={() => backTo(list)}>返回论文指导</Button>}
      />
    );
  if (found.isError) return <LoadFailed what="论文指导详情" error={found.error} onRetry={found.refetch} />;
  const data = found.data?.result;
  const fields: FormField[] = [
    {
      type: 'select',
      field: 'draft',
      label: '针对的稿件',
      half: true,
      options: [
        { label: '总体意见（不针对某一稿）', value: 0 },
        ...(data?.drafts ?? []).map((draft) => ({
          label: `第 ${draft.version} 版 ${draft.file_name}`,
          value: draft.id,
        })),
      ],
    },
    { type: 'radio', field: 'decision', label: '处理', half: true, options: DECISIONS },
    { type: 'textarea', field: 'content', label: '意见内容', maxLength: 2000 },
    {
      type: 'custom',
      field: 'attachment',
      label: '附件',
      extra: '批注版文档等，50 MB 以内',
      render: () => (
        <UploadButton
          folder="thesis"
          accept=".doc,.docx,.pdf,.zip"
          maxBytes={50 * 1024 ** 2}
          label="上传附件"
          inputLabel="选择附件"
        />
      ),
    },
  ];

  return (
    <div style={{ padding: 16 }}>
      <Space direction="vertical" size="medium" style={{ width: '100%' }}>
        <Card
          title="学生与论文"
          loading={found.isLoading}
          extra={<Button onClick={() => backTo(list)}>返回论文指导</Button>}
        >
          {data && <DetailView items={items} data={data} column={3} />}
        </Card>
        <Card title="环节进度">
          {data && (
            <Steps type="dot" current={0} aria-label="环节进度">
              {MILESTONES.map((milestone) => {
                const stage = data.stages.find((s) => s.milestone === milestone.value);
                const state = stage?.state ?? 0;
                return (
                  <Steps.Step
                    key={milestone.value}
                    title={milestone.label}
                    status={STEP_STATUS[state as keyof typeof STEP_STATUS]}
                    description={`${STAGE_STATUS[state]?.text ?? ''}${stage?.date ? ` ${stage.date}` : ''}`}
                  />
                );
              })}
            </Steps>
          )}
        </Card>
        <Card title={`稿件版本（${data?.drafts.length ?? 0}）`}>
          <DetailTable columns={draftsWithLink} rowKey="id" rows={data?.drafts} loading={found.isLoading} />
        </Card>
        <Card
          title={`指导意见（${data?.comments.length ?? 0}）`}
          extra={
            can('add') && (
              <Button type="primary" icon={<IconPlus />} onClick={() => setWriting(true)}>
                填写指导意见
              </Button>
            )
          }
        >
          {data && !data.comments.length && <Empty description="还没有指导意见" />}
          {data?.comments.map((comment) => (
            <div
              key={comment.id}
              style={{ padding: '8px 0', borderBottom: '1px solid var(--color-border-1)' }}
            >
              <Space>
                <b>{comment.author}</b>
                <span style={{ color: 'var(--color-text-3)' }}>{comment.created_at}</span>
                <Tag size="small">
                  {comment.draft_version ? `第 ${comment.draft_version} 版` : '总体意见'}
                </Tag>
              </Space>
              <div style={{ marginTop: 4 }}>{comment.content}</div>
              {comment.attachment_url && (
                <a href={comment.attachment_url} target="_blank" rel="noreferrer">
                  附件：{comment.attachment_name}
                </a>
              )}
            </div>
          ))}
        </Card>
        <FormModal
          visible={writing}
          onClose={() => setWriting(false)}
          title="填写指导意见"
          fields={fields}
          schema={commentSchema}
          record={{ draft: 0, decision: 0 }}
          submit={({ draft, attachment, ...payload }) =>
            createFsThesisComment({
              ...payload,
              guidance_id: id,
              draft_id: draft || null,
              ...(attachment ? { attachment_name: attachment.name, attachment_url: attachment.url } : {}),
            })
          }
          onSaved={() => void found.refetch()}
        />
      </Space>
    </div>
  );
}
