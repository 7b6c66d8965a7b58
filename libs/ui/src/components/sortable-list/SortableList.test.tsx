import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { SortableList } from './SortableList';

function List() {
  const [items, setItems] = useState(['Alpha', 'Beta', 'Gamma']);
  return (
    <SortableList
      label="Banners"
      items={items}
      idOf={(item) => item}
      labelOf={(item) => item}
      onReorder={setItems}
      renderItem={(item) => <span>{item}</span>}
    />
  );
}

const order = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('SortableList', () => {
  it('names every handle and move button after its item', () => {
    renderWithProviders(<List />);
    expect(screen.getByRole('list', { name: 'Banners' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move Beta' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Move Alpha up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move Gamma down' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves an item with its buttons', () => {
    renderWithProviders(<List />);
    fireEvent.click(screen.getByRole('button', { name: 'Move Gamma up' }));
    expect(order()).toEqual(['Alpha', 'Gamma', 'Beta']);
    fireEvent.click(screen.getByRole('button', { name: 'Move Alpha down' }));
    expect(order()).toEqual(['Gamma', 'Alpha', 'Beta']);
  });
});
