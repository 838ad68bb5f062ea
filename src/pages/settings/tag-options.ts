/** One declaration of a small coded value: select/radio options and the tag map of its column. */
import type { StatusMap } from '@/kit';

export function tagOptions(entries: [value: number, label: string, color: string][]) {
  return {
    options: entries.map(([value, label]) => ({ value, label })),
    map: Object.fromEntries(entries.map(([value, text, color]) => [value, { text, color }])) as StatusMap,
  };
}

export const ENABLED = tagOptions([
  [1, '启用', 'green'],
  [0, '停用', 'gray'],
]);
