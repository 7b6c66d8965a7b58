import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FilterChip, FilterChips } from './FilterChips';

const ratings = [5, 4, 3, 2, 1] as const;

function RatingFilter() {
  const [rating, setRating] = useState<number | null>(null);
  return (
    <FilterChips label="Filter rating">
      <FilterChip pressed={rating === null} onClick={() => setRating(null)}>
        Semua
      </FilterChip>
      {ratings.map((value) => (
        <FilterChip key={value} pressed={rating === value} onClick={() => setRating(value)}>
          {value} bintang
        </FilterChip>
      ))}
    </FilterChips>
  );
}

const meta = { title: 'Components/FilterChips', component: RatingFilter } satisfies Meta<typeof RatingFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ratings: Story = {};
