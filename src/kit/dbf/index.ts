// DBF files (the exam authority's score exchange format) read in the browser.
export { DbfError, readDbf, type DbfField, type DbfTable, type DbfValue } from './read-dbf';
