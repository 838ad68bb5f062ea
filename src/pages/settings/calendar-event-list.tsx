import { Button, Empty, Popconfirm, Space } from '@arco-design/web-react';
import { Can } from '@/access/access-context';
import type { CalendarEvent } from '@/generated/model';
import { renderValue } from '@/kit';
import { EVENT_TYPES } from './calendar-fields';
import styles from './calendar-page.module.css';

interface EventListProps {
  title: string;
  events: CalendarEvent[];
  onEdit: (event: CalendarEvent) => void;
  onDelete: (event: CalendarEvent) => void;
}

const period = (event: CalendarEvent) => {
  const start = renderValue(event.start_date, { valueType: 'date' });
  return event.end_date === event.start_date ? (
    start
  ) : (
    <>
      {start} 至 {renderValue(event.end_date, { valueType: 'date' })}
    </>
  );
};

/** The events of the shown month beside the calendar, with edit and delete. */
export function CalendarEventList({ title, events, onEdit, onDelete }: EventListProps) {
  return (
    <section className={styles.list} aria-label={title}>
      <div className={styles.listTitle}>
        {title}（{events.length}）
      </div>
      {events.length === 0 && <Empty description="本月没有校历事件" />}
      {events.map((event) => (
        <div key={event.id} className={styles.item} data-testid="calendar-event">
          <div className={styles.itemHead}>
            <Space size={6}>
              {renderValue(event.type, { valueType: 'status', statusMap: EVENT_TYPES })}
              <span>{event.title}</span>
            </Space>
            <Space size={0}>
              <Can action="edit">
                <Button type="text" size="mini" onClick={() => onEdit(event)}>
                  编辑
                </Button>
              </Can>
              <Can action="delete">
                <Popconfirm title={`确定删除「${event.title}」吗？`} onOk={() => onDelete(event)}>
                  <Button type="text" size="mini" status="danger">
                    删除
                  </Button>
                </Popconfirm>
              </Can>
            </Space>
          </div>
          <div className={styles.itemMeta}>
            {period(event)}
            {event.remark ? ` · ${event.remark}` : ''}
          </div>
        </div>
      ))}
    </section>
  );
}
