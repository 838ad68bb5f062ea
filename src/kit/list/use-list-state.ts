/**
 * The search conditions, page and page size of a list. Remembered per list for the signed-in user
 * and this tab session (stores/list-memory.ts), and mirrored in the URL query (shareable, kept by a
 * reload, the tab and the back button):
 * - a URL without any of the list's keys (the menu, menu search and breadcrumbs open the bare
 *   path) shows the list as it was left, and the URL is filled in;
 * - a URL with a search of its own (a link) wins, and becomes what is remembered;
 * - 身份证号 and 手机号 never go into the URL (history, server logs, a login's ?redirect=): a field
 *   named for one, or any value shaped like one, is kept in the remembered copy only;
 * - a negative number in the URL is never taken (spec §5).
 * The first page is 1.
 */
import { useContext, useEffect, useId, useMemo } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useSearchParams } from 'react-router-dom';
import { useScreenRoute } from '@/access/access-context';
import { forgetList, rememberList, useRememberedList, type RememberedList } from '@/stores/list-memory';
import type { SearchField } from './types';

export const PAGE_SIZES = [10, 20, 50, 100];
export const DEFAULT_PAGE_SIZE = 10;

export type SearchValues = Record<string, string | number | undefined>;

/** Query keys a search field owns. */
export function fieldKeys(field: SearchField): string[] {
  return field.type === 'dateRange' ? field.fields : [field.field];
}

const NEGATIVE = /^-\d+(\.\d+)?$/;
/** Field names of an ID or phone number; values shaped like one: 身份证号 (18 or 15), 手机号 (11 from 13…19). */
const PERSONAL_KEY = /id_?card|id_?no\b|id_?number|identity|mobile|phone|tel\b/i;
const PERSONAL_VALUE = /^(\d{17}[\dXx]|\d{15}|1[3-9]\d{9})$/;

/** A value that must not be written to the page URL: an ID or phone number (issue 53/5). */
export const keptOutOfUrl = (key: string, value: string | number | undefined) =>
  value !== undefined && (PERSONAL_KEY.test(key) || PERSONAL_VALUE.test(String(value).trim()));

function parseValue(field: SearchField, raw: string): string | number | undefined {
  if (NEGATIVE.test(raw)) return undefined;
  const numeric = /^\d+$/.test(raw) ? Number(raw) : undefined;
  if (field.type === 'dict' || field.type === 'filter') return numeric ?? raw;
  if (field.type === 'select') return field.options.some((o) => o.value === numeric) ? numeric : raw;
  return raw;
}

export function readSearch(
  params: URLSearchParams,
  fields: readonly SearchField[],
  prefix = '',
): SearchValues {
  const values: SearchValues = {};
  for (const field of fields) {
    for (const key of fieldKeys(field)) {
      const raw = params.get(prefix + key);
      const value = raw === null || raw === '' ? undefined : parseValue(field, raw);
      if (value !== undefined) values[key] = value;
    }
  }
  return values;
}

export function readPage(params: URLSearchParams, prefix = ''): { page: number; limit: number } {
  const page = Math.max(1, Number.parseInt(params.get(`${prefix}page`) ?? '1', 10) || 1);
  const limit = Number(params.get(`${prefix}limit`));
  return { page, limit: PAGE_SIZES.includes(limit) ? limit : DEFAULT_PAGE_SIZE };
}

const defined = (values: SearchValues) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== ''));

/** The state as the URL writes it: the list's own keys (prefixed), no ID or phone number. */
function urlEntries(state: RememberedList, prefix: string): [string, string][] {
  const entries: [string, string][] = Object.entries(defined(state.search))
    .filter(([key, value]) => !keptOutOfUrl(key, value))
    .map(([key, value]) => [prefix + key, String(value)]);
  if (state.page > 1) entries.push([`${prefix}page`, String(state.page)]);
  if (state.limit !== DEFAULT_PAGE_SIZE) entries.push([`${prefix}limit`, String(state.limit)]);
  return entries;
}

const sameEntries = (a: [string, string][], b: [string, string][]) =>
  JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());

export interface ListStateOptions {
  /**
   * A second list on a screen: its keys carry the prefix (e.g. 'rc_') and it leaves every other key
   * of the URL alone (the first list's, a tab's).
   */
  prefix?: string;
  /** Remembered for the way back (default); false for a list that starts afresh each time (a drill-down). */
  remember?: boolean;
}

