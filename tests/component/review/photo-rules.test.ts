import { describe, expect, it } from 'vitest';
import { checkPhoto, isBlueBackground, reasonFromChecks } from '@/pages/review/photo-rules';

const GOOD = { format: 'JPG', width: 480, height: 640, file_size: 31 * 1024, background: '#438EDB' };

describe('学信网 photo checks', () => {
  it('passes a JPG of 480×640, 20–40 KB, on blue', () => {
    expect(checkPhoto(GOOD)).toEqual([]);
    expect(checkPhoto({ ...GOOD, format: 'jpeg', file_size: 20 * 1024 })).toEqual([]);
  });

  it('names each broken rule with what was found', () => {
    expect(
      checkPhoto({ format: 'PNG', width: 600, height: 800, file_size: 57 * 1024, background: '#FDFDFB' }),
    ).toEqual([
      '格式应为 JPG（实际 PNG）',
      '像素应为 480×640（实际 600×800）',
      '文件大小应为 20 KB–40 KB（实际 57 KB）',
      '背景应为蓝色（实际 #FDFDFB）',
    ]);
    expect(checkPhoto({ ...GOOD, file_size: 12 * 1024 })).toEqual(['文件大小应为 20 KB–40 KB（实际 12 KB）']);
    expect(checkPhoto({ ...GOOD, width: 640, height: 480 })).toEqual(['像素应为 480×640（实际 640×480）']);
  });

  it('tells blue from white, red, grey, near-black and washed-out backgrounds', () => {
    for (const blue of ['#438EDB', '#3F8AD6', '#00BFF3', '#1E6FD9'])
      expect(isBlueBackground(blue)).toBe(true);
    for (const other of ['#FFFFFF', '#F7F7F5', '#D9363E', '#808080', '#0A0F1A', '#DCEBFA', '#43DB8E', 'blue'])
      expect(isBlueBackground(other)).toBe(false);
  });

  it('drafts one rejection reason from the problems of several photos', () => {
    const photos = [
      { ...GOOD, background: '#FFFFFF' },
      { ...GOOD, format: 'PNG', background: '#F7F7F5' },
      GOOD,
    ];
    expect(reasonFromChecks(photos)).toBe('背景应为蓝色；格式应为 JPG，请按学信网照片要求重新上传');
    expect(reasonFromChecks([GOOD])).toBe('');
  });
});
