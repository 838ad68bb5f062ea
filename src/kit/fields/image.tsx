/** Arco's Image with its preview (≈ 10 KiB gz), loaded by ../cells.tsx when a cell first shows a picture. */
import { Image } from '@arco-design/web-react';
import '@arco-design/web-react/es/Image/style/css.js';

export { Image };
