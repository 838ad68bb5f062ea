/**
 * Print templates laid out in millimetres for pre-printed stock (certificates): each field is a box
 * at (x, y) mm from the top-left corner of the paper. A printer's calibration (x / y offset in mm)
 * moves every field at once, so one office's printer is corrected without touching the template.
 */
import type { CSSProperties } from 'react';

export interface TemplateField {
  /** The value's key in the data of one certificate. */
  key: string;
  /** What the field is, for the calibration page and the editor (姓名, 出生日期 …). */
  label: string;
  /** Top-left corner, in mm from the paper's top-left corner. */
  x: number;
  y: number;
  /** Box size in mm (text wider than the box is clipped, never moves other fields). */
  width: number;
  height: number;
  /** Text size in pt (default 12). */
  fontSize?: number;
  align?: 'left' | 'center' | 'right';
  /** Extra space between characters in mm (certificate names are often spaced). */
  letterSpacing?: number;
  /** A photo box (the value is an image address) instead of text. */
  photo?: boolean;
  bold?: boolean;
  /** A paragraph of this many lines in the box (wraps) instead of one clipped line. */
  lines?: number;
  /** May be left blank (every other field must have a value before the sheet may print). */
  optional?: boolean;
}

export interface PrintTemplate {
  /** Stable id: the calibration of a printer is kept under it. */
  id: string;
  name: string;
  /** Paper in mm (A4 landscape 297 × 210). */
  paper: { width: number; height: number };
  /** What the printer cannot print near the paper's edges, in mm (default 5): no field within it. */
  margin?: number;
  fields: TemplateField[];
  /** The saved version it is (a template designed and saved on the server); none: the built-in one. */
  version?: number;
}

/** The printers' unprintable edge of a template's paper when the template does not say (mm). */
export const DEFAULT_PRINT_MARGIN_MM = 5;

/** A printer's offset in mm: positive x moves right, positive y moves down. */
export interface Calibration {
  x: number;
  y: number;
}

export const NO_OFFSET: Calibration = { x: 0, y: 0 };

/** The largest correction accepted (a larger one means the stock is loaded wrongly). */
export const MAX_OFFSET_MM = 15;

/** To a tenth of a millimetre, within ±MAX_OFFSET_MM; anything unreadable is 0. */
export function clampOffset(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return 0;
  const clamped = Math.max(-MAX_OFFSET_MM, Math.min(MAX_OFFSET_MM, number));
  return Math.round(clamped * 10) / 10 || 0;
}

/** Where a field lands on the paper with the calibration applied, in mm. */
export function placeField(field: TemplateField, calibration: Calibration = NO_OFFSET) {
  return {
    left: Math.round((field.x + calibration.x) * 10) / 10,
    top: Math.round((field.y + calibration.y) * 10) / 10,
  };
}

const mm = (value: number) => `${value}mm`;

/** The absolute CSS box of a field (mm units, pt text) for print. */
export function fieldStyle(field: TemplateField, calibration: Calibration = NO_OFFSET): CSSProperties {
  const { left, top } = placeField(field, calibration);
  return {
    position: 'absolute',
    left: mm(left),
    top: mm(top),
    width: mm(field.width),
    height: mm(field.height),
    lineHeight: mm(Math.round((field.height / (field.lines ?? 1)) * 100) / 100),
    fontSize: `${field.fontSize ?? 12}pt`,
    fontWeight: field.bold ? 600 : undefined,
    textAlign: field.align ?? 'left',
    letterSpacing: field.letterSpacing ? mm(field.letterSpacing) : undefined,
    whiteSpace: field.lines ? 'normal' : 'nowrap',
    overflow: 'hidden',
  };
}

/** Fields of a template that fall (partly) outside the paper — a template error. */
export function fieldsOffPaper(template: PrintTemplate, calibration: Calibration = NO_OFFSET): string[] {
  return template.fields
    .filter((field) => {
      const { left, top } = placeField(field, calibration);
      return (
        left < 0 ||
        top < 0 ||
        left + field.width > template.paper.width ||
        top + field.height > template.paper.height
      );
    })
    .map((field) => field.label);
}

/** A value a field has nothing to print for: absent, or text of only spaces. */
export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/**
 * The fields of a template one sheet's values leave blank (a photo without its address, a
 * certificate without its number …): such a sheet must not reach the pre-printed stock.
 */
export function missingFields(
  template: PrintTemplate,
  values: Readonly<Record<string, unknown>>,
): TemplateField[] {
  return template.fields.filter((field) => !field.optional && isBlank(values[field.key]));
}

/** Fields of a template (with the calibration) that reach into the printer's margin — they would be cut. */
export function fieldsInMargin(template: PrintTemplate, calibration: Calibration = NO_OFFSET): string[] {
  const margin = template.margin ?? DEFAULT_PRINT_MARGIN_MM;
  return template.fields
    .filter((field) => {
      const { left, top } = placeField(field, calibration);
      return (
        left < margin ||
        top < margin ||
        left + field.width > template.paper.width - margin ||
        top + field.height > template.paper.height - margin
      );
    })
    .map((field) => field.label);
}

/**
 * Why a template may not be saved or printed, in words staff read: a field partly off the paper,
 * or reaching into the printer's margin (it would be cut). [] when every field is within both.
 */
export function templateProblems(template: PrintTemplate): string[] {
  const margin = template.margin ?? DEFAULT_PRINT_MARGIN_MM;
  const { width, height } = template.paper;
  const off = fieldsOffPaper(template);
  return [
    ...off.map((label) => `「${label}」超出纸张（${width} × ${height} 毫米）`),
    ...fieldsInMargin(template)
      .filter((label) => !off.includes(label))
      .map((label) => `「${label}」进入了 ${margin} 毫米页边，打印时会被裁掉`),
  ];
}
