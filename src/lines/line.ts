/** The two education lines. Adult education is the default page type (spec §9). */
export type PageType = 'adultEducation' | 'selfTaught';

export interface Line {
  pageType: PageType;
  /** Route-name suffix: xxxAE / xxxST. */
  suffix: 'AE' | 'ST';
  /** `type` of /v1-basis-auth-routing: 2 adult, 1 self-taught. */
  requestType: 2 | 1;
  /** The server path prefix that replaces the client's `/fs-`. */
  pathPrefix: '/v1-adult-' | '/v1-own-';
  label: string;
}

export const LINES: Record<PageType, Line> = {
  adultEducation: {
    pageType: 'adultEducation',
    suffix: 'AE',
    requestType: 2,
    pathPrefix: '/v1-adult-',
    label: '成人教育',
  },
  selfTaught: {
    pageType: 'selfTaught',
    suffix: 'ST',
    requestType: 1,
    pathPrefix: '/v1-own-',
    label: '自学考试',
  },
};

export const DEFAULT_PAGE_TYPE: PageType = 'adultEducation';

export function isPageType(value: unknown): value is PageType {
  return value === 'adultEducation' || value === 'selfTaught';
}
