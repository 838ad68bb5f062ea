import { Alert, Button, Select, Space, Spin, Tag } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Can } from '@/access/access-context';
import {
  createFsCalendarEvent,
  deleteFsCalendarEvent,
  getListFsCalendarEventsQueryKey,
  updateFsCalendarEvent,
  useListFsCalendarEvents,
  useListFsCalendarSemesters,
} from '@/generated/api/settings/settings';
import type {
  CalendarEvent,
  CalendarSemester,
  CalendarEventBody,
  CalendarEventUpdateBody,
} from '@/generated/model';
import { CreateFsCalendarEventBody, UpdateFsCalendarEventBody } from '@/generated/zod/settings/settings.zod';
import { FormModal, LoadFailed, renderValue, useRecordModal, ScreenLoading } from '@/kit';
import { MonthToolbar } from '@/kit/calendar';
import { useSingleFlight } from '@/ui/use-single-flight';
import { CalendarEventList } from './calendar-event-list';
import {
  defaultMonth,
  EVENT_TYPE_OPTIONS,
  EVENT_TYPES,
  eventFormFields,
  eventsInMonth,
} from './calendar-fields';
import { CalendarMonth } from './calendar-month';
import { withDateOrder } from './date-order';
import styles from './calendar-page.module.css';

const ORDER = '不能早于开始日期';
const CREATE = withDateOrder(CreateFsCalendarEventBody, 'start_date', 'end_date', ORDER);
const UPDATE = withDateOrder(UpdateFsCalendarEventBody, 'start_date', 'end_date', ORDER);
const NO_EVENTS: CalendarEvent[] = [];
const NO_SEMESTERS: CalendarSemester[] = [];

/** 校历设置 (schoolCalendarSettingAE / ST): a semester's events on a month calendar, edited in a modal. */
export function CalendarPage() {
  const [params, setParams] = useSearchParams();
  const semesters = useListFsCalendarSemesters({
    query: { staleTime: 30 * 60_000 },
    request: { silent: true },
  });
  const list = semesters.data?.result ?? NO_SEMESTERS;
  const semester =
    list.find((item) => item.code === params.get('semester')) ??
    list.find((item) => item.is_current === 1) ??
    list[0];
  const month = params.get('month') ?? (semester ? defaultMonth(semester) : undefined);
  const events = useListFsCalendarEvents(
    { semester: semester?.code ?? '' },
    { query: { enabled: !!semester }, request: { silent: true, loading: false } },
  );
  const all = events.data?.result ?? NO_EVENTS;
  const shown = useMemo(() => (month ? eventsInMonth(all, month) : NO_EVENTS), [all, month]);
  const [selected, setSelected] = useState<string>();
  const modal = useRecordModal<CalendarEvent>();
  const fields = useMemo(() => eventFormFields(list), [list]);
  const queryClient = useQueryClient();
  const once = useSingleFlight();

  const show = (next: { semester?: string; month?: string }) => {
    const query = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) query.set(key, value);
      else query.delete(key);
    }
    setParams(query, { replace: true });
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: getListFsCalendarEventsQueryKey() });
  const remove = (event: CalendarEvent) =>
    once(async () => {
      await deleteFsCalendarEvent({ id: event.id });
      await refresh();
    }).catch(() => undefined); // the API layer has shown the error

  if (semesters.isPending) return <ScreenLoading />;
  if (semesters.isError)
    return <LoadFailed what="学期" error={semesters.error} onRetry={semesters.refetch} />;
  if (!semester || !month) return <Alert type="warning" content="还没有可设置校历的学期" />;
  const day =
    selected && selected >= semester.start_date && selected <= semester.end_date ? selected : undefined;
  const blank = { semester: semester.code, type: 2, start_date: day, end_date: day };

  return (
    <div className={styles.page}>
      <MonthToolbar>
        <Space wrap>
          <span>学期</span>
          <Select
            aria-label="学期"
            style={{ width: 240 }}
            value={semester.code}
            options={list.map((item) => ({ label: item.name, value: item.code }))}
            onChange={(code: string) => show({ semester: code, month: undefined })}
          />
          <span className={styles.legend}>
            {renderValue(semester.start_date, { valueType: 'date' })} 至{' '}
            {renderValue(semester.end_date, { valueType: 'date' })}
          </span>
        </Space>
        <Space wrap>
          <span className={styles.legend} aria-label="图例">
            {EVENT_TYPE_OPTIONS.map((type) => (
              <Tag key={type.value} color={EVENT_TYPES[type.value].color} size="small">
                {type.label}
              </Tag>
            ))}
          </span>
          <Can action="add">
            <Button type="primary" icon={<IconPlus />} onClick={() => modal.open()}>
              新增事件
            </Button>
          </Can>
        </Space>
      </MonthToolbar>
      {events.isError && <LoadFailed what="校历" error={events.error} onRetry={events.refetch} />}
      <Spin loading={events.isFetching} block>
        <div className={styles.body}>
          <CalendarMonth
            month={month}
            events={all}
            selected={selected}
            onMonthChange={(next) => show({ month: next })}
            onSelect={setSelected}
          />
          <CalendarEventList
            title={`${Number(month.slice(5))}月校历事件`}
            events={shown}
            onEdit={(event) => modal.open(event)}
            onDelete={(event) => void remove(event)}
          />
        </div>
      </Spin>
      <FormModal<CalendarEventBody | CalendarEventUpdateBody>
        visible={modal.visible}
        onClose={modal.close}
        title={modal.record ? '编辑校历事件' : '新增校历事件'}
        fields={fields}
        schema={modal.record ? UPDATE : CREATE}
        record={modal.record ? { ...modal.record } : blank}
        submit={(payload) =>
          'id' in payload ? updateFsCalendarEvent(payload) : createFsCalendarEvent(payload)
        }
        onSaved={() => void refresh()}
      />
    </div>
  );
}
