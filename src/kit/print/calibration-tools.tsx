/**
 * Toolbar of a template's printer calibration: the printer (新建 / 重命名 / 删除, 导出 / 导入 to take
 * the printers to another computer), its X / Y offset in mm for this template, 归零 and the test
 * page. Every control is reached with Tab and shows where the focus is.
 */
import { Button, InputNumber, Select, Space, Switch, Tooltip } from '@arco-design/web-react';
import { IconDownload, IconUpload } from '@arco-design/web-react/icon';
import { useEffect, useRef, useState } from 'react';
import { confirm } from '@/ui/confirm';
import type { PrinterCalibration } from './calibration';
import styles from './calibration-tools.module.css';
import { PrinterNameDialog } from './printer-name-dialog';
import { clampOffset, MAX_OFFSET_MM } from './template';
import '@arco-design/web-react/es/Modal/style/css.js';
import '../styles';

export interface CalibrationToolsProps {
  printers: PrinterCalibration;
  /** Whether the calibration test page is shown instead of the certificates. */
  testPage: boolean;
  onTestPage: (on: boolean) => void;
}

type Naming = { mode: 'create' } | { mode: 'rename'; name: string };

/** Focus given back by script (not :focus-visible in every browser), ringed until it leaves. */
function refocus(target: HTMLElement | null | undefined) {
  if (!target) return;
  target.dataset.focusBack = '';
  target.addEventListener('blur', () => delete target.dataset.focusBack, { once: true });
  target.focus();
}

export function CalibrationTools({ printers, testPage, onTestPage }: CalibrationToolsProps) {
  const { calibration, printer } = printers;
  const [naming, setNaming] = useState<Naming>();
  const file = useRef<HTMLInputElement>(null);
  const tools = useRef<HTMLDivElement>(null);
  const printerSelect = () => tools.current?.querySelector<HTMLElement>('[role="combobox"]');
  /** Where the focus goes back to once a dialog closes (the dialog does not return it). */
  const returnTo = useRef<HTMLElement | null>(null);
  const focusBack = () =>
    setTimeout(() => {
      const back = returnTo.current;
      refocus(back?.isConnected && !back.matches(':disabled') ? back : printerSelect());
    });
  // Arco's select lets go of the focus when its list closes (Enter, Esc): the keyboard stays on it
  const [listOpen, setListOpen] = useState(false);
  const listWasOpen = useRef(false);
  useEffect(() => {
    const closed = listWasOpen.current && !listOpen;
    listWasOpen.current = listOpen;
    if (closed && document.activeElement === document.body)
      refocus(tools.current?.querySelector<HTMLElement>('[role="combobox"]'));
  }, [listOpen]);
  const open = (next: Naming) => {
    returnTo.current = document.activeElement as HTMLElement | null;
    setNaming(next);
  };
  const closeNaming = () => {
    setNaming(undefined);
    focusBack();
  };

  const remove = () => {
    returnTo.current = document.activeElement as HTMLElement | null;
    const count = printers.templateCounts[printer] ?? 0;
    const next = printers.printers.find((name) => name !== printer);
    void confirm({
      title: `删除打印机「${printer}」？`,
      content: `它在 ${count} 个证书模板上的校准一并删除，无法恢复（可先「导出校准」留存）；用它打印的模板改用「${next}」。`,
      okText: '删除',
      onOk: () => {
        printers.remove(printer);
        focusBack();
      },
      onCancel: focusBack,
    });
  };

  const offset = (axis: 'x' | 'y', label: string) => (
    <Tooltip content={`「${printer}」的${label}偏移（毫米，±${MAX_OFFSET_MM}），只对本证书模板`}>
      <InputNumber
        aria-label={`${label}偏移（毫米）`}
        prefix={axis.toUpperCase()}
        suffix="mm"
        step={0.5}
        precision={1}
        min={-MAX_OFFSET_MM}
        max={MAX_OFFSET_MM}
        style={{ width: 130 }}
        value={calibration[axis]}
        onChange={(value) => printers.setCalibration({ ...calibration, [axis]: clampOffset(value) })}
      />
    </Tooltip>
  );

  return (
    <div ref={tools} className={`${styles.tools} ${styles.focusRing}`} role="group" aria-label="打印机校准">
      <Space size={6}>
        <span aria-hidden>打印机</span>
        <Select
          aria-label="打印机"
          className={styles.printer}
          value={printer}
          options={printers.printers}
          onChange={(name: string) => printers.choose(name)}
          onVisibleChange={setListOpen}
        />
        <Button size="small" aria-label="新建打印机" onClick={() => open({ mode: 'create' })}>
          新建
        </Button>
        <Button
          size="small"
          aria-label="重命名打印机"
          onClick={() => open({ mode: 'rename', name: printer })}
        >
          重命名
        </Button>
        <Button size="small" aria-label="删除打印机" disabled={printers.printers.length < 2} onClick={remove}>
          删除
        </Button>
        <Button size="small" icon={<IconDownload />} onClick={printers.exportFile}>
          导出校准
        </Button>
        <Button size="small" icon={<IconUpload />} onClick={() => file.current?.click()}>
          导入校准
        </Button>
        <input
          ref={file}
          type="file"
          accept=".json,application/json"
          aria-label="选择打印机校准文件"
          hidden
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = ''; // the same file again is a new choice
            if (chosen) void printers.importFile(chosen);
          }}
        />
      </Space>
      <Space size={6}>
        {offset('x', '水平')}
        {offset('y', '垂直')}
        <Button
          size="small"
          disabled={!calibration.x && !calibration.y}
          onClick={() => printers.setCalibration({ x: 0, y: 0 })}
        >
          归零
        </Button>
        <Switch size="small" aria-label="校准测试页" checked={testPage} onChange={onTestPage} />
        <span aria-hidden>校准测试页</span>
      </Space>
      {naming && (
        <PrinterNameDialog
          title={naming.mode === 'create' ? '新建打印机' : `重命名打印机「${naming.name}」`}
          className={styles.focusRing}
          initial={naming.mode === 'rename' ? naming.name : ''}
          check={(name) => printers.nameProblem(name, naming.mode === 'rename' ? naming.name : undefined)}
          onSave={(name) => {
            if (naming.mode === 'create') printers.create(name);
            else printers.rename(naming.name, name);
            closeNaming();
          }}
          onClose={closeNaming}
        />
      )}
    </div>
  );
}
