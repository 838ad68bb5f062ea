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
  /** The words that differ by line: screens, columns and documents take them from here. */
  nouns: LineNouns;
}

export interface LineNouns {
  /** Where students study and are registered: 函授站 / 学习中心. */
  station: string;
  /** Where exams are sat: 函授站 (rooms at the stations) / 考点 (test sites). */
  examVenue: string;
  /** The school whose programme it is: 主办院校 / 主考院校. */
  school: string;
  /** The kind of education, as printed on documents: 成人高等教育 / 高等教育自学考试. */
  education: string;
}

export const LINES: Record<PageType, Line> = {
  adultEducation: {
    pageType: 'adultEducation',
    suffix: 'AE',
    requestType: 2,
    pathPrefix: '/v1-adult-',
    label: '成人教育',
    nouns: { station: '函授站', examVenue: '函授站', school: '主办院校', education: '成人高等教育' },
  },
  selfTaught: {
    pageType: 'selfTaught',
    suffix: 'ST',
    requestType: 1,
    pathPrefix: '/v1-own-',
    label: '自学考试',
    nouns: { station: '学习中心', examVenue: '考点', school: '主考院校', education: '高等教育自学考试' },
  },
};

/** A line by its route suffix, for declarations of one line's screens (xxxAE, xxxST). */
export const LINE_OF_SUFFIX: Record<Line['suffix'], Line> = {
  AE: LINES.adultEducation,
  ST: LINES.selfTaught,
};

export const DEFAULT_PAGE_TYPE: PageType = 'adultEducation';

export function isPageType(value: unknown): value is PageType {
  return value === 'adultEducation' || value === 'selfTaught';
}
