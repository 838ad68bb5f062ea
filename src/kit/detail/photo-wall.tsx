/**
 * Labelled photos of a record (archive photos, ID cards, face-check snapshots) as a
 * wall of thumbnails; clicking one opens the large preview of the whole group.
 */
import { Empty, Spin } from '@arco-design/web-react';
import { lazy, Suspense } from 'react';
import '../styles';

export interface Photo {
  src: string;
  title: string;
  /** A second line under the title, e.g. the upload time. */
  description?: string;
}

// Arco Image and its preview load with the first wall, not with every screen of the kit.
const PhotoWallGrid = lazy(() =>
  import('./photo-wall-grid').then((module) => ({ default: module.PhotoWallGrid })),
);

export function PhotoWall({
  photos,
  size = 120,
  empty = '暂无照片',
}: {
  photos: readonly Photo[];
  size?: number;
  empty?: string;
}) {
  if (!photos.length) return <Empty description={empty} />;
  return (
    <Suspense fallback={<Spin />}>
      <PhotoWallGrid photos={photos} size={size} />
    </Suspense>
  );
}
