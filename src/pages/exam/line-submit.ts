import type { LineType } from '@/kit';

/** A form's submit that sends the record with the line's `type` to the generated create or update call. */
export function lineSubmit<Payload extends { id?: number }>(
  type: LineType,
  create: (body: Payload & { type: LineType }) => Promise<unknown>,
  update: (body: Payload & { id: number; type: LineType }) => Promise<unknown>,
) {
  return (payload: Payload) =>
    payload.id ? update({ ...payload, id: payload.id, type }) : create({ ...payload, type });
}
