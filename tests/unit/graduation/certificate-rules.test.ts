import { describe, expect, it } from 'vitest';
import {
  assignNumbers,
  certificatePrefix,
  checkNumbers,
  missingRuns,
  nextSequence,
  parseCertificate,
} from '@/pages/graduation/certificate-rules';

const RULE = { school_code: '10574', type_code: '5', year: 2026 };
const SAVED = [
  { id: 1, student_name: '陈浩然', certificate_no: '10574520265000001' },
  { id: 2, student_name: '何晓琳', certificate_no: '10574520265000002' },
  { id: 3, student_name: '张嘉怡', certificate_no: '10574520266000001' },
  { id: 12, student_name: '许志强', certificate_no: '10574520265000004' },
];
const row = (id: number, student_name: string, level = 5) => ({ id, student_name, level });

describe('certificate-number rule', () => {
  it('builds and reads 17-digit numbers', () => {
    expect(certificatePrefix(RULE, 6)).toBe('10574520266');
    expect(parseCertificate('10574520265000012')).toEqual({ prefix: '10574520265', sequence: 12 });
    expect(parseCertificate('1057452026500001')).toBeUndefined();
    expect(parseCertificate('10574520265000000')).toBeUndefined();
    expect(parseCertificate('1057452026500001A')).toBeUndefined();
  });

  it('continues after the highest saved number of each level', () => {
    expect(nextSequence(SAVED, '10574520265')).toBe(5);
    expect(nextSequence(SAVED, '10574520266')).toBe(2);
    expect(nextSequence([], '10574520265')).toBe(1);
    const assigned = assignNumbers([row(4, '刘伟强'), row(5, '周子涵', 6), row(6, '罗嘉欣')], RULE, SAVED);
    expect(assigned.map((item) => item.certificate_no)).toEqual([
      '10574520265000005',
      '10574520266000002',
      '10574520265000006',
    ]);
  });

  it('renumbers rows that already had a number without counting their old one as taken', () => {
    const assigned = assignNumbers([row(12, '许志强')], RULE, SAVED);
    expect(assigned[0]!.certificate_no).toBe('10574520265000003');
  });

  it('starts from a given sequence', () => {
    const assigned = assignNumbers([row(4, '刘伟强'), row(6, '罗嘉欣')], RULE, SAVED, 100);
    expect(assigned.map((item) => item.certificate_no)).toEqual(['10574520265000100', '10574520265000101']);
  });

  it('finds missing runs', () => {
    expect(missingRuns([1, 2, 4, 8, 9])).toEqual([
      [3, 3],
      [5, 7],
    ]);
    expect(missingRuns([3, 1, 2, 2])).toEqual([]);
    expect(missingRuns([])).toEqual([]);
  });

  it('reports gaps as a warning and nothing else for a clean continuation', () => {
    const items = assignNumbers([row(4, '刘伟强')], RULE, SAVED);
    expect(checkNumbers(items, RULE, SAVED)).toEqual({
      errors: [],
      gaps: ['10574520265 段缺 1 个号：000003'],
    });
    const clean = [{ id: 4, student_name: '刘伟强', certificate_no: '10574520266000002' }];
    expect(checkNumbers(clean, RULE, SAVED.slice(0, 3))).toEqual({ errors: [], gaps: [] });
  });

  it('blocks duplicates within the batch and with saved numbers, and numbers out of rule', () => {
    const check = checkNumbers(
      [
        { id: 4, student_name: '刘伟强', certificate_no: '10574520265000004' },
        { id: 6, student_name: '罗嘉欣', certificate_no: '10574520265000009' },
        { id: 7, student_name: '邓文博', certificate_no: '10574520265000009' },
        { id: 8, student_name: '梁俊杰', certificate_no: '10574520255000001' },
        { id: 9, student_name: '周子涵', certificate_no: '10574520264000001' },
        { id: 10, student_name: '吴静怡', certificate_no: '123' },
      ],
      RULE,
      SAVED,
    );
    expect(check.errors).toEqual([
      '证书编号「10574520265000004」已分配给许志强',
      '证书编号「10574520265000009」重复：罗嘉欣、邓文博',
      '梁俊杰：证书编号「10574520255000001」不符合本年度编号规则（1057452026 + 层次 + 顺序号）',
      '周子涵：证书编号「10574520264000001」不符合本年度编号规则（1057452026 + 层次 + 顺序号）',
      '吴静怡：证书编号「123」应为 17 位数字且顺序号不为 0',
    ]);
    expect(check.gaps).toEqual(['10574520265 段缺 5 个号：000003、000005–000008']);
  });

  it('summarises many gaps', () => {
    const items = [2, 4, 6, 8, 10, 12, 14].map((sequence, index) => ({
      id: 100 + index,
      student_name: `学生${index}`,
      certificate_no: `10574520265${String(sequence).padStart(6, '0')}`,
    }));
    expect(checkNumbers(items, RULE, []).gaps).toEqual([
      '10574520265 段缺 6 个号：000003、000005、000007、000009、000011 等',
    ]);
  });
});
