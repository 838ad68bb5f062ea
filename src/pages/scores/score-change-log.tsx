/**
 * 修改记录: every change of this session (student, column, old → new, time) in a drawer, exported
 * with the kit's Excel export.
 */
import '@arco-design/web-react/es/Drawer/style/css.js';
import { Button, Drawer, Empty, Message, Table } from '@arco-design/web-react';
import { useState } from 'react';
import { saveFile, useSheetExport, type SheetColumn } from '@/kit';
import type { LogEntry } from './score-grid-history';

const shown = (text: string) => text || '（空）';

const COLUMNS: SheetColumn<LogEntry>[] = [
  { key: 'time', title: '时间', width: 90, sheet: {} },
  { key: 'student_no', title: '学号', width: 130, sheet: {} },
  { key: 'student_name', title: '姓名', width: 90, sheet: {} },
  { key: 'column', title: '列', width: 100, sheet: {} },
  { key: 'before', title: '原值', width: 80, sheet: {} },
  { key: 'after', title: '新值', width: 80, sheet: {} },
  { key: 'how', title: '操作', width: 80, sheet: {} },
];

export function ChangeLogDrawer({
  log,
  title,
  onClose,
}: {
  log: readonly LogEntry[];
  /** The file's name without .xlsx. */
  title: string;
  onClose: () => void;
}) {
  const [exporting, setExporting] = useState(false);
  const exportRows = useSheetExport<LogEntry, object>(COLUMNS, async () => ({
    result: { total: log.length, list: [...log] },
  }));
  const download = async () => {
    setExporting(true);
    try {
      const name = saveFile(await exportRows({}, {}), `${title}.xlsx`);
      Message.success(`已导出 ${name}`);
    } finally {
      setExporting(false);
    }
  };
  const rows = [...log].reverse();
  return (
    <Drawer
      width={720}
      title={`修改记录（${log.length} 条）`}
      visible
      onCancel={onClose}
      footer={null}
      unmountOnExit
    >
      <Button
        type="primary"
        style={{ marginBottom: 12 }}
        disabled={!log.length}
        loading={exporting}
        onClick={() => void download()}
      >
        导出修改记录
      </Button>
      {rows.length ? (
        <Table
          rowKey="id"
          size="small"
          pagination={rows.length > 50 ? { pageSize: 50 } : false}
          data={rows}
          columns={COLUMNS.map((column) => ({
            title: column.title,
            dataIndex: column.key,
            width: column.width,
            render:
              column.key === 'before' || column.key === 'after' ? (value: string) => shown(value) : undefined,
          }))}
        />
      ) : (
        <Empty description="本次还没有修改" />
      )}
    </Drawer>
  );
}
