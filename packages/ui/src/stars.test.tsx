import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatVote, starFills, starFillStyle, Stars } from './stars.tsx';

describe('Stars', () => {
  it('reads the rating to one decimal out of five', () => {
    render(<Stars vote={4.26} />);
    expect(screen.getByRole('img', { name: 'Рейтинг 4,3 из 5' })).toBeInTheDocument();
  });

  it('fills whole stars and a part of the next one', () => {
    expect(starFills(3.5)).toEqual([1, 1, 1, 0.5, 0]);
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
  });

  it('draws the given fills of each star, within 0 and 1', () => {
    render(<Stars vote={2.5} fills={[1, 0, 1, 0.5, 1.4]} />);
    const stars = screen.getByRole('img', { name: 'Рейтинг 2,5 из 5' });
    expect(stars.style.getPropertyValue('--f2')).toBe('0');
    expect(stars.style.getPropertyValue('--f4')).toBe('0.5');
    expect(starFillStyle([1, 1, 0.333, 0, -1])).toEqual({ '--f1': 1, '--f2': 1, '--f3': 0.33, '--f4': 0, '--f5': 0 });
  });

  it('keeps the rating within 0 and 5', () => {
    expect(formatVote(7)).toBe('5,0');
    expect(formatVote(-1)).toBe('0,0');
  });
});
