/**
 * The honest progress measure of the product: how many of the declared
 * routes have a real screen (the rest show 「功能建设中」).
 *   npm run routes:report            # summary
 *   npm run routes:report -- --list  # also the routes still under construction
 */
import { ROUTES } from '../../src/routes/catalogue';
import { allScreens } from '../../src/routes/screens';

const registered = await allScreens();
const hasScreen = (name: string) => Object.hasOwn(registered, name);
import type { RouteDef } from '../../src/routes/types';

const groups: [string, (route: RouteDef) => boolean][] = [
  ['成人教育（AE）', (r) => r.placement === 'shell' && r.line === 'AE' && r.name !== 'mockConfigST'],
  ['自学考试（ST）', (r) => r.placement === 'shell' && r.line === 'ST' && r.name !== 'mockConfigST'],
  ['首页子路由', (r) => r.placement === 'shell' && (r.line === null || r.name === 'mockConfigST')],
  ['独立页面（打印、记录、签名）', (r) => r.placement !== 'shell'],
];

const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`;
const built = ROUTES.filter((route) => hasScreen(route.name));

console.log(
  `\n路由总数 ${ROUTES.length}：有真实页面 ${built.length}（${pct(built.length, ROUTES.length)}），功能建设中 ${ROUTES.length - built.length}\n`,
);
for (const [label, belongs] of groups) {
  const routes = ROUTES.filter(belongs);
  const done = routes.filter((route) => hasScreen(route.name));
  console.log(
    `  ${label.padEnd(16, '　')} ${String(done.length).padStart(3)} / ${String(routes.length).padEnd(3)}  ${done.map((r) => r.name).join(', ')}`,
  );
}
if (process.argv.includes('--list')) {
  console.log('\n功能建设中：');
  for (const route of ROUTES.filter((r) => !hasScreen(r.name)))
    console.log(`  ${route.name}  ${route.title}`);
}
console.log('');
