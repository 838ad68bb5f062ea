/**
 * Where each field of a template lands with a printer's calibration, worked out once per template
 * and offset and shared by every sheet of a batch (500 certificates lay out 12 fields each, not 6,000
 * times). A template is a value: a changed template is a new object (the designer makes one per edit).
 */
import type { CSSProperties } from 'react';
import { fieldStyle, NO_OFFSET, type Calibration, type PrintTemplate, type TemplateField } from './template';

export interface PlacedField {
  field: TemplateField;
  /** The field's box (fieldStyle). */
  style: CSSProperties;
  /** The screen-only label's position (the box's top-left corner). */
  guide: CSSProperties;
  /** The empty photo box's style (the box, text centred on its own line height). */
  empty: CSSProperties;
}

const layouts = new WeakMap<PrintTemplate, Map<string, PlacedField[]>>();

/** The template's fields placed with the calibration: the same array for the same template and offset. */
export function templateLayout(template: PrintTemplate, calibration: Calibration = NO_OFFSET): PlacedField[] {
  let byOffset = layouts.get(template);
  if (!byOffset) {
    byOffset = new Map();
    layouts.set(template, byOffset);
  }
  const key = `${calibration.x},${calibration.y}`;
  let placed = byOffset.get(key);
  if (!placed) {
    placed = template.fields.map((field) => {
      const style = fieldStyle(field, calibration);
      return {
        field,
        style,
        guide: { left: style.left, top: style.top },
        empty: { ...style, lineHeight: 'normal' },
      };
    });
    byOffset.set(key, placed);
  }
  return placed;
}

/** Two offsets that move fields the same. */
export const sameOffset = (a: Calibration = NO_OFFSET, b: Calibration = NO_OFFSET) =>
  a.x === b.x && a.y === b.y;
