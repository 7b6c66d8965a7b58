import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { QueryStates, type QueryStatesQuery } from './QueryStates';

function result(state: Partial<QueryStatesQuery<string[], Error>>): QueryStatesQuery<string[], Error> {
  return { isPending: false, isError: false, data: undefined, error: null, refetch: vi.fn(), ...state };
}

const list = (data: string[]) => (
  <ul>
    {data.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

describe('QueryStates', () => {
  it('while pending, says it is loading (a polite status) and shows neither data nor empty text', () => {
    renderWithProviders(
      <QueryStates query={result({ isPending: true })} errorText={() => 'failed'} empty={<p>Nothing yet.</p>}>
        {list}
      </QueryStates>,
    );
    expect(screen.getByRole('status').textContent).toContain('Loading…');
    expect(screen.queryByText('Nothing yet.')).toBeNull();
  });

  it('on failure, shows the text of the error as an alert, and Try again asks again', () => {
    const query = result({ isError: true, error: new Error('PMU504000') });
    renderWithProviders(
      <QueryStates query={query} errorText={(error) => `Failed (${error.message})`}>
        {list}
      </QueryStates>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Failed (PMU504000)');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('on failure with retry off, offers no Try again', () => {
    renderWithProviders(
      <QueryStates query={result({ isError: true, error: new Error('x') })} errorText={() => 'Failed'} retry={false}>
        {list}
      </QueryStates>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Failed');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the empty state for an array with no item, or when isEmpty says so', () => {
    const { rerender } = renderWithProviders(
      <QueryStates query={result({ data: [] })} errorText={() => 'failed'} empty={<p>Nothing yet.</p>}>
        {list}
      </QueryStates>,
    );
    expect(screen.getByText('Nothing yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    rerender(
      <QueryStates query={result({ data: ['hidden'] })} errorText={() => 'failed'} empty={<p>Only hidden ones.</p>} isEmpty={(data) => data[0] === 'hidden'}>
        {list}
      </QueryStates>,
    );
    expect(screen.getByText('Only hidden ones.')).toBeTruthy();
  });

  it('without an empty state, hands even an empty array to children', () => {
    renderWithProviders(
      <QueryStates query={result({ data: [] })} errorText={() => 'failed'}>
        {(data) => <p>{data.length} items</p>}
      </QueryStates>,
    );
    expect(screen.getByText('0 items')).toBeTruthy();
  });

  it('with data, shows what children make of it', () => {
    renderWithProviders(
      <QueryStates query={result({ data: ['Toko Makmur', 'Sinar Jaya'] })} errorText={() => 'failed'} empty={<p>Nothing yet.</p>}>
        {list}
      </QueryStates>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Toko Makmur', 'Sinar Jaya']);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
