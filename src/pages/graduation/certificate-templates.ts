/**
 * The certificate templates (mm on the pre-printed stock) and how one certificate's data fills
 * them: 毕业证书 (A4 landscape stock), 学士学位证书 (A4 portrait stock), 毕业证明书 (plain A4).
 */
import type { CertificatePrint } from '@/generated/model';
import { chineseDate, isBlank, missingFields, type PrintTemplate } from '@/kit/print';
import { TEMPLATE_IDS } from './print-data';

export const DIPLOMA_TEMPLATE: PrintTemplate = {
  id: TEMPLATE_IDS.diploma,
  name: '毕业证书（2026 版）',
  paper: { width: 297, height: 210 },
  fields: [
    { key: 'photo', label: '照片', x: 36, y: 58, width: 33, height: 48, photo: true },
    {
      key: 'student_name',
      label: '姓名',
      x: 112,
      y: 60,
      width: 40,
      height: 9,
      fontSize: 16,
      letterSpacing: 1,
    },
    { key: 'sex', label: '性别', x: 170, y: 60, width: 12, height: 9, fontSize: 14, align: 'center' },
    { key: 'birthday', label: '出生日期', x: 198, y: 60, width: 66, height: 9, fontSize: 14 },
    { key: 'enrolled', label: '入学年月', x: 112, y: 78, width: 46, height: 9, fontSize: 14 },
    { key: 'graduated', label: '毕业年月', x: 176, y: 78, width: 46, height: 9, fontSize: 14 },
    { key: 'profession_name', label: '专业', x: 112, y: 96, width: 66, height: 9, fontSize: 14 },
    { key: 'study_years', label: '学制', x: 206, y: 96, width: 24, height: 9, fontSize: 14 },
    { key: 'level', label: '层次与学习形式', x: 112, y: 114, width: 110, height: 9, fontSize: 14 },
    { key: 'principal', label: '校长', x: 196, y: 150, width: 40, height: 9, fontSize: 14 },
    { key: 'issued', label: '发证日期', x: 190, y: 168, width: 70, height: 9, fontSize: 14 },
    { key: 'certificate_no', label: '证书编号', x: 58, y: 180, width: 80, height: 7, fontSize: 11 },
  ],
};

export const DEGREE_TEMPLATE: PrintTemplate = {
  id: TEMPLATE_IDS.degree,
  name: '学士学位证书（2026 版）',
  paper: { width: 210, height: 297 },
  fields: [
    { key: 'photo', label: '照片', x: 30, y: 62, width: 33, height: 48, photo: true },
    {
      key: 'student_name',
      label: '姓名',
      x: 96,
      y: 128,
      width: 40,
      height: 9,
      fontSize: 16,
      letterSpacing: 1,
    },
    { key: 'sex', label: '性别', x: 150, y: 128, width: 12, height: 9, fontSize: 14, align: 'center' },
    { key: 'birthday', label: '出生日期', x: 60, y: 142, width: 70, height: 9, fontSize: 14 },
    { key: 'profession_name', label: '专业', x: 96, y: 156, width: 70, height: 9, fontSize: 14 },
    { key: 'degree_name', label: '学位', x: 96, y: 184, width: 50, height: 9, fontSize: 16, bold: true },
    { key: 'principal', label: '学位评定委员会主席', x: 120, y: 222, width: 40, height: 9, fontSize: 14 },
    { key: 'issued', label: '授予日期', x: 112, y: 238, width: 70, height: 9, fontSize: 14 },
    { key: 'certificate_no', label: '证书编号', x: 40, y: 262, width: 80, height: 7, fontSize: 11 },
  ],
};

export const PROOF_TEMPLATE: PrintTemplate = {
  id: TEMPLATE_IDS.proof,
  name: '毕业证明书',
  paper: { width: 210, height: 297 },
  fields: [
    {
      key: 'title',
      label: '标题',
      x: 20,
      y: 40,
      width: 170,
      height: 14,
      fontSize: 24,
      align: 'center',
      bold: true,
      letterSpacing: 3,
    },
    { key: 'photo', label: '照片', x: 150, y: 62, width: 30, height: 40, photo: true },
    { key: 'body', label: '证明正文', x: 30, y: 112, width: 150, height: 60, fontSize: 14, lines: 6 },
    { key: 'certificate_no', label: '原证书编号', x: 30, y: 180, width: 150, height: 8, fontSize: 12 },
    {
      key: 'school_name',
      label: '学校（盖章）',
      x: 110,
      y: 214,
      width: 70,
      height: 9,
      fontSize: 14,
      align: 'center',
    },
    { key: 'issued', label: '出具日期', x: 110, y: 226, width: 70, height: 9, fontSize: 14, align: 'center' },
  ],
};

const NUMBERS = '〇一二三四五六七八九十';

