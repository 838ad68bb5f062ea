/** The name of a printer, new or renamed: checked as typed is saved (empty, too long, taken), Enter saves. */
import { Form, Input, Modal } from '@arco-design/web-react';
import { useState } from 'react';
import { MAX_PRINTER_NAME } from './printer-profiles';

export interface PrinterNameDialogProps {
  title: string;
  className?: string;
  initial?: string;
  /** Why a name cannot be saved, or undefined. */
  check: (name: string) => string | undefined;
  onSave: (name: string) => void;
  onClose: () => void;
}

export function PrinterNameDialog({
  title,
  className,
  initial = '',
  check,
  onSave,
  onClose,
}: PrinterNameDialogProps) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  const save = () => {
    const problem = check(value);
    setError(problem);
    if (!problem) onSave(value.trim());
  };
  return (
    <Modal
      visible
      title={title}
      className={className}
      okText="保存"
      onOk={save}
      onCancel={onClose}
      autoFocus={false}
    >
      <Form layout="vertical">
        <Form.Item
          label="打印机名称"
          required
          validateStatus={error ? 'error' : undefined}
          help={error}
          extra={`如「教务处 HP M1136」，不超过 ${MAX_PRINTER_NAME} 个字；同一台电脑上不能重名`}
        >
          <Input
            aria-label="打印机名称"
            autoFocus
            value={value}
            onChange={(next) => {
              setValue(next);
              setError(undefined);
            }}
            onPressEnter={save}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
