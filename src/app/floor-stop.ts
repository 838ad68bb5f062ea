/**
 * The app's first module: below the floor, browser-support.js has shown its page, and the app must
 * not start over it (nor send a request). A throw here ends the start-up chunk before anything else runs.
 */
if (document.documentElement.hasAttribute('data-below-floor'))
  throw new Error('浏览器版本低于支持范围，应用未启动');
