// Printing: standalone print routes, A4 sheets, and a print preview inside the shell.
export { PrintPage, type PrintPageProps } from './print-page';
export { PrintPreview, type PrintPreviewProps } from './print-preview';
export { PrintSheet, type PrintSheetProps } from './print-sheet';
export { chineseDate } from './chinese-date';
// Certificates: mm templates, printer calibration kept per browser, printing only through 打印 (recorded).
export { type Calibration, type PrintTemplate, type TemplateField } from './template';
export { useCalibration } from './calibration';
export { CalibrationTools } from './calibration-tools';
export { CalibrationSheet, TemplateSheet } from './template-sheet';
export { GuardedPrintPage, type GuardedPrintPageProps } from './guarded-print-page';
