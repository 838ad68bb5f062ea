/**
 * 考场使用情况 (examRoomUsageAE): a month of room usage as a calendar — each day lists the rooms
 * held by exam sessions (time, room, course, seated / seats), coloured by how full they are;
 * a room booked twice at the same time is called out. Below, the same uses as a table with a
 * 合计 row. `?month=2026-04&venue_id=12` in the URL.
 */
import { Alert, Button, Space, Spin } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getListExamRoomUsageQueryKey, listExamRoomUsage } from '@/generated/api/exam-arrange/exam-arrange';
import type { ExamRoomUsage } from '@/generated/model';
import {
  asNumber,
  DetailTable,
  FilterSelect,
  formatPercent,
  type ListColumn,
  LoadFailed,
  schoolMonth,
} from '@/kit';
import {
  DayChip,
  DayChips,
  isMonth,
  monthRange,
  MonthGrid,
  MonthSwitcher,
  monthTitle,
  MonthToolbar,
} from '@/kit/calendar';
import { useArrangeLine } from './arrange-lines';
import {
  doubleBookings,
  fillOf,
  occupancy,
  shortVenue,
  usageFigures,
  usagesByDay,
  usagesInMonth,
  type Fill,
} from './room-usage';
import styles from './room-usage.module.css';

const rateText = (rate: number | null) => (rate === null ? '—' : formatPercent(rate));

const QUIET = { silent: true, loading: false };
/** Uses listed in a day cell before 「还有 N 个考场」 (the cell shows three lines). */
const SHOWN_PER_DAY = 2;
const NO_USAGES: ExamRoomUsage[] = [];

/** How full a room is, by colour (a clash is red). */
const FILLS: { fill: Fill; label: string; color: string }[] = [
  { fill: 'full', label: '已坐满', color: 'green' },
  { fill: 'normal', label: '已排座', color: 'arcoblue' },
  { fill: 'low', label: '不足一半', color: 'gold' },
  { fill: 'pending', label: '已占用未排座', color: 'gray' },
];
const FILL_COLOR = Object.fromEntries(FILLS.map(({ fill, color }) => [fill, color])) as Record<Fill, string>;

/** 09:00 第1考场 广州天河 (without the venue once one venue is chosen; the cell may cut its end). */
const chipText = (usage: ExamRoomUsage, withVenue: boolean) =>
  `${usage.start_time} ${usage.room_name}${withVenue ? ` ${shortVenue(usage.venue_name)}` : ''}`;

const chipTitle = (usage: ExamRoomUsage) =>
  `${usage.venue_name} ${usage.room_name}｜${usage.start_time}–${usage.end_time}｜${usage.course_name}｜` +
  (usage.seated_count ? `已排座 ${usage.seated_count}/${usage.capacity}` : `未排座（${usage.capacity} 座）`);

const columns = (venueNoun: string): ListColumn<ExamRoomUsage>[] => [
  { key: 'exam_date', title: '考试日期', width: 110, valueType: 'date' },
  { key: 'time', title: '时间', width: 110, render: (row) => `${row.start_time}–${row.end_time}` },
  { key: 'venue_name', title: venueNoun, width: 160, ellipsis: true },
  { key: 'room_name', title: '考场', width: 100 },
  { key: 'course_name', title: '课程', width: 200, ellipsis: true },
  { key: 'exam_name', title: '考试', width: 200, ellipsis: true },
  {
    key: 'seated_count',
    title: '已排座',
    width: 90,
    align: 'right',
    render: (row) => row.seated_count || '未排座',
  },
  { key: 'capacity', title: '座位数', width: 90, valueType: 'number' },
  {
    key: 'occupancy',
    title: '使用率',
    width: 100,
    align: 'right',
    render: (row) => rateText(occupancy(row)),
  },
];

