/**
 * The usual 学信网 photo rules, checked on the image figures the upload measured
 * (format, pixels, file size, edge colour) so a failing photo is flagged before
 * anyone looks at it. Rules are data; a rule that fails says what was found.
 */
import type { StudentPhoto } from '@/generated/model';

export const PHOTO_RULES = {
  formats: ['JPG', 'JPEG'],
  width: 480,
  height: 640,
  minBytes: 20 * 1024,
  maxBytes: 40 * 1024,
};

/** Shown beside the list: what staff check against. */
export const PHOTO_RULE_TEXT = [
  '格式：JPG（JPEG）',
  `像素：宽 ${PHOTO_RULES.width} × 高 ${PHOTO_RULES.height}`,
  `文件大小：${PHOTO_RULES.minBytes / 1024}–${PHOTO_RULES.maxBytes / 1024} KB`,
  '背景：蓝色（参考 RGB 67,142,219），无边框、无阴影',
  '本人近期正面免冠彩色证件照，不得翻拍、修图',
];

export type PhotoFigures = Pick<StudentPhoto, 'format' | 'width' | 'height' | 'file_size' | 'background'>;

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/** #RRGGBB → hue (0–360), saturation and lightness (0–1). */
function toHsl(hex: string): { h: number; s: number; l: number } {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: (h * 60 + 360) % 360, s, l };
}

/** Blue as 学信网 accepts it: a clear blue hue, neither washed out nor near black. */
export function isBlueBackground(hex: string): boolean {
  if (!/^#[0-9A-Fa-f]{6}$/.test(hex)) return false;
  const { h, s, l } = toHsl(hex);
  return h >= 190 && h <= 235 && s >= 0.35 && l >= 0.3 && l <= 0.8;
}

/** The rules a photo breaks, each with what was found; [] when it passes. */
export function checkPhoto(photo: PhotoFigures): string[] {
  const problems: string[] = [];
  if (!PHOTO_RULES.formats.includes(photo.format.toUpperCase()))
    problems.push(`格式应为 JPG（实际 ${photo.format}）`);
  if (photo.width !== PHOTO_RULES.width || photo.height !== PHOTO_RULES.height)
    problems.push(
      `像素应为 ${PHOTO_RULES.width}×${PHOTO_RULES.height}（实际 ${photo.width}×${photo.height}）`,
    );
  if (photo.file_size < PHOTO_RULES.minBytes || photo.file_size > PHOTO_RULES.maxBytes)
    problems.push(
      `文件大小应为 ${kb(PHOTO_RULES.minBytes)}–${kb(PHOTO_RULES.maxBytes)}（实际 ${kb(photo.file_size)}）`,
    );
  if (!isBlueBackground(photo.background)) problems.push(`背景应为蓝色（实际 ${photo.background}）`);
  return problems;
}

/** A rejection reason from the failed checks of these photos (each problem once). */
export function reasonFromChecks(photos: readonly PhotoFigures[]): string {
  const kinds = new Set(
    photos.flatMap((photo) => checkPhoto(photo).map((problem) => problem.split('（')[0])),
  );
  return kinds.size ? `${[...kinds].join('；')}，请按学信网照片要求重新上传` : '';
}
