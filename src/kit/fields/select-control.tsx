/** Arco's Select with its styles, loaded by ./deferred.tsx on first use. */
import { Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css.js';

export { Select };
