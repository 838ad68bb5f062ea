/** Who and which course: how the exam lists of a student's course start their search and columns. */
import {
  COURSE_SEARCH,
  courseColumn,
  type ListColumn,
  type SearchField,
  STUDENT_SEARCH,
  studentColumns,
} from '@/kit';

interface StudentCourseRow {
  student_name: string;
  student_no: string;
  id_card: string;
  profession_name: string;
  station_name: string;
  course_name: string;
  course_code: string;
}

export const STUDENT_COURSE_SEARCH: SearchField[] = [STUDENT_SEARCH, COURSE_SEARCH];

/** The student (with the line's station noun) and the course, titled `course` (课程 by default). */
export const studentCourseColumns = <Row extends StudentCourseRow>(
  stationNoun: string,
  course?: string,
): ListColumn<Row>[] => [...studentColumns<Row>(stationNoun), courseColumn<Row>(course)];
