import { describe, expect, it } from 'vitest';
import type { CertificateTemplateVersion, CertificateTemplateVersionSummary } from '@/generated/model';
import { arrowStep, moveField, resizeField, snap, tenth, withField } from '@/kit/print/designer';
import { fieldStyle, templateProblems, type PrintTemplate } from '@/kit/print/template';
import { DEGREE_TEMPLATE, DIPLOMA_TEMPLATE } from '@/pages/graduation/certificate-templates';
import { BUILT_IN, chosenVersion, versionsOf } from '@/pages/graduation/print-data';
import {
  saveProblems,
  templateToBody,
  versionLabel,
  versionToTemplate,
  withSavedVersion,
} from '@/pages/graduation/template-versions';

const summary = (version: number, template_id = 'diploma-2026'): CertificateTemplateVersionSummary => ({
  template_id,
  version,
  name: '毕业证书（2026 版）',
  remark: '',
  saved_by: '李丽娟',
  saved_at: `2026-06-${10 + version} 15:42:10`,
});

/** The built-in diploma template saved as a version, with 姓名 moved. */
function savedVersion(patch: Partial<CertificateTemplateVersion> = {}): CertificateTemplateVersion {
  const body = templateToBody(DIPLOMA_TEMPLATE, { remark: '姓名右移', background: null });
  return {
    ...body,
    remark: body.remark ?? '',
    background_url: body.background_url ?? null,
    fields: body.fields.map((field) =>
      field.key === 'student_name' ? { ...field, x: 122, font_size: 18, bold: true, align: 'center' } : field,
    ),
    version: 3,
    saved_by: '李丽娟',
    saved_at: '2026-06-20 15:42:10',
    ...patch,
  };
}

describe('certificate template versions', () => {
  it('picks the newest version of the template, whatever order the server lists them in', () => {
    const list = [summary(1), summary(3), summary(2), summary(9, 'degree-2026')];
    expect(versionsOf(list, 'diploma-2026').map((version) => version.version)).toEqual([3, 2, 1]);
    expect(chosenVersion(list, 'diploma-2026', undefined)).toBe(3);
    // a version of another template is never printed with
    expect(chosenVersion(list, 'diploma-proof', undefined)).toBe(BUILT_IN);
    expect(chosenVersion([], 'diploma-2026', undefined)).toBe(BUILT_IN);
  });

  it('prints with the chosen version while it is listed, else the newest; the built-in one when chosen', () => {
    const list = [summary(1), summary(2)];
    expect(chosenVersion(list, 'diploma-2026', undefined)).toBe(2);
    expect(chosenVersion(list, 'diploma-2026', 1)).toBe(1);
    expect(chosenVersion(list, 'diploma-2026', 7)).toBe(2);
    expect(chosenVersion(list, 'diploma-2026', BUILT_IN)).toBe(BUILT_IN);
    expect(chosenVersion([], 'diploma-2026', 1)).toBe(BUILT_IN);
  });

  it('names a version by number, who saved it and when', () => {
    expect(versionLabel(summary(2))).toBe('第 2 版 · 李丽娟 · 2026-06-12 15:42');
  });

  it('turns a saved version into the mm template the sheets print with', () => {
    const template = versionToTemplate(savedVersion(), DIPLOMA_TEMPLATE);
    expect(template.id).toBe('diploma-2026');
    expect(template.version).toBe(3);
    expect(template.paper).toEqual({ width: 297, height: 210 });
    const name = template.fields.find((field) => field.key === 'student_name');
    expect(name).toEqual({
      key: 'student_name',
      label: '姓名',
      x: 122,
      y: 60,
      width: 40,
      height: 9,
      fontSize: 18,
      bold: true,
      letterSpacing: 1,
      align: 'center',
    });
    // what a field is stays the app's: the photo is still a photo
    expect(template.fields.find((field) => field.key === 'photo')?.photo).toBe(true);
    // unchanged fields print where the built-in template puts them
    expect(template.fields.find((field) => field.key === 'certificate_no')).toMatchObject({ x: 58, y: 180 });
  });

  it('leaves out fields the app cannot fill, and a field listed twice', () => {
    const version = savedVersion();
    const template = versionToTemplate(
      {
        ...version,
        fields: [
          ...version.fields,
          { ...version.fields[1]!, x: 20 },
          { ...version.fields[1]!, key: 'nickname', label: '昵称' },
        ],
      },
      DIPLOMA_TEMPLATE,
    );
    expect(template.fields).toHaveLength(DIPLOMA_TEMPLATE.fields.length);
    expect(template.fields.find((field) => field.key === 'student_name')?.x).toBe(122);
  });

  it('saves every field in mm with its font, the stock scan and the remark (the server numbers it)', () => {
    const body = templateToBody(DIPLOMA_TEMPLATE, {
      remark: '  按新证书纸调整  ',
      background: ' https://jw-oss.example.edu.cn/certificate-template/2026/diploma-blank.jpg ',
    });
    expect(body).toMatchObject({
      template_id: 'diploma-2026',
      name: '毕业证书（2026 版）',
      remark: '按新证书纸调整',
      paper_width: 297,
      paper_height: 210,
      background_url: 'https://jw-oss.example.edu.cn/certificate-template/2026/diploma-blank.jpg',
    });
    expect(body).not.toHaveProperty('version');
    expect(body.fields[1]).toEqual({
      key: 'student_name',
      label: '姓名',
      x: 112,
      y: 60,
      width: 40,
      height: 9,
      font_size: 16,
      bold: false,
      letter_spacing: 1,
      align: 'left',
    });
    // no 修改说明 and no scan: left out (the request layer would drop empty values anyway)
    const bare = templateToBody(DIPLOMA_TEMPLATE, { remark: '  ', background: '  ' });
    expect(bare).not.toHaveProperty('remark');
    expect(bare).not.toHaveProperty('background_url');
    // saved and read back, it is the same template
    const again = versionToTemplate(
      { ...body, remark: '', background_url: null, version: 1, saved_by: '李丽娟', saved_at: '' },
      DIPLOMA_TEMPLATE,
    );
    expect(again).toMatchObject({ id: 'diploma-2026', version: 1, paper: DIPLOMA_TEMPLATE.paper });
    expect(again.fields.map((field) => fieldStyle(field))).toEqual(
      DIPLOMA_TEMPLATE.fields.map((field) => fieldStyle(field)),
    );
    expect(again.fields.map((field) => field.photo)).toEqual(
      DIPLOMA_TEMPLATE.fields.map((field) => field.photo),
    );
  });

  it('refuses to save a field in the 5 mm margin or off the paper, in Chinese', () => {
    const ok = { remark: '', background: null };
    expect(saveProblems(DIPLOMA_TEMPLATE, ok)).toEqual([]);
    const number = DIPLOMA_TEMPLATE.fields.find((field) => field.key === 'certificate_no')!;
    const inMargin = withField(DIPLOMA_TEMPLATE, { ...number, y: 200 });
    expect(saveProblems(inMargin, ok)).toEqual(['「证书编号」进入了 5 毫米页边，打印时会被裁掉']);
    const offPaper = withField(DIPLOMA_TEMPLATE, { ...number, x: 260 });
    expect(saveProblems(offPaper, ok)).toEqual(['「证书编号」超出纸张（297 × 210 毫米）']);
    expect(saveProblems(DIPLOMA_TEMPLATE, { remark: '改'.repeat(201), background: 'ftp://scan' })).toEqual([
      '修改说明不能超过 200 字',
      '证书纸扫描图地址应以 http:// 或 https:// 开头',
    ]);
    expect(saveProblems({ ...DIPLOMA_TEMPLATE, fields: [] }, ok)).toEqual(['模板没有字段']);
  });

  it('lists a version just saved first, once', () => {
    const saved = savedVersion({ version: 2 });
    const list = withSavedVersion([summary(2), summary(1), summary(4, 'degree-2026')], saved);
    expect(list.map((version) => [version.template_id, version.version])).toEqual([
      ['diploma-2026', 2],
      ['diploma-2026', 1],
      ['degree-2026', 4],
    ]);
    expect(list[0]!.remark).toBe('姓名右移');
  });
});

