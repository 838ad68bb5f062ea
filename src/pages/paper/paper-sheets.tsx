import { DictText } from '@/kit';
import { PrintSheet, RuledTable, type RuledColumn } from '@/kit/print';
import type { PaperDetail, PaperQuestion } from '@/generated/model';
import { optionLetters } from './question-rules';
import { paginate, SECTION_NUMERALS, sections } from './paper-layout';

const CHOICE = new Set([1, 2]);
const TRUE_FALSE = 3;
/** The answer sheet's objective questions: a row each, the options as boxes to fill in. */
const OBJECTIVE_COLUMNS: RuledColumn<PaperQuestion>[] = [
  { key: 'seq', title: '题号', width: '20mm', align: 'center' },
  {
    key: 'choices',
    title: '作答（将所选项涂黑）',
    render: (question) => (
      <span style={{ letterSpacing: '1mm' }}>
        {(question.style === TRUE_FALSE ? ['√', '×'] : optionLetters(question.options))
          .map((letter) => `[${letter}]`)
          .join(' ')}
      </span>
    ),
  },
];

/** The paper as a candidate sees it, on A4 sheets, followed by its answer sheet (答题卡). */
export function PaperSheets({ paper }: { paper: PaperDetail }) {
  const groups = sections(paper.questions);
  const sectionOf = new Map(
    groups.map((group, at) => [group.style, { ...group, numeral: SECTION_NUMERALS[at] ?? `${at + 1}` }]),
  );
  const pages = paginate(paper.questions);
  const objective = paper.questions.filter(
    (question) => CHOICE.has(question.style) || question.style === TRUE_FALSE,
  );
  const subjective = paper.questions.filter((question) => !objective.includes(question));
  return (
    <>
      {pages.map((page, at) => (
        <PrintSheet key={at} label={`试卷 · 第 ${at + 1} 页`}>
          {at === 0 && (
            <header style={{ textAlign: 'center', marginBottom: '6mm' }}>
              <h2 style={{ margin: 0, fontSize: '16pt' }}>{paper.name}</h2>
              <p style={{ margin: '2mm 0' }}>
                课程：{paper.course_name}
                {'\u3000'}考试时长：{paper.duration} 分钟{'\u3000'}满分：{paper.full_score} 分
              </p>
              <p style={{ margin: 0 }}>
                姓名：________{'\u3000'}准考证号：______________{'\u3000'}得分：______
              </p>
            </header>
          )}
          {page.map(({ question, heading }) => {
            const section = sectionOf.get(question.style);
            return (
              <div key={question.question_id} style={{ marginBottom: '3mm' }}>
                {heading && section && (
                  <h3 style={{ fontSize: '12pt', margin: '3mm 0 2mm' }}>
                    {section.numeral}、<DictText dict="QuestionStyle" value={section.style} />
                    （共 {section.questions.length} 题，
                    {section.total} 分）
                  </h3>
                )}
                <p style={{ margin: 0 }}>
                  {question.seq}. {question.stem}（{question.score} 分）
                </p>
                {question.options &&
                  question.options
                    .split('\n')
                    .filter(Boolean)
                    .map((option) => (
                      <p key={option} style={{ margin: '0 0 0 6mm' }}>
                        {option}
                      </p>
                    ))}
              </div>
            );
          })}
          <footer style={{ textAlign: 'center', fontSize: '9pt', marginTop: '4mm' }}>
            第 {at + 1} 页 共 {pages.length + 1} 页
          </footer>
        </PrintSheet>
      ))}
      <PrintSheet label="答题卡">
        <h2 style={{ textAlign: 'center', fontSize: '15pt', margin: '0 0 4mm' }}>{paper.name} · 答题卡</h2>
        <p>
          姓名：________{'\u3000'}准考证号：______________{'\u3000'}考场：______{'\u3000'}座位号：____
        </p>
        {objective.length > 0 && (
          <RuledTable<PaperQuestion>
            columns={OBJECTIVE_COLUMNS}
            rows={objective}
            rowKey={(question) => question.question_id}
            label="客观题答题区"
            style={{ marginTop: '4mm' }}
          />
        )}
        {subjective.map((question) => (
          <section key={question.question_id} style={{ marginTop: '4mm' }}>
            <p style={{ margin: 0 }}>
              {question.seq}.（{question.score} 分）
            </p>
            <div
              style={{
                border: '0.2mm solid #333',
                height: question.style === 4 ? '10mm' : question.style === 5 ? '35mm' : '60mm',
              }}
            />
          </section>
        ))}
        <footer style={{ textAlign: 'center', fontSize: '9pt', marginTop: '4mm' }}>
          第 {pages.length + 1} 页 共 {pages.length + 1} 页
        </footer>
      </PrintSheet>
    </>
  );
}
