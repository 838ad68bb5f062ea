import { describe, expect, it } from 'vitest';
import * as zod from 'zod';
import { formatDate, formatMoney, maskIdCard, maskPhone } from '@/kit';
import { toFormValues, toPayload, type FormField } from '@/kit/form/form-fields';
import { requiredFields, validateWithSchema } from '@/kit/form/zod-errors';
import { loadColumnState } from '@/kit/list/column-settings';
import { readPage, readSearch } from '@/kit/list/use-list-state';
import { tableHeightFor } from '@/kit/list/use-table-height';
import type { SearchField } from '@/kit/list/types';
import { CreateFsStationBody, UpdateFsStationBody } from '@/generated/zod/station/station.zod';

describe('value renderers', () => {
  it('masks ID numbers and phones, formats money and dates', () => {
    expect(maskIdCard('440106199803152718')).toBe('440106********2718');
    expect(maskPhone('13926015873')).toBe('139****5873');
    expect(maskPhone('020-87654321')).toBe('020-87654321');
    expect(formatMoney(1234.5)).toBe('¥1,234.50');
    expect(formatDate('2024-03-12 09:30:00')).toBe('2024-03-12');
    expect(formatDate('2026-05-20T18:00:00+08:00', true)).toBe('2026-05-20 18:00');
  });
});

describe('list state in the URL', () => {
  const fields: SearchField[] = [
    { type: 'input', field: 'name', label: '名称' },
    { type: 'filter', field: 'province_id', label: '省份', kind: 'province' },
    {
      type: 'select',
      field: 'status',
      label: '状态',
      options: [
        { label: '启用', value: 1 },
        { label: '停用', value: 0 },
      ],
    },
    { type: 'dateRange', fields: ['startDate', 'endDate'], label: '时间' },
  ];

  it('reads typed search values and ignores unknown keys', () => {
    const params = new URLSearchParams(
      'name=天河&province_id=440000&status=0&startDate=2026-01-01&endDate=2026-02-01&x=1',
    );
    expect(readSearch(params, fields)).toEqual({
      name: '天河',
      province_id: 440000,
      status: 0,
      startDate: '2026-01-01',
      endDate: '2026-02-01',
    });
  });

  it('defaults to page 1 of 10 and only allows the page sizes 10/20/50/100', () => {
    expect(readPage(new URLSearchParams(''))).toEqual({ page: 1, limit: 10 });
    expect(readPage(new URLSearchParams('page=3&limit=50'))).toEqual({ page: 3, limit: 50 });
    expect(readPage(new URLSearchParams('page=-2&limit=7'))).toEqual({ page: 1, limit: 10 });
  });

  it('table height is the window height minus 50, 142, 60 and 60', () => {
    expect(tableHeightFor(900)).toBe(588);
    expect(tableHeightFor(400)).toBe(240);
  });

  it('column settings keep saved order and visibility, and pick up new columns', () => {
    window.localStorage.setItem(
      'jw-columns:demo',
      JSON.stringify({ order: ['b', 'a', 'gone'], hidden: ['a'] }),
    );
    expect(loadColumnState('demo', ['a', 'b', 'c'], [])).toEqual({ order: ['b', 'a', 'c'], hidden: ['a'] });
    expect(loadColumnState('other', ['a', 'b'], ['b'])).toEqual({ order: ['a', 'b'], hidden: ['b'] });
  });
});

describe('forms validated with the generated zod body schema', () => {
  it('marks the fields the body schema requires (the asterisk before submitting)', () => {
    expect([...requiredFields(CreateFsStationBody)].sort()).toEqual(
      ['city', 'code', 'name', 'phone', 'principal', 'province_id', 'status'].sort(),
    );
    const refined = zod
      .object({
        a: zod.string(),
        b: zod.number().nullable(),
        c: zod.string().optional(),
        d: zod.number().default(1),
      })
      .refine(() => true);
    expect([...requiredFields(refined)]).toEqual(['a', 'b']);
    expect([...requiredFields(refined.pipe(zod.any()))]).toEqual(['a', 'b']);
  });

  it('marks them on an edit body too (the create body and the id, an intersection)', () => {
    expect([...requiredFields(UpdateFsStationBody)].sort()).toEqual(
      ['city', 'code', 'id', 'name', 'phone', 'principal', 'province_id', 'status'].sort(),
    );
  });

  const meta = {
    code: { label: '函授站编号' },
    name: { label: '函授站名称' },
    province_id: { label: '所在省份', chosen: true },
    city: { label: '所在城市' },
    principal: { label: '负责人' },
    phone: { label: '联系电话' },
    status: { label: '状态', chosen: true },
  };

  it('asks for missing values in Chinese (请输入 / 请选择)', () => {
    const { errors } = validateWithSchema(CreateFsStationBody, { status: 1 }, meta);
    expect(errors).toMatchObject({
      code: '请输入函授站编号',
      province_id: '请选择所在省份',
      phone: '请输入联系电话',
    });
  });

  it('explains bad formats and lengths without regex jargon', () => {
    const { errors } = validateWithSchema(
      CreateFsStationBody,
      {
        code: 'HS GZ',
        name: '站'.repeat(51),
        province_id: 440000,
        city: '广州市',
        principal: '张',
        phone: '123',
        status: 1,
      },
      meta,
    );
    expect(errors).toEqual({
      code: '函授站编号格式不正确',
      name: '函授站名称不能超过 50 个字',
      phone: '联系电话格式不正确',
    });
  });

  it('returns the parsed payload when valid', () => {
    const payload = {
      code: 'HS-GZ-009',
      name: '越秀站',
      province_id: 440000,
      city: '广州市',
      principal: '张伟',
      phone: '13912345678',
      status: 1,
    };
    expect(validateWithSchema(CreateFsStationBody, payload, meta)).toEqual({ data: payload, errors: {} });
  });

  it('falls back to zod’s Chinese wording for other issues', () => {
    const { errors } = validateWithSchema(
      zod.object({ n: zod.number().multipleOf(5) }),
      { n: 3 },
      { n: { label: '人数' } },
    );
    expect(errors.n).toMatch(/^人数：/);
  });

  it('maps form values to payloads: switches as 1/0, blank strings dropped, trimmed', () => {
    const fields: FormField[] = [
      { type: 'switch', field: 'enabled', label: '启用' },
      { type: 'input', field: 'name', label: '名称' },
      { type: 'input', field: 'remark', label: '备注' },
    ];
    expect(toPayload(fields, { enabled: true, name: ' 一站 ', remark: '  ' })).toEqual({
      enabled: 1,
      name: '一站',
    });
    expect(toFormValues(fields, { enabled: 0, name: '一站' })).toEqual({
      enabled: false,
      name: '一站',
      remark: undefined,
    });
  });
});
