/*
 * Runs before the app in every browser, so it is ES5 (IE and 360's 兼容模式 read it too; lint holds
 * it to ES5). Below the floor (browser-floor.ts; the build writes it in for __BROWSER_FLOOR__) it
 * loads the page that names the supported browsers (below-floor-page.js, at __BELOW_FLOOR_PAGE__),
 * and the app does not start (floor-stop.ts). At the floor it fills in the few run-time APIs the
 * floor lacks and the app uses: the floor check in npm test names them
 * (tests/e2e/support/floor-features.ts).
 */
(function () {
  var FLOOR = __BROWSER_FLOOR__;
  var ua = navigator.userAgent;

  /** What is too old, for the page ('Chromium 80'); '' when the browser is at or above the floor. */
  function belowFloor() {
    if (/MSIE |Trident\//.test(ua)) return 'IE';
    var edge = ua.match(/Edge\/(\d+)/);
    if (edge) return 'EdgeHTML ' + edge[1];
    var chrome = ua.match(/Chrom(?:e|ium)\/(\d+)/);
    if (chrome && +chrome[1] < FLOOR.chrome) return 'Chromium ' + chrome[1];
    var firefox = ua.match(/Firefox\/(\d+)/);
    if (firefox && +firefox[1] < FLOOR.firefox) return 'Firefox ' + firefox[1];
    var safari = !chrome && ua.match(/Version\/(\d+)(?:\.(\d+))?[^(]*Safari/);
    if (safari && +safari[1] + (safari[2] || 0) / 10 < FLOOR.safari)
      return 'Safari ' + safari[1] + '.' + (safari[2] || 0);
    // whatever the name: module scripts and ES2021 (the newest syntax in the build) are needed
    var script = document.createElement('script');
    if (!('noModule' in script) || !window.Promise || typeof window.Promise.any !== 'function') return '?';
    return '';
  }

  function define(target, name, value) {
    if (target && !(name in target))
      Object.defineProperty(target, name, { value: value, writable: true, configurable: true });
  }

  function at(index) {
    var length = this.length;
    var n = Math.trunc(index) || 0;
    if (n < 0) n += length;
    return n < 0 || n >= length ? undefined : this[n];
  }

  function fillIn() {
    define(Object, 'hasOwn', function hasOwn(object, key) {
      if (object == null) throw new TypeError('Cannot convert undefined or null to object');
      return Object.prototype.hasOwnProperty.call(object, key);
    });
    define(Array.prototype, 'at', at);
    define(String.prototype, 'at', at);
    define(Array.prototype, 'findLast', function findLast(test, self) {
      for (var i = this.length - 1; i >= 0; i -= 1) if (test.call(self, this[i], i, this)) return this[i];
      return undefined;
    });
    define(Array.prototype, 'findLastIndex', function findLastIndex(test, self) {
      for (var i = this.length - 1; i >= 0; i -= 1) if (test.call(self, this[i], i, this)) return i;
      return -1;
    });
    if (typeof AbortSignal !== 'undefined')
      define(AbortSignal, 'timeout', function timeout(ms) {
        var controller = new AbortController();
        setTimeout(function () {
          controller.abort(new DOMException('signal timed out', 'TimeoutError'));
        }, ms);
        return controller.signal;
      });
  }

  var found = belowFloor();
  if (!found) return fillIn();
  // read by floor-stop.ts (the app's first module) and by the page
  document.documentElement.setAttribute('data-below-floor', found);
  var page = document.createElement('script');
  page.src = __BELOW_FLOOR_PAGE__;
  (document.head || document.documentElement).appendChild(page);
})();
