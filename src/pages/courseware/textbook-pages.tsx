/**
 * 教材管理 (adultTeachingMaterialsAE / courseMaterialsST): textbooks with ISBN, editors, publisher,
 * edition, price, course and stock; 新增教材 (addCourseMaterialsAE / ST, `?id=` edits) checks the ISBN's
 * check digit before saving.
 */

import {
  createFsTextbook,
  deleteFsTextbooks,
  exportFsTextbooks,
  getListFsTextbooksQueryKey,
  listFsTextbooks,
  updateFsTextbook,
  useGetFsTextbook,
} from '@/generated/api/courseware/courseware';
import type {
  ListFsTextbooksParams,
  Textbook,
  TextbookBody,
  TextbookDetail,
  TextbookUpdateBody,
} from '@/generated/model';
import { CreateFsTextbookBody, UpdateFsTextbookBody } from '@/generated/zod/courseware/courseware.zod';
import { FormScreenList, RecordFormPage, useEditId, withIssues } from '@/kit';
import { useLine } from '@/lines/page-type';
import { BOOK_COLUMNS, BOOK_FIELDS, BOOK_SEARCH } from './courseware-fields';
import { isbnDigits, isbnIssue } from './isbn';

const ROUTES = {
  AE: { list: 'adultTeachingMaterialsAE', form: 'addCourseMaterialsAE' },
  ST: { list: 'courseMaterialsST', form: 'addCourseMaterialsST' },
} as const;
const LIST = {
  queryKey: getListFsTextbooksQueryKey,
  fetcher: listFsTextbooks,
};

export function TextbookListPage() {
  const routes = ROUTES[useLine().suffix];
  return (
    <FormScreenList<Textbook, ListFsTextbooksParams>
      form={routes.form}
      noun="教材"
      list={LIST}
      search={BOOK_SEARCH}
      columns={BOOK_COLUMNS}
      actions={{
        name: (row) => row.title,
        remove: (row) => deleteFsTextbooks({ ids: [row.id] }),
        removeConfirm: '确定删除该教材吗？已有教材计划使用的不能删除。',
      }}
      exportFile={exportFsTextbooks}
      exportName="教材.xlsx"
      summary={(envelope) => {
        const out = envelope.result.list.filter((row) => row.stock === 0).length;
        return out ? `本页 ${out} 种教材无库存` : '';
      }}
    />
  );
}

const checkIsbn = (values: { isbn?: string }) => {
  const issue = values.isbn ? isbnIssue(values.isbn) : undefined;
  return issue ? [{ path: 'isbn', message: issue }] : [];
};
const SCHEMAS = {
  create: withIssues(CreateFsTextbookBody, checkIsbn),
  update: withIssues(UpdateFsTextbookBody, checkIsbn),
};
const NEW_BOOK = { status: 1 };

export function TextbookFormPage() {
  const id = useEditId() ?? 0;
  const book = useGetFsTextbook({ id }, { query: { enabled: id > 0 }, request: { silent: true } });
  return (
    <RecordFormPage<TextbookBody | TextbookUpdateBody, TextbookDetail>
      noun="教材"
      editing={id > 0}
      query={book}
      fields={BOOK_FIELDS}
      schemas={SCHEMAS}
      fresh={NEW_BOOK}
      submit={(payload) => {
        const body = { ...payload, isbn: isbnDigits(payload.isbn) };
        return 'id' in body ? updateFsTextbook(body) : createFsTextbook(body);
      }}
      list={{ queryKey: getListFsTextbooksQueryKey, route: ROUTES[useLine().suffix].list }}
    />
  );
}
