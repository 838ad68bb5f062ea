import { useState } from 'react';

/** Which record a create/edit modal shows: open() for a new one, open(row) to edit. */
export function useRecordModal<Row>() {
  const [state, setState] = useState<{ visible: boolean; record?: Row }>({ visible: false });
  return {
    visible: state.visible,
    record: state.record,
    open: (record?: Row) => setState({ visible: true, record }),
    close: () => setState((current) => ({ ...current, visible: false })),
  };
}
