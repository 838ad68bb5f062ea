/*
 * The page a browser below the floor shows instead of the app (ES5: IE and 360's 兼容模式 read
 * it). browser-support.js loads it only there, having written what it found into
 * <html data-below-floor>; the build writes the floor in for __BROWSER_FLOOR__.
 */
(function () {
  var FLOOR = __BROWSER_FLOOR__;

  function element(tag, text, css) {
    var node = document.createElement(tag);
    if (text) node.appendChild(document.createTextNode(text));
    if (css) node.style.cssText = css;
    return node;
  }

  var page = element(
    'div',
    '',
    'max-width:640px;margin:80px auto;padding:32px 40px;border:1px solid #e5e6eb;border-radius:8px;' +
      'font:14px/1.8 "Microsoft YaHei","PingFang SC",sans-serif;color:#1d2129;background:#fff'
  );
  page.setAttribute('role', 'alert');
  page.appendChild(element('h1', '浏览器版本过低，无法使用本系统', 'font-size:22px;margin:0 0 12px'));
  var found = document.documentElement.getAttribute('data-below-floor');
  var named = {
    IE: 'IE 内核（兼容模式）',
    EdgeHTML: '旧版 Edge',
    Chromium: 'Chromium 内核',
    '?': '当前浏览器'
  };
  var engine = found.split(' ')[0];
  var what = (named[engine] || engine) + found.slice(engine.length);
  page.appendChild(element('p', '检测到：' + what + '。请改用以下浏览器之一：'));
  var list = element('ul', '', 'padding-left:20px');
  var names = [
    'Chrome 或 Edge ' + FLOOR.chrome + ' 及以上版本',
    '360 安全浏览器 13 及以上、360 极速浏览器、QQ 浏览器、搜狗浏览器（使用「极速模式」）',
    'Firefox ' + FLOOR.firefox + ' 及以上版本（含 ESR）',
    'Safari ' + FLOOR.safari + ' 及以上版本'
  ];
  for (var i = 0; i < names.length; i += 1) list.appendChild(element('li', names[i]));
  page.appendChild(list);
  page.appendChild(element('h2', '使用 360、QQ 或搜狗浏览器？', 'font-size:16px;margin:16px 0 4px'));
  page.appendChild(
    element(
      'p',
      '点击地址栏右侧的「闪电」或「e」图标，选择「极速模式」，页面会自动重新打开。' +
        'Windows 7 电脑可安装 Chrome 109 或 360 安全浏览器 13 及以上版本。仍看到本页面时，请联系学校信息中心。'
    )
  );
  function show() {
    var root = document.getElementById('root');
    if (root) root.parentNode.removeChild(root);
    document.body.appendChild(page);
    document.title = '浏览器版本过低 - ' + document.title;
  }
  if (document.body) show();
  else window.onload = show;
})();
