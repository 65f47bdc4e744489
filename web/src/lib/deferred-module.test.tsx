import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { deferredModule, useDeferredModule, type DeferredModule } from './deferred-module.ts';

/** A module whose fetch the test settles, so "still on its way" is a state the test sees, not a race. */
function arrivingWhenTold() {
  const settles: { arrive: (value: string) => void; fail: () => void }[] = [];
  const importer = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        settles.push({ arrive: resolve, fail: () => reject(new Error('offline')) });
      }),
  );
  return { part: deferredModule(importer), importer, latest: () => settles.at(-1)! };
}

function Part({ part }: { part: DeferredModule<string> }) {
  const { value, failed } = useDeferredModule(part);
  return <p>{value ?? (failed ? 'fejlede' : 'på vej')}</p>;
}

describe('deferredModule', () => {
  it('fetches once for every caller and tells its listeners when the export is here', async () => {
    const { part, importer, latest } = arrivingWhenTold();
    const told = vi.fn();
    part.subscribe(told);
    const first = part.load();
    const second = part.load();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(part.current()).toBeUndefined();
    latest().arrive('filtrene');
    expect(await first).toBe('filtrene');
    expect(await second).toBe('filtrene');
    expect(part.current()).toBe('filtrene');
    expect(told).toHaveBeenCalled();
  });

  it('says a fetch failed, and fetches again when asked', async () => {
    const { part, importer, latest } = arrivingWhenTold();
    const failing = part.load();
    latest().fail();
    await expect(failing).rejects.toThrow('offline');
    expect(part.failed()).toBe(true);

    const again = part.load();
    expect(part.failed()).toBe(false);
    expect(importer).toHaveBeenCalledTimes(2);
    latest().arrive('filtrene');
    expect(await again).toBe('filtrene');
  });
});

describe('useDeferredModule', () => {
  it('fetches the part once the page has settled and renders it when it comes', async () => {
    const { part, importer, latest } = arrivingWhenTold();
    render(<Part part={part} />);
    expect(screen.getByText('på vej')).toBeTruthy();
    await vi.waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    act(() => latest().arrive('filtrene'));
    expect(await screen.findByText('filtrene')).toBeTruthy();
  });

  it('shows a failed fetch, and the part once a new fetch brings it', async () => {
    const { part, importer, latest } = arrivingWhenTold();
    render(<Part part={part} />);
    await vi.waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    act(() => latest().fail());
    expect(await screen.findByText('fejlede')).toBeTruthy();
    act(() => void part.load().catch(() => undefined));
    expect(screen.getByText('på vej')).toBeTruthy();
    act(() => latest().arrive('filtrene'));
    expect(await screen.findByText('filtrene')).toBeTruthy();
  });
});

describe('offline', () => {
  function setOnline(online: boolean) {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    if (online) window.dispatchEvent(new Event('online'));
  }

  it('fetches nothing while the browser is offline, and fetches once it is back', async () => {
    setOnline(false);
    const { part, importer, latest } = arrivingWhenTold();
    render(<Part part={part} />);
    // An idle turn queued after the part's has come and gone: by then an online page would have fetched.
    await new Promise<void>((resolve) =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(() => resolve())
        : window.setTimeout(resolve, 0),
    );
    expect(importer).not.toHaveBeenCalled();

    act(() => setOnline(true));
    await vi.waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    act(() => latest().arrive('filtrene'));
    expect(await screen.findByText('filtrene')).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('fetches again when the connection comes back after a fetch failed on the way', async () => {
    const { part, importer, latest } = arrivingWhenTold();
    render(<Part part={part} />);
    await vi.waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    act(() => latest().fail());
    expect(await screen.findByText('fejlede')).toBeTruthy();

    act(() => void window.dispatchEvent(new Event('online')));
    expect(importer).toHaveBeenCalledTimes(2);
    act(() => latest().arrive('filtrene'));
    expect(await screen.findByText('filtrene')).toBeTruthy();
  });
});
