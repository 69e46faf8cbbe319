import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailed } from '../../src/ui/LoadFailed';
import { renderView } from './render-view';

describe('LoadFailed', () => {
  it('says what could not be loaded and fetches it again on Try again', async () => {
    const retry = vi.fn();
    await renderView(
      <LoadFailed onRetry={retry}>The track record could not be loaded.</LoadFailed>,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'The track record could not be loaded.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('offers Try again in Spanish', async () => {
    await renderView(<LoadFailed onRetry={() => {}}>x</LoadFailed>, 'es');
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeTruthy();
  });
});
