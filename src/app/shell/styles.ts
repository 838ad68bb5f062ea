// Arco styles of the components the shell uses, loaded with the shell chunk
// (the login page does not need them). Screens rely on these being present.
import '@arco-design/web-react/es/Avatar/style/css.js';
import '@arco-design/web-react/es/Breadcrumb/style/css.js';
import '@arco-design/web-react/es/Dropdown/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Layout/style/css.js';
import '@arco-design/web-react/es/Menu/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Notification/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
