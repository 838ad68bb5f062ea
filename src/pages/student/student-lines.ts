/**
 * How the student screens differ between the lines, as data: where the list and the
 * form live, what a station is called, which extra fields the adult record has,
 * and which learning-record screens open from a student.
 */
import type { FormField } from '@/kit';
import type { RouteLine } from '@/routes/types';
import { LINE_OF_SUFFIX } from '@/lines/line';

export interface StudentLine {
  /** The student list of the line (学籍信息 / 学生信息管理). */
  listRoute: string;
  /** 新增学生 / 编辑学生. */
  formRoute: string;
  /** A student's scores by course (self-taught only). */
  scoresRoute?: string;
  /** 函授站 / 学习中心. */
  stationNoun: string;
  /** Form fields only this line has (adult education: 学籍代码 v1-ss-*). */
  extraFields: FormField[];
  /** Route suffix of the learning-record screens opened from a student. */
  suffix: RouteLine;
}

export const STUDENT_LINES: Record<RouteLine, StudentLine> = {
  AE: {
    listRoute: 'studentStatusAE',
    formRoute: 'addStudentAE',
    stationNoun: LINE_OF_SUFFIX.AE.nouns.station,
    suffix: 'AE',
    extraFields: [
      { type: 'filter', field: 'modalityId', label: '学习形式', kind: 'ss_modality', half: true },
      { type: 'filter', field: 'nationId', label: '民族', kind: 'ss_nation', half: true },
      { type: 'filter', field: 'outlookId', label: '政治面貌', kind: 'ss_outlook', half: true },
    ],
  },
  ST: {
    listRoute: 'studentInformationST',
    formRoute: 'addStudentST',
    scoresRoute: 'viewResultsStudentST',
    stationNoun: LINE_OF_SUFFIX.ST.nouns.station,
    suffix: 'ST',
    extraFields: [],
  },
};

/** The learning-record screens (domain learning) a student's detail links to, filtered by ID number. */
export const LEARNING_RECORDS = [
  { route: 'studentHistory', label: '学习记录' },
  { route: 'examRecord', label: '考试记录' },
  { route: 'practiceRecord', label: '练习记录' },
  { route: 'videoProgress', label: '视频学习进度' },
  { route: 'watchTime', label: '观看时长' },
] as const;
