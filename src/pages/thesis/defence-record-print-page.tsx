/** 答辩记录表 (dissertationStudentAETable / STTable, pages of their own): one A4 record per student, batch printable. */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useScreenRoute } from '@/access/access-context';
import { useListFsThesisDefenceRecords } from '@/generated/api/thesis/thesis';
import type { ThesisDefenceRecord } from '@/generated/model';
import { PrintPage, PrintSheet } from '@/kit/print';
import { pageTypeOfSuffix, setPageType, useLine, usePageType } from '@/lines/page-type';
import type { RouteLine } from '@/routes/types';
import { gradeOf, GRADES } from './grading';
import styles from './defence-record-print-page.module.css';

const SOURCE: Record<RouteLine, string> = { AE: '答辩评分', ST: '答辩学生' };
const SCHOOL: Record<RouteLine, string> = { AE: '成人高等教育', ST: '高等教育自学考试' };

/** `1001,1004` → [1001, 1004]; anything else is left out. */
export function parseIds(value: string | null): number[] {
  return (value ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
}

const QUESTION_ROWS = 4;

export function DefenceRecordSheet({ record, kind }: { record: ThesisDefenceRecord; kind: string }) {
  const grade =
    record.average === null ? undefined : GRADES.find((g) => g.value === gradeOf(record.average!));
  // blank lines to write on when fewer questions were recorded
  const blanks = Math.max(0, QUESTION_ROWS - record.questions.length);
  return (
    <PrintSheet label={`答辩记录表 · ${record.student_name}`}>
      <h1 className={styles.title}>{kind}毕业论文答辩记录表</h1>
      <p className={styles.subtitle}>答辩记录</p>
      <table className={`${styles.grid} ${styles.facts}`}>
        <tbody>
          <tr>
            <th>姓名</th>
            <td>{record.student_name}</td>
            <th>学号</th>
            <td>{record.student_no}</td>
          </tr>
          <tr>
            <th>专业</th>
            <td>{record.major_name}</td>
            <th>指导教师</th>
            <td>{record.supervisor_name}</td>
          </tr>
          <tr>
            <th>论文题目</th>
            <td colSpan={3}>{record.title}</td>
          </tr>
          <tr>
            <th>答辩时间</th>
            <td>{record.defence_at}</td>
            <th>答辩地点</th>
            <td>{record.place}</td>
          </tr>
        </tbody>
      </table>
      <div className={styles.section}>答辩委员会与评分</div>
      <table className={styles.grid}>
        <thead>
          <tr>
            <th>角色</th>
            <th>姓名</th>
            <th>评分</th>
            <th>签名</th>
          </tr>
        </thead>
        <tbody>
          {record.scores.map((member) => (
            <tr key={member.member}>
              <td>{member.role}</td>
              <td>{member.member}</td>
              <td className={styles.number}>{member.score ?? ''}</td>
              <td />
            </tr>
          ))}
          <tr>
            <th colSpan={2}>答辩成绩（平均）</th>
            <td className={styles.number}>{record.average?.toFixed(2) ?? ''}</td>
            <td>{grade ? `等级参考：${grade.label}` : ''}</td>
          </tr>
        </tbody>
      </table>
      <div className={styles.section}>提问与回答</div>
      <table className={styles.grid}>
        <thead>
          <tr>
            <th className={styles.seq}>序号</th>
            <th style={{ width: '45%' }}>提问（提问人）</th>
            <th>回答要点</th>
          </tr>
        </thead>
        <tbody>
          {record.questions.map((qa, index) => (
            <tr key={qa.question}>
              <td>{index + 1}</td>
              <td>
                {qa.question}（{qa.asker}）
              </td>
              <td>{qa.answer}</td>
            </tr>
          ))}
          {Array.from({ length: blanks }, (_, index) => (
            <tr key={`blank-${index}`}>
              <td>{record.questions.length + index + 1}</td>
              <td className={styles.answer} />
              <td />
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.signatures}>
        <div>
          答辩委员会主席签名
          <span />
        </div>
        <div>
          记录人：{record.secretary}
          <span />
        </div>
        <div>
          日期
          <span />
        </div>
      </div>
    </PrintSheet>
  );
}

/**
 * A standalone page gets no line from the shell: the route's line (AE / ST) becomes the session's
 * page type, as the shell does for its routes, so the records come from the right line.
 */
function useRouteLine(): boolean {
  const routeLine = useScreenRoute()?.line;
  const pageType = usePageType();
  const wanted = routeLine ? pageTypeOfSuffix(routeLine) : pageType;
  useEffect(() => {
    if (wanted !== pageType) setPageType(wanted);
  }, [wanted, pageType]);
  return wanted === pageType;
}

export function DefenceRecordPrintPage() {
  const ready = useRouteLine();
  const line = useLine();
  const [params] = useSearchParams();
  const ids = parseIds(params.get('ids'));
  const records = useListFsThesisDefenceRecords(
    { ids: ids.join(',') },
    { query: { enabled: ready && ids.length > 0 }, request: { silent: true } },
  );
  const list = records.data?.result ?? [];
  return (
    <PrintPage
      title="答辩记录表"
      subject={list.length === 1 ? list[0]!.student_name : list.length ? `${list.length} 名学生` : undefined}
      missing={
        ids.length ? undefined : `缺少学生，请从「${SOURCE[line.suffix]}」选择学生后点「答辩记录表」进入`
      }
      loading={!records.data}
      error={records.error}
      onRetry={records.refetch}
    >
      {list.map((record) => (
        <DefenceRecordSheet key={record.id} record={record} kind={SCHOOL[line.suffix]} />
      ))}
    </PrintPage>
  );
}
