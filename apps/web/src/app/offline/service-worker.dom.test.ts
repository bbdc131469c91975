import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './service-worker.ts';

const listeners: Array<() => void> = [];
afterEach(() => {
  for (const listener of listeners.splice(0)) window.removeEventListener('pagehide', listener);
});

function fakeContainer(registration: Partial<ServiceWorkerRegistration> | undefined) {
  const register = vi.fn(async () => registration as ServiceWorkerRegistration);
  return { register, container: { register } as unknown as ServiceWorkerContainer };
}

const watchPagehide = () => {
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation(
    (type: string, listener: EventListenerOrEventListenerObject, options?: unknown) => {
      if (type === 'pagehide') listeners.push(listener as () => void);
      add(type, listener, options as AddEventListenerOptions);
    },
  );
};

describe('service worker registration', () => {
  it('registers the worker for the whole site, never from the HTTP cache', async () => {
    const { register, container } = fakeContainer({ waiting: null });
    await registerServiceWorker(container);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
  });

  it('asks a waiting new release to take over only as the tab is left, not while it is open', async () => {
    watchPagehide();
    const postMessage = vi.fn();
    const registration = { waiting: null as ServiceWorker | null };
    const { container } = fakeContainer(registration);
    await registerServiceWorker(container);
    registration.waiting = { postMessage } as unknown as ServiceWorker;
    expect(postMessage).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    expect(postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('leaves the tab alone when a blocked register() resolves with no registration', async () => {
    watchPagehide();
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    const { container } = fakeContainer(undefined);
    await expect(registerServiceWorker(container)).resolves.toBeUndefined();
    expect(() => window.dispatchEvent(new Event('pagehide'))).not.toThrow();
    window.removeEventListener('error', onError);
    expect(errors).toEqual([]);
  });
});
