/** A photo thumbnail that opens the large preview (grouped by the nearest Image.PreviewGroup). */
import { Image } from '@arco-design/web-react';
import '@arco-design/web-react/es/Image/style/css.js';

export function PhotoThumb({
  src,
  alt,
  width,
  height,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
}) {
  return (
    <Image
      src={src}
      alt={alt}
      width={width}
      height={height}
      style={{ objectFit: 'cover', borderRadius: 2, background: 'var(--color-fill-2)' }}
    />
  );
}

export const PreviewGroup = Image.PreviewGroup;
