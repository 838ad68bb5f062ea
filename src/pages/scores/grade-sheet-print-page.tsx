/** 成绩单打印 (printGradesheetAE, a page of its own): one student's transcript laid out for A4, with 打印. */
import { useSearchParams } from 'react-router-dom';
import { useGetAdultGradeSheet } from '@/generated/api/scores/scores';
import type { GradeSheet } from '@/generated/model';
import { formatDate, maskIdCard } from '@/kit';
import { PrintPage, PrintSheet } from '@/kit/print';
import styles from './grade-sheet-print-page.module.css';

const scoreText = (score: number | null) => (score === null ? '未考' : String(score));

/** One student's transcript on an A4 sheet (also printed in batches from 成绩打印). */
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
  return (
    <PrintSheet label="成绩单">
      <h1 className={styles.title}>{sheet.school_title}</h1>
      <h2 className={styles.subtitle}>学生成绩单</h2>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <table className={styles.courses}>
        <thead>
          <tr>
            <th>学期</th>
            <th>课程代码</th>
            <th>课程名称</th>
            <th>课程类别</th>
            <th>学分</th>
            <th>成绩</th>
          </tr>
        </thead>
        <tbody>
          {courses.map((course) => (
            <tr key={`${course.term}-${course.course_code}`}>
              <td>{course.term}</td>
              <td>{course.course_code}</td>
              <td>{course.course_name}</td>
              <td>{course.course_type}</td>
              <td className={styles.number}>{course.credit}</td>
              <td className={course.passed ? styles.number : `${styles.number} ${styles.failed}`}>
                {scoreText(course.score)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.summary}>
        {`共 ${summary.course_count} 门课程，应修学分 ${summary.total_credit}，已获学分 ${summary.earned_credit}，平均分 ${summary.average_score ?? '—'}`}
      </p>
      <footer className={styles.footer}>
        <span>生成时间：{sheet.issued_at}</span>
        <span>教务处（盖章）</span>
      </footer>
    </PrintSheet>
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
