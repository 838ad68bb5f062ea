/**
 * 成绩录入 (scorViewingEntryAE, `?class_id=&course_id=`): a class's students × the course's score parts,
 * moved through like a spreadsheet (arrows, Tab, Enter), blocks pasted from Excel, undo / redo and
 * fill-down, every cell checked (0–100, one decimal; 缺考 / 缓考 / 作弊 in any column set 特殊情况),
 * the total from the assessment weights, saved as you go, and 提交 (locked) at the end.
 * Nothing typed is lost: a save's answer clears only the cells it sent, drafts are kept in the
 * browser until saved (offered back after a reload), and a row the server refuses keeps its
 * drafts with the server's msg while the other rows save. Only the rows in view are rendered and
 * a keystroke re-renders only its own row, so a class of 1,000 stays within a frame.
 * This file picks the class and the course; the grid is ./score-entry-grid.
 */
import { Alert, Empty, Spin, Space } from '@arco-design/web-react';
import { useSearchParams } from 'react-router-dom';
import { useGetAdultScoreEntry, useListAdultClassScores } from '@/generated/api/scores/scores';
import { DeferredSelect, LoadFailed, useFilter } from '@/kit';
import { ScoreGrid } from './score-entry-grid';
import { CLASS_CHOICES, sheetOptions, sheetParams } from './score-sheet-query';
import styles from './score-entry.module.css';

export function ScoreEntryPage() {
  const [params, setParams] = useSearchParams();
  const chosen = sheetParams(params);
  const { class_id: classId, course_id: courseId } = chosen;
  const classes = useListAdultClassScores(CLASS_CHOICES);
  const courses = useFilter('course');
  const sheet = useGetAdultScoreEntry(chosen, sheetOptions(chosen));
  const choose = (key: string, value: number | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, String(value));
    else next.delete(key);
    setParams(next, { replace: true });
  };

  // The pickers show their choice at once and load Arco's Select when first used: the grid is drawn
  // without waiting for it (the pickers change once per class and course, the grid is worked all day)
  return (
    <div className={styles.page}>
      <Space style={{ marginBottom: 12 }} wrap>
        <DeferredSelect
          aria-label="班级"
          placeholder="请选择班级"
          style={{ width: 260 }}
          showSearch
          allowClear
          loading={classes.isPending}
          value={classId || undefined}
          onChange={(value: number | undefined) => choose('class_id', value)}
          options={(classes.data?.result.list ?? []).map((item) => ({
            label: item.class_name,
            value: item.id,
          }))}
        />
        <DeferredSelect
          aria-label="课程"
          placeholder="请选择课程"
          style={{ width: 260 }}
          showSearch
          allowClear
          loading={courses.isFetching}
          value={courseId || undefined}
          onChange={(value: number | undefined) => choose('course_id', value)}
          options={courses.items}
          notFoundContent={
            courses.isError ? (
              <LoadFailed what="课程" error={courses.error} onRetry={() => courses.refetch()} />
            ) : (
              '暂无课程'
            )
          }
        />
      </Space>
      {!classId || !courseId ? (
        <Empty description="请选择班级和课程，开始录入成绩" />
      ) : sheet.isError ? (
        <LoadFailed what="成绩录入表" error={sheet.error} onRetry={sheet.refetch} />
      ) : !sheet.data ? (
        <Spin style={{ display: 'block', margin: '80px auto' }} tip="加载中…" />
      ) : sheet.data.result.rows.length === 0 ? (
        <Alert type="warning" content="该班级没有学生，无需录入成绩。" />
      ) : (
        <ScoreGrid
          key={`${classId}-${courseId}-${sheet.data.result.locked}`}
          sheet={sheet.data.result}
          classId={classId}
          courseId={courseId}
        />
      )}
    </div>
  );
}
