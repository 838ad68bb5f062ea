/**
 * A list whose records are added (and, where it allows, edited) in a dialog over it: the dialog's
 * sibling of FormScreenList. Saving refreshes the list.
 */
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import type { FormField } from '../form/form-fields';
import { FormModal } from '../form/form-modal';
import { useRecordModal } from '../use-record-modal';
import { addAction } from './add-action';
import { crudActions, type CrudSpec } from './crud-actions';
import { ListPage, type ListPageProps, type ListParams } from './list-page';

interface DialogMode<Payload> {
  schema: ZodType<Payload>;
  /** 新增{noun} / 编辑{noun} by default. */
  title?: string;
}

export interface DialogListProps<Row, Params, Payload> extends Omit<
  ListPageProps<Row, Params>,
  'rowKey' | 'toolbar' | 'rowActions'
> {
  /** The toolbar's button that opens the dialog empty; 新增{noun} by default. */
  addLabel?: string;
  /** The row actions; 编辑 is there when the dialog can edit. */
  actions: Omit<CrudSpec<Row>, 'edit'>;
  dialog: {
    /** FormModal's width by default. */
    width?: number;
    fields: FormField[];
    create: DialogMode<Payload> & { record: Record<string, unknown> };
    /** 编辑 opens the dialog with the row. */
    edit?: DialogMode<Payload>;
    submit: (payload: Payload) => Promise<unknown>;
  };
  /** The list's query key, invalidated once saved. */
  listKey: () => QueryKey;
}

export function DialogList<Row extends { id: number }, Params = ListParams, Payload = unknown>({
  addLabel,
  actions,
  dialog,
  listKey,
  ...list
}: DialogListProps<Row, Params, Payload>) {
  const modal = useRecordModal<Row>();
  const queryClient = useQueryClient();
  const { noun } = actions;
  const { edit } = dialog;
  // a row opened with 编辑, else a new record
  const mode =
    edit && modal.record
      ? { ...edit, title: edit.title ?? `编辑${noun}`, record: { ...modal.record } }
      : { ...dialog.create, title: dialog.create.title ?? `新增${noun}` };
  return (
    <>
      <ListPage<Row, Params>
        {...list}
        rowKey="id"
        toolbar={[addAction(addLabel ?? `新增${noun}`, () => modal.open())]}
        rowActions={crudActions<Row>({ ...actions, edit: edit && ((row) => modal.open(row)) })}
      />
      <FormModal<Payload>
        title={mode.title}
        visible={modal.visible}
        onClose={modal.close}
        width={dialog.width}
        fields={dialog.fields}
        schema={mode.schema}
        record={mode.record}
        submit={dialog.submit}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: listKey() })}
      />
    </>
  );
}
