// Printing: standalone print routes, A4 sheets, and a print preview inside the shell.
export { PrintPage, type PrintPageProps } from './print-page';
export { PrintPreview, type PrintPreviewProps } from './print-preview';
export { PrintSheet, type PrintSheetProps } from './print-sheet';
export { chineseDate } from './chinese-date';
// Documents on A4: the one ruled table, its rows cut into sheets, the heading and the signatures.
export {
  RuledTable,
  type RuledAlign,
  type RuledCell,
  type RuledColumn,
  type RuledRow,
  type RuledTableProps,
} from './ruled-table';
export { RuledSheets, type RuledSheetsProps, type SheetPage } from './ruled-sheets';
export { paginateRows, type RowPaging } from './paginate-rows';
export {
  SheetHeading,
  SheetPhoto,
  SignatureBlock,
  type SheetHeadingProps,
  type SheetPhotoProps,
  type SignatureBlockProps,
  type SignatureItem,
} from './sheet-parts';
// Certificates: mm templates, printer calibration kept per browser, printing only through 打印 (recorded).
export {
  DEFAULT_PRINT_MARGIN_MM,
  fieldsInMargin,
  isBlank,
  missingFields,
  templateProblems,
  type Calibration,
  type PrintTemplate,
  type TemplateField,
} from './template';
export { useMissingDataDialog, type IncompleteSheet } from './missing-data-dialog';
export { useCalibration } from './calibration';
export { CalibrationTools } from './calibration-tools';
export { CalibrationSheet, TemplateSheet } from './template-sheet';
export { GuardedPrintPage, type GuardedPrintPageProps } from './guarded-print-page';
