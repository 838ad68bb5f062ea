/** Status maps, nouns, searches and shared columns of the graduation screens. */
import {
  type ListColumn,
  PENDING_REVIEW,
  reviewSearch,
  type SearchField,
  type StatusMap,
  yesNoOptions,
} from '@/kit';
import { useLine } from '@/lines/page-type';
import { formatCredits } from './graduation-rules';

export const REGISTERED: StatusMap = {
  0: { text: '未登记', color: 'gray' },
  1: { text: '已登记', color: 'green' },
};
export const LEVEL: StatusMap = {
  5: { text: '本科', color: 'arcoblue' },
  6: { text: '专科', color: 'cyan' },
};
export const CONCLUSION: StatusMap = {
  1: { text: '毕业', color: 'green' },
  2: { text: '结业', color: 'orange' },
};

/** What differs by line on the graduation screens: where students study (函授站 / 学习中心). */
export function useGraduationLine(): { stationNoun: string } {
  return { stationNoun: useLine().nouns.station };
}

/** A student's application as a review sees it: counted in 份, named by the student, pending while 待审核. */
export const BY_STUDENT = {
  unit: '份',
  label: (row: { student_name: string }) => row.student_name,
  isPending: (row: { status: number }) => row.status === PENDING_REVIEW,
};

export const STUDENT_SEARCH: SearchField = {
  type: 'input',
  field: 'keyword',
  label: '学生',
  placeholder: '姓名、学号或身份证号',
};
export const PROFESSION_SEARCH: SearchField = {
  type: 'filter',
  field: 'profession_id',
  label: '专业',
  kind: 'profession',
};

/** A checked application's search: who, which major, the review state and whether every condition (`conditions`) is met. */
export const checkedApplySearch = (conditions: string): SearchField[] => [
  STUDENT_SEARCH,
  PROFESSION_SEARCH,
  reviewSearch(),
  { type: 'select', field: 'eligible', label: conditions, options: yesNoOptions('全部满足', '有未满足') },
];

/** 学分（已获/要求） and 欠费 of a student due to graduate (毕业申请, 本年度未毕业学生). */
export const creditsAndOwedColumns = <
  Row extends { credits_earned: number; credits_required: number; owed: number },
>(): ListColumn<Row>[] => [
  {
    key: 'credits',
    title: '学分（已获/要求）',
    width: 130,
    align: 'right',
    render: (row) => `${formatCredits(row.credits_earned)} / ${formatCredits(row.credits_required)}`,
  },
  { key: 'owed', title: '欠费', width: 100, valueType: 'money' },
];
