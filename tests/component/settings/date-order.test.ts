import { describe, expect, it } from 'vitest';
import { validateWithSchema } from '@/kit/form/zod-errors';
import { CreateFsBatchBody } from '@/generated/zod/settings/settings.zod';
import { withDateOrder } from '@/pages/settings/date-order';

const schema = withDateOrder(CreateFsBatchBody, 'enrol_start', 'enrol_end', '不能早于招生开始日期');
const batch = { name: '2027年春季', year: 2027, season: 1, status: 0, enrol_start: '2026-12-01' };
const meta = { enrol_end: { label: '招生结束日期', chosen: true } };

describe('withDateOrder (批次招生时间、校历事件、开学设置)', () => {
  it('accepts an end on or after the start', () => {
    expect(validateWithSchema(schema, { ...batch, enrol_end: '2026-12-01' }, meta).errors).toEqual({});
    expect(validateWithSchema(schema, { ...batch, enrol_end: '2027-03-15' }, meta).errors).toEqual({});
  });

  it('puts a Chinese message on the end date when it is before the start', () => {
    expect(validateWithSchema(schema, { ...batch, enrol_end: '2026-11-30' }, meta).errors).toEqual({
      enrol_end: '招生结束日期：不能早于招生开始日期',
    });
  });
});
