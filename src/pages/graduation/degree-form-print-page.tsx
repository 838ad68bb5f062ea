/**
 * 学士学位申请表打印 (degreeApplicationAEPrint / degreeApplicationSTPrint, `?id=`): one application as
 * the A4 form the degree committee signs — the applicant, the conditions checked, and the boxes
 * for the opinions and signatures.
 */
import { useSearchParams } from 'react-router-dom';
import { useGetFsDegreeApply } from '@/generated/api/graduation/graduation';
import type { DegreeApplyDetail } from '@/generated/model';
import { LINE_OF_SUFFIX, type Line } from '@/lines/line';
import {
  chineseDate,
  PrintPage,
  PrintSheet,
  RuledTable,
  SheetHeading,
  SheetPhoto,
  SignatureBlock,
  type RuledColumn,
  type RuledRow,
} from '@/kit/print';
import { THESIS_GRADES } from './degree-rules';

const SEX: Record<number, string> = { 1: '男', 2: '女' };
const PHOTO_ROWS = 4;
/** label, value, label, value, and the photo beside the first rows */
const COLUMNS: RuledColumn[] = [
  { key: 'label1', width: '28mm' },
  { key: 'value1' },
  { key: 'label2', width: '28mm' },
  { key: 'value2' },
  { key: 'photo', width: '30mm' },
];
/** The signed opinions, from the applicant's station up. */
const opinions = (line: Line) => [`${line.nouns.station}意见`, '学院审核意见', '学位评定委员会意见'];
/** 签名（盖章）：then blanks for the year, month and day, in ideographic spaces (about 40 mm and 8 mm at 11 pt) */
const SIGN_HERE = `签名（盖章）：${'\u3000'.repeat(10)}年\u3000\u3000月\u3000\u3000日`;
const label = (content: string) => ({ content, label: true, align: 'center' as const });

export function DegreeFormSheet({ form, line }: { form: DegreeApplyDetail; line: Line }) {
  const pairs: [string, string, string, string][] = [
    ['姓名', form.student_name, '性别', SEX[form.sex] ?? ''],
    ['出生日期', form.birthday, '民族', form.nation],
    ['政治面貌', form.politics, '联系电话', form.phone],
    ['身份证号', form.id_card, '学号', form.student_no],
    ['专业', form.profession_name, '层次', form.level_name],
    ['学习形式', form.modality, '学习单位', form.station_name],
    ['入学日期', form.enrolled_at, '毕业日期', form.graduated_at],
    ['申请学位', form.degree_name, '课程平均成绩', String(form.average_score)],
    [
      '学位英语成绩',
      form.english_score === null ? '未参加' : String(form.english_score),
      '论文成绩',
      THESIS_GRADES[form.thesis_grade] ?? '',
    ],
  ];
  const rows: RuledRow[] = [
    ...pairs.map(([a, b, c, d], index) => ({
      key: a,
      cells: [
        label(a),
        b,
        label(c),
        // beside the photo for the first 4 rows, across its column below it
        { content: d, colSpan: index < PHOTO_ROWS ? 1 : 2 },
        ...(index === 0
          ? [
              {
                content: <SheetPhoto src={form.photo_url} alt="学位照片" width={26} height={36} />,
                rowSpan: PHOTO_ROWS,
              },
            ]
          : []),
      ],
    })),
    { key: 'thesis', cells: [label('学位论文题目'), { content: form.thesis_title, colSpan: 4 }] },
    ...opinions(line).map((title) => ({
      key: title,
      height: '32mm',
      cells: [
        label(title),
        { content: SIGN_HERE, colSpan: 4, align: 'right' as const, valign: 'bottom' as const },
      ],
    })),
  ];
  return (
    <PrintSheet label={`学士学位申请表 · ${form.student_name}`}>
      <SheetHeading title={`${line.nouns.education}学士学位申请表`} />
      <RuledTable columns={COLUMNS} extraRows={rows} rowHeight="10mm" fontSize={11} label="学士学位申请表" />
      <SignatureBlock
        items={[
          { label: `申请日期：${chineseDate(form.applied_at)}` },
          { label: '本表一式一份，存入学生学位档案。' },
        ]}
      />
    </PrintSheet>
  );
}

function DegreeFormPrintPage({ line, from }: { line: Line; from: string }) {
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const query = useGetFsDegreeApply({ id }, { query: { enabled: id > 0 }, request: { silent: true } });
  const form = query.data?.result;
  return (
    <PrintPage
      title="学士学位申请表打印"
      what="学士学位申请表"
      subject={form?.student_name}
      missing={id ? undefined : `缺少学位申请，请从「${from}」的「打印申请表」进入`}
      loading={id > 0 && query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
    >
      {form && <DegreeFormSheet form={form} line={line} />}
    </PrintPage>
  );
}

export const AdultDegreeFormPrintPage = () => (
  <DegreeFormPrintPage line={LINE_OF_SUFFIX.AE} from="学士学位申请" />
);
export const SelfTaughtDegreeFormPrintPage = () => (
  <DegreeFormPrintPage line={LINE_OF_SUFFIX.ST} from="学士学位申请" />
);
