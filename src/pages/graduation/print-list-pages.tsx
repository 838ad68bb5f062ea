/**
 * Where certificates are chosen for printing: 毕业证首次打印 (diplomaFirstTimePrintAE) and 学位证打印
 * (baccalaureatePrintAE / ST) print a selection as a batch on the print page (one certificate per
 * page); 毕业证补打记录 (diplomaMakeUpAE) lists every print and reprint with its reason, and prints a
 * graduation proof (毕业证明书) for a lost certificate.
 */
import { Message } from '@arco-design/web-react';
import { useMemo } from 'react';
import {
  getListAdultCertificatePrintLogsQueryKey,
  getListAdultDiplomaPrintsQueryKey,
  listAdultCertificatePrintLogs,
  listAdultDiplomaPrints,
} from '@/generated/api/graduation/graduation';
import type {
  CertificatePrintLog,
  DegreeCertificate,
  DiplomaPrintRow,
  ListAdultCertificatePrintLogsParams,
  ListAdultDiplomaPrintsParams,
  ListFsDegreeCertificatesParams,
} from '@/generated/model';
import {
  allRows,
  type BatchAction,
  type ListColumn,
  ListPage,
  type ListSource,
  type RowAction,
  type SearchField,
  type StatusMap,
  studentColumns,
  yesNoOptions,
  optionsOf,
} from '@/kit';
import { CERTIFICATE_LIST, degreeColumns } from './degree-pages';
import { PROFESSION_SEARCH, STUDENT_SEARCH, useGraduationLine } from './graduation-fields';
import { MAX_PRINT_IDS, printState } from './print-rules';
import { LINE_OF_SUFFIX } from '@/lines/line';

const station = LINE_OF_SUFFIX.AE.nouns.station;

const POPUP_BLOCKED = '浏览器拦截了打印窗口：请允许本站弹出窗口后，再点一次批量打印';

/**
 * Print routes open in a window of their own: a new one, or `target` opened beforehand (while the
 * click still counted as the user's: a window opened after a wait is blocked as a popup).
 */
export function openPrint(route: string, ids: number[], target?: Window | null) {
  const url = `/${route}?ids=${ids.join(',')}`;
  if (!target) return void window.open(url, '_blank', 'noopener');
  target.opener = null;
  target.location.href = url;
}

interface PrintSource<Row> {
  route: string;
  /** What a sheet is called, e.g. 毕业证书. */
  noun: string;
  /** The list, for 「选择全部 N 条结果」 (up to MAX_PRINT_IDS at a time). */
  list: ListSource<Row, never>;
  /** Rows not printable yet are skipped, saying so (a degree without its certificate number). */
  ready?: { test: (row: Row) => boolean; none: string; skipped: (count: number) => string };
}

/** 批量打印… on a selection or on every result of the search, and 打印 on a row. */
function printActions<Row extends { id: number; print_count: number }>({
  route,
  noun,
  list,
  ready,
}: PrintSource<Row>): { row: RowAction<Row>; batch: BatchAction<Row> } {
  return {
    row: {
      key: 'print',
      label: '打印',
      perm: 'print',
      hidden: ready && ((row) => !ready.test(row)),
      onClick: (row) => openPrint(route, [row.id]),
    },
    batch: {
      key: 'print',
      label: `批量打印${noun}`,
      perm: 'print',
      allResults: true,
      onClick: async (rows, scope) => {
        if (scope.count > MAX_PRINT_IDS)
          return void Message.warning(`一次最多打印 ${MAX_PRINT_IDS} 张，请缩小查询范围后分批打印`);
        const target = scope.all ? window.open('', '_blank') : undefined;
        if (target === null) return void Message.warning(POPUP_BLOCKED);
        try {
          const chosen = scope.all ? await allRows(list, scope) : rows;
          const printable = ready ? chosen.filter(ready.test) : chosen;
          if (!printable.length) {
            target?.close();
            return void Message.warning(ready?.none ?? `没有可打印的${noun}`);
          }
          if (ready && printable.length < chosen.length)
            Message.info(ready.skipped(chosen.length - printable.length));
          const printed = printable.filter((row) => row.print_count > 0).length;
          if (printed) Message.info(`其中 ${printed} 张已打印过，打印页会要求填写补打原因`);
          openPrint(
            route,
            printable.map((row) => row.id),
            target,
          );
        } catch (error) {
          target?.close();
          throw error;
        }
      },
    },
  };
}

const printColumn = <Row extends { print_count: number }>(): ListColumn<Row> => ({
  key: 'print_count',
  title: '打印状态',
  width: 110,
  render: (row) => printState(row.print_count),
});
const PRINTED_SEARCH: SearchField = {
  type: 'select',
  field: 'printed',
  label: '打印状态',
  options: yesNoOptions('已打印', '未打印'),
};

// ---------------------------------------------------------------- 毕业证首次打印

const DIPLOMA_LIST = {
  queryKey: getListAdultDiplomaPrintsQueryKey,
  fetcher: listAdultDiplomaPrints,
};
const DIPLOMA_PRINT = printActions<DiplomaPrintRow>({
  route: 'diplomaPrintAE',
  noun: '毕业证书',
  list: DIPLOMA_LIST,
});

