// The screen kit: the one way to write list screens, forms, lookups and detail views.
// Every kit component imports the kit's styles itself (./styles.ts), so a screen gets them with what it uses.

export { renderValue, maskIdCard, maskPhone, formatDuration, type ValueType, type StatusMap } from './cells';
export {
  addDays,
  formatDate,
  schoolClock,
  schoolDate,
  schoolMonth,
  today,
  weekStartOf,
  SCHOOL_TIME_ZONE,
} from './dates';
export { fromFen, roundYuan, sumYuan, toFen } from './fen';
export { formatMoney } from './money';
export { formatNumber, formatPercent } from './numbers';
export {
  ENABLED_OPTIONS,
  ENABLED_STATUS,
  enabledStatusColumn,
  enabledToggle,
  isEnabled,
  toFlag,
  yesNoOptions,
  type Flag,
} from './status';
export { PENDING_REVIEW, REAL_CHECK_STATUS, REVIEW_OPTIONS, REVIEW_STATUS } from './review/review-status';
export { DetailModal, type DetailModalProps } from './detail/detail-modal';
export { DrillDownModal, type DrillDownModalProps, type DrillDownRows } from './detail/drill-down-modal';
export { DetailTable, type DetailTableProps } from './detail/detail-table';
export { DetailView, type DetailItem } from './detail/detail-view';
export { SummaryStrip, type SummaryItem } from './detail/summary-strip';
export { PhotoWall, type Photo } from './detail/photo-wall';
export { saveFile } from './download';
export { loadChart } from './chart/load-chart';
export { LoadFailed } from './load-failed';
export { KeptOffer, keptNotice, type KeptOfferProps } from './kept-offer';
export { ScreenLoading } from './screen-loading';
export { Tabs } from './tabs';
export { DeferredRangePicker, DeferredSelect } from './fields/deferred';
export { DictSelect, FilterSelect } from './fields/lookup-select';
export { DictText, dictionaryQuery, useDictionary, useFilter } from './fields/use-lookups';
export { DICTIONARIES, FILTERS, type DictionaryName, type FilterKind } from './fields/lookups';
export { asNumber, optionsOf } from './options';
export { FormModal, type FormModalProps } from './form/form-modal';
export { FormPage, type FormPageProps } from './form/form-page';
export { RecordFormPage, type NeededOptions, type RecordFormPageProps } from './form/record-form-page';
export { idFrom, useEditId } from './form/edit-id';
export { useTabTitle } from './form/tab-title';
export { SaveButton, type SaveButtonProps } from './form/save-button';
export { SectionedForm, type SectionedFormProps, type SettingsSection } from './form/sectioned-form';
export { useSchemaForm, type SchemaFormOptions } from './form/use-schema-form';
export { requiredWhen, withConfirmation, withIssues, type FieldIssue } from './form/refine';
export { validateWithSchema } from './form/zod-errors';
export { LazyCascader, LazyDatePicker, LazyRangePicker } from './fields/lazy-pickers';
export { seededRandom } from './seeded-random';
export type { FormField } from './form/form-fields';
export { useFormSection, type FormSection, type FormSectionOptions } from './form/form-section';
export { useSheetExport } from './import/sheet-export';
export type { SheetColumn, SheetLookup, SheetRule } from './import/sheet-columns';
export { useSheetImport, type ServerRowError, type SheetImportSpec } from './import/use-sheet-import';
export {
  ListPage,
  type ListEnvelope,
  type ListPageProps,
  type ListParams,
  type ListSource,
} from './list/list-page';
export type {
  BatchAction,
  BatchScope,
  ListColumn,
  RowAction,
  SearchField,
  ToolbarAction,
} from './list/types';
export { addAction } from './list/add-action';
export { batchDeleteAction } from './list/batch-delete-action';
export { allRows } from './list/all-rows';
export { useKeyboardScroll } from './list/keyboard-scroll';
export { useRovingFocus, type RovingFocus, type RovingFocusOptions } from './roving-focus';
export { crudActions, type CrudSpec } from './list/crud-actions';
export { DialogList, type DialogListProps } from './list/dialog-list';
export { FormScreenList, type FormScreenListProps } from './list/form-screen-list';
export { lineExport, lineList, useLineList, type LineType } from './list/line-source';
export {
  classStudentColumns,
  COURSE_SEARCH,
  courseColumn,
  STUDENT_SEARCH,
  studentColumns,
} from './list/student-columns';
export { toggleActions, type ToggleSide, type ToggleSpec } from './list/toggle-actions';
export {
  editableColumn,
  useEditableCells,
  type CellOption,
  type EditableCells,
  type EditableColumnSpec,
} from './list/editable-cell';
export { ReasonCancelled, useReasonDialog, type ReasonRequest } from './reason/reason-dialog';
export {
  reviewByStatus,
  reviewColumns,
  reviewSearch,
  reviewStatusColumn,
  type ReviewByStatusCall,
} from './review/review-by-status';
export { ReviewTimeline, type ReviewStep } from './review/review-timeline';
export {
  ReviewCancelled,
  useReview,
  type ReviewDecision,
  type ReviewOptions,
  type ReviewSend,
} from './review/use-review';
export { useRecordModal } from './use-record-modal';
export { useScreenNavigation } from './use-screen-navigation';
