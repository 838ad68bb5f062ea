/** Notice attachments: what may be uploaded (checked before the upload starts). */
export const MAX_ATTACHMENTS = 5;
export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;
export const ATTACHMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'jpg', 'jpeg', 'png'];
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');
export const ATTACHMENT_HINT = `最多 ${MAX_ATTACHMENTS} 个，单个不超过 20 MB，支持 pdf、doc、docx、xls、xlsx、jpg、png`;

/** Why a file cannot be attached (Chinese, for staff), or undefined when it can. `count`: files already attached. */
export function attachmentError(file: { name: string; size: number }, count: number): string | undefined {
  if (count >= MAX_ATTACHMENTS) return `最多上传 ${MAX_ATTACHMENTS} 个附件`;
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!ATTACHMENT_EXTENSIONS.includes(extension))
    return `「${file.name}」格式不支持，仅支持 pdf、doc、docx、xls、xlsx、jpg、png`;
  if (file.size > MAX_ATTACHMENT_BYTES) return `「${file.name}」超过 20 MB，请压缩后再上传`;
  if (file.size === 0) return `「${file.name}」是空文件`;
  return undefined;
}