export function DiplomaFirstPrintPage() {
  const columns: ListColumn<DiplomaPrintRow>[] = useMemo(
    () => [
      ...studentColumns<DiplomaPrintRow>(station),
      { key: 'level_name', title: '层次', width: 80 },
      { key: 'certificate_no', title: '证书编号', width: 170 },
      { key: 'graduated_at', title: '毕业日期', width: 110, valueType: 'date' },
      printColumn<DiplomaPrintRow>(),
      { key: 'last_printed_at', title: '最近打印', width: 170, valueType: 'datetime' },
    ],
    [],
  );
  return (
    <ListPage<DiplomaPrintRow, ListAdultDiplomaPrintsParams>
      list={DIPLOMA_LIST}
      rowKey="id"
      search={[STUDENT_SEARCH, PROFESSION_SEARCH, PRINTED_SEARCH]}
      columns={columns}
      rowActions={[DIPLOMA_PRINT.row]}
      batchActions={[DIPLOMA_PRINT.batch]}
      summary={(envelope) => {
        const rows = envelope.result.list;
        const waiting = rows.filter((row) => row.print_count === 0).length;
        return `本页未打印 ${waiting} 张，已打印 ${rows.length - waiting} 张`;
      }}
    />
  );
}

// ---------------------------------------------------------------- 学位证打印

const DEGREE_PRINT = printActions<DegreeCertificate>({
  route: 'baccalaureatePrint',
  noun: '学位证书',
  list: CERTIFICATE_LIST,
  ready: {
    test: (row) => Boolean(row.certificate_no),
    none: '所选学位获得者都还没有学位证书编号',
    skipped: (count) => `已跳过 ${count} 名尚无证书编号的学位获得者`,
  },
});

export function DegreePrintListPage() {
  const line = useGraduationLine();
  const columns: ListColumn<DegreeCertificate>[] = useMemo(
    () => [
      ...degreeColumns(line.stationNoun),
      printColumn<DegreeCertificate>(),
      { key: 'last_printed_at', title: '最近打印', width: 170, valueType: 'datetime' },
    ],
    [line.stationNoun],
  );
  return (
    <ListPage<DegreeCertificate, ListFsDegreeCertificatesParams>
      list={CERTIFICATE_LIST}
      rowKey="id"
      search={[STUDENT_SEARCH, PROFESSION_SEARCH, PRINTED_SEARCH]}
      columns={columns}
      rowActions={[DEGREE_PRINT.row]}
      batchActions={[DEGREE_PRINT.batch]}
    />
  );
}

// ---------------------------------------------------------------- 毕业证补打记录

const KIND: StatusMap = {
  1: { text: '毕业证书', color: 'arcoblue' },
  2: { text: '学位证书', color: 'purple' },
  3: { text: '毕业证明书', color: 'cyan' },
};
const PRINT_TYPE: StatusMap = {
  1: { text: '首次打印', color: 'green' },
  2: { text: '补打', color: 'orange' },
};
const LOG_LIST = {
  queryKey: getListAdultCertificatePrintLogsQueryKey,
  fetcher: listAdultCertificatePrintLogs,
};
const LOG_COLUMNS: ListColumn<CertificatePrintLog>[] = [
  { key: 'printed_at', title: '打印时间', width: 170, valueType: 'datetime' },
  { key: 'student_name', title: '姓名', width: 90 },
  { key: 'student_no', title: '学号', width: 140 },
  { key: 'profession_name', title: '专业', width: 140, ellipsis: true },
  { key: 'kind', title: '证书', width: 100, valueType: 'status', statusMap: KIND },
  { key: 'certificate_no', title: '证书编号', width: 170 },
  { key: 'print_type', title: '打印类型', width: 90, valueType: 'status', statusMap: PRINT_TYPE },
  { key: 'reason', title: '补打原因', width: 240, ellipsis: true },
  {
    key: 'template_name',
    title: '模板',
    width: 200,
    ellipsis: true,
    hiddenByDefault: true,
    // the version printed with: 毕业证书（2026 版）· 第 2 版 (none: the built-in template)
    render: (row) =>
      row.template_version ? `${row.template_name} · 第 ${row.template_version} 版` : row.template_name,
  },
  { key: 'operator', title: '打印人', width: 90 },
  { key: 'station_name', title: station, width: 150, ellipsis: true, hiddenByDefault: true },
];

export function MakeUpPage() {
  return (
    <ListPage<CertificatePrintLog, ListAdultCertificatePrintLogsParams>
      list={LOG_LIST}
      rowKey="id"
      search={[
        STUDENT_SEARCH,
        {
          type: 'select',
          field: 'print_type',
          label: '打印类型',
          options: [
            { label: '补打', value: 2 },
            { label: '首次打印', value: 1 },
          ],
        },
        {
          type: 'select',
          field: 'kind',
          label: '证书',
          options: optionsOf(KIND),
        },
      ]}
      columns={LOG_COLUMNS}
      rowActions={[
        {
          key: 'proof',
          label: '打印毕业证明书',
          perm: 'print',
          hidden: (row) => row.kind === 2,
          onClick: (row) => openPrint('diplomaProvePrintAE', [row.record_id]),
        },
      ]}
      summary={(envelope) => {
        const rows = envelope.result.list;
        const reprints = rows.filter((row) => row.print_type === 2).length;
        return `本页首次打印 ${rows.length - reprints} 次，补打 ${reprints} 次`;
      }}
    />
  );
}
