// @vitest-environment jsdom
import React, {act} from 'react';
import {createRoot} from 'react-dom/client';
import {afterEach, describe, expect, it} from 'vitest';
import OnDevice from '../../../src/components/OnDevice';

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<OnDevice>', () => {
  it('is a note named by its visible "On a device" label, not a landmark', () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    act(() =>
      createRoot(container).render(
        <OnDevice>
          <p>Relay 1 clicks.</p>
        </OnDevice>,
      ),
    );
    const note = container.querySelector('aside')!;
    expect(note.getAttribute('role')).toBe('note');
    const label = document.getElementById(note.getAttribute('aria-labelledby')!);
    expect(label?.textContent).toBe('On a device');
    expect(note.textContent).toBe('On a deviceRelay 1 clicks.');
  });
});
