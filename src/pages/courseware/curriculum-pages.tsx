/**
 * 课程信息 (adultEducationCourseAE / curriculumST): the line's courses — code, credits, hours, type,
 * assessment, online or offline, chapters and videos — and 新增课程 (addCurriculumAE / ST, `?id=` edits).
 */

import {
  createFsCurriculum,
  deleteFsCurricula,
  exportFsCurricula,
  getListFsCurriculaQueryKey,
  listFsCurricula,
  setFsCurriculumStatus,
  updateFsCurriculum,
  useGetFsCurriculum,
} from '@/generated/api/courseware/courseware';
import type {
  CurriculumBody,
  CurriculumUpdateBody,
  Curriculum,
  CurriculumDetail,
  ListFsCurriculaParams,
} from '@/generated/model';
import { CreateFsCurriculumBody, UpdateFsCurriculumBody } from '@/generated/zod/courseware/courseware.zod';
import { FormScreenList, RecordFormPage, useEditId, useScreenNavigation, enabledToggle } from '@/kit';
import { useLine } from '@/lines/page-type';
import { COURSE_COLUMNS, COURSE_FIELDS, COURSE_SEARCH } from './courseware-fields';

const ROUTES = {
  AE: {
    list: 'adultEducationCourseAE',
    form: 'addCurriculumAE',
    chapters: 'sectionManagementAE',
    videos: 'videoResourcesAE',
  },
  ST: {
    list: 'curriculumST',
    form: 'addCurriculumST',
    chapters: 'sectionManagementST',
    videos: 'videoResourcesST',
  },
} as const;
const LIST = {
  queryKey: getListFsCurriculaQueryKey,
  fetcher: listFsCurricula,
};

export function CurriculumListPage() {
  const routes = ROUTES[useLine().suffix];
  const { open } = useScreenNavigation();
  return (
    <FormScreenList<Curriculum, ListFsCurriculaParams>
      form={routes.form}
      noun="课程"
      list={LIST}
      search={COURSE_SEARCH}
      columns={COURSE_COLUMNS}
      actions={{
        name: (row) => row.name,
        status: {
          ...enabledToggle((row, status) => setFsCurriculumStatus({ id: row.id, status })),
          disableConfirm: '停用后该课程不再出现在教学计划与考试设置的选择中，已有计划不受影响，确定停用吗？',
        },
        remove: (row) => deleteFsCurricula({ ids: [row.id] }),
        removeConfirm: '确定删除该课程吗？已被教学计划或考试使用的课程不能删除。',
        extra: [
          { key: 'chapters', label: '章节', onClick: (row) => open(routes.chapters, { id: row.id }) },
          { key: 'videos', label: '视频', onClick: (row) => open(routes.videos, { id: row.id }) },
        ],
      }}
      exportFile={exportFsCurricula}
      exportName="课程信息.xlsx"
    />
  );
}

const NEW_COURSE = { course_type: 1, assessment: 1, online: 1, status: 1 };

export function CurriculumFormPage() {
  const id = useEditId() ?? 0;
  const course = useGetFsCurriculum({ id }, { query: { enabled: id > 0 }, request: { silent: true } });
  return (
    <RecordFormPage<CurriculumBody | CurriculumUpdateBody, CurriculumDetail>
      noun="课程"
      editing={id > 0}
      query={course}
      fields={COURSE_FIELDS}
      schemas={{ create: CreateFsCurriculumBody, update: UpdateFsCurriculumBody }}
      fresh={NEW_COURSE}
      submit={(payload) => ('id' in payload ? updateFsCurriculum(payload) : createFsCurriculum(payload))}
      list={{ queryKey: getListFsCurriculaQueryKey, route: ROUTES[useLine().suffix].list }}
    />
  );
}
