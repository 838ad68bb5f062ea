/**
 * The certificate template designer (the hiprint / Lodop habit): the paper at true mm scale with a
 * mm grid over the scan of the blank stock, each field a box dragged and sized with the mouse
 * (snapped to 0.5 mm) or moved with the arrow keys (0.5 mm, Shift 5 mm; Alt + arrows size it), and
 * a panel with the chosen field's X / Y / 宽 / 高 in mm, 字号, 加粗, 字间距 and 对齐. 预览 fills the
 * boxes with real rows. Fields off the paper or in the printer's margin are marked and listed.
 * Controlled: the page holds the template and saves it.
 */
import { Alert, InputNumber, Radio, Select, Switch } from '@arco-design/web-react';
import '@arco-design/web-react/es/Radio/style/css.js';
import {
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import {
  DEFAULT_PRINT_MARGIN_MM,
  fieldsInMargin,
  fieldsOffPaper,
  fieldStyle,
  templateProblems,
  type PrintTemplate,
  type TemplateField,
} from '../template';
import styles from './designer.module.css';
import { arrowStep, moveField, resizeField, snap, tenth, withField } from './geometry';
import '../../styles';

/** A row to preview the template with: who it is and the value of each field. */
export interface DesignSample {
  key: string | number;
  name: string;
  values: Readonly<Record<string, string | number | null | undefined>>;
}

export interface TemplateDesignerProps {
  value: PrintTemplate;
  onChange: (next: PrintTemplate) => void;
  /** The scan of the blank stock, under the grid (never printed). */
  background?: string | null;
  /** Real rows for 预览 (the certificates being printed). */
  samples?: readonly DesignSample[];
  /** More controls in the panel (e.g. choosing the stock scan). */
  tools?: ReactNode;
}

type Drag = { mode: 'move' | 'resize'; key: string };

const ALIGNS = [
  { label: '左对齐', value: 'left' },
  { label: '居中', value: 'center' },
  { label: '右对齐', value: 'right' },
] as const;

function MmInput({
  label,
  value,
  min,
  max,
  step = 0.5,
  unit = '毫米',
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  unit?: string;
  onChange: (value: number) => void;
}) {
  return (
    <div className={styles.row}>
      <span aria-hidden>{label}</span>
      <InputNumber
        aria-label={`${label}（${unit}）`}
        value={value}
        min={min}
        max={max}
        step={step}
        precision={1}
        suffix={unit === '毫米' ? 'mm' : unit === '磅' ? 'pt' : unit}
        onChange={(next) => {
          if (typeof next === 'number' && Number.isFinite(next)) onChange(tenth(next));
        }}
      />
    </div>
  );
}

export function TemplateDesigner({
  value,
  onChange,
  background,
  samples = [],
  tools,
}: TemplateDesignerProps) {
  const { paper } = value;
  const margin = value.margin ?? DEFAULT_PRINT_MARGIN_MM;
  const [selected, setSelected] = useState(value.fields.find((field) => !field.photo)?.key);
  const [preview, setPreview] = useState(false);
  const [sampleKey, setSampleKey] = useState(samples[0]?.key);
  const [drag, setDrag] = useState<Drag>();
  const paperRef = useRef<HTMLDivElement>(null);
  const hintId = useId();

  const field = value.fields.find((item) => item.key === selected);
  const sample = samples.find((item) => item.key === sampleKey) ?? samples[0];
  const outside = new Set([...fieldsOffPaper(value), ...fieldsInMargin(value)]);
  const problems = templateProblems(value);

  const update = (next: TemplateField) => onChange(withField(value, next));

  /** Drags the box (or its corner) by the mouse: mm from the paper's size on screen, 0.5 mm steps. */
  const startDrag = (event: ReactPointerEvent<HTMLElement>, start: TemplateField, mode: Drag['mode']) => {
    if (event.button !== 0 || !paperRef.current) return;
    event.preventDefault();
    event.stopPropagation();
    setSelected(start.key);
    (event.currentTarget.closest('[data-designer-field]') as HTMLElement | null)?.focus();
    const pxPerMm = paperRef.current.getBoundingClientRect().width / paper.width;
    const from = { x: event.clientX, y: event.clientY };
    const template = value;
    setDrag({ mode, key: start.key });
    const onMove = (moved: PointerEvent) => {
      const dx = snap((moved.clientX - from.x) / pxPerMm);
      const dy = snap((moved.clientY - from.y) / pxPerMm);
      const next = mode === 'move' ? moveField(start, dx, dy, paper) : resizeField(start, dx, dy, paper);
      onChange(withField(template, next));
    };
    const onUp = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
      setDrag(undefined);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
  };

  /** Arrow keys move the box 0.5 mm (Shift: 5 mm); with Alt they size it. */
  const onKey = (event: KeyboardEvent<HTMLElement>, target: TemplateField) => {
    const step = arrowStep(event.key, event.shiftKey);
    if (!step) return;
    event.preventDefault();
    update(
      event.altKey
        ? resizeField(target, step.dx, step.dy, paper)
        : moveField(target, step.dx, step.dy, paper),
    );
  };

  const content = (item: TemplateField): ReactNode => {
    if (!preview || !sample) return item.label;
    const shown = sample.values[item.key];
    if (item.photo) return shown ? <img className={styles.photo} src={String(shown)} alt="" /> : item.label;
    return shown ?? '';
  };

  return (
    <div className={styles.designer}>
      <div className={styles.canvas}>
        <div
          ref={paperRef}
          className={styles.paper}
          style={{ width: `${paper.width}mm`, height: `${paper.height}mm` }}
          data-designer-paper={`${paper.width}x${paper.height}`}
          role="group"
          aria-label={`${value.name}（${paper.width} × ${paper.height} 毫米）`}
        >
          {background && <img className={styles.scan} src={background} alt="" aria-hidden />}
          <div className={styles.grid} aria-hidden />
          <div
            className={styles.margin}
            style={{ inset: `${margin}mm` }}
            aria-hidden
            title={`${margin} 毫米页边`}
          />
          {value.fields.map((item) => {
            const style = fieldStyle(item);
            const active = item.key === selected;
            return (
              <div
                key={item.key}
                role="button"
                tabIndex={0}
                aria-pressed={active}
                aria-label={`${item.label}：X ${item.x} 毫米，Y ${item.y} 毫米，宽 ${item.width} 毫米，高 ${item.height} 毫米`}
                aria-describedby={hintId}
                data-designer-field={item.key}
                className={[
                  styles.box,
                  active ? styles.active : '',
                  outside.has(item.label) ? styles.bad : '',
                  drag?.key === item.key ? styles.dragging : '',
                  preview ? styles.previewing : '',
                ].join(' ')}
                style={{ ...style, whiteSpace: item.lines ? 'normal' : 'nowrap' }}
                onPointerDown={(event) => startDrag(event, item, 'move')}
                onFocus={() => setSelected(item.key)}
                onKeyDown={(event) => onKey(event, item)}
              >
                {content(item)}
                <span
                  className={styles.handle}
                  aria-hidden
                  data-resize-handle=""
                  onPointerDown={(event) => startDrag(event, item, 'resize')}
                />
              </div>
            );
          })}
        </div>
      </div>

      <aside className={styles.panel} aria-label="字段设置">
        <p id={hintId} className={styles.hint}>
          拖动字段框移动，拖动右下角改变大小（按 0.5 毫米对齐）；选中后方向键移动 0.5 毫米，Shift + 方向键移动
          5 毫米，Alt + 方向键改变大小。
        </p>
        <div className={styles.row}>
          <span aria-hidden>字段</span>
          <Select
            aria-label="字段"
            value={selected}
            onChange={(key: string) => setSelected(key)}
            options={value.fields.map((item) => ({ label: item.label, value: item.key }))}
          />
        </div>
        {field && (
          <div className={styles.fieldForm}>
            <MmInput
              label="X"
              value={field.x}
              min={0}
              max={paper.width}
              onChange={(x) => update({ ...field, x })}
            />
            <MmInput
              label="Y"
              value={field.y}
              min={0}
              max={paper.height}
              onChange={(y) => update({ ...field, y })}
            />
            <MmInput
              label="宽"
              value={field.width}
              min={1}
              max={paper.width}
              onChange={(width) => update({ ...field, width })}
            />
            <MmInput
              label="高"
              value={field.height}
              min={1}
              max={paper.height}
              onChange={(height) => update({ ...field, height })}
            />
            {!field.photo && (
              <>
                <MmInput
                  label="字号"
                  unit="磅"
                  value={field.fontSize ?? 12}
                  min={6}
                  max={72}
                  onChange={(fontSize) => update({ ...field, fontSize })}
                />
                <MmInput
                  label="字间距"
                  value={field.letterSpacing ?? 0}
                  min={0}
                  max={20}
                  step={0.1}
                  onChange={(letterSpacing) => update({ ...field, letterSpacing })}
                />
                <div className={styles.row}>
                  <span aria-hidden>加粗</span>
                  <Switch
                    aria-label="加粗"
                    checked={Boolean(field.bold)}
                    onChange={(bold: boolean) => update({ ...field, bold })}
                  />
                </div>
                <div className={styles.row}>
                  <span aria-hidden>对齐</span>
                  <Radio.Group
                    type="button"
                    size="small"
                    aria-label="对齐"
                    value={field.align ?? 'left'}
                    onChange={(align: TemplateField['align']) => update({ ...field, align })}
                    options={ALIGNS.map((item) => ({ label: item.label, value: item.value }))}
                  />
                </div>
              </>
            )}
          </div>
        )}
        <div className={styles.row}>
          <span aria-hidden>预览</span>
          <Switch
            aria-label="用所选学生预览"
            checked={preview}
            disabled={!samples.length}
            onChange={(on: boolean) => setPreview(on)}
          />
        </div>
        {preview && samples.length > 1 && (
          <div className={styles.row}>
            <span aria-hidden>学生</span>
            <Select
              aria-label="学生"
              value={sample?.key}
              onChange={(key: string | number) => setSampleKey(key)}
              options={samples.map((item) => ({ label: item.name, value: item.key }))}
            />
          </div>
        )}
        {tools}
        {problems.length > 0 && (
          <Alert
            type="error"
            title={`${problems.length} 个字段的位置不能打印`}
            content={
              <ul className={styles.problems}>
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            }
          />
        )}
      </aside>
    </div>
  );
}
