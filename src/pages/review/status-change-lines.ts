/**
 * The reviewed status-change applications of each line, as data: 学籍异动 (adult
 * education, every change type) and 退学审核 (self-taught, dropouts only) are the
 * same screen over their own generated calls.
 */
import type { QueryKey } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import type { RequestOptions } from '@/api/http';
import {
  createAdultStudentChange,
  createOwnDropout,
  exportAdultStudentChanges,
  exportOwnDropouts,
  getListAdultStudentChangeLogsQueryKey,
  getListAdultStudentChangesQueryKey,
  getListOwnDropoutLogsQueryKey,
  getListOwnDropoutsQueryKey,
  listAdultStudentChangeLogs,
  listAdultStudentChanges,
  listOwnDropoutLogs,
  listOwnDropouts,
  passAdultStudentChanges,
  passOwnDropouts,
  rejectAdultStudentChanges,
  rejectOwnDropouts,
} from '@/generated/api/review/review';
import type {
  AuditLog,
  AuditPassBody,
  AuditRejectBody,
  ListAdultStudentChangesParams,
  StatusChange,
  StatusChangeBody,
} from '@/generated/model';
import {
  CreateAdultStudentChangeBody,
  CreateOwnDropoutBody,
  PassAdultStudentChangesBody,
  RejectAdultStudentChangesBody,
} from '@/generated/zod/review/review.zod';
import { requiredWhen, type FormField, type ListSource } from '@/kit';
import type { RouteLine } from '@/routes/types';
import {
  changeFormFields,
  dropoutFormFields,
  TRANSFER_MAJOR,
  TRANSFER_POINT,
  type ChangeFieldsOptions,
} from './status-change-fields';
import { LINE_OF_SUFFIX } from '@/lines/line';

export type ChangeParams = ListAdultStudentChangesParams;

/** A create form over a generated body (method syntax: each line has its own body type). */
export interface CreateSpec<Body> {
  label: string;
  fields: FormField[];
  schema: ZodType<Body>;
  submit(body: Body): Promise<unknown>;
}

export interface ChangeLine {
  /** 学籍异动申请 / 退学申请 */
  noun: string;
  fields: ChangeFieldsOptions;
  list: ListSource<StatusChange, ChangeParams>;
  /** Prefix of every list query (refreshed after a decision taken in the detail). */
  listKey: QueryKey;
  logs: {
    queryKey: (id: number) => QueryKey;
    fetch: (id: number, options: RequestOptions, signal: AbortSignal) => Promise<{ result: AuditLog[] }>;
  };
  create: CreateSpec<object>;
  pass: (body: AuditPassBody) => Promise<unknown>;
  reject: (body: AuditRejectBody) => Promise<unknown>;
  exportFile: (params: ChangeParams, options: RequestOptions) => Promise<Blob>;
  exportName: string;
  /** One-click reasons when rejecting. */
  reasons: readonly string[];
}

/** The review texts' length rules (the same audit bodies on both lines). */
export const REMARK_SCHEMA = PassAdultStudentChangesBody.shape.remark;
export const REASON_SCHEMA = RejectAdultStudentChangesBody.shape.reason;

const adultCreate: CreateSpec<StatusChangeBody> = {
  label: '新增异动申请',
  fields: changeFormFields(LINE_OF_SUFFIX.AE.nouns.station),
  schema: requiredWhen(
    requiredWhen(CreateAdultStudentChangeBody, 'to_major_id', (body) => body.type === TRANSFER_MAJOR),
    'to_point_id',
    (body) => body.type === TRANSFER_POINT,
  ),
  // a target only goes with its own kind of transfer
  submit: ({ to_major_id, to_point_id, ...body }) =>
    createAdultStudentChange({
      ...body,
      ...(body.type === TRANSFER_MAJOR ? { to_major_id } : {}),
      ...(body.type === TRANSFER_POINT ? { to_point_id } : {}),
    }),
};

export const CHANGE_LINES: Record<RouteLine, ChangeLine> = {
  AE: {
    noun: '学籍异动申请',
    fields: { point: LINE_OF_SUFFIX.AE.nouns.station, allTypes: true },
    list: { queryKey: getListAdultStudentChangesQueryKey, fetcher: listAdultStudentChanges },
    listKey: getListAdultStudentChangesQueryKey(),
    logs: {
      queryKey: (id) => getListAdultStudentChangeLogsQueryKey({ id }),
      fetch: (id, options, signal) => listAdultStudentChangeLogs({ id }, options, signal),
    },
    create: adultCreate,
    pass: passAdultStudentChanges,
    reject: rejectAdultStudentChanges,
    exportFile: exportAdultStudentChanges,
    exportName: '学籍异动申请.xlsx',
    reasons: ['证明材料不全，请补充后重新提交', '申请信息与学籍信息不一致', '不符合学籍异动办理时间要求'],
  },
  ST: {
    noun: '退学申请',
    fields: { point: LINE_OF_SUFFIX.ST.nouns.station, allTypes: false },
    list: { queryKey: getListOwnDropoutsQueryKey, fetcher: listOwnDropouts },
    listKey: getListOwnDropoutsQueryKey(),
    logs: {
      queryKey: (id) => getListOwnDropoutLogsQueryKey({ id }),
      fetch: (id, options, signal) => listOwnDropoutLogs({ id }, options, signal),
    },
    create: {
      label: '新增退学申请',
      fields: dropoutFormFields,
      schema: CreateOwnDropoutBody,
      submit: createOwnDropout,
    },
    pass: passOwnDropouts,
    reject: rejectOwnDropouts,
    exportFile: exportOwnDropouts,
    exportName: '退学申请.xlsx',
    reasons: ['未上传退学申请表扫描件', '退学申请表缺少本人签字', '尚有未结清的费用，请结清后再提交'],
  },
};
