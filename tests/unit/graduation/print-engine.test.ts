import { describe, expect, it } from 'vitest';
import type { CertificatePrint } from '@/generated/model';
import {
  clampOffset,
  fieldsInMargin,
  fieldsOffPaper,
  fieldStyle,
  isBlank,
  missingFields,
  placeField,
  type PrintTemplate,
} from '@/kit/print/template';
import {
  certificateGaps,
  DEGREE_TEMPLATE,
  degreeValues,
  DIPLOMA_TEMPLATE,
  diplomaValues,
  PROOF_TEMPLATE,
  proofValues,
  studyYearsText,
} from '@/pages/graduation/certificate-templates';
import { parseIds, printState, splitReprints } from '@/pages/graduation/print-rules';

const CERT = {
  id: 1,
  student_name: '陈浩然',
  sex: 1 as const,
  birthday: '1998-03-15',
  id_card: '440106199803152315',
  profession_name: '汉语言文学',
  level_name: '专科起点本科',
  study_years: 2.5,
  modality: '函授',
  enrolled_at: '2023-09-01',
  graduated_at: '2026-07-01',
  certificate_no: '10574520265000001',
  degree_name: null,
  school_name: '华南师范大学',
  principal: '王恩科',
  photo_url: null,
  print_count: 0,
};

describe('mm templates and calibration', () => {
  const field = DIPLOMA_TEMPLATE.fields.find((item) => item.key === 'student_name')!;

  it('places a field in mm, moved by the calibration', () => {
    expect(placeField(field)).toEqual({ left: 112, top: 60 });
    expect(placeField(field, { x: 1.5, y: -2 })).toEqual({ left: 113.5, top: 58 });
    expect(fieldStyle(field, { x: 1.5, y: -2 })).toMatchObject({
      position: 'absolute',
      left: '113.5mm',
      top: '58mm',
      width: '40mm',
      height: '9mm',
      fontSize: '16pt',
      letterSpacing: '1mm',
      whiteSpace: 'nowrap',
    });
  });

  it('wraps paragraph fields over their lines', () => {
    const body = PROOF_TEMPLATE.fields.find((item) => item.key === 'body')!;
    expect(fieldStyle(body)).toMatchObject({ whiteSpace: 'normal', lineHeight: '10mm' });
  });

  it('keeps offsets to a tenth of a millimetre within ±15 mm', () => {
    expect(clampOffset(1.26)).toBe(1.3);
    expect(clampOffset(-40)).toBe(-15);
    expect(clampOffset('2.5')).toBe(2.5);
    expect(clampOffset('abc')).toBe(0);
    expect(clampOffset(undefined)).toBe(0);
    expect(Object.is(clampOffset(-0.01), -0)).toBe(false);
  });

  it('keeps every template field on its paper, and finds one pushed off', () => {
    for (const template of [DIPLOMA_TEMPLATE, DEGREE_TEMPLATE, PROOF_TEMPLATE])
      expect(fieldsOffPaper(template)).toEqual([]);
    expect(fieldsOffPaper(DIPLOMA_TEMPLATE, { x: 0, y: 15 })).toEqual([]);
    const tight: PrintTemplate = { ...DIPLOMA_TEMPLATE, fields: [{ ...field, x: 250 }] };
    expect(fieldsOffPaper(tight, { x: 10, y: 0 })).toEqual(['姓名']);
  });
});

describe('certificate values', () => {
  it('writes dates and durations as certificates do', () => {
    expect(studyYearsText(2.5)).toBe('二年半');
    expect(studyYearsText(3)).toBe('三年');
    expect(studyYearsText(5)).toBe('五年');
    expect(diplomaValues(CERT)).toMatchObject({
      sex: '男',
      birthday: '一九九八年三月十五日生',
      enrolled: '二〇二三年九月',
      graduated: '二〇二六年七月',
      study_years: '二年半',
      level: '专科起点本科（函授）',
      issued: '二〇二六年七月一日',
    });
  });

  it('states a proof of graduation in one paragraph', () => {
    const proof = proofValues(CERT, '2026-11-25');
    expect(proof.body).toContain('兹证明 陈浩然，男，一九九八年三月十五日生');
    expect(proof.body).toContain(
      '于二〇二三年九月至二〇二六年七月在我校汉语言文学专业（专科起点本科，函授，学制二年半）学习',
    );
    expect(proof.certificate_no).toBe('原毕业证书编号：10574520265000001');
    expect(proof.issued).toBe('二〇二六年十一月二十五日');
  });
});

