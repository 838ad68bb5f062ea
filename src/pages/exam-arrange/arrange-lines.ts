/** What differs between the lines for exam arrangements, as data (never a branch in JSX). */
import type { LineType } from '@/kit';
import { useLine } from '@/lines/page-type';
import { LINE_OF_SUFFIX } from '@/lines/line';

export interface ArrangeLine {
  type: LineType;
  /** Where rooms are: 函授站 (adult) / 考点 (self-taught). */
  venueNoun: string;
  /** Where students study: 函授站 / 学习中心. */
  stationNoun: string;
  /** The offline scheduling screen's own name. */
  offlineTitle: string;
  onlineTitle: string;
  /** The routes of the two session lists (a conflict opens a session of the other kind there). */
  offlineRoute: string;
  onlineRoute: string;
  /** The route that assigns invigilators to rooms, if the line has one of its own. */
  invigilationRoute?: string;
  /** The route of the online monitor, if the line has one of its own. */
  monitorRoute?: string;
}

export const ARRANGE_LINES: Record<'AE' | 'ST', ArrangeLine> = {
  AE: {
    type: 2,
    venueNoun: LINE_OF_SUFFIX.AE.nouns.examVenue,
    stationNoun: LINE_OF_SUFFIX.AE.nouns.station,
    offlineTitle: '线下排考',
    onlineTitle: '线上排考',
    offlineRoute: 'examSchedulingOfflineAE',
    onlineRoute: 'examSchedulingOnLineAE',
  },
  ST: {
    type: 1,
    venueNoun: LINE_OF_SUFFIX.ST.nouns.examVenue,
    stationNoun: LINE_OF_SUFFIX.ST.nouns.station,
    offlineTitle: '考试安排',
    onlineTitle: '线上考试安排',
    offlineRoute: 'examSchedulingST',
    onlineRoute: 'examonlineSchedulingST',
    invigilationRoute: 'examInvigilationST',
    monitorRoute: 'examMonitorST',
  },
};

export function useArrangeLine(): ArrangeLine {
  return ARRANGE_LINES[useLine().suffix];
}

/** A cross-field rule runs even when other fields fail, so the form shows every message at once. */
export const WHEN_OBJECT = {
  when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null,
};
