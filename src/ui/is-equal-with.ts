import { dequal } from 'dequal';

/**
 * Stands in for `lodash/isEqualWith` in the build (vite.config.ts aliases it). Arco calls it
 * without a customizer, as a deep equality of tab ink styles, form values and tree keys;
 * lodash's version brings its whole deep-compare machinery (about 90 modules) onto every
 * screen, dequal gives the same answer for these values in a few hundred bytes.
 */
export default function isEqualWith(a: unknown, b: unknown, customizer?: unknown): boolean {
  if (customizer !== undefined) throw new Error('isEqualWith: a customizer is not supported');
  return dequal(a, b);
}
