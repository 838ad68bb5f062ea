import { Button, Card, Space } from '@arco-design/web-react';
import { useScreenNavigation } from '@/kit';
import { CarryCourses } from './carry-courses';
import { ClassHeader, MissingClass, useClassGroup, useClassId } from './class-header';

/** 班级执行计划 (classImplementPlanAE): one class's execution plan (`?id=` of the class), adjustable per course. */
export function ClassCarryPlanPage() {
  const id = useClassId();
  if (!id) return <MissingClass what="查看执行计划" />;
  return <ClassCarryPlan id={id} />;
}

function ClassCarryPlan({ id }: { id: number }) {
  const found = useClassGroup(id);
  const { backTo } = useScreenNavigation();
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <ClassHeader found={found} extra={<Button onClick={() => backTo('classAE')}>返回班级列表</Button>} />
      <Card bordered={false} title="执行计划课程">
        <CarryCourses classId={id} />
      </Card>
    </Space>
  );
}
