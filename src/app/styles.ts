// Arco styles of the components the start-up chunk (login page, loading
// overlay, messages) uses; the full sheet is twice the size of all of these.
// The shell's components bring theirs with the shell chunk (shell/styles.ts),
// and screens import the styles of the components they add themselves.
import '@arco-design/web-react/es/style/index.css';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import './global.css';
