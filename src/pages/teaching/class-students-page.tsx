import { Message, Modal, Space } from '@arco-design/web-react';

import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  addFsClassStudents,
  getGetFsClassGroupQueryKey,
  getListFsClassCandidatesQueryKey,
  getListFsClassGroupsQueryKey,
  getListFsClassStudentsQueryKey,
  listFsClassCandidates,
  listFsClassStudents,
  removeFsClassStudents,
  transferFsClassStudents,
  useListFsClassGroups,
} from '@/generated/api/teaching/teaching';
import type {
  ClassCandidate,
  ClassStudent,
  ListFsClassCandidatesParams,
  ListFsClassStudentsParams,
} from '@/generated/model';
import {
  RemoveFsClassStudentsBody,
  TransferFsClassStudentsBody,
} from '@/generated/zod/teaching/teaching.zod';
import {
  addAction,
  type BatchAction,
  type FormField,
  FormModal,
  ListPage,
  type ListSource,
  type SearchField,
  useScreenNavigation,
} from '@/kit';
import { useLine } from '@/lines/page-type';
import { candidateColumns, classRoutes, classStudentColumns } from './class-fields';
import { ClassHeader, MissingClass, useClassGroup, useClassId } from './class-header';
import { capacityProblem, transferTargets } from './class-rules';

const studentSearch: SearchField[] = [
  { type: 'input', field: 'keyword', label: '学生', placeholder: '姓名、学号或身份证号' },
];
const candidateSearch: SearchField[] = [
  { type: 'input', field: 'keyword', label: '学生', placeholder: '姓名、学号或身份证号' },
  { type: 'filter', field: 'batch_id', label: '批次', kind: 'batch' },
  { type: 'filter', field: 'profession_id', label: '专业', kind: 'profession' },
  {
    type: 'select',
    field: 'unassigned',
    label: '范围',
    options: [
      { label: '只看未分班', value: 1 },
      { label: '含其他班级', value: 0 },
    ],
  },
];
const reasonField = (label: string): FormField => ({
  type: 'textarea',
  field: 'reason',
  label,
  maxLength: 200,
});
const RemoveReason = RemoveFsClassStudentsBody.pick({ reason: true });
const TransferChoice = TransferFsClassStudentsBody.pick({ to_class_id: true, reason: true });

/** 班级学生管理 (gradeStudentManagementAE / ST): the students of one class (`?id=`); add, remove, transfer. */
export function ClassStudentsPage() {
  const id = useClassId();
  if (!id) return <MissingClass what="管理学生" />;
  return <ClassStudents id={id} />;
}

function ClassStudents({ id }: { id: number }) {
  const line = useLine();
  const noun = line.nouns.station;
  const { backTo } = useScreenNavigation();
  const queryClient = useQueryClient();
  const found = useClassGroup(id);
  const current = found.data?.result;
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ClassStudent[]>();
  const [moving, setMoving] = useState<ClassStudent[]>();
  const classes = useListFsClassGroups(
    { limit: 100, status: 1 },
    { query: { enabled: !!moving }, request: { silent: true } },
  );
  const targets = useMemo(() => transferTargets(classes.data?.result.list ?? [], id), [classes.data, id]);
  // the target class must hold the students moving in: said at the field, before anything is sent
  const transferSchema = useMemo(
    () =>
      TransferChoice.superRefine((choice, context) => {
        const target = classes.data?.result.list.find((group) => group.id === choice.to_class_id);
        const problem = target && capacityProblem(target, moving?.length ?? 0);
        if (problem) context.addIssue({ code: 'custom', path: ['to_class_id'], message: problem });
      }),
    [classes.data, moving],
  );

  const students = useMemo<ListSource<ClassStudent, ListFsClassStudentsParams>>(
    () => ({
      queryKey: (query) => getListFsClassStudentsQueryKey({ ...query, class_id: id }),
      fetcher: (query, options, signal) => listFsClassStudents({ ...query, class_id: id }, options, signal),
    }),
    [id],
  );
  const candidates = useMemo<ListSource<ClassCandidate, ListFsClassCandidatesParams>>(
    () => ({
      queryKey: (query) => getListFsClassCandidatesQueryKey({ ...query, class_id: id }),
      fetcher: (query, options, signal) => listFsClassCandidates({ ...query, class_id: id }, options, signal),
    }),
    [id],
  );
  const changed = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getListFsClassStudentsQueryKey({ class_id: id }) }),
      queryClient.invalidateQueries({ queryKey: getGetFsClassGroupQueryKey({ id }) }),
      queryClient.invalidateQueries({ queryKey: getListFsClassGroupsQueryKey() }),
    ]);

  const batchActions: BatchAction<ClassStudent>[] = [
    { key: 'transfer', label: '转班', perm: 'edit', onClick: (rows) => setMoving(rows) },
    { key: 'remove', label: '移出班级', perm: 'delete', danger: true, onClick: (rows) => setRemoving(rows) },
  ];
  const addBatch: BatchAction<ClassCandidate>[] = [
    {
      key: 'join',
      label: '加入班级',
      perm: 'add',
      confirm: (count) =>
        `确定把 ${count} 名学生加入「${current?.name ?? '本班'}」吗？已在其他班级的学生将从原班级转出。`,
      onClick: async (rows) => {
        const problem = current && capacityProblem(current, rows.length);
        if (problem) {
          Message.error(problem);
          return;
        }
        await addFsClassStudents({ class_id: id, student_ids: rows.map((row) => row.id) });
        Message.success(`已加入 ${rows.length} 名学生`);
        setAdding(false);
        await changed();
      },
    },
  ];

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <ClassHeader found={found} />
      <ListPage<ClassStudent, ListFsClassStudentsParams>
        list={students}
        rowKey="id"
        search={studentSearch}
        columns={classStudentColumns}
        toolbar={[addAction('添加学生', () => setAdding(true))]}
        batchActions={batchActions}
        urlPrefix="s_"
        onClose={() => backTo(classRoutes(line.suffix).list)}
      />
      <Modal
        title={`添加学生到「${current?.name ?? ''}」`}
        visible={adding}
        onCancel={() => setAdding(false)}
        footer={null}
        style={{ width: 1080 }}
        unmountOnExit
      >
        <ListPage<ClassCandidate, ListFsClassCandidatesParams>
          list={candidates}
          rowKey="id"
          search={candidateSearch}
          columns={candidateColumns(noun)}
          batchActions={addBatch}
          urlPrefix="c_"
          tableHeight={360}
        />
      </Modal>
      <FormModal<{ reason: string }>
        title={`移出班级（${removing?.length ?? 0} 名学生）`}
        visible={!!removing}
        onClose={() => setRemoving(undefined)}
        fields={[reasonField('移出原因')]}
        schema={RemoveReason}
        submit={({ reason }) => removeFsClassStudents({ class_id: id, student_ids: ids(removing), reason })}
        onSaved={() => void changed()}
        width={520}
      />
      <FormModal<{ to_class_id: number; reason: string }>
        title={`转班（${moving?.length ?? 0} 名学生）`}
        visible={!!moving}
        onClose={() => setMoving(undefined)}
        fields={[
          { type: 'select', field: 'to_class_id', label: '转入班级', options: targets },
          reasonField('转班原因'),
        ]}
        schema={transferSchema}
        submit={(choice) => transferFsClassStudents({ class_id: id, student_ids: ids(moving), ...choice })}
        onSaved={() => void changed()}
        width={560}
      />
    </Space>
  );
}

const ids = (rows: { id: number }[] | undefined) => (rows ?? []).map((row) => row.id);
