import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button';

afterEach(cleanup);

describe('CopyButton', () => {
  it('copies its text and says so, until the text changes', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const button = (text: string) => (
      <CopyButton text={text} label="Code kopiëren" copiedLabel="Gekopieerd" />
    );
    const { rerender } = render(button('ABCD-EFGH'));

    fireEvent.click(screen.getByRole('button', { name: 'Code kopiëren' }));
    expect(await screen.findByRole('button', { name: 'Gekopieerd' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('ABCD-EFGH');

    // A renewed code has not been copied yet.
    rerender(button('WXYZ-2345'));
    expect(screen.getByRole('button', { name: 'Code kopiëren' })).toBeTruthy();
  });
});
