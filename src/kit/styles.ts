// Arco styles of the components kit screens use, imported by every kit component (so in screen chunks only).
// The heavy or rare ones come with their own module: pickers, image preview, detail view.
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Grid/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Pagination/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Popover/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Tooltip/style/css.js';
