import { useQueryClient } from '@tanstack/react-query';
import {
  createFsCourseNode,
  deleteFsCourseNode,
  getListFsCourseNodesQueryKey,
  listFsCourseNodes,
  updateFsCourseNode,
} from '@/generated/api/course/course';
import type { CourseNode, CourseNodeBody, CourseNodeUpdateBody } from '@/generated/model';
import { CreateFsCourseNodeBody, UpdateFsCourseNodeBody } from '@/generated/zod/course/course.zod';
import { addAction, crudActions, FormModal, ListPage, type ToolbarAction, useRecordModal } from '@/kit';
import { courseNodeColumns, courseNodeFormFields, courseNodeSearch, nodeBody } from './course-node-fields';

const NEW_NODE = { status: 1, required_minutes: 0, weight: 0 };

/** 课程节点设置 (courseNodeSettingAE / courseNodeSettingST): CRUD in a modal, listed by order. */
export function CourseNodePage() {
  const modal = useRecordModal<CourseNode>();
  const queryClient = useQueryClient();

  const toolbar: ToolbarAction[] = [addAction('新增节点', () => modal.open())];
  const rowActions = crudActions<CourseNode>({
    noun: '节点',
    edit: (row) => modal.open(row),
    status: {
      isEnabled: (row) => row.status === 1,
      send: (row, enabled) => updateFsCourseNode({ ...nodeBody(row), id: row.id, status: enabled ? 1 : 0 }),
      disableConfirm: '停用后该节点不再计入学生学习进度，确定停用吗？',
    },
    remove: (row) => deleteFsCourseNode({ id: row.id }),
    removeConfirm: '确定删除该节点吗？已有学习记录的节点不能删除。',
  });

  return (
    <>
      <ListPage<CourseNode, Parameters<typeof listFsCourseNodes>[0]>
        list={{ queryKey: getListFsCourseNodesQueryKey, fetcher: listFsCourseNodes }}
        rowKey="id"
        search={courseNodeSearch}
        columns={courseNodeColumns}
        toolbar={toolbar}
        rowActions={rowActions}
      />
      <FormModal<CourseNodeBody | CourseNodeUpdateBody>
        title={modal.record ? '编辑课程节点' : '新增课程节点'}
        visible={modal.visible}
        onClose={modal.close}
        fields={courseNodeFormFields}
        schema={modal.record ? UpdateFsCourseNodeBody : CreateFsCourseNodeBody}
        record={modal.record ?? NEW_NODE}
        submit={(payload) => ('id' in payload ? updateFsCourseNode(payload) : createFsCourseNode(payload))}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: getListFsCourseNodesQueryKey() })}
      />
    </>
  );
}
