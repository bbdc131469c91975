import { showOfflineNote } from './offline-note.ts';
import { registerServiceWorker } from './service-worker.ts';

// What the shop does for a shopper without the network: it starts as this chunk is loaded, once the app is ready (app-ready.ts).
showOfflineNote();
if ('serviceWorker' in navigator) {
  registerServiceWorker().catch(() => {
    // Without the worker the shop works as before, only not offline.
  });
}
