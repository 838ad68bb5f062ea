import {
  createFsCourseNode,
  deleteFsCourseNode,
  getListFsCourseNodesQueryKey,
  listFsCourseNodes,
  updateFsCourseNode,
} from '@/generated/api/course/course';
import type { CourseNode, CourseNodeBody, CourseNodeUpdateBody } from '@/generated/model';
import { CreateFsCourseNodeBody, UpdateFsCourseNodeBody } from '@/generated/zod/course/course.zod';
import { DialogList, enabledToggle } from '@/kit';
import { courseNodeColumns, courseNodeFormFields, courseNodeSearch, nodeBody } from './course-node-fields';

const NEW_NODE = { status: 1, required_minutes: 0, weight: 0 };

/** 课程节点设置 (courseNodeSettingAE / courseNodeSettingST): CRUD in a modal, listed by order. */
export function CourseNodePage() {
  return (
    <DialogList<CourseNode, Parameters<typeof listFsCourseNodes>[0], CourseNodeBody | CourseNodeUpdateBody>
      list={{ queryKey: getListFsCourseNodesQueryKey, fetcher: listFsCourseNodes }}
      search={courseNodeSearch}
      columns={courseNodeColumns}
      addLabel="新增节点"
      actions={{
        noun: '节点',
        status: {
          ...enabledToggle((row, status) => updateFsCourseNode({ ...nodeBody(row), id: row.id, status })),
          disableConfirm: '停用后该节点不再计入学生学习进度，确定停用吗？',
        },
        remove: (row) => deleteFsCourseNode({ id: row.id }),
        removeConfirm: '确定删除该节点吗？已有学习记录的节点不能删除。',
      }}
      dialog={{
        fields: courseNodeFormFields,
        create: { title: '新增课程节点', schema: CreateFsCourseNodeBody, record: NEW_NODE },
        edit: { title: '编辑课程节点', schema: UpdateFsCourseNodeBody },
        submit: (payload) => ('id' in payload ? updateFsCourseNode(payload) : createFsCourseNode(payload)),
      }}
      listKey={getListFsCourseNodesQueryKey}
    />
  );
}