export function useListState(
  fields: readonly SearchField[],
  { prefix = '', remember = true }: ListStateOptions = {},
) {
  const [params, setParams] = useSearchParams();
  const screen = useScreenRoute()?.name ?? '';
  const keys = useMemo(
    () => [...fields.flatMap(fieldKeys), 'page', 'limit'].map((key) => prefix + key),
    [fields, prefix],
  );
  // a list is its screen, its prefix and its fields (two reports on one screen are two lists); one
  // that is not remembered keeps what the URL cannot hold while it is mounted, under its own key
  const mounted = useId();
  const listKey = `${screen}:${prefix}:${keys.join(',')}${remember ? '' : mounted}`;
  const remembered = useRememberedList(listKey);
  useEffect(() => (remember ? undefined : () => forgetList(listKey)), [remember, listKey]);

  const state = useMemo((): RememberedList => {
    const linked: RememberedList = {
      search: readSearch(params, fields, prefix),
      ...readPage(params, prefix),
    };
    /** Remembered values read again as today's fields read them (options that came since). */
    const reread = (search: SearchValues): SearchValues =>
      readSearch(
        new URLSearchParams(Object.entries(defined(search)).map(([key, value]) => [key, String(value)])),
        fields,
      );
    // the bare path (menu, menu search, breadcrumb): the list as it was left
    if (!keys.some((key) => params.has(key)))
      return remembered ? { ...remembered, search: reread(remembered.search) } : linked;
    // this list's own URL (reload, its tab, back), with what the URL leaves out
    const personal = Object.entries(linked.search).some(([key, value]) => keptOutOfUrl(key, value));
    if (remembered && !personal && sameEntries(urlEntries(remembered, prefix), urlEntries(linked, prefix))) {
      const left = Object.entries(remembered.search).filter(([key, value]) => keptOutOfUrl(key, value));
      return { ...linked, search: { ...linked.search, ...reread(Object.fromEntries(left)) } };
    }
    return linked; // a link with a search of its own
  }, [params, fields, prefix, keys, remembered]);

  /** The URL query with this list's keys as `next` has them; every other key left as it is. */
  const urlOf = (next: RememberedList) => {
    const url = new URLSearchParams();
    for (const [key, value] of params) if (!keys.includes(key)) url.append(key, value);
    for (const [key, value] of urlEntries(next, prefix)) url.set(key, value);
    return url.toString();
  };
  const current = params.toString();
  const target = urlOf(state);
  // only the screen on show writes the URL, and only while its view of the address is the router's
  // own (not while the router is on its way elsewhere, nor before another change of the address has
  // reached this screen): a list never pulls the address back to where it was
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const here = useLocation();
  const mayWrite = () => {
    if (!router) return true;
    const { location, navigation } = router.state;
    return (
      navigation.state === 'idle' && location.pathname === here.pathname && location.search === here.search
    );
  };

  // what is shown is what is remembered, and the URL says it (a bare path filled in, an ID number
  // taken out); keyed by content, so a render while the address is changing asks nothing twice
  const stateText = JSON.stringify(state);
  const rememberedText = JSON.stringify(remembered);
  useEffect(() => {
    if (stateText !== rememberedText) rememberList(listKey, JSON.parse(stateText) as RememberedList);
  }, [listKey, stateText, rememberedText]);
  useEffect(() => {
    if (target !== current && mayWrite()) setParams(new URLSearchParams(target), { replace: true });
    // setParams and mayWrite are this render's; the strings say what changed
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, current, here]);

  const write = (values: SearchValues, page: number, limit: number) => {
    const next = { search: defined(values), page, limit };
    rememberList(listKey, next);
    const url = urlOf(next);
    if (url !== current) setParams(new URLSearchParams(url), { replace: true });
  };

  return {
    search: state.search,
    page: state.page,
    limit: state.limit,
    /** A new search starts again at page 1. */
    applySearch: (values: SearchValues) => write(values, 1, state.limit),
    resetSearch: () => write({}, 1, state.limit),
    changePage: (nextPage: number, nextLimit: number) =>
      write(state.search, nextLimit === state.limit ? nextPage : 1, nextLimit),
  };
}
