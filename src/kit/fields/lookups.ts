/**
 * The dictionaries and filters of spec §3, each backed by its generated call
 * (fs- filters follow the current line). Lookups change rarely: cached for
 * 30 minutes, no loading overlay, errors shown in the select, not popped.
 */
import type { QueryKey } from '@tanstack/react-query';
import type { RequestOptions } from '@/api/http';
import * as basics from '@/generated/api/basics/basics';
import { getListFsStationsQueryKey, listFsStations } from '@/generated/api/station/station';
import type { DictItem, LookupOption } from '@/generated/model';

export interface LookupItem {
  value: number;
  label: string;
}

export const LOOKUP_STALE_MS = 30 * 60_000;
export const LOOKUP_REQUEST: RequestOptions = { loading: false, silent: true };

interface Lookup<Item> {
  label: string;
  queryKey: (schoolId?: number) => QueryKey;
  fetch: (schoolId: number | undefined, signal: AbortSignal) => Promise<{ result: Item[] }>;
}

function dictionary(
  label: string,
  queryKey: () => QueryKey,
  fetch: (options: RequestOptions, signal: AbortSignal) => Promise<{ result: DictItem[] }>,
): Lookup<DictItem> {
  return { label, queryKey, fetch: (_, signal) => fetch(LOOKUP_REQUEST, signal) };
}

type FilterParams = { school_id?: number; keyword?: string };
const paramsFor = (schoolId?: number): FilterParams | undefined =>
  schoolId ? { school_id: schoolId } : undefined;

/** A filter of the current line (fs-), narrowed to a school when one is given. */
function lineFilter(
  label: string,
  queryKey: (params?: FilterParams) => QueryKey,
  fetch: (
    params: FilterParams | undefined,
    options: RequestOptions,
    signal: AbortSignal,
  ) => Promise<{ result: LookupOption[] }>,
): Lookup<LookupOption> {
  return {
    label,
    queryKey: (schoolId) => queryKey(paramsFor(schoolId)),
    fetch: (schoolId, signal) => fetch(paramsFor(schoolId), LOOKUP_REQUEST, signal),
  };
}

/** A line-independent filter (v1-basis-*). */
function basisFilter(
  label: string,
  queryKey: () => QueryKey,
  fetch: (options: RequestOptions, signal: AbortSignal) => Promise<{ result: LookupOption[] }>,
): Lookup<LookupOption> {
  return { label, queryKey, fetch: (_, signal) => fetch(LOOKUP_REQUEST, signal) };
}

export const DICTIONARIES = {
  Education: dictionary('学历', basics.getGetDictEducationQueryKey, basics.getDictEducation),
  Nature: dictionary('院校性质', basics.getGetDictNatureQueryKey, basics.getDictNature),
  ProfessionLevel: dictionary(
    '专业层次',
    basics.getGetDictProfessionLevelQueryKey,
    basics.getDictProfessionLevel,
  ),
  QuestionStyle: dictionary('题型', basics.getGetDictQuestionStyleQueryKey, basics.getDictQuestionStyle),
  SchoolType: dictionary('院校类型', basics.getGetDictSchoolTypeQueryKey, basics.getDictSchoolType),
  Sex: dictionary('性别', basics.getGetDictSexQueryKey, basics.getDictSex),
  TeacherType: dictionary('教师类型', basics.getGetDictTeacherTypeQueryKey, basics.getDictTeacherType),
  Topic: dictionary('题目来源', basics.getGetDictTopicQueryKey, basics.getDictTopic),
};

export type DictionaryName = keyof typeof DICTIONARIES;

const STATION_OPTIONS = { status: 1 as const, limit: 100 };

