/** The site title lives with the session values (the kit's print pages use it too). */
export { DEFAULT_TITLE, siteTitle } from '@/session/site-title';
