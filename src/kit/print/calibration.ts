/**
 * Per-template printer calibration, kept on this computer (localStorage): the office that owns the
 * printer corrects it once; the template and other offices are untouched.
 */
import { useCallback, useState } from 'react';
import { clampOffset, NO_OFFSET, type Calibration } from './template';

const KEY_PREFIX = 'jw.print.calibration.';

export const calibrationKey = (templateId: string) => `${KEY_PREFIX}${templateId}`;

/** The saved offset of a template on this computer ({0, 0} when none or unreadable). */
export function loadCalibration(templateId: string, storage: Storage = window.localStorage): Calibration {
  try {
    const raw = storage.getItem(calibrationKey(templateId));
    if (!raw) return NO_OFFSET;
    const value = JSON.parse(raw) as Partial<Calibration>;
    return { x: clampOffset(value.x), y: clampOffset(value.y) };
  } catch {
    return NO_OFFSET;
  }
}

export function saveCalibration(
  templateId: string,
  calibration: Calibration,
  storage: Storage = window.localStorage,
): Calibration {
  const value = { x: clampOffset(calibration.x), y: clampOffset(calibration.y) };
  try {
    if (value.x === 0 && value.y === 0) storage.removeItem(calibrationKey(templateId));
    else storage.setItem(calibrationKey(templateId), JSON.stringify(value));
  } catch {
    // storage full or blocked: the offset still applies to this page
  }
  return value;
}

/** The calibration of a template: read once, every change saved at once. */
export function useCalibration(templateId: string): [Calibration, (next: Calibration) => void] {
  const [calibration, setCalibration] = useState(() => loadCalibration(templateId));
  const update = useCallback(
    (next: Calibration) => setCalibration(saveCalibration(templateId, next)),
    [templateId],
  );
  return [calibration, update];
}
