import { afterEach, describe, expect, it, vi } from 'vitest';
import { windowViewport } from './viewport';

/** A window of the given width whose width can be read and counted, and resized. */
function fakeWindow(width: number) {
  const target = new EventTarget();
  const reads = vi.fn(() => width);
  Object.defineProperty(target, 'innerWidth', { get: reads });
  vi.stubGlobal('window', target);
  return {
    reads,
    resize(to: number) {
      width = to;
      target.dispatchEvent(new Event('resize'));
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('windowViewport (§9)', () => {
  it('reads the width once for every reader, and again after a resize, which it announces', () => {
    const window = fakeWindow(375);
    const changed = vi.fn();
    const unsubscribe = windowViewport.subscribe(changed);
    expect([windowViewport.current(), windowViewport.current(), windowViewport.current()]).toEqual(['mobile', 'mobile', 'mobile']);
    expect(window.reads).toHaveBeenCalledTimes(1);

    window.resize(1280);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(windowViewport.current()).toBe('desktop');
    window.resize(800);
    expect(windowViewport.current()).toBe('tablet');
    expect(window.reads).toHaveBeenCalledTimes(3);

    unsubscribe();
    window.resize(375);
    expect(changed).toHaveBeenCalledTimes(2);
    expect(windowViewport.current()).toBe('mobile');
  });

  it('is the desktop before there is a window', () => {
    expect(windowViewport.beforeWindow()).toBe('desktop');
  });
});
