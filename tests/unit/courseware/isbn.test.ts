import { describe, expect, it } from 'vitest';
import { isbnDigits, isbnIssue } from '@/pages/courseware/isbn';

describe('ISBN check', () => {
  it('accepts ISBN-13 and ISBN-10 with the right check digit, hyphens allowed', () => {
    expect(isbnIssue('9787560088785')).toBeUndefined();
    expect(isbnIssue('978-7-04-059962-6')).toBeUndefined();
    expect(isbnIssue('7300091768')).toBeUndefined();
    expect(isbnIssue('0-8044-2957-X')).toBeUndefined();
  });
  it('refuses a wrong check digit and a wrong length, in Chinese', () => {
    expect(isbnIssue('9787560088787')).toBe('ISBN 校验位不正确，请核对');
    expect(isbnIssue('7300091766')).toBe('ISBN 校验位不正确，请核对');
    expect(isbnIssue('97875600887')).toBe('请输入 13 位或 10 位 ISBN');
    expect(isbnIssue('978756008878X')).toBe('请输入 13 位或 10 位 ISBN');
  });
  it('sends the digits only', () => {
    expect(isbnDigits(' 978-7-04-059962-6 ')).toBe('9787040599626');
    expect(isbnDigits('0-8044-2957-x')).toBe('080442957X');
  });
});
