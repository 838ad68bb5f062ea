// Printing: standalone print routes, A4 sheets, and a print preview inside the shell.
export { PrintPage, type PrintPageProps } from './print-page';
export { PrintPreview, type PrintPreviewProps } from './print-preview';
export { PrintSheet, type PrintSheetProps } from './print-sheet';
export { chineseDate } from './chinese-date';
