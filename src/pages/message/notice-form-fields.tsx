/** 发布/编辑公告: the form as data; content and attachments are custom controls (value / onChange from Form.Item). */
import { uploadFsPlatformNoticeFile } from '@/generated/api/message/message';
import type { PlatformNoticeAttachment } from '@/generated/model';
import type { FormField } from '@/kit';
import { AttachmentsField } from '@/kit/upload';
import type { RouteLine } from '@/routes/types';
import { ATTACHMENT_ACCEPT, ATTACHMENT_HINT, attachmentError, MAX_ATTACHMENTS } from './attachment-rules';
import { audienceOptions, NOTICE_TYPE_OPTIONS } from './notice-fields';
import { RichTextField } from './rich-text-field';

export const noticeFormFields = (line: RouteLine): FormField[] => [
  { type: 'input', field: 'title', label: '公告标题', maxLength: 100 },
  { type: 'select', field: 'type', label: '公告类型', options: NOTICE_TYPE_OPTIONS, half: true },
  { type: 'radio', field: 'audience', label: '发布对象', options: audienceOptions(line), half: true },
  {
    type: 'datetime',
    field: 'publish_time',
    label: '发布时间',
    half: true,
    placeholder: '立即发布',
    extra: '留空则保存为「发布」时立即发布；选择时间则到时自动发布',
  },
  {
    type: 'switch',
    field: 'is_top',
    label: '置顶',
    half: true,
    checkedText: '置顶',
    uncheckedText: '不置顶',
  },
  {
    type: 'custom',
    field: 'content',
    label: '公告内容',
    chosen: false,
    render: () => <RichTextField label="公告内容" />,
  },
  {
    type: 'custom',
    field: 'attachments',
    label: '附件',
    extra: ATTACHMENT_HINT,
    render: () => (
      <AttachmentsField<PlatformNoticeAttachment>
        accept={ATTACHMENT_ACCEPT}
        maxCount={MAX_ATTACHMENTS}
        refuse={attachmentError}
        send={(file, signal) =>
          uploadFsPlatformNoticeFile({ file }, { loading: false }, signal).then(({ result }) => result)
        }
      />
    ),
  },
  {
    type: 'radio',
    field: 'status',
    label: '保存为',
    options: [
      { label: '发布', value: 1 },
      { label: '草稿', value: 0 },
    ],
  },
];
