/**
 * 成绩打印 (scorePrintingAE): choose students and print their transcripts in one go, a page each;
 * 班级成绩打印 (classGradePrintAE, `?class_id=`): a class's grade table (students × courses, failed
 * scores marked) on landscape A4 pages with the school's heading and the date in Chinese.
 */
import { Alert, Button, Spin } from '@arco-design/web-react';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getAdultGradeSheet, getGetAdultGradeSheetQueryKey } from '@/generated/api/scores/scores';
import { useGetFsClassScoreMatrix } from '@/generated/api/teaching/teaching';
import type { ClassScoreMatrix, ScoreStudent } from '@/generated/model';
import { LoadFailed, useScreenNavigation } from '@/kit';
import {
  chineseDate,
  PrintPreview,
  RuledSheets,
  SheetHeading,
  SignatureBlock,
  type RuledColumn,
} from '@/kit/print';
import { GradeSheetView } from './grade-sheet-print-page';
import { ScoreStudentList } from './score-student-list';

const MAX_BATCH = 200;

function BatchSheets({ students }: { students: ScoreStudent[] }) {
  const sheets = useQueries({
    queries: students.map((student) => ({
      queryKey: getGetAdultGradeSheetQueryKey({ id: student.id }),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        getAdultGradeSheet({ id: student.id }, { silent: true }, signal),
    })),
  });
  const failed = sheets.filter((sheet) => sheet.isError).length;
  if (sheets.some((sheet) => sheet.isPending))
    return (
      <Spin tip={`正在准备成绩单（${sheets.filter((sheet) => sheet.data).length}/${students.length}）…`} />
    );
  return (
    <>
      {failed > 0 && <Alert type="error" content={`${failed} 名学生的成绩单加载失败，未包含在打印中。`} />}
      {sheets.map((sheet, index) =>
        sheet.data ? <GradeSheetView key={students[index]!.id} sheet={sheet.data.result} /> : null,
      )}
    </>
  );
}

export function ScorePrintingPage() {
  const [printing, setPrinting] = useState<ScoreStudent[]>();
  return (
    <>
      <ScoreStudentList
        columns={[{ key: 'credits_earned', title: '已获学分', width: 90, valueType: 'number' }]}
        rowActions={[
          {
            key: 'print',
            label: '打印成绩单',
            perm: 'print',
            hidden: (row) => row.course_count === 0,
            onClick: (row) => setPrinting([row]),
          },
        ]}
        batchActions={[
          {
            key: 'print',
            label: '批量打印成绩单',
            perm: 'print',
            onClick: (rows) => setPrinting(rows.filter((row) => row.course_count > 0).slice(0, MAX_BATCH)),
          },
        ]}
      />
      <PrintPreview
        visible={!!printing}
        title={`打印成绩单 · ${printing?.length ?? 0} 名学生`}
        onClose={() => setPrinting(undefined)}
      >
        {printing && <BatchSheets students={printing} />}
      </PrintPreview>
    </>
  );
}

const ROWS_PER_PAGE = 25;

type ClassStudent = ClassScoreMatrix['students'][number];

/** The class table on landscape pages of ROWS_PER_PAGE students, the heading on each. */
function ClassGradeSheets({ matrix }: { matrix: ClassScoreMatrix }) {
  const today = chineseDate(new Date());
  const columns: RuledColumn<ClassStudent>[] = [
    { key: 'student_no', title: '学号', width: '36mm' },
    { key: 'name', title: '姓名', width: '22mm' },
    ...matrix.courses.map((course): RuledColumn<ClassStudent> => ({
      key: String(course.course_id),
      title: course.name,
      align: 'right',
      render: (student) => {
        const score = student.scores.find((cell) => cell.course_id === course.course_id)?.score ?? null;
        return score !== null && score < matrix.pass_score ? <strong>{score}</strong> : (score ?? '—');
      },
    })),
  ];
  return (
    <RuledSheets<ClassStudent>
      landscape
      sheetLabel={({ number }) => `班级成绩表 第 ${number} 页`}
      columns={columns}
      rows={matrix.students}
      rowKey={(student) => student.student_id}
      rowsPerPage={ROWS_PER_PAGE}
      head={() => <SheetHeading title={`${matrix.class_name} 成绩表`} />}
      footerOnEvery
      footer={({ number, count }) => (
        <SignatureBlock
          items={[
            { label: `第 ${number} 页 / 共 ${count} 页 · 及格线 ${matrix.pass_score} 分` },
            { label: today },
          ]}
        />
      )}
    />
  );
}

export function ClassGradePrintPage() {
  const [params] = useSearchParams();
  const classId = Number(params.get('class_id')) || 0;
  const { backTo } = useScreenNavigation();
  const matrix = useGetFsClassScoreMatrix(
    { id: classId },
    { query: { enabled: classId > 0 }, request: { silent: true } },
  );
  const [open, setOpen] = useState(true);

  if (!classId)
    return (
      <Alert
        type="warning"
        content="请从「班级成绩」中选择一个班级打印成绩表。"
        action={<Button onClick={() => backTo('classGradeAE')}>返回班级成绩</Button>}
      />
    );
  if (matrix.isError) return <LoadFailed what="班级成绩" error={matrix.error} onRetry={matrix.refetch} />;
  if (!matrix.data) return <Spin style={{ display: 'block', marginTop: 80 }} tip="加载中…" />;
  return (
    <>
      <Alert
        content={`${matrix.data.result.class_name}：${matrix.data.result.students.length} 名学生 × ${matrix.data.result.courses.length} 门课程`}
        action={
          <Button type="primary" onClick={() => setOpen(true)}>
            打印预览
          </Button>
        }
      />
      <PrintPreview
        visible={open}
        title={`打印 · ${matrix.data.result.class_name} 成绩表`}
        onClose={() => setOpen(false)}
      >
        <ClassGradeSheets matrix={matrix.data.result} />
      </PrintPreview>
    </>
  );
}
