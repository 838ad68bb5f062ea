/** ISBN check (unit-tested): ISBN-13 with its check digit, and ISBN-10 (check digit 0–9 or X). */

/** The digits (and a final X) of a typed ISBN, without hyphens or spaces. */
export const isbnDigits = (text: string) => text.replace(/[\s-]/g, '').toUpperCase();

export function isbnIssue(text: string): string | undefined {
  const isbn = isbnDigits(text);
  if (/^\d{13}$/.test(isbn)) {
    const sum = [...isbn.slice(0, 12)].reduce(
      (total, digit, index) => total + Number(digit) * (index % 2 ? 3 : 1),
      0,
    );
    return (10 - (sum % 10)) % 10 === Number(isbn[12]) ? undefined : 'ISBN 校验位不正确，请核对';
  }
  if (/^\d{9}[\dX]$/.test(isbn)) {
    const sum = [...isbn].reduce(
      (total, char, index) => total + (char === 'X' ? 10 : Number(char)) * (10 - index),
      0,
    );
    return sum % 11 === 0 ? undefined : 'ISBN 校验位不正确，请核对';
  }
  return '请输入 13 位或 10 位 ISBN';
}
