import { getSession } from '@/session/session';

/** Page title when no site title is stored (spec §1). */
export const DEFAULT_TITLE = '高等教育学习平台';

export function siteTitle(): string {
  return getSession('webTitle') || DEFAULT_TITLE;
}
