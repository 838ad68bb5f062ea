/**
 * The certificate templates (mm on the pre-printed stock) and how one certificate's data fills
 * them: 毕业证书 (A4 landscape stock), 学士学位证书 (A4 portrait stock), 毕业证明书 (plain A4).
 */
import type { CertificatePrint } from '@/generated/model';
import { chineseDate, type PrintTemplate } from '@/kit/print';

export const DIPLOMA_TEMPLATE: PrintTemplate = {
  id: 'diploma-2026',
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
  id: 'degree-2026',
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
  id: 'diploma-proof',
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

export function diplomaValues(cert: CertificatePrint) {
  return {
    photo: cert.photo_url,
    student_name: cert.student_name,
    sex: SEX[cert.sex] ?? '',
    birthday: `${chineseDate(cert.birthday)}生`,
    enrolled: chineseDate(cert.enrolled_at, { day: false }),
    graduated: chineseDate(cert.graduated_at, { day: false }),
    profession_name: cert.profession_name,
    study_years: studyYearsText(cert.study_years),
    level: `${cert.level_name}（${cert.modality}）`,
    principal: cert.principal,
    issued: chineseDate(cert.graduated_at),
    certificate_no: cert.certificate_no,
  };
}

export function degreeValues(cert: CertificatePrint) {
  return {
    photo: cert.photo_url,
    student_name: cert.student_name,
    sex: SEX[cert.sex] ?? '',
    birthday: `${chineseDate(cert.birthday)}生`,
    profession_name: cert.profession_name,
    degree_name: cert.degree_name ?? '',
    principal: cert.principal,
    issued: chineseDate(cert.graduated_at),
    certificate_no: cert.certificate_no,
  };
}

export function proofValues(cert: CertificatePrint, today: Date | string) {
  return {
    title: '毕业证明书',
    photo: cert.photo_url,
    body:
      `兹证明 ${cert.student_name}，${SEX[cert.sex] ?? ''}，${chineseDate(cert.birthday)}生，` +
      `身份证号 ${cert.id_card}，于${chineseDate(cert.enrolled_at, { day: false })}至` +
      `${chineseDate(cert.graduated_at, { day: false })}在我校${cert.profession_name}专业` +
      `（${cert.level_name}，${cert.modality}，学制${studyYearsText(cert.study_years)}）学习，` +
      `修完教学计划规定的全部课程，成绩合格，准予毕业。其毕业证书已遗失，特此证明。`,
    certificate_no: `原毕业证书编号：${cert.certificate_no}`,
    school_name: cert.school_name,
    issued: chineseDate(today),
  };
}