export const FILTERS = {
  school: lineFilter('院校', basics.getListFsFilterSchoolQueryKey, basics.listFsFilterSchool),
  open_profession: lineFilter(
    '开考专业',
    basics.getListFsFilterOpenProfessionQueryKey,
    basics.listFsFilterOpenProfession,
  ),
  profession: lineFilter('专业', basics.getListFsFilterProfessionQueryKey, basics.listFsFilterProfession),
  college: lineFilter('学院', basics.getListFsFilterCollegeQueryKey, basics.listFsFilterCollege),
  level: lineFilter('层次', basics.getListFsFilterLevelQueryKey, basics.listFsFilterLevel),
  family: lineFilter('科类', basics.getListFsFilterFamilyQueryKey, basics.listFsFilterFamily),
  batch: lineFilter('批次', basics.getListFsFilterBatchQueryKey, basics.listFsFilterBatch),
  province: basisFilter('省份', basics.getListBasisFilterProvinceQueryKey, basics.listBasisFilterProvince),
  open_province: lineFilter(
    '开考省份',
    basics.getListFsFilterOpenProvinceQueryKey,
    basics.listFsFilterOpenProvince,
  ),
  teacher: lineFilter('教师', basics.getListFsFilterTeacherQueryKey, basics.listFsFilterTeacher),
  course_teacher: lineFilter(
    '任课教师',
    basics.getListFsFilterCourseTeacherQueryKey,
    basics.listFsFilterCourseTeacher,
  ),
  head_teacher: lineFilter(
    '班主任',
    basics.getListFsFilterHeadTeacherQueryKey,
    basics.listFsFilterHeadTeacher,
  ),
  examination_manage: lineFilter(
    '考试',
    basics.getListFsFilterExaminationManageQueryKey,
    basics.listFsFilterExaminationManage,
  ),
  nation: basisFilter('民族', basics.getListBasisFilterNationQueryKey, basics.listBasisFilterNation),
  course: lineFilter('课程', basics.getListFsFilterCourseQueryKey, basics.listFsFilterCourse),
  company: lineFilter('单位', basics.getListFsFilterCompanyQueryKey, basics.listFsFilterCompany),
  degree: lineFilter('学位', basics.getListFsFilterDegreeQueryKey, basics.listFsFilterDegree),
  all_school: basisFilter(
    '院校',
    basics.getListBasisFilterAllSchoolQueryKey,
    basics.listBasisFilterAllSchool,
  ),
  exam_paper: lineFilter('试卷', basics.getListFsFilterExamPaperQueryKey, basics.listFsFilterExamPaper),
  /** Years of the current line (fs-year), newest first. */
  year: basisFilter('年份', basics.getListFsYearsQueryKey, basics.listFsYears),
  // 成人教育学籍代码 (v1-ss-*)
  ss_level: basisFilter('层次', basics.getListSsLevelsQueryKey, basics.listSsLevels),
  ss_modality: basisFilter('学习形式', basics.getListSsModalitiesQueryKey, basics.listSsModalities),
  ss_major: basisFilter(
    '专业',
    () => basics.getListSsMajorsQueryKey(),
    (options, signal) => basics.listSsMajors(undefined, options, signal),
  ),
  ss_family: basisFilter('科类', basics.getListSsFamiliesQueryKey, basics.listSsFamilies),
  ss_nation: basisFilter('民族', basics.getListSsNationsQueryKey, basics.listSsNations),
  ss_outlook: basisFilter('政治面貌', basics.getListSsOutlooksQueryKey, basics.listSsOutlooks),
  /** The textbook library (v1-material-all), as 书名（出版社，ISBN）. */
  material: basisFilter('教材', basics.getListAllMaterialsQueryKey, (options, signal) =>
    basics.listAllMaterials(options, signal).then(({ result }) => ({
      result: result.map((book) => ({
        id: book.id,
        name: `${book.name}（${book.publisher}，${book.isbn}）`,
      })),
    })),
  ),
  /** Enabled stations of the line (函授站 / 学习中心), first 100 by the station list. */
  station: basisFilter(
    '站点',
    () => getListFsStationsQueryKey(STATION_OPTIONS),
    (options, signal) =>
      listFsStations(STATION_OPTIONS, options, signal).then(({ result }) => ({
        result: result.list.map(({ id, name }) => ({ id, name })),
      })),
  ),
};

export type FilterKind = keyof typeof FILTERS;

/** Both shapes (dictionary {value,label}, filter {id,name}) as select options. */
export function toLookupItems(items: readonly (DictItem | LookupOption)[] | undefined): LookupItem[] {
  return (items ?? []).map((item) =>
    'value' in item ? { value: item.value, label: item.label } : { value: item.id, label: item.name },
  );
}
