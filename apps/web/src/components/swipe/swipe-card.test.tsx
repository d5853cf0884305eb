import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SwipeCard } from './swipe-card';

afterEach(cleanup);

const labels = { agree: 'Belangrijk', disagree: 'Minder belangrijk', undo: 'Terug', card: 'thema' };
const show = (onChoose: (choice: string) => void) =>
  render(
    <>
      <input aria-label="Iets anders" />
      <SwipeCard cardKey="t1" labels={labels} onChoose={onChoose}>
        Wie ben ik?
      </SwipeCard>
    </>,
  );

// The first render loads MUI: slow on a busy machine.
describe('a swipe card and the arrow keys', { timeout: 20_000 }, () => {
  it('work as soon as the card shows, without tabbing to it first', async () => {
    const onChoose = vi.fn();
    show(onChoose);
    expect(document.activeElement).toBe(document.body);
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    await waitFor(() => expect(onChoose).toHaveBeenCalledWith('agree'));
    expect(onChoose).toHaveBeenCalledTimes(1);
  });

  it('choose once when the card itself has the focus', async () => {
    const onChoose = vi.fn();
    show(onChoose);
    const card = screen.getByRole('group');
    card.focus();
    fireEvent.keyDown(card, { key: 'ArrowLeft' });
    await waitFor(() => expect(onChoose).toHaveBeenCalledWith('disagree'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onChoose).toHaveBeenCalledTimes(1);
  });

  it('leave a text field alone', async () => {
    const onChoose = vi.fn();
    show(onChoose);
    const field = screen.getByLabelText('Iets anders');
    field.focus();
    fireEvent.keyDown(field, { key: 'ArrowRight' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onChoose).not.toHaveBeenCalled();
  });
});
