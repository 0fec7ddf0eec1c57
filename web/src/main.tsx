// Global styles first, so every component's own CSS comes after Mantine's in the cascade.
import './app/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n';
import { registerServiceWorker } from './lib/pwa';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// English renders at once (its shell and landing texts are bundled); a Chinese reader's texts arrive first.
void initI18n();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The installable, offline app: its service worker once the page has loaded (lib/pwa.ts).
registerServiceWorker();
