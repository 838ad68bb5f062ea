import { useScreenNavigation } from '../use-screen-navigation';
import { addAction } from './add-action';
import { crudActions, type CrudSpec } from './crud-actions';
import { ListPage, type ListPageProps, type ListParams } from './list-page';

export interface FormScreenListProps<Row, Params> extends Omit<
  ListPageProps<Row, Params>,
  'rowKey' | 'toolbar' | 'rowActions'
> {
  /** What one row is: 新增{noun} and the confirmations. */
  noun: string;
  /** The form screen's route, which 新增 opens empty and 编辑 with `editParams`. */
  form: string;
  /** What 编辑 opens the form with; the row's id by default. */
  editParams?: (row: Row) => Record<string, string | number>;
  /** The row actions besides 编辑. */
  actions: Omit<CrudSpec<Row>, 'noun' | 'edit'>;
}

/** A list whose records are added and edited on a form screen of their own (新增 / 编辑 open it). */
export function FormScreenList<Row extends { id: number }, Params = ListParams>({
  noun,
  form,
  editParams = (row) => ({ id: row.id }),
  actions,
  ...list
}: FormScreenListProps<Row, Params>) {
  const { open } = useScreenNavigation();
  return (
    <ListPage<Row, Params>
      {...list}
      rowKey="id"
      toolbar={[addAction(`新增${noun}`, () => open(form))]}
      rowActions={crudActions<Row>({ ...actions, noun, edit: (row) => open(form, editParams(row)) })}
    />
  );
}
