import { schoolDate } from '../dates';

const DIGITS = '〇一二三四五六七八九';

function chineseNumber(value: number): string {
  // 1–31 as written in dates: 十, 十一, 二十, 二十五, 三十一
  if (value < 10) return DIGITS[value];
  const tens = Math.floor(value / 10);
  const ones = value % 10;
  return `${tens > 1 ? DIGITS[tens] : ''}十${ones ? DIGITS[ones] : ''}`;
}

/**
 * A date as printed on Chinese documents: 二〇二六年十一月二十五日, or 二〇二六年七月
 * without the day. Takes 'YYYY-MM-DD…' or a Date (its day in the school's time zone).
 */
export function chineseDate(value: Date | string, { day = true }: { day?: boolean } = {}): string {
  const [year, month, date] = (typeof value === 'string' ? value : schoolDate(value))
    .slice(0, 10)
    .split('-')
    .map(Number);
  const yearText = String(year)
    .split('')
    .map((digit) => DIGITS[Number(digit)])
    .join('');
  return `${yearText}年${chineseNumber(month)}月${day ? `${chineseNumber(date)}日` : ''}`;
}
