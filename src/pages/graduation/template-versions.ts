/**
 * Certificate template versions saved on the server (which one prints: see print-data.ts): a
 * saved version turned into the mm template the sheets print with, the template turned into the
 * body of 保存为新版本, and what may not be saved.
 */
import type {
  CertificateTemplateField,
  CertificateTemplateVersion,
  CertificateTemplateVersionBody,
  CertificateTemplateVersionSummary,
} from '@/generated/model';
import { templateProblems, type PrintTemplate, type TemplateField } from '@/kit/print';

/** The most fields, and the longest 修改说明, the server takes. */
export const MAX_FIELDS = 60;
export const MAX_REMARK = 200;

/** 「第 3 版 · 李丽娟 · 2026-06-20 15:42」 */
export const versionLabel = (version: CertificateTemplateVersionSummary) =>
  `第 ${version.version} 版 · ${version.saved_by} · ${version.saved_at.slice(0, 16)}`;

/**
 * A saved version as the template the sheets print with. What a field is (a photo, a paragraph,
 * optional, its name) stays the app's: the version says only where it goes and how it is set.
 * Fields the app does not fill (unknown keys) are left out.
 */
export function versionToTemplate(version: CertificateTemplateVersion, base: PrintTemplate): PrintTemplate {
  const known = new Map(base.fields.map((field) => [field.key, field]));
  const fields: TemplateField[] = [];
  for (const saved of version.fields) {
    const field = known.get(saved.key);
    if (!field || fields.some((placed) => placed.key === saved.key)) continue;
    fields.push({
      ...field,
      x: saved.x,
      y: saved.y,
      width: saved.width,
      height: saved.height,
      fontSize: saved.font_size,
      bold: saved.bold,
      letterSpacing: saved.letter_spacing || undefined,
      align: saved.align,
    });
  }
  return {
    ...base,
    name: version.name,
    paper: { width: version.paper_width, height: version.paper_height },
    fields,
    version: version.version,
  };
}

const toField = (field: TemplateField): CertificateTemplateField => ({
  key: field.key,
  label: field.label,
  x: field.x,
  y: field.y,
  width: field.width,
  height: field.height,
  font_size: field.fontSize ?? 12,
  bold: Boolean(field.bold),
  letter_spacing: field.letterSpacing ?? 0,
  align: field.align ?? 'left',
});

/** The body of 保存为新版本 (the server adds 版本号, 保存人 and 保存时间); no 修改说明 or scan: left out. */
export function templateToBody(
  template: PrintTemplate,
  { remark, background }: { remark: string; background: string | null },
): CertificateTemplateVersionBody {
  const note = remark.trim();
  const scan = background?.trim();
  return {
    template_id: template.id,
    name: template.name,
    ...(note ? { remark: note } : {}),
    paper_width: template.paper.width,
    paper_height: template.paper.height,
    ...(scan ? { background_url: scan } : {}),
    fields: template.fields.map(toField),
  };
}

/** Why the template may not be saved, in Chinese ([] when it may). */
export function saveProblems(
  template: PrintTemplate,
  { remark, background }: { remark: string; background: string | null },
): string[] {
  const problems = templateProblems(template);
  if (!template.fields.length) problems.push('模板没有字段');
  if (template.fields.length > MAX_FIELDS) problems.push(`字段不能超过 ${MAX_FIELDS} 个`);
  if (remark.trim().length > MAX_REMARK) problems.push(`修改说明不能超过 ${MAX_REMARK} 字`);
  const scan = background?.trim();
  if (scan && !/^https?:\/\/\S+$/i.test(scan)) problems.push('证书纸扫描图地址应以 http:// 或 https:// 开头');
  return problems;
}

/** A saved version as the version list names it (without its fields). */
export const summaryOf = (saved: CertificateTemplateVersionSummary): CertificateTemplateVersionSummary => ({
  template_id: saved.template_id,
  version: saved.version,
  name: saved.name,
  remark: saved.remark,
  saved_by: saved.saved_by,
  saved_at: saved.saved_at,
});

/** The list with a version just saved in front (until the server's list is read again). */
export function withSavedVersion(
  list: readonly CertificateTemplateVersionSummary[],
  saved: CertificateTemplateVersion,
): CertificateTemplateVersionSummary[] {
  return [
    summaryOf(saved),
    ...list.filter(
      (version) => !(version.template_id === saved.template_id && version.version === saved.version),
    ),
  ];
}
