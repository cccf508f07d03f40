import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Tooltip } from './tooltip';

function renderToggle() {
  render(
    <>
      <button type="button">Before</button>
      <Tooltip label="Switch to dark theme">
        <Button aria-label="Switch to dark theme">☾</Button>
      </Tooltip>
    </>,
  );
  return screen.getByRole('button', { name: 'Switch to dark theme' });
}

describe('Tooltip, loaded on the first hover or focus (decision 050)', () => {
  it('draws the trigger alone until then', () => {
    renderToggle();
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.queryAllByText('Switch to dark theme')).toHaveLength(0);
  });

  it('shows its text to a keyboard focus, the focus staying on the trigger', async () => {
    const user = userEvent.setup();
    renderToggle();
    await user.tab();
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Switch to dark theme');
    const trigger = screen.getByRole('button', { name: 'Switch to dark theme' });
    await waitFor(() => expect(trigger).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('opens after a hover, on the next pointer move, with seed §9’s delay', async () => {
    const user = userEvent.setup();
    renderToggle();
    await user.hover(screen.getByRole('button', { name: 'Switch to dark theme' }));
    // The trigger becomes Radix's once its code is in (a new element, the same button).
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toHaveAttribute('data-state', 'closed'),
    );
    await user.pointer({ target: screen.getByRole('button', { name: 'Switch to dark theme' }), coords: { x: 2 } });
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(await screen.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent('Switch to dark theme');
  });

  it('keeps a press a click, and opens no tooltip for it', async () => {
    let clicks = 0;
    render(
      <Tooltip label="Switch to dark theme">
        <Button aria-label="Switch to dark theme" onClick={() => clicks++}>
          ☾
        </Button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Switch to dark theme' });
    fireEvent.pointerDown(button);
    button.focus();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The popup's code is in, but the trigger is not replaced while the press lasts.
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBe(button);
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    expect(clicks).toBe(1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toHaveAttribute('data-state', 'closed'),
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(clicks).toBe(2);
  });
});
