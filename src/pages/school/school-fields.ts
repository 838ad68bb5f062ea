/**
 * Partner schools (院校, spec §7 User: /api/user/school/*): search, columns and
 * the create/edit form. The form edits the address as one province–city–district
 * cascader (`region`); the schemas below turn it back into the contract's
 * province / city / area codes.
 */
import * as zod from 'zod';
import type { RegionTreeProvince, School } from '@/generated/model';
import { AddSchoolBody, UpdateSchoolByUuidBody } from '@/generated/zod/school/school.zod';
import type { FormField, ListColumn, SearchField } from '@/kit';

export const IS_PASS_OPTIONS = [
  { label: '已通过', value: 1 },
  { label: '未通过', value: 0 },
];

export const schoolSearch = (provinces: { label: string; value: string }[]): SearchField[] => [
  { type: 'input', field: 'keyword', label: '院校名称', placeholder: '院校名称/负责人' },
  { type: 'select', field: 'province', label: '所在省份', options: provinces },
  { type: 'select', field: 'isPass', label: '激活状态', options: IS_PASS_OPTIONS },
];

export const schoolColumns: ListColumn<School>[] = [
  { key: 'logo', title: 'LOGO', width: 80, valueType: 'image' },
  { key: 'schoolName', title: '院校名称', width: 180, ellipsis: true },
  {
    key: 'region',
    title: '所在地区',
    width: 200,
    render: (row) => [row.provinceName, row.cityName, row.areaName].filter(Boolean).join(' / '),
  },
  { key: 'principal', title: '负责人', width: 100 },
  { key: 'phone', title: '联系电话', width: 130, valueType: 'phone' },
  { key: 'type', title: '院校类型', width: 130, valueType: 'dict', dict: 'SchoolType' },
  { key: 'nature', title: '院校性质', width: 110, valueType: 'dict', dict: 'Nature' },
  { key: 'username', title: '登录账号', width: 120 },
  {
    key: 'isPass',
    title: '激活状态',
    width: 100,
    valueType: 'status',
    statusMap: { 1: { text: '已通过', color: 'green' }, 0: { text: '未通过', color: 'gray' } },
  },
  { key: 'createTime', title: '创建时间', width: 170, valueType: 'datetime' },
];

export const schoolFormFields = (regions: RegionTreeProvince[], editing: boolean): FormField[] => [
  { type: 'input', field: 'schoolName', label: '院校名称', maxLength: 50 },
  { type: 'cascader', field: 'region', label: '所在地区', options: regions, half: true },
  { type: 'input', field: 'detailed', label: '详细地址', maxLength: 120, half: true },
  { type: 'input', field: 'principal', label: '院校负责人', maxLength: 20, half: true },
  { type: 'input', field: 'phone', label: '联系电话', half: true },
  { type: 'dict', field: 'type', label: '院校类型', dict: 'SchoolType', half: true },
  { type: 'dict', field: 'nature', label: '院校性质', dict: 'Nature', half: true },
  {
    type: 'input',
    field: 'logo',
    label: 'LOGO 地址',
    maxLength: 255,
    extra: '图片的 http(s) 地址，如 https://static.example.edu.cn/school/logo/scnu.png',
  },
  { type: 'textarea', field: 'content', label: '院校简介', maxLength: 255 },
  {
    type: 'input',
    field: 'username',
    label: '登录账号',
    half: true,
    maxLength: 20,
    disabled: editing,
    extra: editing ? '登录账号创建后不可修改' : '字母开头，4–20 位字母、数字或下划线，创建后不可修改',
  },
  ...(editing
    ? []
    : [
        {
          type: 'password',
          field: 'password',
          label: '登录密码',
          half: true,
          maxLength: 14,
          extra: '6–14 位字母或数字',
        } satisfies FormField,
      ]),
];

/** The cascader's [province, city, area] codes. */
const region = zod.tuple([zod.string(), zod.string(), zod.string()]);
const ADDRESS = { province: true, city: true, area: true } as const;

/** addSchool without `line` (added on submit), the address as one cascader value. */
export const schoolCreateSchema = AddSchoolBody.omit({ ...ADDRESS, line: true })
  .extend({ region })
  .transform(({ region: [province, city, area], ...rest }) => ({ ...rest, province, city, area }));

/** updateSchoolByUUID without `uuid` (added on submit), the address as one cascader value. */
export const schoolUpdateSchema = UpdateSchoolByUuidBody.omit({ ...ADDRESS, uuid: true })
  .extend({ region })
  .transform(({ region: [province, city, area], ...rest }) => ({ ...rest, province, city, area }));

export type SchoolCreatePayload = zod.output<typeof schoolCreateSchema>;
export type SchoolUpdatePayload = zod.output<typeof schoolUpdateSchema>;
