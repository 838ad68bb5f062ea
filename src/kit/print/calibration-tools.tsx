/** Toolbar controls of a template's printer calibration: X / Y offset in mm, test page, reset. */
import { Button, InputNumber, Space, Switch, Tooltip } from '@arco-design/web-react';
import { clampOffset, MAX_OFFSET_MM, type Calibration } from './template';

export interface CalibrationToolsProps {
  calibration: Calibration;
  onChange: (next: Calibration) => void;
  /** Whether the calibration test page is shown instead of the certificates. */
  testPage: boolean;
  onTestPage: (on: boolean) => void;
}

export function CalibrationTools({ calibration, onChange, testPage, onTestPage }: CalibrationToolsProps) {
  const offset = (axis: 'x' | 'y', label: string) => (
    <Tooltip content={`打印机${label}偏移（毫米，±${MAX_OFFSET_MM}），只保存在这台电脑上`}>
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
        onChange={(value) => onChange({ ...calibration, [axis]: clampOffset(value) })}
      />
    </Tooltip>
  );
  return (
    <Space size={8}>
      {offset('x', '水平')}
      {offset('y', '垂直')}
      <Button
        size="small"
        disabled={!calibration.x && !calibration.y}
        onClick={() => onChange({ x: 0, y: 0 })}
      >
        归零
      </Button>
      <Space size={4}>
        <Switch size="small" aria-label="校准测试页" checked={testPage} onChange={onTestPage} />
        <span>校准测试页</span>
      </Space>
    </Space>
  );
}
