/**
 * 教材管理 (adultTeachingMaterialsAE / courseMaterialsST): textbooks with ISBN, editors, publisher,
 * edition, price, course and stock; 新增教材 (addCourseMaterialsAE / ST, `?id=` edits) checks the ISBN's
 * check digit before saving.
 */

import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  createFsTextbook,
  deleteFsTextbooks,
  exportFsTextbooks,
  getListFsTextbooksQueryKey,
  listFsTextbooks,
  updateFsTextbook,
  useGetFsTextbook,
} from '@/generated/api/courseware/courseware';
import type { ListFsTextbooksParams, Textbook, TextbookBody, TextbookUpdateBody } from '@/generated/model';
import { CreateFsTextbookBody, UpdateFsTextbookBody } from '@/generated/zod/courseware/courseware.zod';
import {
  addAction,
  crudActions,
  FormPage,
  ListPage,
  LoadFailed,
  type ToolbarAction,
  useScreenNavigation,
  withIssues,
  ScreenLoading,
} from '@/kit';
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
  const { open } = useScreenNavigation();
  const toolbar: ToolbarAction[] = [addAction('新增教材', () => open(routes.form))];
  return (
    <ListPage<Textbook, ListFsTextbooksParams>
      list={LIST}
      rowKey="id"
      search={BOOK_SEARCH}
      columns={BOOK_COLUMNS}
      toolbar={toolbar}
      rowActions={crudActions<Textbook>({
        noun: '教材',
        name: (row) => row.title,
        edit: (row) => open(routes.form, { id: row.id }),
        remove: (row) => deleteFsTextbooks({ ids: [row.id] }),
        removeConfirm: '确定删除该教材吗？已有教材计划使用的不能删除。',
      })}
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
const CREATE = withIssues(CreateFsTextbookBody, checkIsbn);
const UPDATE = withIssues(UpdateFsTextbookBody, checkIsbn);
const NEW_BOOK = { status: 1 };
type Payload = TextbookBody | TextbookUpdateBody;

export function TextbookFormPage() {
  const routes = ROUTES[useLine().suffix];
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const { backTo } = useScreenNavigation();
  const queryClient = useQueryClient();
  const book = useGetFsTextbook({ id }, { query: { enabled: id > 0 }, request: { silent: true } });
  const record = useMemo(() => (book.data ? { ...book.data.result } : undefined), [book.data]);
  if (id && book.isPending) return <ScreenLoading />;
  return (
    <FormPage<Payload>
      title={id ? '编辑教材' : '新增教材'}
      fields={BOOK_FIELDS}
      schema={id ? UPDATE : CREATE}
      record={id ? record : NEW_BOOK}
      submit={(payload) => {
        const body = { ...payload, isbn: isbnDigits(payload.isbn) };
        return 'id' in body ? updateFsTextbook(body) : createFsTextbook(body);
      }}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: getListFsTextbooksQueryKey() })}
      onBack={() => backTo(routes.list)}
      notice={
        book.isError ? (
          <LoadFailed what="教材" error={book.error} onRetry={book.refetch} style={{ marginBottom: 16 }} />
        ) : undefined
      }
    />
  );
}
