/** 成绩单打印 (printGradesheetAE, a page of its own): one student's transcript laid out for A4, with 打印. */
import { useSearchParams } from 'react-router-dom';
import { useGetAdultGradeSheet } from '@/generated/api/scores/scores';
import type { GradeSheet } from '@/generated/model';
import { formatDate, maskIdCard } from '@/kit';
import {
  PrintPage,
  RuledSheets,
  RuledTable,
  SheetHeading,
  SignatureBlock,
  type RuledColumn,
} from '@/kit/print';

type Course = GradeSheet['courses'][number];

/** Course rows on a sheet; the first sheet also holds the student's facts, the last the summary and seal. */
const COURSES_PER_SHEET = 20;
const COURSES_ON_LAST_SHEET = 18;

const COURSE_COLUMNS: RuledColumn<Course>[] = [
  { key: 'term', title: '学期', width: '42mm' },
  { key: 'course_code', title: '课程代码', width: '20mm' },
  { key: 'course_name', title: '课程名称' },
  { key: 'course_type', title: '课程类别', width: '24mm' },
  { key: 'credit', title: '学分', width: '13mm', align: 'right' },
  {
    key: 'score',
    title: '成绩',
    width: '15mm',
    align: 'right',
    render: (course) => {
      const text = course.score === null ? '未考' : String(course.score);
      return course.passed ? text : <strong>{text}</strong>;
    },
  },
];

const FACT_COLUMNS: RuledColumn[] = [
  { key: 'label1', width: '22mm' },
  { key: 'value1' },
  { key: 'label2', width: '22mm' },
  { key: 'value2' },
];

/** One student's transcript on A4 sheets (also printed in batches from 成绩打印). */
export function GradeSheetView({ sheet }: { sheet: GradeSheet }) {
  const { student, courses, summary } = sheet;
  const facts: [string, string][] = [
    ['姓名', student.name],
    ['性别', student.sex],
    ['学号', student.student_no],
    ['身份证号', maskIdCard(student.id_card)],
    ['院校', student.school_name],
    ['专业', student.major_name],
    ['层次', student.level_name],
    ['学习形式', student.modality_name],
    ['年级', student.batch_name],
    ['入学日期', formatDate(student.enrol_date)],
  ];
  const factRows = Array.from({ length: facts.length / 2 }, (_, index) => {
    const [[a, b], [c, d]] = [facts[index * 2]!, facts[index * 2 + 1]!];
    return { key: a, cells: [{ content: a, label: true }, b, { content: c, label: true }, d] };
  });
  return (
    <RuledSheets<Course>
      sheetKey={student.student_no}
      sheetLabel={({ number, count }) => (count > 1 ? `成绩单 第 ${number} 页` : '成绩单')}
      columns={COURSE_COLUMNS}
      rows={courses}
      rowKey={(course) => `${course.term}-${course.course_code}`}
      rowsPerPage={COURSES_PER_SHEET}
      lastPageRows={COURSES_ON_LAST_SHEET}
      label="课程成绩"
      head={({ number, count }) => (
        <>
          <SheetHeading
            title={sheet.school_title}
            subtitle="学生成绩单"
            meta={count > 1 ? [`${student.name}（${student.student_no}）`, `第 ${number}/${count} 页`] : []}
          />
          {number === 1 && <RuledTable columns={FACT_COLUMNS} extraRows={factRows} label="学生信息" />}
        </>
      )}
      footer={() => (
        <>
          <p>
            {`共 ${summary.course_count} 门课程，应修学分 ${summary.total_credit}，已获学分 ${summary.earned_credit}，平均分 ${summary.average_score ?? '—'}`}
          </p>
          <SignatureBlock items={[{ label: `生成时间：${sheet.issued_at}` }, { label: '教务处（盖章）' }]} />
        </>
      )}
    />
  );
}

export function GradeSheetPrintPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const sheet = useGetAdultGradeSheet({ id }, { query: { enabled: id > 0 }, request: { silent: true } });
  return (
    <PrintPage
      title="成绩单打印"
      what="成绩单"
      subject={sheet.data?.result.student.name}
      missing={id ? undefined : '缺少学生，请从「学籍监管」的「打印成绩单」进入'}
      loading={!sheet.data}
      error={sheet.error}
      onRetry={sheet.refetch}
    >
      {sheet.data && <GradeSheetView sheet={sheet.data.result} />}
    </PrintPage>
  );
}
