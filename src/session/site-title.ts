import { getSession } from './session';

/** Page title when no site title is stored (spec §1). */
export const DEFAULT_TITLE = '高等教育学习平台';

/** The site title of the page title (spec §1): the stored webTitle, else the generic one. */
export function siteTitle(): string {
  return getSession('webTitle') || DEFAULT_TITLE;
}
