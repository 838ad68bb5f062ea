/**
 * The template designer's arithmetic, in mm: moving and sizing a field by the mouse (snapped to
 * 0.5 mm) or the arrow keys (0.5 mm, with Shift 5 mm), kept on the paper, to a tenth of a mm.
 */
import type { PrintTemplate, TemplateField } from '../template';

/** One arrow key press, in mm; with Shift. */
export const NUDGE_MM = 0.5;
export const NUDGE_SHIFT_MM = 5;
/** A dragged edge or corner lands on this grid (mm). */
export const SNAP_MM = 0.5;
/** The smallest box (mm). */
export const MIN_FIELD_MM = 1;

/** To a tenth of a millimetre (no -0). */
export const tenth = (value: number) => Math.round(value * 10) / 10 || 0;

/** To the nearest step (0.5 mm by default), to a tenth of a millimetre. */
export const snap = (value: number, step = SNAP_MM) => tenth(Math.round(value / step) * step);

/** What an arrow key does, in mm (undefined for any other key). */
export function arrowStep(key: string, shift: boolean): { dx: number; dy: number } | undefined {
  const step = shift ? NUDGE_SHIFT_MM : NUDGE_MM;
  switch (key) {
    case 'ArrowLeft':
      return { dx: -step, dy: 0 };
    case 'ArrowRight':
      return { dx: step, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -step };
    case 'ArrowDown':
      return { dx: 0, dy: step };
    default:
      return undefined;
  }
}

const within = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** The field moved by (dx, dy) mm, its box kept on the paper. */
export function moveField(
  field: TemplateField,
  dx: number,
  dy: number,
  paper: PrintTemplate['paper'],
): TemplateField {
  return {
    ...field,
    x: tenth(within(field.x + dx, 0, Math.max(0, paper.width - field.width))),
    y: tenth(within(field.y + dy, 0, Math.max(0, paper.height - field.height))),
  };
}

/** The field's box grown by (dw, dh) mm from its top-left corner: at least 1 mm, not past the paper. */
export function resizeField(
  field: TemplateField,
  dw: number,
  dh: number,
  paper: PrintTemplate['paper'],
): TemplateField {
  return {
    ...field,
    width: tenth(within(field.width + dw, MIN_FIELD_MM, Math.max(MIN_FIELD_MM, paper.width - field.x))),
    height: tenth(within(field.height + dh, MIN_FIELD_MM, Math.max(MIN_FIELD_MM, paper.height - field.y))),
  };
}

/** The template with one field (by key) replaced. */
export function withField(template: PrintTemplate, next: TemplateField): PrintTemplate {
  return {
    ...template,
    fields: template.fields.map((field) => (field.key === next.key ? next : field)),
  };
}
