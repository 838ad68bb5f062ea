/** The class a detail screen is about (`?id=`): its facts on top, or the way back when the id is missing. */
import { Alert, Button, Card } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetFsClassGroup } from '@/generated/api/teaching/teaching';
import type { ClassGroup } from '@/generated/model';
import { DetailView, LoadFailed, useScreenNavigation, type DetailItem } from '@/kit';
import { useLine } from '@/lines/page-type';
import { CLASS_STATUS, classRoutes, occupancy } from './class-fields';

type ClassFacts = ClassGroup & { occupancy: string; teacher: string };

const classItems = (noun: string): DetailItem<ClassFacts>[] => [
  { key: 'name', title: '班级名称' },
  { key: 'code', title: '班级编号' },
  { key: 'batch_name', title: '批次' },
  { key: 'profession_name', title: '专业' },
  { key: 'level_name', title: '层次' },
  { key: 'station_name', title: noun },
  { key: 'teacher', title: '班主任' },
  { key: 'occupancy', title: '学生数 / 上限' },
  { key: 'status', title: '状态', valueType: 'status', statusMap: CLASS_STATUS },
];

/** The class id of the URL (0 when missing). */
export function useClassId(): number {
  const [params] = useSearchParams();
  return Number(params.get('id')) || 0;
}

export function useClassGroup(id: number) {
  return useGetFsClassGroup({ id }, { query: { enabled: id > 0 }, request: { silent: true } });
}

/** Opened without ?id=: says where to open it from and offers the way back. */
export function MissingClass({ what }: { what: string }) {
  const line = useLine();
  const { backTo } = useScreenNavigation();
  return (
    <Alert
      type="warning"
      content={`请从「班级管理」中选择一个班级${what}。`}
      action={<Button onClick={() => backTo(classRoutes(line.suffix).list)}>返回班级列表</Button>}
    />
  );
}

export function ClassHeader({
  found,
  extra,
}: {
  found: ReturnType<typeof useClassGroup>;
  extra?: ReactNode;
}) {
  const line = useLine();
  const noun = line.nouns.station;
  const data = found.data?.result;
  return (
    <Card bordered={false} title="班级信息" extra={extra}>
      {found.isError && <LoadFailed what="班级信息" error={found.error} onRetry={found.refetch} />}
      {data && (
        <DetailView
          items={classItems(noun)}
          data={{ ...data, occupancy: occupancy(data), teacher: data.head_teacher_name || '未指定' }}
          column={3}
        />
      )}
    </Card>
  );
}
