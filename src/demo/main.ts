/**
 * The demo mode's entry (index.html points here under `vite --mode demo`): the service
 * worker answers first, then the app starts as usual, its first loaders included.
 * (No top-level await: the app's chunk imports modules of this entry chunk.)
 */
import { startDemo } from './start-demo';

void startDemo().then(() => import('../main'));
