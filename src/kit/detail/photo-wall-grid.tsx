/** The photo wall itself (Arco Image with its preview), loaded with the first wall shown. */
import { Image } from '@arco-design/web-react';
import '@arco-design/web-react/es/Image/style/css.js';
import type { Photo } from './photo-wall';
import '../styles';

export function PhotoWallGrid({ photos, size }: { photos: readonly Photo[]; size: number }) {
  return (
    <Image.PreviewGroup infinite>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }} role="list">
        {photos.map((photo, index) => (
          <figure key={`${photo.src}-${index}`} role="listitem" style={{ margin: 0, width: size }}>
            <Image
              src={photo.src}
              width={size}
              height={size}
              alt={photo.title}
              style={{ objectFit: 'cover', borderRadius: 4 }}
            />
            <figcaption style={{ fontSize: 12, lineHeight: '18px', marginTop: 4 }}>
              <div>{photo.title}</div>
              {photo.description && <div style={{ color: 'var(--color-text-3)' }}>{photo.description}</div>}
            </figcaption>
          </figure>
        ))}
      </div>
    </Image.PreviewGroup>
  );
}
