// First: below the floor the app does not start (browser-support.js has shown its page instead).
import './app/floor-stop';
// Then: starts the address's screen while everything below loads and starts.
import './routes/start-early';
// Arco's React 19 adapter must load before any Arco component renders.
import '@arco-design/web-react/es/_util/react-19-adapter';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { quietArcoRefWarning } from './app/dev-warnings';
import './app/styles';
import { reloadOnce } from './routes/lazy-screen';

// A preloaded dependency of a chunk is gone (new deployment): reload once for the new build.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});

// Development only: Arco's harmless element.ref warning under React 19 (see dev-warnings.ts).
if (import.meta.env.DEV) quietArcoRefWarning();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
