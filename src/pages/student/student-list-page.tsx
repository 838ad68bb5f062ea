import { useMemo } from 'react';
import { deleteStudent, setStudentLeader } from '@/generated/api/student/student';
import type { StudentRecord } from '@/generated/model';
import {
  addAction,
  ListPage,
  type RowAction,
  toggleActions,
  type ToolbarAction,
  useRecordModal,
  useScreenNavigation,
  toFlag,
} from '@/kit';
import { useLine } from '@/lines/page-type';
import { StudentDetailModal } from './student-detail-modal';
import { studentColumns, studentSearch } from './student-fields';
import { STUDENT_LINES } from './student-lines';
import { exportStudents, studentListSource } from './student-source';

/** 学籍信息 (studentStatusAE) / 学生信息管理 (studentInformationST): one screen, the line is data. */
export function StudentListPage() {
  const current = useLine();
  const line = STUDENT_LINES[current.suffix];
  const { open } = useScreenNavigation();
  const detail = useRecordModal<StudentRecord>();
  const list = useMemo(() => studentListSource(current.requestType), [current.requestType]);
  const columns = useMemo(() => studentColumns(line.stationNoun), [line.stationNoun]);

  const toolbar: ToolbarAction[] = [addAction('新增学生', () => open(line.formRoute))];
  const rowActions: RowAction<StudentRecord>[] = [
    { key: 'view', label: '查看', onClick: (row) => detail.open(row) },
    { key: 'edit', label: '编辑', perm: 'edit', onClick: (row) => open(line.formRoute, { uuid: row.uuid }) },
    ...(line.scoresRoute
      ? [
          {
            key: 'scores',
            label: '成绩',
            onClick: (row: StudentRecord) => open(line.scoresRoute!, { uuid: row.uuid }),
          },
        ]
      : []),
    ...toggleActions<StudentRecord>({
      key: 'leader',
      perm: 'edit',
      isOn: (row) => row.isLeader === 1,
      on: { label: '设为班干部' },
      off: { label: '取消班干部', confirm: '确定取消该学生的班干部吗？' },
      send: (row, on) => setStudentLeader({ uuid: row.uuid, isLeader: toFlag(on) }),
    }),
    {
      key: 'delete',
      label: '删除',
      perm: 'delete',
      danger: true,
      confirm: '确定删除该学生吗？已有成绩或缴费记录的学生不能删除。',
      onClick: (row) => deleteStudent(row.uuid),
    },
  ];

  return (
    <>
      <ListPage<StudentRecord>
        list={list}
        rowKey="uuid"
        search={studentSearch}
        columns={columns}
        toolbar={toolbar}
        rowActions={rowActions}
        exportFile={exportStudents}
        exportName="学生列表.xlsx"
      />
      <StudentDetailModal modal={detail} line={line} />
    </>
  );
}