describe('certificates with a blank field never reach the stock', () => {
  const PHOTO = 'https://jw-oss.example.edu.cn/photo/2026/chen-haoran.jpg';
  const complete: CertificatePrint = { ...CERT, photo_url: PHOTO, degree_name: '文学学士' };
  const gapsOf =
    (template: PrintTemplate, values: (cert: CertificatePrint) => Record<string, unknown>) =>
    (cert: CertificatePrint) =>
      certificateGaps(template, values(cert), cert);
  const diplomaGaps = gapsOf(DIPLOMA_TEMPLATE, diplomaValues);
  const degreeGaps = gapsOf(DEGREE_TEMPLATE, degreeValues);
  const proofGaps = gapsOf(PROOF_TEMPLATE, (cert) => proofValues(cert, '2026-11-25'));

  it('counts null, undefined and text of only spaces as blank, never 0', () => {
    expect([null, undefined, '', '  ', '\u3000'].map(isBlank)).toEqual([true, true, true, true, true]);
    expect([0, '0', '陈浩然'].map(isBlank)).toEqual([false, false, false]);
  });

  it('finds the blank fields of a template, leaving out the optional ones', () => {
    const template: PrintTemplate = {
      id: 't',
      name: 't',
      paper: { width: 297, height: 210 },
      fields: [
        { key: 'name', label: '姓名', x: 10, y: 10, width: 40, height: 9 },
        { key: 'photo', label: '照片', x: 10, y: 30, width: 33, height: 48, photo: true },
        { key: 'note', label: '备注', x: 10, y: 90, width: 40, height: 9, optional: true },
        { key: 'score', label: '成绩', x: 60, y: 10, width: 20, height: 9 },
      ],
    };
    expect(missingFields(template, { name: '陈浩然', photo: PHOTO, note: null, score: 0 })).toEqual([]);
    expect(
      missingFields(template, { name: ' ', photo: null, score: 60 }).map((field) => field.label),
    ).toEqual(['姓名', '照片']);
  });

  it('prints a complete certificate, and names what an incomplete one lacks', () => {
    expect(diplomaGaps(complete)).toEqual([]);
    expect(degreeGaps(complete)).toEqual([]);
    expect(proofGaps(complete)).toEqual([]);
    expect(diplomaGaps({ ...complete, photo_url: null })).toEqual(['照片']);
    expect(diplomaGaps({ ...complete, photo_url: '', certificate_no: ' ' })).toEqual(['照片', '证书编号']);
    expect(degreeGaps({ ...complete, degree_name: null })).toEqual(['学位']);
    expect(degreeGaps({ ...complete, principal: '' })).toEqual(['学位评定委员会主席']);
    // a field made of several facts names the fact, not the field
    expect(diplomaGaps({ ...complete, modality: '' })).toEqual(['学习形式']);
    expect(diplomaGaps({ ...complete, birthday: '', study_years: 0 })).toEqual(['出生日期', '学制']);
    expect(diplomaGaps({ ...complete, graduated_at: '' })).toEqual(['毕业年月', '发证日期']);
    expect(proofGaps({ ...complete, id_card: '', level_name: '' })).toEqual(['身份证号', '层次']);
    expect(proofGaps({ ...complete, certificate_no: '', photo_url: null })).toEqual(['照片', '原证书编号']);
    // the degree certificate does not print the study form
    expect(degreeGaps({ ...complete, modality: '' })).toEqual([]);
  });

  it('leaves a blank field blank rather than printing around it', () => {
    const values = diplomaValues({ ...complete, birthday: '', level_name: '' });
    expect(values.birthday).toBeNull();
    expect(values.level).toBeNull();
    expect(proofValues({ ...complete, sex: 3 as 1 }, '2026-11-25').body).toBeNull();
  });

  it('keeps every template field out of the printers’ 5 mm margin, and finds one pushed into it', () => {
    for (const template of [DIPLOMA_TEMPLATE, DEGREE_TEMPLATE, PROOF_TEMPLATE])
      expect(fieldsInMargin(template)).toEqual([]);
    const number = DIPLOMA_TEMPLATE.fields.find((field) => field.key === 'certificate_no')!;
    expect(fieldsInMargin(DIPLOMA_TEMPLATE, { x: 0, y: 15 })).toEqual([]);
    const low: PrintTemplate = { ...DIPLOMA_TEMPLATE, fields: [{ ...number, y: 199 }] };
    expect(fieldsInMargin(low)).toEqual(['证书编号']);
    expect(fieldsInMargin({ ...low, margin: 3 })).toEqual([]);
  });
});

describe('print batches', () => {
  it('reads ?ids= safely', () => {
    expect(parseIds('1,2,3')).toEqual([1, 2, 3]);
    expect(parseIds(' 3, 3 ,x,-1,0,4.5,7')).toEqual([3, 7]);
    expect(parseIds(null)).toEqual([]);
    expect(parseIds(Array.from({ length: 600 }, (_, index) => index + 1).join(','))).toHaveLength(500);
  });

  it('tells first prints from reprints', () => {
    const rows = [
      { id: 1, student_name: '陈浩然', print_count: 1 },
      { id: 2, student_name: '何晓琳', print_count: 0 },
    ];
    expect(splitReprints(rows)).toEqual({ first: [rows[1]], reprints: [rows[0]] });
    expect(printState(0)).toBe('未打印');
    expect(printState(2)).toBe('已打印 2 次');
  });
});
