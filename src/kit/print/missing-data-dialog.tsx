/**
 * Before sheets go onto pre-printed stock: the sheets with a blank field (a photo without its
 * address, a certificate without its number …) are named with what each lacks, and staff either
 * print the others or cancel. A blank sheet never reaches the stock.
 */
import { Alert, Button, Modal } from '@arco-design/web-react';
import { useCallback, useRef, useState } from 'react';
import styles from './missing-data-dialog.module.css';

export interface IncompleteSheet {
  key: string | number;
  /** Whose sheet it is, e.g. 张嘉怡. */
  name: string;
  /** What it lacks, e.g. ['照片', '证书编号']. */
  missing: string[];
}

interface Asking {
  sheets: IncompleteSheet[];
  printable: number;
  what: string;
}

/**
 * `ask(sheets, printable, what)` resolves true to print the `printable` others, false to cancel
 * (also when none is left to print); render `element` once.
 */
export function useMissingDataDialog() {
  const [asking, setAsking] = useState<Asking>();
  const resolver = useRef<(print: boolean) => void>(undefined);

  const ask = useCallback(
    (sheets: IncompleteSheet[], printable: number, what: string) =>
      new Promise<boolean>((resolve) => {
        resolver.current = resolve;
        setAsking({ sheets, printable, what });
      }),
    [],
  );
  const close = (print: boolean) => {
    resolver.current?.(print);
    resolver.current = undefined;
    setAsking(undefined);
  };

  const element = (
    <Modal
      visible={!!asking}
      title={asking && `${asking.sheets.length} 张${asking.what}缺少打印所需的信息`}
      onCancel={() => close(false)}
      footer={
        asking && (
          <>
            <Button onClick={() => close(false)}>取消</Button>
            {asking.printable > 0 && (
              <Button type="primary" onClick={() => close(true)}>
                打印其余 {asking.printable} 张
              </Button>
            )}
          </>
        )
      }
      unmountOnExit
    >
      {asking && (
        <>
          <Alert
            type="warning"
            content={
              asking.printable > 0
                ? `以下${asking.what}不会打印（证书纸上不留空白项）；补齐信息后再打印。`
                : `所选${asking.what}都缺少信息，没有可以打印的；补齐信息后再打印。`
            }
          />
          <table className={styles.table} aria-label={`缺少信息的${asking.what}`}>
            <thead>
              <tr>
                <th scope="col">姓名</th>
                <th scope="col">缺少</th>
              </tr>
            </thead>
            <tbody>
              {asking.sheets.map((sheet) => (
                <tr key={sheet.key}>
                  <td>{sheet.name}</td>
                  <td>{sheet.missing.join('、')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Modal>
  );
  return { ask, element };
}
