import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScorelineHeatmap } from '../../src/ui/charts/ScorelineHeatmap';
import { renderView } from './render-view';

describe('ScorelineHeatmap', () => {
  it('draws each score as its heat over a base of the same box, the likeliest the strongest', async () => {
    await renderView(
      <ScorelineHeatmap
        maxGoals={1}
        probabilities={[
          [0.1, 0.2],
          [0.5, 0.2],
        ]}
        homeTeam="Arsenal"
        awayTeam="Chelsea"
      />,
    );
    const chart = screen.getByRole('img');
    expect(chart.getAttribute('aria-label')).toContain('most likely 1–0 (50%)');
    const cells = [...chart.querySelectorAll('g')].filter(
      (group) => group.querySelectorAll('rect').length === 2,
    );
    expect(cells).toHaveLength(4);
    const box = (rect: Element) =>
      ['x', 'y', 'width', 'height', 'rx'].map((name) => rect.getAttribute(name));
    for (const group of cells) {
      const [base, heat] = group.querySelectorAll('rect');
      expect(box(heat as Element)).toEqual(box(base as Element));
      expect(base?.hasAttribute('fill-opacity')).toBe(false);
    }
    const [, heatOfOneNil] = (cells[2] as Element).querySelectorAll('rect');
    expect(heatOfOneNil?.getAttribute('fill-opacity')).toBe('1');
    expect(heatOfOneNil?.querySelector('title')?.textContent).toBe('1–0: 50%');
    expect(box(heatOfOneNil as Element)).toEqual(['45', '75', '32', '32', '4']);
  });
});