/** 学制 as written on certificates: 3 → 三年, 2.5 → 二年半, 5 → 五年. */
export function studyYearsText(years: number): string {
  const whole = Math.floor(years);
  const half = years - whole >= 0.5;
  const text = whole <= 10 ? NUMBERS[whole]! : String(whole);
  return `${text}年${half ? '半' : ''}`;
}

const SEX: Record<number, string> = { 1: '男', 2: '女' };

type Value = string | null;

/** A date as certificates write it, or null (a blank the sheet must not print with). */
const date = (value: string | null | undefined, options?: { day?: boolean }): Value =>
  isBlank(value) ? null : chineseDate(value!, options);
const text = (value: string | null | undefined): Value => (isBlank(value) ? null : value!);
const sexText = (cert: CertificatePrint): Value => SEX[cert.sex] ?? null;
const yearsText = (cert: CertificatePrint): Value =>
  cert.study_years > 0 ? studyYearsText(cert.study_years) : null;
/** Text made of parts: null when any part is blank. */
const all = (parts: Value[], join: (parts: string[]) => string): Value =>
  parts.some((part) => part === null) ? null : join(parts as string[]);

const levelText = (cert: CertificatePrint) =>
  all([text(cert.level_name), text(cert.modality)], ([level, modality]) => `${level}（${modality}）`);

/** Who the certificate is for: photo, name, sex and birthday, the same on a diploma and a degree. */
function holderValues(cert: CertificatePrint): Record<string, Value> {
  const birthday = date(cert.birthday);
  return {
    photo: text(cert.photo_url),
    student_name: text(cert.student_name),
    sex: sexText(cert),
    birthday: birthday && `${birthday}生`,
  };
}

export function diplomaValues(cert: CertificatePrint): Record<string, Value> {
  return {
    ...holderValues(cert),
    enrolled: date(cert.enrolled_at, { day: false }),
    graduated: date(cert.graduated_at, { day: false }),
    profession_name: text(cert.profession_name),
    study_years: yearsText(cert),
    level: levelText(cert),
    principal: text(cert.principal),
    issued: date(cert.graduated_at),
    certificate_no: text(cert.certificate_no),
  };
}

export function degreeValues(cert: CertificatePrint): Record<string, Value> {
  return {
    ...holderValues(cert),
    profession_name: text(cert.profession_name),
    degree_name: text(cert.degree_name),
    principal: text(cert.principal),
    issued: date(cert.graduated_at),
    certificate_no: text(cert.certificate_no),
  };
}

/** The facts the proof's paragraph states, in its order (each named when blank). */
const PROOF_FACTS: [string, (cert: CertificatePrint) => Value][] = [
  ['姓名', (cert) => text(cert.student_name)],
  ['性别', sexText],
  ['出生日期', (cert) => date(cert.birthday)],
  ['身份证号', (cert) => text(cert.id_card)],
  ['入学日期', (cert) => date(cert.enrolled_at, { day: false })],
  ['毕业日期', (cert) => date(cert.graduated_at, { day: false })],
  ['专业', (cert) => text(cert.profession_name)],
  ['层次', (cert) => text(cert.level_name)],
  ['学习形式', (cert) => text(cert.modality)],
  ['学制', yearsText],
];

export function proofValues(cert: CertificatePrint, today: Date | string): Record<string, Value> {
  const body = all(
    PROOF_FACTS.map(([, fact]) => fact(cert)),
    ([name, sex, birthday, idCard, enrolled, graduated, profession, level, modality, years]) =>
      `兹证明 ${name}，${sex}，${birthday}生，身份证号 ${idCard}，于${enrolled}至${graduated}在我校` +
      `${profession}专业（${level}，${modality}，学制${years}）学习，` +
      `修完教学计划规定的全部课程，成绩合格，准予毕业。其毕业证书已遗失，特此证明。`,
  );
  const number = text(cert.certificate_no);
  return {
    title: '毕业证明书',
    photo: text(cert.photo_url),
    body,
    certificate_no: number && `原毕业证书编号：${number}`,
    school_name: text(cert.school_name),
    issued: chineseDate(today),
  };
}

/** What a field made of several facts lacks, by name (层次 or 学习形式 rather than 层次与学习形式). */
const PARTS: Record<string, [string, (cert: CertificatePrint) => Value][]> = {
  level: [
    ['层次', (cert) => text(cert.level_name)],
    ['学习形式', (cert) => text(cert.modality)],
  ],
  body: PROOF_FACTS,
};

/**
 * What one certificate lacks for its template, by name (照片, 证书编号, 出生日期 …), [] when it
 * may be printed: every field of the template needs a value, a paragraph every fact it states.
 */
export function certificateGaps(
  template: PrintTemplate,
  values: Readonly<Record<string, unknown>>,
  cert: CertificatePrint,
): string[] {
  const gaps = missingFields(template, values).flatMap((field) => {
    const parts = PARTS[field.key]?.filter(([, fact]) => fact(cert) === null).map(([name]) => name);
    return parts?.length ? parts : [field.label];
  });
  return [...new Set(gaps)];
}
