// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RatingSummary } from './rating-summary';
import { StarRating } from './star-rating';

afterEach(cleanup);

describe('ratings', () => {
  it('show the stars and the count when there are reviews', () => {
    render(
      <>
        <StarRating rating={4.2} reviews={1} />
        <RatingSummary rating={3.5} reviews={40} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Rated 4.2 out of 5' })).toBeTruthy();
    expect(screen.getByText('1 review')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeTruthy();
    expect(screen.getByText('(40 reviews)')).toBeTruthy();
  });

  it('show nothing without reviews: no stars, no rating, no "(0 reviews)"', () => {
    const { container } = render(
      <>
        <StarRating rating={4.5} reviews={0} />
        <RatingSummary rating={4.5} reviews={0} />
      </>,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.textContent).toBe('');
  });
});
