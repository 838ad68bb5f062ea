/** 新增 / 编辑考场 in a modal: a station to choose (adult) or a test site's own rooms (self-taught). */
import { Input } from '@arco-design/web-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type * as zod from 'zod';
import {
  createExamRoom,
  getListExamRoomsQueryKey,
  updateExamRoom,
} from '@/generated/api/exam-arrange/exam-arrange';
import type { ExamRoom, ExamRoomBody, ExamRoomUpdateBody } from '@/generated/model';
import { CreateExamRoomBody, UpdateExamRoomBody } from '@/generated/zod/exam-arrange/exam-arrange.zod';
import { type FormField, FormModal, type LineType } from '@/kit';
import { WHEN_OBJECT } from './arrange-lines';
import { roomFormFields } from './room-fields';

/** Seats per row cannot exceed the seats of the room. */
function withLayoutRule<Schema extends zod.ZodType>(schema: Schema) {
  return schema.superRefine((values, context) => {
    const { capacity, seat_cols } = values as { capacity?: number; seat_cols?: number };
    if (capacity && seat_cols && seat_cols > capacity)
      context.addIssue({ code: 'custom', path: ['seat_cols'], message: '不能大于座位数' });
  }, WHEN_OBJECT);
}

const CREATE = withLayoutRule(CreateExamRoomBody);
const UPDATE = withLayoutRule(UpdateExamRoomBody);
const NEW_ROOM = { status: 1, has_camera: 1, seat_cols: 6 };

export interface RoomFormModalProps {
  modal: { visible: boolean; record?: ExamRoom; close: () => void };
  type: LineType;
  venueNoun: string;
  /** Rooms of one test site: the site is fixed and shown read-only. */
  site?: { id: number; name: string };
}

export function RoomFormModal({ modal, type, venueNoun, site }: RoomFormModalProps) {
  const queryClient = useQueryClient();
  const editing = modal.record;
  const fields = useMemo(() => {
    const venue: FormField = site
      ? {
          type: 'custom',
          field: 'venue_id',
          label: `所在${venueNoun}`,
          half: true,
          render: () => <Input value={site.name} disabled aria-label={`所在${venueNoun}`} />,
        }
      : { type: 'filter', field: 'venue_id', label: `所在${venueNoun}`, kind: 'station', half: true };
    return roomFormFields(venue);
  }, [site, venueNoun]);
  const record = editing ?? (site ? { ...NEW_ROOM, venue_id: site.id } : NEW_ROOM);
  return (
    <FormModal<ExamRoomBody | ExamRoomUpdateBody>
      visible={modal.visible}
      onClose={modal.close}
      title={editing ? '编辑考场' : '新增考场'}
      fields={fields}
      schema={(editing ? UPDATE : CREATE) as unknown as zod.ZodType<ExamRoomBody | ExamRoomUpdateBody>}
      record={record}
      submit={(payload) => ('id' in payload ? updateExamRoom(payload) : createExamRoom(payload, { type }))}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: getListExamRoomsQueryKey() })}
    />
  );
}
