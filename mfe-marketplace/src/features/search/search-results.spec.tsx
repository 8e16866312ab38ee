import { describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fakeApiForEachTest } from 'test-support/components';
import { listingFixture } from '../../testing/listing-fixture';
import { SearchResults } from './search-results';

// The cards ask who is signed in; a visitor's answer, settled before the test looks.
fakeApiForEachTest('ar');

const renderResults = (props: Partial<Parameters<typeof SearchResults>[0]>) =>
  act(() => {
    render(
      <MemoryRouter>
        <SearchResults items={undefined} error={undefined} isLoading={false} onRetry={() => {}} onClear={() => {}} hasFilters={false} {...props} />
      </MemoryRouter>,
    );
    return Promise.resolve();
  });

describe('SearchResults', () => {
  it('is busy while the results are not here, even in the render where swr says it is not loading yet', async () => {
    await renderResults({ items: undefined, isLoading: false });
    expect(screen.getByTestId('search-results').getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(8);
  });

  it('shows the cards, not busy, once they are here', async () => {
    await renderResults({ items: [listingFixture()] });
    expect(screen.getByTestId('search-results').getAttribute('aria-busy')).toBe('false');
    expect(screen.getAllByTestId('property-card')).toHaveLength(1);
  });
});
