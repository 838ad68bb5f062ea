import { useMemo } from 'react';
import {
  deleteFsMajor,
  exportFsMajors,
  getListFsMajorsQueryKey,
  listFsMajors,
  setFsMajorStatus,
} from '@/generated/api/major/major';
import type { Major } from '@/generated/model';
import { addAction, crudActions, ListPage, useScreenNavigation, enabledToggle } from '@/kit';
import { useLine } from '@/lines/page-type';
import { majorColumns, majorSearch } from './major-fields';

/** 专业设置 (majorSettingAE / majorSettingST). */
export function MajorListPage() {
  const line = useLine();
  const formRoute = `addMajorSetting${line.suffix}`;
  const { open } = useScreenNavigation();
  const columns = useMemo(() => majorColumns(line.nouns.school), [line.nouns.school]);

  const toolbar = [addAction('新增专业', () => open(formRoute))];
  const rowActions = crudActions<Major>({
    noun: '专业',
    edit: (row) => open(formRoute, { id: row.id }),
    status: {
      ...enabledToggle((row, status) => setFsMajorStatus({ id: row.id, status })),
      labels: { enable: '启用', disable: '停招' },
      disableConfirm: '停招后新生报名与录取不再出现该专业（在读学生不受影响），确定停招吗？',
    },
    remove: (row) => deleteFsMajor({ id: row.id }),
  });

  return (
    <ListPage<Major, Parameters<typeof listFsMajors>[0]>
      list={{ queryKey: getListFsMajorsQueryKey, fetcher: listFsMajors }}
      rowKey="id"
      search={majorSearch}
      columns={columns}
      toolbar={toolbar}
      rowActions={rowActions}
      exportFile={exportFsMajors}
      exportName="专业列表.xlsx"
    />
  );
}
