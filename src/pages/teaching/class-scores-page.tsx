import {
  Button,
  Card,
  Empty,
  Message,
  Space,
  Switch,
  Table,
  type TableColumnProps,
} from '@arco-design/web-react';
import { IconDownload } from '@arco-design/web-react/icon';
import { useMemo, useState } from 'react';
import { usePermission } from '@/access/access-context';
import { exportFsClassScoreMatrix, useGetFsClassScoreMatrix } from '@/generated/api/teaching/teaching';
import type { ClassScoreMatrix } from '@/generated/model';
import { LoadFailed, saveFile, useScreenNavigation } from '@/kit';
import { useLine } from '@/lines/page-type';
import { classRoutes } from './class-fields';
import { ClassHeader, MissingClass, useClassGroup, useClassId } from './class-header';
import { courseFigures, isFailed, scoreRows, type ScoreRow } from './class-scores';
import styles from './class-scores-page.module.css';

/** 查看班级成绩 (viewResultsClassAE / ST): students × courses of one class (`?id=`), failed scores marked, export. */
export function ClassScoresPage() {
  const id = useClassId();
  if (!id) return <MissingClass what="查看成绩" />;
  return <ClassScores id={id} />;
}

function ClassScores({ id }: { id: number }) {
  const line = useLine();
  const { backTo } = useScreenNavigation();
  const { can } = usePermission();
  const found = useClassGroup(id);
  const matrix = useGetFsClassScoreMatrix({ id }, { request: { silent: true } });
  const [onlyFailed, setOnlyFailed] = useState(false);
  const [exporting, setExporting] = useState(false);
  const data = matrix.data?.result;

  const exportSheet = async () => {
    setExporting(true);
    try {
      const file = await exportFsClassScoreMatrix({ id }, { loading: false });
      const name = saveFile(file, `${data?.class_name ?? '班级'}成绩.xlsx`);
      Message.success(`已导出：${name}`);
    } catch {
      // the API layer has shown why
    } finally {
      setExporting(false);
    }
  };

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <ClassHeader found={found} />
      <Card
        bordered={false}
        title="班级成绩"
        extra={
          <Space>
            <Switch
              size="small"
              checked={onlyFailed}
              onChange={setOnlyFailed}
              aria-label="只看有不及格的学生"
            />
            <span>只看有不及格的学生</span>
            {can('export') && (
              <Button
                icon={<IconDownload />}
                loading={exporting}
                disabled={!data}
                onClick={() => void exportSheet()}
              >
                导出成绩
              </Button>
            )}
            <Button onClick={() => backTo(classRoutes(line.suffix).list)}>返回</Button>
          </Space>
        }
      >
        {matrix.isError ? (
          <LoadFailed what="班级成绩" error={matrix.error} onRetry={matrix.refetch} />
        ) : (
          <ScoreTable matrix={data} loading={matrix.isPending} onlyFailed={onlyFailed} />
        )}
      </Card>
    </Space>
  );
}

const cell = (score: number | null, pass: number) =>
  score === null ? (
    <span className={styles.missing}>未录入</span>
  ) : isFailed(score, pass) ? (
    <span className={styles.failed} title="不及格">
      {score}
    </span>
  ) : (
    score
  );

function ScoreTable({
  matrix,
  loading,
  onlyFailed,
}: {
  matrix?: ClassScoreMatrix;
  loading: boolean;
  onlyFailed: boolean;
}) {
  const rows = useMemo(() => (matrix ? scoreRows(matrix) : []), [matrix]);
  const figures = useMemo(() => (matrix ? courseFigures(matrix) : []), [matrix]);
  const shown = onlyFailed ? rows.filter((row) => row.failed > 0) : rows;
  const pass = matrix?.pass_score ?? 60;
  const columns: TableColumnProps<ScoreRow>[] = [
    { title: '学号', dataIndex: 'student_no', width: 140, fixed: 'left' },
    { title: '姓名', dataIndex: 'name', width: 90, fixed: 'left' },
    ...(matrix?.courses ?? []).map<TableColumnProps<ScoreRow>>((course) => ({
      title: (
        <span title={`${course.code} · 第 ${course.semester} 学期 · ${course.credit} 学分`}>
          {course.name}
          <br />
          <span className={styles.legend}>
            第{course.semester}学期 · {course.credit}学分
          </span>
        </span>
      ),
      key: `c${course.course_id}`,
      width: 130,
      align: 'right',
      render: (_: unknown, row: ScoreRow) => cell(row.scores[course.course_id] ?? null, pass),
    })),
    { title: '已获学分', dataIndex: 'credits', width: 90, align: 'right' },
    {
      title: '平均分',
      dataIndex: 'average',
      width: 80,
      align: 'right',
      render: (value: number | null) => value ?? '—',
    },
    {
      title: '不及格',
      dataIndex: 'failed',
      width: 80,
      align: 'right',
      render: (value: number) => (value > 0 ? <span className={styles.failed}>{value} 门</span> : '—'),
    },
  ];
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      <span className={styles.legend}>
        及格线 {pass} 分；<span className={styles.failed}>红色</span>为不及格，「未录入」为尚无成绩。共{' '}
        {rows.length} 名学生、{matrix?.courses.length ?? 0} 门课程。
      </span>
      <Table<ScoreRow>
        rowKey="student_id"
        columns={columns}
        data={shown}
        loading={loading}
        pagination={false}
        border
        scroll={{ x: true }}
        noDataElement={<Empty description={onlyFailed ? '没有不及格的学生' : '该班级暂无学生成绩'} />}
        summary={() =>
          matrix && rows.length > 0 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell colSpan={2}>及格率（及格 / 已录入）</Table.Summary.Cell>
              {figures.map((figure) => (
                <Table.Summary.Cell key={figure.course_id} style={{ textAlign: 'right' }}>
                  {figure.passRate === null
                    ? '—'
                    : `${figure.passRate}%（${figure.passed}/${figure.entered}）`}
                </Table.Summary.Cell>
              ))}
              <Table.Summary.Cell colSpan={3} />
            </Table.Summary.Row>
          ) : null
        }
      />
    </Space>
  );
}