export function RoomUsagePage() {
  const line = useArrangeLine();
  const [params, setParams] = useSearchParams();
  const month = isMonth(params.get('month')) ? params.get('month')! : schoolMonth();
  const venueId = asNumber(params.get('venue_id'));
  const request = { type: line.type, ...monthRange(month), ...(venueId ? { venue_id: venueId } : {}) };
  const query = useQuery({
    queryKey: getListExamRoomUsageQueryKey(request),
    queryFn: ({ signal }) => listExamRoomUsage(request, QUIET, signal),
  });
  const usages = useMemo(() => usagesInMonth(query.data?.result ?? NO_USAGES, month), [query.data, month]);
  const days = useMemo(() => usagesByDay(usages), [usages]);
  const clashes = useMemo(() => doubleBookings(usages), [usages]);
  const clashing = new Set(clashes.flatMap((clash) => [clash.first, clash.second]));
  const figures = usageFigures(usages);
  const tableColumns = useMemo(() => columns(line.venueNoun), [line.venueNoun]);
  // a day clicked on the calendar narrows the table to it
  const [picked, setPicked] = useState<string>();
  const day = picked?.startsWith(month) ? picked : undefined;
  const rows = day ? (days.get(day) ?? NO_USAGES) : usages;
  const rowFigures = day ? usageFigures(rows) : figures;

  const show = (next: { month?: string; venue_id?: number }) => {
    const query = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) query.set(key, String(value));
      else query.delete(key);
    }
    setParams(query, { replace: true });
  };

  return (
    <div className={styles.page}>
      <MonthToolbar>
        <Space wrap>
          <MonthSwitcher month={month} onChange={(next) => show({ month: next })} />
          <FilterSelect
            kind="station"
            aria-label={line.venueNoun}
            placeholder={`全部${line.venueNoun}`}
            style={{ width: 220 }}
            allowClear
            value={venueId}
            onChange={(value) => show({ venue_id: value as number | undefined })}
          />
        </Space>
        <div className={styles.figures} aria-label="本月概况">
          <span>
            考试场次 <strong>{figures.sessions}</strong>
          </span>
          <span>
            使用考场 <strong>{figures.rooms}</strong> 个
          </span>
          <span>
            占用 <strong>{figures.uses}</strong> 次
          </span>
          <span>
            考试日 <strong>{figures.days}</strong> 天
          </span>
          <span>
            座位使用率 <strong>{rateText(figures.rate)}</strong>
          </span>
          {figures.pending > 0 && (
            <span>
              未排座 <strong>{figures.pending}</strong> 次
            </span>
          )}
        </div>
      </MonthToolbar>
      {query.error ? (
        <LoadFailed what="考场使用情况" error={query.error} onRetry={() => void query.refetch()} />
      ) : null}
      {clashes.length > 0 && (
        <Alert
          type="error"
          title={`发现 ${clashes.length} 处考场重复占用`}
          content={clashes.map((clash) => (
            <div key={`${clash.first.session_id}-${clash.second.session_id}-${clash.roomId}`}>
              {`${clash.place}：${clash.date} ${clash.first.start_time}–${clash.first.end_time}「${clash.first.course_name}」与 ${clash.second.start_time}–${clash.second.end_time}「${clash.second.course_name}」`}
            </div>
          ))}
        />
      )}
      <Spin loading={query.isFetching} style={{ display: 'block' }}>
        <MonthGrid
          month={month}
          label={`${monthTitle(month)}考场使用`}
          selected={day}
          onSelect={(clicked) => setPicked(clicked === day ? undefined : clicked)}
          header={
            <div className={styles.legend}>
              <span>{`${monthTitle(month)}考场使用`}</span>
              {FILLS.map(({ fill, label, color }) => (
                <DayChip key={fill} color={color} inline>
                  {label}
                </DayChip>
              ))}
              <DayChip color="red" strong inline>
                重复占用
              </DayChip>
            </div>
          }
          renderDay={({ day }) => {
            const list = days.get(day);
            if (!list?.length) return null;
            return (
              <DayChips
                label={`${day} 使用 ${list.length} 个考场`}
                more={list.length > SHOWN_PER_DAY && `还有 ${list.length - SHOWN_PER_DAY} 个考场`}
              >
                {list.slice(0, SHOWN_PER_DAY).map((usage) => {
                  const clash = clashing.has(usage);
                  return (
                    <DayChip
                      key={`${usage.session_id}-${usage.room_id}`}
                      color={clash ? 'red' : FILL_COLOR[fillOf(usage)]}
                      strong={clash}
                      data-fill={fillOf(usage)}
                      data-clash={clash ? '' : undefined}
                      title={chipTitle(usage)}
                    >
                      {chipText(usage, !venueId)}
                    </DayChip>
                  );
                })}
              </DayChips>
            );
          }}
        />
      </Spin>
      <section className={styles.list}>
        <h3>
          {day ? `${day} 使用明细（${rows.length} 项）` : `${monthTitle(month)}使用明细（${rows.length} 项）`}
          {day && (
            <Button type="text" size="mini" onClick={() => setPicked(undefined)}>
              查看全月
            </Button>
          )}
        </h3>
        <DetailTable<ExamRoomUsage & { key: string }>
          columns={tableColumns}
          rowKey="key"
          rows={
            query.data && rows.map((usage) => ({ ...usage, key: `${usage.session_id}-${usage.room_id}` }))
          }
          loading={query.isFetching}
          totals={
            rows.length
              ? {
                  exam_date: '合计',
                  seated_count: rowFigures.seated,
                  capacity: rowFigures.seats,
                  occupancy: rateText(rowFigures.rate),
                }
              : undefined
          }
        />
      </section>
    </div>
  );
}
