import { Button, Popconfirm, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { Can } from '@/access/access-context';
import { useListAdultRegions } from '@/generated/api/settings/settings';
import type { RegionSettingNode } from '@/generated/model';
import { nounOf } from './region-fields';
import styles from './region-page.module.css';

interface RegionColumnProps {
  level: number;
  /** The region whose children are listed; none for provinces. */
  parent?: RegionSettingNode;
  selected?: string;
  onSelect?: (node: RegionSettingNode) => void;
  onAdd: (count: number) => void;
  onEdit: (node: RegionSettingNode) => void;
  onDelete: (node: RegionSettingNode) => void;
}

/** One level of the province → city → district cascade. */
export function RegionColumn({
  level,
  parent,
  selected,
  onSelect,
  onAdd,
  onEdit,
  onDelete,
}: RegionColumnProps) {
  const noun = nounOf(level);
  const waiting = level > 1 && !parent;
  const regions = useListAdultRegions(parent ? { parent_code: parent.code } : undefined, {
    query: { enabled: !waiting },
    request: { silent: true, loading: false },
  });
  const rows = waiting ? [] : (regions.data?.result ?? []);
  const columns: TableColumnProps<RegionSettingNode>[] = [
    { title: `${noun}名称`, dataIndex: 'name', ellipsis: true },
    { title: '代码', dataIndex: 'code', width: 80 },
    ...(level < 3 ? [{ title: '下级', dataIndex: 'child_count', width: 64, align: 'right' as const }] : []),
    {
      title: '操作',
      key: 'actions',
      width: 104,
      render: (_, row) => (
        // the row click selects the region; its buttons only act
        <span onClick={(event) => event.stopPropagation()}>
          <Space size={0}>
            <Can action="edit">
              <Button type="text" size="mini" onClick={() => onEdit(row)}>
                编辑
              </Button>
            </Can>
            <Can action="delete">
              <Popconfirm
                title={`确定删除「${row.name}」吗？`}
                onOk={() => onDelete(row)}
                disabled={row.child_count > 0}
              >
                <Button
                  type="text"
                  size="mini"
                  status="danger"
                  disabled={row.child_count > 0}
                  title={row.child_count > 0 ? '仍有下级地区，不能删除' : undefined}
                >
                  删除
                </Button>
              </Popconfirm>
            </Can>
          </Space>
        </span>
      ),
    },
  ];

  return (
    <section className={styles.column} aria-label={`${noun}列表`}>
      <div className={styles.head}>
        <span className={styles.title}>
          {parent ? `${parent.name} · ` : ''}
          {noun}（{rows.length}）
        </span>
        <Can action="add">
          <Button
            size="small"
            type="primary"
            icon={<IconPlus />}
            disabled={waiting}
            onClick={() => onAdd(rows.length)}
          >
            新增{noun}
          </Button>
        </Can>
      </div>
      <Table<RegionSettingNode>
        rowKey="code"
        size="small"
        border={false}
        pagination={false}
        columns={columns}
        data={rows}
        loading={regions.isFetching}
        scroll={{ y: 'calc(100vh - 300px)' }}
        noDataElement={
          <span className={styles.empty}>
            {waiting
              ? `请先选择左侧的${nounOf(level - 1)}`
              : regions.isError
                ? `加载失败：${regions.error.message}`
                : `暂无${noun}`}
          </span>
        }
        rowClassName={(row) => (row.code === selected ? styles.selected : '')}
        onRow={(row) => ({ onClick: () => onSelect?.(row) })}
      />
    </section>
  );
}
