/**
 * A 录取名单 workbook as staff fill the import template: `rows` admitted students, every 250th
 * row with two mistakes (an ID number too short, the level 专生本). Used by the enrolment e2e test
 * (the import's results) and by the bench (how the page copes with 5,000 rows).
 */
import writeExcelFile from 'write-excel-file/node';
import { ADMISSION_HEADER } from '../../support/admission-template';

const SCHOOLS = ['华南师范大学', '广东工业大学', '华南理工大学', '广州大学'];
const PROFESSIONS = ['会计学', '计算机科学与技术', '工商管理', '护理学', '土木工程'];

export async function admissionWorkbook(rows: number): Promise<Buffer> {
  const data: (string | null)[][] = [ADMISSION_HEADER];
  for (let i = 0; i < rows; i++) {
    const bad = i % 250 === 249;
    data.push([
      String(26440106150000 + i),
      `考生${String(i).padStart(4, '0')}`,
      i % 2 ? '男' : '女',
      bad ? `4401061998${i}` : `44010619980315${String(i % 10_000).padStart(4, '0')}`,
      `139${String(10_000_000 + i)}`,
      '2026',
      SCHOOLS[i % SCHOOLS.length],
      PROFESSIONS[i % PROFESSIONS.length],
      bad ? '专生本' : '专升本',
      '函授',
      '2026年春季',
      '汉族',
      '群众',
      String(150 + (i % 200)),
      i % 100 === 0 ? '=1+1 退役士兵' : null,
    ]);
  }
  return writeExcelFile(data).toBuffer();
}

export const WORKBOOK_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
