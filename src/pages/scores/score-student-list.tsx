/** The students with their score summary (学生成绩查询, 成绩打印): class, 课程数, the page's own columns, 平均成绩. */
import { getListAdultScoreStudentsQueryKey, listAdultScoreStudents } from '@/generated/api/scores/scores';
import type { ListAdultScoreStudentsParams, ScoreStudent } from '@/generated/model';
import {
  type BatchAction,
  classStudentColumns,
  type ListColumn,
  ListPage,
  type RowAction,
  STUDENT_SEARCH,
} from '@/kit';

const SCORE_STUDENTS = {
  queryKey: getListAdultScoreStudentsQueryKey,
  fetcher: listAdultScoreStudents,
};

export interface ScoreStudentListProps {
  /** Shown between 课程数 and 平均成绩. */
  columns: ListColumn<ScoreStudent>[];
  rowActions: RowAction<ScoreStudent>[];
  batchActions?: BatchAction<ScoreStudent>[];
}

export function ScoreStudentList({ columns, rowActions, batchActions }: ScoreStudentListProps) {
  return (
    <ListPage<ScoreStudent, ListAdultScoreStudentsParams>
      list={SCORE_STUDENTS}
      rowKey="id"
      search={[STUDENT_SEARCH]}
      columns={[
        ...classStudentColumns<ScoreStudent>(),
        { key: 'course_count', title: '课程数', width: 80, valueType: 'number' },
        ...columns,
        { key: 'average', title: '平均成绩', width: 90, valueType: 'number' },
      ]}
      rowActions={rowActions}
      batchActions={batchActions}
    />
  );
}
