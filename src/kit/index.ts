// The screen kit: the one way to write list screens, forms, lookups and detail views.
import './styles';

export {
  renderValue,
  maskIdCard,
  maskPhone,
  formatMoney,
  formatDate,
  type ValueType,
  type StatusMap,
} from './cells';
export { DetailView, type DetailItem } from './detail/detail-view';
export { saveFile } from './download';
export { DictSelect, DictText, FilterSelect, useDictionary, useFilter } from './fields/lookup-select';
export { DICTIONARIES, FILTERS, type DictionaryName, type FilterKind } from './fields/lookups';
export { FormModal, type FormModalProps } from './form/form-modal';
export { FormPage, type FormPageProps } from './form/form-page';
export { useSchemaForm, type SchemaFormOptions } from './form/use-schema-form';
export type { FormField } from './form/form-fields';
export {
  ListPage,
  type ListEnvelope,
  type ListPageProps,
  type ListParams,
  type ListSource,
} from './list/list-page';
export type { BatchAction, ListColumn, RowAction, SearchField, ToolbarAction } from './list/types';
export { useRecordModal } from './use-record-modal';
export { useScreenNavigation } from './use-screen-navigation';
