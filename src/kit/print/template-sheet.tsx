/**
 * One certificate on its stock: every field of the template at its mm position, moved by the
 * printer's calibration; and the calibration test page, printed on plain paper and laid over the
 * stock to read the offset off the crosshairs and rulers.
 */
import { memo, type ReactNode } from 'react';
import batch from './batch.module.css';
import { MmRuler } from './calibration-ruler';
import { PrintSheet } from './print-sheet';
import {
  DEFAULT_PRINT_MARGIN_MM,
  NO_OFFSET,
  placeField,
  type Calibration,
  type PrintTemplate,
} from './template';
import { sameOffset, templateLayout } from './template-layout';
import styles from './template-sheet.module.css';

const isLandscape = (template: PrintTemplate) => template.paper.width > template.paper.height;

function StockSheet({
  template,
  label,
  plain,
  children,
}: {
  template: PrintTemplate;
  label: string;
  /** Printed on plain paper (the calibration page), not on the stock. */
  plain?: boolean;
  children: ReactNode;
}) {
  return (
    <PrintSheet
      exact
      landscape={isLandscape(template)}
      label={label}
      className={plain ? styles.stock : `${styles.stock} ${batch.offscreen}`}
      style={{ width: `${template.paper.width}mm`, height: `${template.paper.height}mm` }}
      paper={template.paper}
      // the calibration page's rulers run to the paper's edges on purpose: what the printer cuts is not needed
      margin={plain ? 0 : (template.margin ?? DEFAULT_PRINT_MARGIN_MM)}
      stock={!plain}
    >
      {children}
    </PrintSheet>
  );
}

export interface TemplateSheetProps {
  template: PrintTemplate;
  /** Text of each field by key (a photo field takes an image address or null). */
  values: Record<string, string | number | null | undefined>;
  calibration?: Calibration;
  /** Accessible name, e.g. 毕业证书 · 陈浩然. */
  label: string;
}

/**
 * Only the values print: the field labels and the empty photo box (照片) are guides on screen, never
 * printed on the stock. A sheet with a blank field should not be printed at all (`missingFields`).
 * One of a batch of hundreds: the layout is shared by all (templateLayout), and a sheet renders
 * again only when its template, values (by reference), label or offset change.
 */
export const TemplateSheet = memo(function TemplateSheet({
  template,
  values,
  calibration = NO_OFFSET,
  label,
}: TemplateSheetProps) {
  return (
    <StockSheet template={template} label={label}>
      {templateLayout(template, calibration).map(({ field, style, guide, empty }) => {
        const value = values[field.key];
        if (field.photo)
          return value ? (
            <img
              key={field.key}
              className={styles.photo}
              style={style}
              src={String(value)}
              alt={field.label}
            />
          ) : (
            <div key={field.key} className={styles.photoEmpty} style={empty} aria-hidden data-print-guide="">
              {field.label}
            </div>
          );
        return (
          <div key={field.key}>
            <span className={styles.guide} style={guide} aria-hidden data-print-guide="">
              {field.label}
            </span>
            <div className={styles.field} style={style} data-field={field.key}>
              {value ?? ''}
            </div>
          </div>
        );
      })}
    </StockSheet>
  );
}, sameSheet);

function sameSheet(a: TemplateSheetProps, b: TemplateSheetProps): boolean {
  return (
    a.template === b.template &&
    a.values === b.values &&
    a.label === b.label &&
    sameOffset(a.calibration, b.calibration)
  );
}

/** Crosshairs at these points (mm) with their coordinates; the rulers run along the top and left. */
export function calibrationMarks(template: PrintTemplate): { x: number; y: number }[] {
  const { width, height } = template.paper;
  return [
    { x: 20, y: 20 },
    { x: width - 20, y: 20 },
    { x: Math.round(width / 2), y: Math.round(height / 2) },
    { x: 20, y: height - 20 },
    { x: width - 20, y: height - 20 },
  ];
}

export function CalibrationSheet({
  template,
  calibration = NO_OFFSET,
  printer,
}: {
  template: PrintTemplate;
  calibration?: Calibration;
  /** The printer whose calibration it is (printed on the page, to tell test pages apart). */
  printer?: string;
}) {
  const { width, height } = template.paper;
  return (
    <StockSheet template={template} label={`校准测试页 · ${template.name}`} plain>
      <MmRuler edge="top" length={width} />
      <MmRuler edge="left" length={height} />
      {calibrationMarks(template).map((mark) => (
        <span
          key={`${mark.x}-${mark.y}`}
          className={styles.mark}
          style={{ left: `${mark.x + calibration.x}mm`, top: `${mark.y + calibration.y}mm` }}
          data-mark={`${mark.x},${mark.y}`}
        >
          <span className={styles.markLabel}>
            ({mark.x}, {mark.y}) mm
          </span>
        </span>
      ))}
      {template.fields.map((field) => {
        const { left, top } = placeField(field, calibration);
        return (
          <span
            key={field.key}
            className={styles.outline}
            style={{
              left: `${left}mm`,
              top: `${top}mm`,
              width: `${field.width}mm`,
              height: `${field.height}mm`,
            }}
          >
            {field.label}
          </span>
        );
      })}
      <span
        className={styles.note}
        style={{ left: '30mm', top: `${height - 14}mm`, width: `${width - 60}mm` }}
      >
        校准测试页 · {template.name}
        {printer && ` · 打印机「${printer}」`} · 当前偏移 X {calibration.x} mm，Y {calibration.y}{' '}
        mm。用普通纸打印后叠放在证书纸上对光查看：十字线与虚线框应落在证书纸的对应位置；偏了多少毫米看上边与左边的标尺（每格
        1 mm，每 10 mm 标数，不随偏移移动），向右偏了把 X 调小，向下偏了把 Y 调小。
      </span>
    </StockSheet>
  );
}
