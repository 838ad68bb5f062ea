import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  addSchool,
  getSchoolById,
  selectSchool,
  updateSchoolByUuid,
  updateSchoolIsPass,
} from '@/generated/api/school/school';
import type { School, SchoolDetail, SchoolSelectBody } from '@/generated/model';
import {
  addAction,
  FormModal,
  ListPage,
  type ListSource,
  type RowAction,
  toggleActions,
  type ToolbarAction,
  useRecordModal,
  toFlag,
} from '@/kit';
import { useLine } from '@/lines/page-type';
import {
  schoolColumns,
  schoolCreateSchema,
  schoolFormFields,
  schoolSearch,
  schoolUpdateSchema,
  type SchoolCreatePayload,
  type SchoolUpdatePayload,
} from './school-fields';
import { useRegionTree } from './use-region-tree';

type SchoolSearch = Omit<SchoolSelectBody, 'line'>;

/** Prefix of the list's query keys (the list is a POST: selectSchool). */
const SCHOOL_LIST_KEY = '/api/user/school/selectSchool';

/**
 * 院校设置 (schoolSystemSettingAE / schoolSystemSettingST): the partner schools.
 * One set of /api/user/school/* paths serves both lines; the line travels as
 * `line` in the list and create bodies (1 self-taught, 2 adult).
 */
export function SchoolListPage() {
  const line = useLine().requestType;
  const modal = useRecordModal<SchoolDetail>();
  const queryClient = useQueryClient();
  const regions = useRegionTree();
  const search = useMemo(() => schoolSearch(regions.provinces), [regions.provinces]);
  const editing = !!modal.record;
  const fields = useMemo(() => schoolFormFields(regions.tree, editing), [regions.tree, editing]);
  const record = useMemo(
    () =>
      modal.record
        ? { ...modal.record, region: [modal.record.province, modal.record.city, modal.record.area] }
        : undefined,
    [modal.record],
  );
  const list = useMemo<ListSource<School, SchoolSearch>>(
    () => ({
      queryKey: (params) => [SCHOOL_LIST_KEY, line, params],
      fetcher: (params, options, signal) => selectSchool({ ...params, line }, options, signal),
    }),
    [line],
  );

  const toolbar: ToolbarAction[] = [addAction('新增院校', () => modal.open())];
  const rowActions: RowAction<School>[] = [
    {
      key: 'edit',
      label: '编辑',
      perm: 'edit',
      // the list row lacks the address codes and the introduction: load the full record first
      onClick: async (row) => modal.open((await getSchoolById(row.id)).result),
    },
    ...toggleActions<School>({
      key: 'pass',
      perm: 'toggle',
      isOn: (row) => row.isPass === 1,
      on: { label: '审核通过' },
      off: { label: '停用', confirm: '停用后该院校的账号将无法登录，确定停用吗？' },
      send: (row, on) => updateSchoolIsPass({ uuid: row.uuid, isPass: toFlag(on) }),
    }),
  ];

  return (
    <>
      <ListPage<School, SchoolSearch>
        list={list}
        rowKey="uuid"
        search={search}
        columns={schoolColumns}
        toolbar={toolbar}
        rowActions={rowActions}
      />
      <FormModal<SchoolCreatePayload | SchoolUpdatePayload>
        title={editing ? '编辑院校' : '新增院校'}
        visible={modal.visible}
        onClose={modal.close}
        width={760}
        fields={fields}
        schema={editing ? schoolUpdateSchema : schoolCreateSchema}
        record={record}
        submit={(payload) =>
          'password' in payload
            ? addSchool({ ...payload, line })
            : updateSchoolByUuid({ ...payload, uuid: modal.record?.uuid ?? '' })
        }
        onSaved={() => void queryClient.invalidateQueries({ queryKey: [SCHOOL_LIST_KEY] })}
      />
    </>
  );
}
