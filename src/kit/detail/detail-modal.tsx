import { Button, Modal } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { DetailView, type DetailItem } from './detail-view';
import '../styles';

export interface DetailModalProps<Row> {
  /** From useRecordModal(): the record shown and how to close. */
  modal: { visible: boolean; record?: Row; close: () => void };
  title: string | ((record: Row) => string);
  items: DetailItem<Row>[];
  column?: number;
  width?: number;
  /** What follows the fields, e.g. a DetailTable of the record's rows. */
  children?: (record: Row) => ReactNode;
}

/** A read-only record in a modal: its fields (DetailView) and optionally its rows. */
export function DetailModal<Row extends object>({
  modal,
  title,
  items,
  column = 3,
  width = 960,
  children,
}: DetailModalProps<Row>) {
  const { record } = modal;
  return (
    <Modal
      title={record ? (typeof title === 'function' ? title(record) : title) : ''}
      visible={modal.visible}
      onCancel={modal.close}
      footer={<Button onClick={modal.close}>关闭</Button>}
      style={{ width, maxWidth: 'calc(100vw - 32px)' }}
      unmountOnExit
    >
      {record && (
        <>
          <DetailView items={items} data={record} column={column} />
          {children?.(record)}
        </>
      )}
    </Modal>
  );
}
