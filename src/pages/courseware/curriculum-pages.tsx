/**
 * 课程信息 (adultEducationCourseAE / curriculumST): the line's courses — code, credits, hours, type,
 * assessment, online or offline, chapters and videos — and 新增课程 (addCurriculumAE / ST, `?id=` edits).
 */

import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
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
  ListFsCurriculaParams,
} from '@/generated/model';
import { CreateFsCurriculumBody, UpdateFsCurriculumBody } from '@/generated/zod/courseware/courseware.zod';
import {
  addAction,
  crudActions,
  FormPage,
  ListPage,
  LoadFailed,
  type ToolbarAction,
  useScreenNavigation,
  ScreenLoading,
} from '@/kit';
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
  const toolbar: ToolbarAction[] = [addAction('新增课程', () => open(routes.form))];
  return (
    <ListPage<Curriculum, ListFsCurriculaParams>
      list={LIST}
      rowKey="id"
      search={COURSE_SEARCH}
      columns={COURSE_COLUMNS}
      toolbar={toolbar}
      rowActions={crudActions<Curriculum>({
        noun: '课程',
        name: (row) => row.name,
        edit: (row) => open(routes.form, { id: row.id }),
        status: {
          isEnabled: (row) => row.status === 1,
          send: (row, enabled) => setFsCurriculumStatus({ id: row.id, status: enabled ? 1 : 0 }),
          disableConfirm: '停用后该课程不再出现在教学计划与考试设置的选择中，已有计划不受影响，确定停用吗？',
        },
        remove: (row) => deleteFsCurricula({ ids: [row.id] }),
        removeConfirm: '确定删除该课程吗？已被教学计划或考试使用的课程不能删除。',
        extra: [
          { key: 'chapters', label: '章节', onClick: (row) => open(routes.chapters, { id: row.id }) },
          { key: 'videos', label: '视频', onClick: (row) => open(routes.videos, { id: row.id }) },
        ],
      })}
      exportFile={exportFsCurricula}
      exportName="课程信息.xlsx"
    />
  );
}

const NEW_COURSE = { course_type: 1, assessment: 1, online: 1, status: 1 };

export function CurriculumFormPage() {
  const routes = ROUTES[useLine().suffix];
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const { backTo } = useScreenNavigation();
  const queryClient = useQueryClient();
  const course = useGetFsCurriculum({ id }, { query: { enabled: id > 0 }, request: { silent: true } });
  const record = useMemo(() => (course.data ? { ...course.data.result } : undefined), [course.data]);
  if (id && course.isPending) return <ScreenLoading />;
  return (
    <FormPage<CurriculumBody | CurriculumUpdateBody>
      title={id ? '编辑课程' : '新增课程'}
      fields={COURSE_FIELDS}
      schema={id ? UpdateFsCurriculumBody : CreateFsCurriculumBody}
      record={id ? record : NEW_COURSE}
      submit={(payload) => ('id' in payload ? updateFsCurriculum(payload) : createFsCurriculum(payload))}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: getListFsCurriculaQueryKey() })}
      onBack={() => backTo(routes.list)}
      notice={
        course.isError ? (
          <LoadFailed
            what="课程"
            error={course.error}
            onRetry={course.refetch}
            style={{ marginBottom: 16 }}
          />
        ) : undefined
      }
    />
  );
}
