// @vitest-environment jsdom
import React, {act} from 'react';
import {createRoot} from 'react-dom/client';
import {afterEach, describe, expect, it, vi} from 'vitest';
import Loading from '../../../src/theme/Loading';

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

function render(element: React.ReactElement): HTMLElement {
  const container = document.createElement('div');
  document.body.appendChild(container);
  act(() => createRoot(container).render(element));
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the loading view while a page chunk loads, and when it fails', () => {
  const base = {isLoading: true, timedOut: false, retry: () => undefined};

  it('shows nothing during the first 200 ms', () => {
    const el = render(<Loading {...base} error={null} pastDelay={false} />);
    expect(el.textContent).toBe('');
  });

  it('shows a spinner with a status for assistive tech once the delay has passed', () => {
    const el = render(<Loading {...base} error={null} pastDelay />);
    expect(el.querySelector('[role="status"]')?.textContent).toBe('Loading…');
  });

  it('shows the error text and a Retry button that retries', () => {
    const retry = vi.fn();
    const error = new Error('Loading chunk 42 failed. (error: /assets/js/42.js)');
    const el = render(<Loading {...base} error={error} pastDelay retry={retry} />);
    const alert = el.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Error: Loading chunk 42 failed.');
    const button = el.querySelector('button');
    expect(button?.textContent).toBe('Retry');
    act(() => button!.click());
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