describe('template designer geometry (mm)', () => {
  const paper = DIPLOMA_TEMPLATE.paper;
  const name = DIPLOMA_TEMPLATE.fields.find((field) => field.key === 'student_name')!;

  it('moves 0.5 mm per arrow key, 5 mm with Shift', () => {
    expect(arrowStep('ArrowRight', false)).toEqual({ dx: 0.5, dy: 0 });
    expect(arrowStep('ArrowLeft', true)).toEqual({ dx: -5, dy: 0 });
    expect(arrowStep('ArrowUp', false)).toEqual({ dx: 0, dy: -0.5 });
    expect(arrowStep('ArrowDown', true)).toEqual({ dx: 0, dy: 5 });
    expect(arrowStep('Enter', false)).toBeUndefined();
  });

  it('snaps a dragged distance to 0.5 mm and keeps tenths exact', () => {
    expect(snap(9.87)).toBe(10);
    expect(snap(0.26)).toBe(0.5);
    expect(snap(-0.24)).toBe(0);
    expect(tenth(0.1 + 0.2)).toBe(0.3);
    expect(Object.is(tenth(-0.01), -0)).toBe(false);
  });

  it('moves a field in tenths of a mm and keeps it on the paper', () => {
    expect(moveField(name, 10, -0.5, paper)).toMatchObject({ x: 122, y: 59.5 });
    let moved = name;
    for (let press = 0; press < 3; press++) moved = moveField(moved, 0.1, 0, paper);
    expect(moved.x).toBe(112.3);
    expect(moveField(name, 500, 500, paper)).toMatchObject({ x: 257, y: 201 });
    expect(moveField(name, -500, -500, paper)).toMatchObject({ x: 0, y: 0 });
  });

  it('sizes a field from its top-left corner: at least 1 mm, not past the paper', () => {
    expect(resizeField(name, 5, 0.5, paper)).toMatchObject({ width: 45, height: 9.5 });
    expect(resizeField(name, -100, -100, paper)).toMatchObject({ width: 1, height: 1 });
    expect(resizeField(name, 500, 500, paper)).toMatchObject({ width: 185, height: 150 });
  });

  it('says which field leaves the paper and which reaches into the margin', () => {
    const template: PrintTemplate = {
      ...DEGREE_TEMPLATE,
      fields: [
        { key: 'a', label: '甲', x: 2, y: 20, width: 10, height: 5 },
        { key: 'b', label: '乙', x: 205, y: 20, width: 10, height: 5 },
        { key: 'c', label: '丙', x: 20, y: 20, width: 10, height: 5 },
      ],
    };
    expect(templateProblems(template)).toEqual([
      '「乙」超出纸张（210 × 297 毫米）',
      '「甲」进入了 5 毫米页边，打印时会被裁掉',
    ]);
  });
});
