/**
 * 打印 of offline sessions inside the shell: the seat charts, door sheets and sign-in sheets
 * of one or more sessions in a print preview (A4, page breaks per room). Opened from a row,
 * from the selected rows, or by the URL (`?print=seat,door,signin&session=3`; without
 * `session`, the first session of the list).
 */
import { Checkbox, Empty, Spin } from '@arco-design/web-react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadFailed } from '@/kit';
import { PrintPreview } from '@/kit/print';
import type { LineType } from '@/kit';
import { printedArrangements, roomRosters, SHEET_KINDS, type SheetKind } from './print-layout';
import { SessionSheets } from './seat-sheets';
import { arrangementQuery, sessionsQuery } from './session-queries';

export interface SessionPrintProps {
  type: LineType;
  /** Sessions to print; 'first' = the first session of the line's list. */
  sessions: number[] | 'first';
  kinds: SheetKind[];
  onClose: () => void;
}

export function SessionPrint({ type, sessions, kinds: initialKinds, onClose }: SessionPrintProps) {
  const [kinds, setKinds] = useState<SheetKind[]>(initialKinds.length ? initialKinds : ['seat']);
  const firstParams = { type, page: 1, limit: 1 };
  const first = useQuery({ ...sessionsQuery(firstParams), enabled: sessions === 'first' });
  const ids =
    sessions === 'first'
      ? (first.data?.result.list.slice(0, 1).map((session) => session.id) ?? [])
      : sessions;
  const arrangements = useQueries({ queries: ids.map(arrangementQuery) });
  const loaded = arrangements.flatMap((query) => (query.data ? [query.data.result] : []));
  const failed = first.error ?? arrangements.find((query) => query.error)?.error;
  const loading = first.isLoading || arrangements.some((query) => query.isLoading);
  const printable = printedArrangements(loaded);
  const roomCount = printable.reduce((total, arrangement) => total + roomRosters(arrangement).length, 0);
  const ordered = SHEET_KINDS.map((kind) => kind.value).filter((kind) => kinds.includes(kind));

  let body;
  if (failed)
    body = (
      <LoadFailed
        what="排座数据"
        error={failed}
        onRetry={() => arrangements.forEach((query) => void query.refetch())}
      />
    );
  else if (loading) body = <Spin tip="正在准备打印内容…" style={{ display: 'block', margin: '80px auto' }} />;
  else if (!printable.length)
    body = <Empty description="所选场次尚未排座，没有可打印的座位表、门贴或签到表" />;
  else if (!ordered.length) body = <Empty description="请至少选择一种要打印的表" />;
  else
    body = printable.map((arrangement) => (
      <SessionSheets key={arrangement.session.id} arrangement={arrangement} kinds={ordered} />
    ));

  return (
    <PrintPreview
      visible
      title={`打印 · ${printable.length || ids.length} 个场次（${roomCount} 个考场）`}
      onClose={onClose}
      tools={
        <Checkbox.Group
          aria-label="打印内容"
          options={SHEET_KINDS}
          value={kinds}
          onChange={(value) => setKinds(value as SheetKind[])}
          style={{ marginRight: 16 }}
        />
      }
    >
      {body}
    </PrintPreview>
  );
}
