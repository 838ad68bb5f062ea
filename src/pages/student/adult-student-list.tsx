import { exportAdultStudentList } from '@/generated/api/student/student';
import type { AdultStudent, ListAdultStudentsParams } from '@/generated/model';
import { ListPage, type ListPageProps } from '@/kit';
import { ADULT_STUDENTS } from './adult-fields';

type AdultStudentListProps = Omit<
  ListPageProps<AdultStudent, ListAdultStudentsParams>,
  'list' | 'rowKey' | 'exportFile'
>;

/** The adult students' list with its export; a screen picks the search, columns, actions and file name. */
export function AdultStudentList(props: AdultStudentListProps) {
  return (
    <ListPage<AdultStudent, ListAdultStudentsParams>
      list={ADULT_STUDENTS}
      rowKey="id"
      exportFile={exportAdultStudentList}
      {...props}
    />
  );
}
