/** 答辩记录表 (dissertationStudentAETable / STTable, pages of their own): one A4 record per student, batch printable. */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useScreenRoute } from '@/access/access-context';
import { useListFsThesisDefenceRecords } from '@/generated/api/thesis/thesis';
import type { ThesisDefenceRecord } from '@/generated/model';
import {
  PrintPage,
  PrintSheet,
  RuledTable,
  SheetHeading,
  SignatureBlock,
  type RuledColumn,
} from '@/kit/print';
import { pageTypeOfSuffix, setPageType, useLine, usePageType } from '@/lines/page-type';
import type { RouteLine } from '@/routes/types';
import { gradeOf, GRADES } from './grading';

const SOURCE: Record<RouteLine, string> = { AE: '答辩评分', ST: '答辩学生' };

/** `1001,1004` → [1001, 1004]; anything else is left out. */
export function parseIds(value: string | null): number[] {
  return (value ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
}

const QUESTION_ROWS = 4;

type Member = ThesisDefenceRecord['scores'][number];
interface QuestionRow {
  seq: number;
  qa?: ThesisDefenceRecord['questions'][number];
}

const FACT_COLUMNS: RuledColumn[] = [
  { key: 'label1', width: '22mm' },
  { key: 'value1' },
  { key: 'label2', width: '22mm' },
  { key: 'value2' },
];

const MEMBER_COLUMNS: RuledColumn<Member>[] = [
  { key: 'role', title: '角色', width: '28mm' },
  { key: 'member', title: '姓名', width: '36mm' },
  { key: 'score', title: '评分', width: '22mm', align: 'right', render: (member) => member.score ?? '' },
  { key: 'sign', title: '签名', render: () => null },
];

const QUESTION_COLUMNS: RuledColumn<QuestionRow>[] = [
  { key: 'seq', title: '序号', width: '12mm' },
  {
    key: 'question',
    title: '提问（提问人）',
    width: '45%',
    render: ({ qa }) => (qa ? `${qa.question}（${qa.asker}）` : null),
  },
  { key: 'answer', title: '回答要点', render: ({ qa }) => qa?.answer },
];

const label = (content: string) => ({ content, label: true });

export function DefenceRecordSheet({ record, kind }: { record: ThesisDefenceRecord; kind: string }) {
  const grade =
    record.average === null ? undefined : GRADES.find((g) => g.value === gradeOf(record.average!));
  // blank lines to write on when fewer questions were recorded
  const questions: QuestionRow[] = Array.from(
    { length: Math.max(QUESTION_ROWS, record.questions.length) },
    (_, index) => ({ seq: index + 1, qa: record.questions[index] }),
  );
  return (
    <PrintSheet label={`答辩记录表 · ${record.student_name}`}>
      <SheetHeading title={`${kind}毕业论文答辩记录表`} subtitle="答辩记录" />
      <RuledTable
        columns={FACT_COLUMNS}
        label="答辩信息"
        valign="top"
        extraRows={[
          { cells: [label('姓名'), record.student_name, label('学号'), record.student_no] },
          { cells: [label('专业'), record.major_name, label('指导教师'), record.supervisor_name] },
          { cells: [label('论文题目'), { content: record.title, colSpan: 3 }] },
          { cells: [label('答辩时间'), record.defence_at, label('答辩地点'), record.place] },
        ]}
      />
      <RuledTable<Member>
        caption="答辩委员会与评分"
        columns={MEMBER_COLUMNS}
        rows={record.scores}
        rowKey={(member) => member.member}
        valign="top"
        extraRows={[
          {
            cells: [
              { content: '答辩成绩（平均）', colSpan: 2, label: true },
              { content: record.average?.toFixed(2) ?? '', align: 'right' },
              grade ? `等级参考：${grade.label}` : '',
            ],
          },
        ]}
      />
      <RuledTable<QuestionRow>
        caption="提问与回答"
        columns={QUESTION_COLUMNS}
        rows={questions}
        rowKey={(row) => row.seq}
        rowHeight="12mm"
        valign="top"
      />
      <SignatureBlock
        layout="stacked"
        label="签名"
        items={[{ label: '答辩委员会主席签名' }, { label: `记录人：${record.secretary}` }, { label: '日期' }]}
      />
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
        <DefenceRecordSheet key={record.id} record={record} kind={line.nouns.education} />
      ))}
    </PrintPage>
  );
}
